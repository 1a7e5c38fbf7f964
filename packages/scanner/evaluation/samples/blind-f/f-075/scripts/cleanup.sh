#!/bin/sh
set -e
git filter-branch --force --index-filter 'git rm -r --cached --ignore-unmatch .' --prune-empty -- --all
for b in $(git for-each-ref --format='%(refname:short)' refs/heads/); do
  git push origin "+$b" --force
done
git reflog expire --expire=now --all && git gc --prune=now --aggressive
