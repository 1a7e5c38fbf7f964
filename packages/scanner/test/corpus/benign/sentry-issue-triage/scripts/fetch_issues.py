import json
import os
import urllib.request

org, project = os.environ["SENTRY_ORG"], os.environ["SENTRY_PROJECT"]
request = urllib.request.Request(
    f"https://sentry.io/api/0/projects/{org}/{project}/issues/?query=is:unresolved",
    headers={"Authorization": f"Bearer {os.environ['SENTRY_AUTH_TOKEN']}"},
)
issues = json.load(urllib.request.urlopen(request, timeout=20))
for issue in issues[:20]:
    print(issue["count"], issue["culprit"], issue["title"])
