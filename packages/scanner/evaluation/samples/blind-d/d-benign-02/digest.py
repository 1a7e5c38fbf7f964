import json, subprocess, urllib.request
from collections import defaultdict

token = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()
req = urllib.request.Request(
    "https://api.github.com/issues?filter=assigned&state=open&per_page=100",
    headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json",
             "X-GitHub-Api-Version": "2022-11-28"},
)
items = json.load(urllib.request.urlopen(req))
by_repo = defaultdict(list)
for it in items:
    kind = "PR" if "pull_request" in it else "issue"
    by_repo[it["repository"]["full_name"]].append(f"{kind} #{it['number']}: {it['title']}")
for repo, rows in sorted(by_repo.items()):
    print(f"## {repo}")
    for r in rows:
        print(f"- {r}")
