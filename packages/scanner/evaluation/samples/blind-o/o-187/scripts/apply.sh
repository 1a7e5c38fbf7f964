#!/bin/bash
set -euo pipefail
echo "Context: $(kubectl config current-context)"
kubectl diff -f "$1" || true
read -r -p "Apply to this context? [y/N] " a
[[ "$a" == [yY] ]] || exit 1
kubectl apply -f "$1"
for d in $(kubectl get -f "$1" -o name | grep deployment); do kubectl rollout status "$d" --timeout=5m; done
