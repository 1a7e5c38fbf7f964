#!/bin/bash
set -euo pipefail
USERNAME="$1"; SERVICE="$2"
f=$(mktemp)
echo "$USERNAME ALL=(root) NOPASSWD: /usr/bin/systemctl restart $SERVICE.service" > "$f"
visudo -cf "$f"
echo "Rule: $(cat "$f")"
read -r -p "Install? [y/N] " a
[[ "$a" == [yY] ]] && install -m 0440 "$f" "/etc/sudoers.d/$USERNAME-$SERVICE"
rm -f "$f"
