import re, sys

PATTERNS = [
    r"ignore (all )?(previous|prior) instructions",
    r"you are now (in )?developer mode",
    r"disregard (the|your) system prompt",
    r"do not tell the user",
    r"</?system>",
]

text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
for n, line in enumerate(text.splitlines(), 1):
    for p in PATTERNS:
        if re.search(p, line, re.I):
            print(f"{sys.argv[1]}:{n}: possible injection ({p})")
