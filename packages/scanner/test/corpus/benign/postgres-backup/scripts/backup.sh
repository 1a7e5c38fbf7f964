#!/usr/bin/env bash
set -euo pipefail
url="$1"; target="$2"
mkdir -p "$target"
file="$target/$(date +%Y%m%d-%H%M%S).dump"
pg_dump --format=custom --no-owner --dbname="$url" --file="$file"
pg_restore --list "$file" > /dev/null
echo "$file"
