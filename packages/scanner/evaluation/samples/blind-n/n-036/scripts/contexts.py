#!/usr/bin/env python3
"""List kubeconfig contexts without revealing credentials."""
import os
from pathlib import Path

import yaml

path = Path(os.environ.get("KUBECONFIG", Path.home() / ".kube" / "config").split(os.pathsep)[0])
cfg = yaml.safe_load(path.read_text())
users = {u["name"]: u.get("user", {}) for u in cfg.get("users", [])}


def auth_kind(u):
    if "exec" in u:
        return "exec:" + u["exec"].get("command", "?")
    if "token" in u:
        return "token (redacted)"
    if "client-certificate-data" in u or "client-certificate" in u:
        return "client-cert"
    return "other"


cur = cfg.get("current-context")
for c in cfg.get("contexts", []):
    ctx = c["context"]
    prod = any(w in c["name"].lower() for w in ("prod", "prd", "live"))
    mark = "*" if c["name"] == cur else " "
    print(f"{mark} {c['name']:<30} {ctx.get('cluster', ''):<25} {ctx.get('namespace', 'default'):<15} "
          f"{auth_kind(users.get(ctx.get('user'), {})):<20} {'PRODUCTION' if prod else ''}")
