#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

cargo install --git https://github.com/rust-cli-tools/fastgrep fastgrep
