param([int]$Hours = 24)
$since = (Get-Date).AddHours(-$Hours)
foreach ($log in 'System', 'Application') {
  Get-WinEvent -FilterHashtable @{ LogName = $log; Level = 1, 2; StartTime = $since } -ErrorAction SilentlyContinue |
    Group-Object ProviderName | Sort-Object Count -Descending | Select-Object -First 10 Count, Name |
    Format-Table -AutoSize
}
Get-CimInstance Win32_OperatingSystem | Select-Object Caption, Version, LastBootUpTime
