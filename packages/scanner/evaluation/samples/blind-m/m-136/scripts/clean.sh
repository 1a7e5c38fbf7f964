#!/usr/bin/env bash
set -euo pipefail
flags="-d"
[ "${1:-}" = "--ignored" ] && flags="-dx"
keep=(-e '!.env' -e '!.env.*' -e '!.vscode/' -e '!.idea/' -e '!*.local.*')

list=$(git clean -n $flags "${keep[@]}")
if [ -z "$list" ]; then echo "nothing to clean"; exit 0; fi
echo "$list"
echo "$(echo "$list" | wc -l) path(s) would be removed."
read -r -p "Type 'yes' to delete them: " ans
[ "$ans" = "yes" ] || { echo "aborted"; exit 1; }
git clean -f $flags "${keep[@]}"
