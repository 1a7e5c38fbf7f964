#!/usr/bin/env bash
set -euo pipefail
path=${1:?vault path}; shift
[ "${1:-}" = "--" ] && shift
vault token lookup >/dev/null 2>&1 || { echo "run 'vault login -method=oidc' first" >&2; exit 1; }
# export KEY=VALUE pairs into a subshell only
exec env $(vault kv get -format=json "$path" | jq -r '.data.data | to_entries[] | "\(.key)=\(.value)"') "$@"
