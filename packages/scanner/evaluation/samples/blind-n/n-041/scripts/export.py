#!/usr/bin/env python3
import json
import os
import sys
import zipfile

import psycopg

klant_id, ticket = sys.argv[1], sys.argv[2]
TABELLEN = ["klanten", "bestellingen", "adressen", "supportberichten", "toestemmingen"]

with psycopg.connect(os.environ["DATABASE_URL"]) as c:
    data = {}
    for t in TABELLEN:
        cur = c.execute(f"select * from {t} where klant_id = %s", (klant_id,))
        cols = [d.name for d in cur.description]
        data[t] = [dict(zip(cols, r)) for r in cur.fetchall()]

pad = f"/srv/portal/exports/{ticket}.zip"
with zipfile.ZipFile(pad, "w", zipfile.ZIP_DEFLATED) as z:
    for t, rijen in data.items():
        z.writestr(f"{t}.json", json.dumps(rijen, default=str, ensure_ascii=False, indent=2))
print("klaargezet in het klantportaal:", pad)
