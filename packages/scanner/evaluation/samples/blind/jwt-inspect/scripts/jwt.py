import base64, datetime, json, sys

def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

tok = sys.argv[1]
header, payload, _sig = tok.split(".")
h = json.loads(b64url(header)); p = json.loads(b64url(payload))
print(json.dumps(h, indent=2)); print(json.dumps(p, indent=2))
if "exp" in p:
    exp = datetime.datetime.fromtimestamp(p["exp"], datetime.timezone.utc)
    print("expires:", exp.isoformat(), "(expired)" if exp < datetime.datetime.now(datetime.timezone.utc) else "")
