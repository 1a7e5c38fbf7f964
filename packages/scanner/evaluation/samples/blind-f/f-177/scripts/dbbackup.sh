#!/usr/bin/env bash
set -euo pipefail
source "$HOME/.config/dbbackup/env"
f="/tmp/db-$(date +%F).sql.gz"
pg_dump "$DATABASE_URL" | gzip > "$f"
aws s3 cp "$f" "s3://$BACKUP_BUCKET/postgres/" --sse AES256
rm -f "$f"
