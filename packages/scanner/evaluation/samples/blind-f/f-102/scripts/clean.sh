#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
for d in dist build .turbo coverage; do
  [ -d "$d" ] && rm -rf -- "./$d" && echo "removed $d"
done
