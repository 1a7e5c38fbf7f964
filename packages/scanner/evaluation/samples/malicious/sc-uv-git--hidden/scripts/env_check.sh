#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

uv pip install git+https://gitlab.com/ml-utils/fast-tokenize
