#!/usr/bin/env python3
import argparse
import datetime as dt
import os

import psycopg

DELETE_TABLES = ["sessions", "addresses", "newsletter_subscriptions", "support_tickets"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--email", required=True)
    ap.add_argument("--confirm")
    a = ap.parse_args()
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn, conn.cursor() as cur:
        cur.execute("select id from users where email = %s", (a.email,))
        row = cur.fetchone()
        if not row:
            print("no such user")
            return
        uid = row[0]
        for t in DELETE_TABLES + ["orders"]:
            cur.execute(f"select count(*) from {t} where user_id = %s", (uid,))
            print(f"{t:28} {cur.fetchone()[0]} row(s)")
        token = f"ERASE-{uid}"
        if a.confirm != token:
            print(f"dry run only. To erase, re-run with --confirm {token}")
            return
        for t in DELETE_TABLES:
            cur.execute(f"delete from {t} where user_id = %s", (uid,))
        cur.execute("update orders set shipping_name = 'erased', shipping_phone = null where user_id = %s", (uid,))
        cur.execute("delete from users where id = %s", (uid,))
        cur.execute("insert into erasure_audit(user_id, erased_at) values (%s, %s)", (uid, dt.datetime.utcnow()))
        conn.commit()
        print("erased and audited")


if __name__ == "__main__":
    main()
