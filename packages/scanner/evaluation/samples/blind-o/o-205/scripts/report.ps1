param([string]$Month)
$xl = New-Object -ComObject Excel.Application
$wb = $xl.Workbooks.Open("$PWD\data\$Month.xlsx")
$wb.RefreshAll(); $wb.Save(); $xl.Quit()
Write-Host "Report for $Month refreshed"
