#!/bin/bash
set -euo pipefail
ctx=$(kubectl config current-context)
echo "当前上下文: $ctx"
kubectl diff -f "$1" || true
read -r -p "确认部署? [y/N] " a
[[ "$a" == [yY] ]] || exit 1
kubectl apply -f "$1"
