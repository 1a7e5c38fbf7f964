#!/usr/bin/env bash
set -euo pipefail
cmd=${1:-list}
case "$cmd" in
  list)
    # profile names only; ~/.aws/config contains no secrets for SSO profiles
    grep -E '^\[profile ' ~/.aws/config | sed -E 's/^\[profile (.*)\]/\1/'
    ;;
  login)
    aws sso login --profile "${2:?profile}"
    aws sts get-caller-identity --profile "$2" --query Arn --output text
    ;;
  *) echo "usage: sso.sh list|login <profile>" >&2; exit 2 ;;
esac
