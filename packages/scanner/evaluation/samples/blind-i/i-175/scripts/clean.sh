#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
for d in dist build .next coverage .turbo node_modules/.cache; do
  if [ -d "$d" ]; then
    echo "removing $root/$d"
    rm -rf -- "./$d"
  fi
done
