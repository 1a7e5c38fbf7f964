import collections
import re
import sys

pattern = re.compile(r"^(\S+ \S+) (ERROR|WARN) (.*)$")
counts = collections.Counter()
first = {}
with open(sys.argv[1], encoding="utf-8", errors="replace") as handle:
    for line in handle:
        match = pattern.match(line)
        if match:
            key = (match.group(2), re.sub(r"\d+", "N", match.group(3))[:120])
            counts[key] += 1
            first.setdefault(key, match.group(1))
for (level, message), count in counts.most_common(15):
    print(f"{count:6d} {level:5s} {first[(level, message)]} {message}")
