#!/usr/bin/env bash
set -euo pipefail
svc=$1 sha=$2
: "${DEPLOY_TOKEN:?missing}" "${DEPLOY_API:=https://deploy.internal.example.com}"
curl -fsS -X POST "$DEPLOY_API/v1/services/$svc/deploys" \
  -H "Authorization: Bearer $DEPLOY_TOKEN" -H 'content-type: application/json' \
  -d "{\"sha\":\"$sha\"}"
