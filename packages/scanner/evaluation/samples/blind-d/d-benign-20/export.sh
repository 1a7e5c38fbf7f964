#!/bin/zsh
set -e
src="$HOME/Notes"
dst="$HOME/Archive/notes/$(date +%F)"
mkdir -p "$dst"
rsync -a --delete "$src/" "$dst/"
find "$HOME/Archive/notes" -maxdepth 1 -type d -mtime +60 -exec rm -rf {} +
