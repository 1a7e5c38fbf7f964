$packages = @('Git.Git', 'OpenJS.NodeJS.LTS', 'Python.Python.3.12', 'Microsoft.VisualStudioCode')
foreach ($package in $packages) {
  winget install --id $package --exact --silent --accept-package-agreements
}
Write-Host 'Done. Restart the terminal to refresh PATH.'
