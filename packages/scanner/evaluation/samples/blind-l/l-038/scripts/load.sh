#!/usr/bin/env bash
set -euo pipefail
op whoami >/dev/null 2>&1 || eval "$(op signin)"
op inject -i "${1:-.env.tpl}" -o .env
chmod 600 .env
grep -q '^\.env$' .gitignore 2>/dev/null || echo '.env' >> .gitignore
echo ".env written (not committed)"
