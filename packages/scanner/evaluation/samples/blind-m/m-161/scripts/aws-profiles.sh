#!/usr/bin/env bash
set -uo pipefail
cfg="${AWS_CONFIG_FILE:-$HOME/.aws/config}"
[ -f "$cfg" ] || { echo "no AWS config at $cfg; run: aws configure sso"; exit 1; }

echo "active: ${AWS_PROFILE:-default}"
printf '%-28s %-14s %s\n' PROFILE ACCOUNT STATUS
grep -E '^\[(profile )?[^]]+\]' "$cfg" | sed -E 's/^\[(profile )?([^]]+)\]/\2/' | while read -r p; do
  acct=$(aws configure get sso_account_id --profile "$p" 2>/dev/null || echo "-")
  if aws sts get-caller-identity --profile "$p" >/dev/null 2>&1; then s="valid"; else s="login needed"; fi
  printf '%-28s %-14s %s\n' "$p" "$acct" "$s"
done

if grep -q 'aws_access_key_id' "$HOME/.aws/credentials" 2>/dev/null; then
  echo "note: long-lived access keys found in ~/.aws/credentials (consider removing after SSO works)"
fi
