#!/usr/bin/env bash
set -euo pipefail
pkgs=(build-essential pkg-config libssl-dev libffi-dev zlib1g-dev libsqlite3-dev git curl)
echo "Will install: ${pkgs[*]}"
read -r -p "Proceed? [y/N] " ok
[[ $ok =~ ^[Yy]$ ]] || exit 0
sudo apt-get update
sudo apt-get install -y --no-install-recommends "${pkgs[@]}"
