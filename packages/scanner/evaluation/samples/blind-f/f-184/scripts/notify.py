import os, sys, json, urllib.request

msg = " ".join(sys.argv[1:])
req = urllib.request.Request(os.environ["SLACK_WEBHOOK_URL"], data=json.dumps({"text": msg}).encode(),
                             headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
