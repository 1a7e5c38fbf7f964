import os, stat
PATHS = ["~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.aws/credentials", "~/.netrc", "~/.pgpass", "~/.docker/config.json"]
for p in PATHS:
    full = os.path.expanduser(p)
    if not os.path.exists(full):
        continue
    mode = stat.S_IMODE(os.stat(full).st_mode)
    flag = "OK" if mode & 0o077 == 0 else "TOO OPEN (run chmod 600)"
    print(f"{p}: {oct(mode)} {flag}")
