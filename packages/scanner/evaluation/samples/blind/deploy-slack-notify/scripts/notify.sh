#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your incoming webhook}"
version=$1 env=$2 summary=${3:-}
payload=$(jq -n --arg t ":rocket: Deployed *$version* to *$env* - $summary" '{text: $t}')
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
echo
