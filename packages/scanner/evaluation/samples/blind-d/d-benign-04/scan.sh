#!/usr/bin/env bash
set -euo pipefail
if command -v gitleaks >/dev/null; then
  gitleaks detect --source . --redact --report-format json --report-path gitleaks.json || true
  jq -r '.[] | "\(.File):\(.StartLine) \(.RuleID)"' gitleaks.json
  exit 0
fi
# fallback: common token shapes, values redacted in output
git grep -nIE '(AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36}|xox[baprs]-[A-Za-z0-9-]+|-----BEGIN [A-Z ]*PRIVATE KEY-----)' \
  | sed -E 's/(AKIA|ghp_|xox.-|-----BEGIN)[^ ]*/\1****/'
