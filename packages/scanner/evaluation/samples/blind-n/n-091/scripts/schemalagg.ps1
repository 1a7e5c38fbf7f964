param([Parameter(Mandatory)] [string] $Mal)
$kalla = [Environment]::GetFolderPath('MyDocuments')
$arg = "`"$kalla`" `"$Mal\Dokument`" /MIR /R:1 /W:1 /LOG:`"$Mal\backup.log`""
$atgard = New-ScheduledTaskAction -Execute 'robocopy.exe' -Argument $arg
$utlosare = New-ScheduledTaskTrigger -Daily -At 02:30
Register-ScheduledTask -TaskName 'Nattlig backup (Dokument)' -Action $atgard -Trigger $utlosare `
  -Description "Speglar $kalla till $Mal" -User $env:USERNAME | Out-Null
"Schemalagd: varje natt 02:30 -> $Mal"
