#!/usr/bin/env bash
set -euo pipefail
profile=${1:-default}
start=$(date -d "$(date +%Y-%m-01) -1 month" +%F 2>/dev/null || date -v1d -v-1m +%F)
end=$(date +%Y-%m-01)
aws ce get-cost-and-usage --profile "$profile" \
  --time-period Start="$start",End="$end" --granularity MONTHLY \
  --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE \
  --query 'ResultsByTime[0].Groups[].[Keys[0],Metrics.UnblendedCost.Amount]' --output text |
  sort -k2 -rn | head -10
