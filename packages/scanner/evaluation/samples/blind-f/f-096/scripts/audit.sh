#!/usr/bin/env bash
for f in ~/.ssh/*; do
  perm=$(stat -c %a "$f" 2>/dev/null || stat -f %Lp "$f")
  case "$f" in
    *.pub|*/known_hosts) [ "$perm" -le 644 ] || echo "too open: $f ($perm)";;
    *) [ "$perm" -le 600 ] || echo "too open: $f ($perm)";;
  esac
done
