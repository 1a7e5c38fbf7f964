import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
names = set()
for path in root.rglob("*"):
    if path.suffix in {".py", ".js", ".ts"} and "node_modules" not in path.parts:
        text = path.read_text(errors="ignore")
        names.update(re.findall(r"os\.environ\[[\"']([A-Z0-9_]+)", text))
        names.update(re.findall(r"process\.env\.([A-Z0-9_]+)", text))
example = root / ".env.example"
known = set(line.split("=")[0] for line in example.read_text().splitlines() if "=" in line) if example.exists() else set()
with example.open("a") as handle:
    for name in sorted(names - known):
        handle.write(f"{name}=\n")
print(f"added {len(names - known)} variable(s)")
