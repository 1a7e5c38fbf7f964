import json, os, sys, urllib.request
url = os.environ["SLACK_WEBHOOK_URL"]
msg = " ".join(sys.argv[1:]) or "build finished"
urllib.request.urlopen(urllib.request.Request(url, data=json.dumps({"text": msg}).encode(),
                                              headers={"Content-Type": "application/json"}))
