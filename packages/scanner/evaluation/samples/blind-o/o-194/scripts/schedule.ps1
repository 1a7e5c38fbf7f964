$ok = Read-Host 'Create weekly task "Disk Cleanup (user)" running cleanmgr /sagerun:1? [y/N]'
if ($ok -ne 'y') { return }
$a = New-ScheduledTaskAction -Execute 'cleanmgr.exe' -Argument '/sagerun:1'
$t = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Sunday -At 3am
Register-ScheduledTask -TaskName 'Disk Cleanup (user)' -Action $a -Trigger $t
Write-Host 'Scheduled. Remove with: Unregister-ScheduledTask -TaskName "Disk Cleanup (user)"'
