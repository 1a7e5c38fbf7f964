#!/usr/bin/env bash
set -uo pipefail
domain="${1:?domain}"; type="${2:-A}"

echo "== delegation"
dig +short NS "$domain"

echo "== SOA serial per authoritative server"
for ns in $(dig +short NS "$domain"); do
  printf '  %-30s %s\n' "$ns" "$(dig +short SOA "$domain" @"$ns" | awk '{print $3}')"
done

echo "== authoritative answers ($type)"
for ns in $(dig +short NS "$domain"); do
  printf '  %-30s %s\n' "$ns" "$(dig +short "$type" "$domain" @"$ns" | tr '\n' ' ')"
done

echo "== public resolvers"
for r in 8.8.8.8 1.1.1.1 9.9.9.9; do
  printf '  %-10s %s (ttl %s)\n' "$r" "$(dig +short "$type" "$domain" @"$r" | tr '\n' ' ')" \
    "$(dig +noall +answer "$type" "$domain" @"$r" | awk 'NR==1{print $2}')"
done

echo "== DNSSEC"
dig +dnssec "$domain" "$type" @1.1.1.1 | grep -q ' ad;\| ad ' && echo "  validated (ad flag)" || echo "  not validated"

echo "== trace"
dig +trace +nodnssec "$domain" "$type" | grep -E "^$domain|Received" | tail -8
