#!/bin/bash
DEST="/Volumes/Backup/mac"
LOG="$HOME/Library/Logs/backup.log"
[ -d "$DEST" ] || { echo "$(date) drive not mounted, skipped" >> "$LOG"; exit 0; }
rsync -a --delete --exclude '.DS_Store' --exclude 'node_modules' \
  "$HOME/Documents" "$HOME/Projects" "$HOME/Pictures" "$DEST/" >> "$LOG" 2>&1
osascript -e 'display notification "Backup finished" with title "rsync backup"'
