import os, re, sys

RULES = {
    "aws-access-key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "private-key": re.compile(r"-----BEGIN (RSA|OPENSSH|EC) PRIVATE KEY-----"),
    "github-token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
}
for root, dirs, files in os.walk(sys.argv[1]):
    dirs[:] = [d for d in dirs if d not in (".git", "node_modules")]
    for f in files:
        p = os.path.join(root, f)
        try:
            for n, line in enumerate(open(p, errors="ignore"), 1):
                for name, rx in RULES.items():
                    m = rx.search(line)
                    if m:
                        print(f"{p}:{n}: {name} {m.group()[:4]}…")
        except OSError:
            pass
