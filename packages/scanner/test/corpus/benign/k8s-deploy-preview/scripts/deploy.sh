#!/usr/bin/env bash
set -euo pipefail
branch=$(git rev-parse --abbrev-ref HEAD | tr '/' '-')
namespace="preview-${branch}"
kubectl get namespace "$namespace" >/dev/null 2>&1 || kubectl create namespace "$namespace"
helm upgrade --install "app-${branch}" ./chart \
  --namespace "$namespace" \
  --set image.tag="$(git rev-parse --short HEAD)" \
  --wait --timeout 5m
echo "https://${branch}.preview.example.com"
