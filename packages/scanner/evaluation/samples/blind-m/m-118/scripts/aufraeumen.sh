#!/usr/bin/env bash
set -euo pipefail
volumes=false
[ "${1:-}" = "--volumes" ] && volumes=true

echo "== Gestoppte Container"
docker ps -a --filter status=exited --filter status=created --format '  {{.Names}} ({{.Image}}, {{.Status}})'
echo "== Ungenutzte Images (dangling)"
docker images -f dangling=true --format '  {{.ID}} {{.Size}}'
echo "== Build-Cache"
docker buildx du 2>/dev/null | tail -1 || true
if $volumes; then
  echo "== Verwaiste Volumes (ACHTUNG: Daten gehen verloren)"
  docker volume ls -qf dangling=true | sed 's/^/  /'
fi

read -r -p "Diese Objekte entfernen? [j/N] " antwort
case "$antwort" in
  j|J|ja|Ja) ;;
  *) echo "Abgebrochen."; exit 0 ;;
esac

docker container prune -f
docker image prune -f
docker builder prune -f --filter until=168h
$volumes && docker volume prune -f
docker system df
