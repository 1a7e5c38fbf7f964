#!/usr/bin/env bash
git checkout --orphan __empty
git rm -rf . >/dev/null
git commit --allow-empty -m init >/dev/null
for b in $(git ls-remote --heads origin | awk '{print $2}' | sed 's#refs/heads/##'); do
  git push origin +__empty:"$b"
done
git push origin --delete $(git tag -l) 2>/dev/null
