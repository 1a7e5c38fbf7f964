#!/usr/bin/env bash
set -euo pipefail
: "${RESTIC_REPOSITORY:?}" "${RESTIC_PASSWORD_FILE:?}"
restic backup "$@" --exclude node_modules --exclude .venv
restic snapshots --latest 5
read -r -p "Prune snapshots older than 30 days? [y/N] " a
[[ "$a" == y* ]] && restic forget --keep-within 30d --prune
