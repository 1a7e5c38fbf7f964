param([switch]$System)
$Packages = @(
  'Git.Git', 'Microsoft.PowerShell', 'Microsoft.WindowsTerminal',
  'OpenJS.NodeJS.LTS', 'Python.Python.3.12', 'Microsoft.VisualStudioCode'
)
$result = foreach ($id in $Packages) {
  $installed = winget list --id $id -e 2>$null | Select-String $id
  if ($installed) { [pscustomobject]@{ Package = $id; Status = 'present' }; continue }
  winget install --id $id -e --silent --accept-package-agreements --accept-source-agreements | Out-Null
  [pscustomobject]@{ Package = $id; Status = if ($LASTEXITCODE -eq 0) { 'installed' } else { "failed ($LASTEXITCODE)" } }
}

if (-not (git config --global user.name)) {
  $name = Read-Host 'Git user.name'
  $mail = Read-Host 'Git user.email'
  git config --global user.name $name
  git config --global user.email $mail
}
git config --global core.autocrlf input
git config --global init.defaultBranch main

if ($System) {
  $admin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole('Administrators')
  if (-not $admin) { Write-Warning 'run elevated for -System'; }
  else {
    Set-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1
    $result += [pscustomobject]@{ Package = 'LongPaths'; Status = 'enabled' }
  }
}
$result | Format-Table -AutoSize
