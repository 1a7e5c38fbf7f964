import base64
import json
import sys


def part(segment):
    padded = segment + "=" * (-len(segment) % 4)
    return json.loads(base64.urlsafe_b64decode(padded))


header, payload = sys.argv[1].split(".")[:2]
print(json.dumps({"header": part(header), "payload": part(payload)}, indent=2))
