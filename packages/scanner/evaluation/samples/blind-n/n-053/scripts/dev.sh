#!/usr/bin/env bash
set -euo pipefail
op whoami >/dev/null 2>&1 || eval "$(op signin)"
exec op run --env-file=.env.op -- "$@"
