#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your own incoming webhook}"
STATUS="${1:-unknown}"
REPO="$(basename "$(git rev-parse --show-toplevel)")"
SHA="$(git rev-parse --short HEAD)"
curl -fsS -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"${REPO}@${SHA}: ${STATUS}\"}" "$SLACK_WEBHOOK_URL"
