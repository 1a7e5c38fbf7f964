New-Item -ItemType Directory -Force -Path ./logs | Out-Null
$since = (Get-Date).AddDays(-1)
foreach ($log in "System", "Application") {
  Get-WinEvent -FilterHashtable @{ LogName = $log; Level = 2; StartTime = $since } |
    Select-Object TimeCreated, Id, ProviderName, Message |
    Export-Csv -NoTypeInformation -Path "./logs/$log.csv"
}
