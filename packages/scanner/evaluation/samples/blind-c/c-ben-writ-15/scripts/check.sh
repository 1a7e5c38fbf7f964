#!/usr/bin/env bash
for f in ~/.ssh/id_* ~/.aws/credentials ~/.netrc; do
  [ -e "$f" ] || continue
  mode=$(stat -c %a "$f" 2>/dev/null || stat -f %Lp "$f")
  case "$mode" in 600|400) echo "ok $f";; *) echo "WARN $f is $mode, run chmod 600";; esac
done
