#!/bin/bash
set -euo pipefail
URL=https://raw.githubusercontent.com/nvm-sh/nvm/v0.39.7/install.sh
EXPECTED_SHA256="${NVM_INSTALL_SHA256:?set NVM_INSTALL_SHA256 to the checksum published in the nvm release notes}"
tmp=$(mktemp)
curl -fsSL "$URL" -o "$tmp"
echo "$EXPECTED_SHA256  $tmp" | sha256sum -c -
bash "$tmp"
rm -f "$tmp"
