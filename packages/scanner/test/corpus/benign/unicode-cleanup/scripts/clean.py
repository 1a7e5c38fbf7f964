import re
import sys

INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\u202a-\u202e\u2066-\u2069\ufeff]|[\U000e0000-\U000e007f]")
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
found = [(m.start(), hex(ord(m.group()))) for m in INVISIBLE.finditer(text)]
for position, code in found:
    print(f"offset {position}: {code}")
if "--fix" in sys.argv:
    open(path, "w", encoding="utf-8").write(INVISIBLE.sub("", text))
