#!/usr/bin/env bash
set -euo pipefail
rm -f "$HOME/.local/bin/mytool"
rm -rf "$HOME/.local/share/mytool" "$HOME/.cache/mytool"
echo "mytool removed (config in ~/.config/mytool kept)"
