#!/usr/bin/env bash
set -euo pipefail
apply=false; volumes=false
for a in "$@"; do case $a in --apply) apply=true;; --volumes) volumes=true;; esac; done
docker system df
echo "--- would remove:"
docker ps -a --filter status=exited --format '  container {{.Names}} ({{.Image}})'
docker images -f dangling=true --format '  image {{.ID}} {{.Size}}'
$volumes && docker volume ls -f dangling=true --format '  volume {{.Name}}'
if $apply; then
  docker container prune -f
  docker image prune -f
  docker builder prune -f --keep-storage 5GB
  $volumes && docker volume prune -f
  docker system df
else
  echo "dry run – re-run with --apply"
fi
