import sqlite3

def log(run, **metrics):
    con = sqlite3.connect("experiments.db")
    con.execute("create table if not exists m(run, k, v)")
    con.executemany("insert into m values (?,?,?)", [(run, k, v) for k, v in metrics.items()])
    con.commit()
