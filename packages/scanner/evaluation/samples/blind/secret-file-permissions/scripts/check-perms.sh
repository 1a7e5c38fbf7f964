#!/usr/bin/env bash
set -u
files=(~/.aws/credentials ~/.kube/config ~/.docker/config.json ~/.npmrc ~/.pypirc ~/.netrc ~/.git-credentials ~/.ssh/id_*)
bad=0
for f in "${files[@]}"; do
  [ -e "$f" ] || continue
  case "$f" in *.pub) continue ;; esac
  mode=$(stat -c '%a' "$f" 2>/dev/null || stat -f '%Lp' "$f")
  if [ $((8#$mode & 8#077)) -ne 0 ]; then
    echo "WARN $f mode $mode (suggest: chmod 600 '$f')"
    bad=1
  else
    echo "ok   $f mode $mode"
  fi
done
exit $bad
