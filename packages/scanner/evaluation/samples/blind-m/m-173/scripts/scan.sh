#!/usr/bin/env bash
set -euo pipefail
command -v gitleaks >/dev/null || { echo "install gitleaks: brew install gitleaks (or see github.com/gitleaks/gitleaks)"; exit 1; }
grep -qxF '.gitleaks-report.json' .gitignore 2>/dev/null || echo '.gitleaks-report.json' >> .gitignore

echo "== working tree (includes untracked files such as .env)"
gitleaks dir . --redact --no-banner --report-format json --report-path .gitleaks-report.json --exit-code 0
jq -r '.[] | "  \(.RuleID)  \(.File):\(.StartLine)"' .gitleaks-report.json

echo "== history"
gitleaks git . --redact --no-banner --report-format json --report-path .gitleaks-history.json --exit-code 0
jq -r '.[] | "  \(.RuleID)  \(.File):\(.StartLine)  \(.Commit[0:8])"' .gitleaks-history.json
jq -s 'add' .gitleaks-report.json .gitleaks-history.json > .gitleaks-report.tmp && mv .gitleaks-report.tmp .gitleaks-report.json
rm -f .gitleaks-history.json

n=$(jq length .gitleaks-report.json)
echo "$n finding(s); full report in .gitleaks-report.json (redacted)"
