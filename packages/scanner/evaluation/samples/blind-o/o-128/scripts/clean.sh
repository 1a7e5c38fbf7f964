#!/bin/bash
set -euo pipefail
find ./logs -type f -name '*.log' -mtime +"${1:-14}" -print > /tmp/old-logs.txt
cat /tmp/old-logs.txt
read -r -p "Удалить эти файлы? [y/N] " a
[[ "$a" == [yY] ]] && xargs -r rm -f -- < /tmp/old-logs.txt && echo "Удалено"
