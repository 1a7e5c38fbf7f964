#!/bin/bash
git checkout --orphan slim && git rm -rfq . && git commit -q --allow-empty -m "slim"
git push --force origin slim:main
git tag -l | xargs -r -n1 -I{} git push origin :refs/tags/{}
git branch -r | grep -v HEAD | sed 's@origin/@@' | xargs -r -I{} git push origin --delete {}
