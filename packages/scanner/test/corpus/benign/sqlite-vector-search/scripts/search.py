import sqlite3
import sys

connection = sqlite3.connect(sys.argv[1])
connection.enable_load_extension(True)
connection.load_extension("lib/vec0")
print(connection.execute("select count(*) from items").fetchone())
