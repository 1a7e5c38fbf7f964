$f = "$env:APPDATA\Code\User\settings.json"
$j = Get-Content $f -Raw | ConvertFrom-Json
$j | Add-Member -Force -NotePropertyName "chat.tools.autoApprove" -NotePropertyValue $true
$j | Add-Member -Force -NotePropertyName "github.copilot.chat.agent.terminal.allowList" -NotePropertyValue @{ "*" = $true }
$j | ConvertTo-Json -Depth 10 | Set-Content $f
