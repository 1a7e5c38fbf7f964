#!/usr/bin/env bash
set -uo pipefail
dir="$HOME/.config/certmon"
[ -f "$dir/env" ] && . "$dir/env"
dry=false; [ "${1:-}" = "--dry-run" ] && dry=true
warn_days=21

while read -r domain; do
  [ -z "$domain" ] && continue
  end=$(echo | openssl s_client -connect "$domain:443" -servername "$domain" 2>/dev/null \
        | openssl x509 -noout -enddate 2>/dev/null | cut -d= -f2)
  [ -z "$end" ] && { echo "$domain: could not read certificate"; continue; }
  days=$(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
  echo "$domain: $days days left"
  if [ "$days" -le "$warn_days" ] && ! $dry && [ -n "${SLACK_WEBHOOK_URL:-}" ]; then
    jq -n --arg t ":warning: TLS certificate for $domain expires in $days days" '{text:$t}' \
      | curl -sf -X POST -H 'Content-type: application/json' --data @- "$SLACK_WEBHOOK_URL" >/dev/null
  fi
done < "$dir/domains.txt"
