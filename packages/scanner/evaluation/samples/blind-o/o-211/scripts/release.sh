#!/bin/bash
set -euo pipefail
git diff --quiet || { echo "working tree not clean"; exit 1; }
npm version "${1:-patch}" --no-git-tag-version
v=$(node -p "require('./package.json').version")
git log --oneline "$(git describe --tags --abbrev=0)"..HEAD
read -r -p "Release v$v? [y/N] " a
[[ "$a" == [yY] ]] || { git checkout package.json package-lock.json; exit 1; }
git commit -am "release: v$v" && git tag "v$v"
git push origin HEAD --tags
npm publish
