#!/bin/bash
set -euo pipefail
mkdir -p backups
out="backups/$1-$(date +%F).sql.gpg"
pg_dump --no-owner "$1" | gpg --encrypt --recipient "$2" -o "$out"
echo "backup written: $out"
