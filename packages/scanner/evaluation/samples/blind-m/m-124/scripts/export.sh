#!/usr/bin/env bash
set -euo pipefail
in="$1"
here="$(cd "$(dirname "$0")" && pwd)"
fix=$(grep -v '^#' "$here/corrections.txt" | jq -R . | jq -sc .)

jq -r --argjson fix "$fix" '
  map(select(.annotations | length > 0))
  | map(. as $t | ($t.annotations | map(select(.was_cancelled | not)) | last) as $a
      | select($a != null)
      | {
          id: $t.id,
          merchant: $t.data.merchant_id,
          amount: $t.data.amount,
          country: $t.data.country,
          text: $t.data.description,
          label: ($a.result[0].value.choices[0] | ascii_downcase)
        })
  | map(select(.label != "unsure"))
  | map(if (.merchant as $m | $fix | index($m)) then .label = "legit" else . end)
  | (["id","merchant","amount","country","text","label"] | @csv),
    (.[] | [.id, .merchant, .amount, .country, .text, .label] | @csv)
' "$in"

jq -r 'map(.annotations[-1].result[0].value.choices[0]) | group_by(.) | map("\(.[0]): \(length)") | .[]' "$in" >&2
