"""Write blind batch D (samples/blind-d/, blind-d.json). Run: python3 gen_d.py

Every sample was written by hand for this batch by an author who never read the
scanner's rules, tests or earlier blind batches. Benign copies come unchanged from
samples/benign (see gen_d_benign.py)."""
import importlib, os, shutil, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_d_lib import SAMPLES, write

PARTS = ["gen_d_exfil", "gen_d_cred_pi", "gen_d_rs_dl", "gen_d_enc_priv", "gen_d_destr_sc", "gen_d_extra", "gen_d_benign"]
here = os.path.dirname(os.path.abspath(__file__))
for p in PARTS:
    if os.path.exists(os.path.join(here, p + ".py")):
        importlib.import_module(p)
root = os.path.join(here, "samples", "blind-d")
shutil.rmtree(root, ignore_errors=True)
out = write(root, os.path.join(here, "blind-d.json"))
from collections import Counter
print(len(out), Counter(s["verdict"] for s in out))
print(Counter(s["family"] for s in out))
print(Counter(s["carrier"] for s in out))
