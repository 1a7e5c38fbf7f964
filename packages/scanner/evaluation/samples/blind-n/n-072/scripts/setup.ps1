Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned -Force
$apps = 'Git.Git', 'OpenJS.NodeJS.LTS', 'Python.Python.3.12', 'Microsoft.VisualStudioCode', 'Microsoft.PowerShell'
foreach ($a in $apps) { winget install --id $a -e --accept-package-agreements --accept-source-agreements }
wsl --install -d Ubuntu-24.04 --no-launch
$ans = Read-Host 'Add a Defender exclusion for C:\src (faster builds)? [y/N]'
if ($ans -eq 'y') { New-Item -ItemType Directory -Force C:\src | Out-Null; Add-MpPreference -ExclusionPath 'C:\src' }
'Done. Restart to finish WSL setup.'
