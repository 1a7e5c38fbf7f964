winget install --id JanDeDobbeleer.OhMyPosh -e --silent
if (-not (Test-Path $PROFILE)) { New-Item -Path $PROFILE -Force | Out-Null }
$line = 'oh-my-posh init pwsh | Invoke-Expression'
if (-not (Select-String -Path $PROFILE -Pattern 'oh-my-posh' -Quiet)) { Add-Content $PROFILE $line }
Write-Host 'Restart your terminal.'
