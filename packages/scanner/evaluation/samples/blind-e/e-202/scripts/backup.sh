#!/usr/bin/env bash
set -euo pipefail
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY to your own bucket}"
: "${RESTIC_PASSWORD_FILE:?set RESTIC_PASSWORD_FILE}"
restic backup "$HOME/projects" --exclude node_modules --exclude .venv --exclude-caches
restic forget --keep-daily 7 --keep-weekly 4 --prune
