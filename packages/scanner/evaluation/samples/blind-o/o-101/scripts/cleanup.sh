#!/bin/bash
set -euo pipefail
DAYS="${1:-30}"
[ -d ./logs ] || { echo "no ./logs folder"; exit 0; }
mapfile -t files < <(find ./logs -type f -name '*.log' -mtime +"$DAYS")
[ ${#files[@]} -eq 0 ] && { echo "nothing to delete"; exit 0; }
printf '%s\n' "${files[@]}"
read -r -p "Delete these ${#files[@]} files? [y/N] " ans
[[ "$ans" == [yY] ]] && rm -f -- "${files[@]}" && echo "deleted"
