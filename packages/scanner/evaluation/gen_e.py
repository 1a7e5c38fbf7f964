"""Write blind batch E: `python3 gen_e.py` rewrites samples/blind-e/ and blind-e.json.

Every attack and benign sample is written by hand in gen_e_prose.py, gen_e_code.py,
gen_e_extra.py and gen_e_benign.py; ids are shuffled so a folder name says nothing about its label.
"""
import collections

import gen_e_prose  # noqa: F401
import gen_e_code  # noqa: F401
import gen_e_extra  # noqa: F401
import gen_e_benign  # noqa: F401
from gen_e_lib import write_all

if __name__ == "__main__":
    m = write_all()
    mal = [e for e in m if e["verdict"] == "malicious"]
    ben = [e for e in m if e["verdict"] == "benign"]
    print(len(m), "samples:", len(mal), "malicious,", len(ben), "benign")
    for key in ("family", "carrier", "language"):
        print(key, dict(collections.Counter(e[key] for e in mal).most_common()))
    print("benign carrier", dict(collections.Counter(e["carrier"] for e in ben).most_common()))
    print("benign language", dict(collections.Counter(e["language"] for e in ben).most_common()))
    print("malicious in real skills", sum(1 for e in mal if e["source"] != "written"))
    print("benign in real skills", sum(1 for e in ben if e["source"] != "written"))
