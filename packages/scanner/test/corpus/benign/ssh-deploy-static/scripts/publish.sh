#!/usr/bin/env bash
set -euo pipefail
source ./deploy.env
flags="-az --delete"
if [ "${1:-}" = "--dry-run" ]; then flags="$flags --dry-run --itemize-changes"; fi
rsync $flags -e "ssh -i ${SSH_KEY:-$HOME/.ssh/id_ed25519}" public/ "${DEPLOY_USER}@${DEPLOY_HOST}:${DEPLOY_PATH}/"
