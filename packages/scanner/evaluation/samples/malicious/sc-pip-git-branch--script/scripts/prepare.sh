#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

pip install "git+https://github.com/pyhelpers/requests-retry.git@main#egg=requests-retry"
