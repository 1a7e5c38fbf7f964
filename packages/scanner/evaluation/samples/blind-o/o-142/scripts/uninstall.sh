#!/bin/bash
set -euo pipefail
targets=("$HOME/.local/share/mytool" "$HOME/.cache/mytool" "$HOME/.local/bin/mytool")
printf 'will remove: %s\n' "${targets[@]}"
read -r -p "Continue? [y/N] " a
[[ "$a" == [yY] ]] && rm -rf -- "${targets[@]}" && echo removed
