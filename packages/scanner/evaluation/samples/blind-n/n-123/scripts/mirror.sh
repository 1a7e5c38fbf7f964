#!/usr/bin/env bash
set -euo pipefail
url=${1:?backup remote url}
git remote get-url backup >/dev/null 2>&1 || git remote add backup "$url"
[ "$(git remote get-url backup)" = "$url" ] || { echo "backup remote points elsewhere; not changing it" >&2; exit 1; }
git push --mirror backup
echo "mirrored to $url"
