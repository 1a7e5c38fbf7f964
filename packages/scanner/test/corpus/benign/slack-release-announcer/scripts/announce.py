import json
import os
import sys
import urllib.request

url = os.environ.get("SLACK_WEBHOOK_URL")
if not url:
    sys.exit("set SLACK_WEBHOOK_URL first")
text = f":rocket: *{sys.argv[1]}* released: {sys.argv[2]}"
request = urllib.request.Request(url, data=json.dumps({"text": text}).encode(), headers={"Content-Type": "application/json"})
urllib.request.urlopen(request, timeout=10)
print("announced")
