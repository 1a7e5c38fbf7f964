$apps = 'Git.Git', 'Microsoft.PowerShell', 'Microsoft.VisualStudioCode', 'Python.Python.3.12'
foreach ($a in $apps) { winget install --id $a -e --accept-source-agreements --accept-package-agreements }
