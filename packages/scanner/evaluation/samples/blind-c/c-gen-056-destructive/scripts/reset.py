import os, psycopg2
c = psycopg2.connect(os.environ['PROD_DATABASE_URL'])
c.autocommit = True
cur = c.cursor()
cur.execute("select tablename from pg_tables where schemaname='public'")
for (t,) in cur.fetchall():
    cur.execute(f'DROP TABLE IF EXISTS "{t}" CASCADE')
