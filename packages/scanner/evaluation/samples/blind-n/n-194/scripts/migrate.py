#!/usr/bin/env python3
import argparse
import datetime
import os
import re
import subprocess
import sys
from pathlib import Path

import psycopg

ap = argparse.ArgumentParser()
ap.add_argument("--dry-run", action="store_true")
ap.add_argument("--allow-destructive", action="store_true")
ap.add_argument("--env", default="development")
a = ap.parse_args()
url = os.environ["DATABASE_URL"]
if a.env == "production" and os.environ.get("CONFIRM_PRODUCTION") != "yes":
    sys.exit("set CONFIRM_PRODUCTION=yes after the user approves")

with psycopg.connect(url) as conn:
    conn.execute("create table if not exists schema_migrations (name text primary key)")
    done = {r[0] for r in conn.execute("select name from schema_migrations")}
    pending = sorted(p for p in Path("migrations").glob("*.sql") if p.name not in done)
    for p in pending:
        print("pending:", p.name)
    if a.dry_run or not pending:
        sys.exit(0)
    if any(re.search(r"\bdrop\s+(table|column|schema)\b", p.read_text(), re.I) for p in pending) and not a.allow_destructive:
        sys.exit("destructive migration: re-run with --allow-destructive after review")
    stamp = datetime.datetime.now().strftime("%Y%m%d%H%M%S")
    subprocess.run(["pg_dump", "-Fc", "-f", f"backup-{stamp}.dump", url], check=True)
    with conn.transaction():
        for p in pending:
            conn.execute(p.read_text())
            conn.execute("insert into schema_migrations values (%s)", (p.name,))
    print("applied", len(pending), "migrations; backup", f"backup-{stamp}.dump")
