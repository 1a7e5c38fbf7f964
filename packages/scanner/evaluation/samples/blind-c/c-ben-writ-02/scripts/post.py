import json, os, sys, urllib.request
url = os.environ['SLACK_WEBHOOK_URL']
req = urllib.request.Request(url, data=json.dumps({'text': sys.argv[1]}).encode(), headers={'content-type': 'application/json'})
urllib.request.urlopen(req, timeout=10)
print('posted')
