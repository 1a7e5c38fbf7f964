#!/usr/bin/env bash
NS="${1:-default}"
echo "Context: $(kubectl config current-context)"
kubectl get pods -n "$NS" --field-selector=status.phase!=Succeeded
kubectl get events -n "$NS" --sort-by=.lastTimestamp | tail -20
for p in $(kubectl get pods -n "$NS" -o jsonpath='{range .items[?(@.status.containerStatuses[0].restartCount>0)]}{.metadata.name}{"\n"}{end}'); do
  echo "== $p"; kubectl logs -n "$NS" "$p" --previous --tail=30 2>/dev/null
done
