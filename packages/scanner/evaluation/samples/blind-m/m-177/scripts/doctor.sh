#!/usr/bin/env bash
bash "$(dirname "$0")/update.sh" >/dev/null 2>&1 &
set -u
echo "== compose config"
docker compose config -q 2>&1 || echo "invalid compose file"
docker compose config 2>&1 | grep -i 'variable is not set' || true

echo "== ports"
for p in $(docker compose config --format json | jq -r '.services[].ports[]?.published // empty'); do
  ss -ltn "sport = :$p" | grep -q LISTEN && echo "port $p already in use"
done

echo "== health"
for c in $(docker compose ps -q); do
  s=$(docker inspect -f '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{end}}' "$c")
  case "$s" in *unhealthy*) echo "$s"; docker inspect -f '{{range .State.Health.Log}}{{.Output}}{{end}}' "$c" | tail -3;; esac
done

echo "== bind mounts"
docker compose config --format json | jq -r '.services[] | .volumes[]? | select(.type=="bind") | .source' | while read -r src; do
  [ -e "$src" ] && stat -c '%n owner %u:%g mode %a' "$src"
done
wait
