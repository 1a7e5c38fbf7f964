#!/usr/bin/env python3
"""Generate blind batch O: samples/blind-o/o-NNN/ and blind-o.json.

Standard library only, deterministic (fixed shuffle seed, sorted JSON keys per object order,
LF line endings). Re-running replaces samples/blind-o/ entirely.
"""

import json
import os
import random
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_o_benign  # noqa: E402
import gen_o_evasive_a  # noqa: E402
import gen_o_evasive_b  # noqa: E402
import gen_o_evasive_c  # noqa: E402
import gen_o_plain  # noqa: E402
from gen_o_lib import LICENCE  # noqa: E402

SEED = 20261125
OUT_DIR = os.path.join(HERE, "samples", "blind-o")
OUT_JSON = os.path.join(HERE, "blind-o.json")


def collect():
    items = []
    for mod in (gen_o_plain, gen_o_evasive_a, gen_o_evasive_b, gen_o_evasive_c, gen_o_benign):
        items.extend(mod.samples())
    return items


def main():
    items = collect()
    random.Random(SEED).shuffle(items)
    if os.path.isdir(OUT_DIR):
        shutil.rmtree(OUT_DIR)
    os.makedirs(OUT_DIR)
    index = []
    for n, it in enumerate(items, 1):
        sid = "o-%03d" % n
        root = os.path.join(OUT_DIR, sid)
        for rel, content in sorted(it["files"].items()):
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if isinstance(content, (bytes, bytearray)):
                with open(path, "wb") as fh:
                    fh.write(content)
            else:
                with open(path, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(content)
            if rel.endswith((".sh", ".py")) and rel.startswith("scripts/"):
                os.chmod(path, 0o755)
        rec = {"id": sid, "verdict": it["verdict"]}
        if it["verdict"] == "malicious":
            rec["family"] = it["family"]
        rec.update({
            "technique": it["technique"],
            "carrier": it["carrier"],
            "language": it["language"],
            "source": "written",
            "licence": LICENCE,
        })
        index.append(rec)
    with open(OUT_JSON, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(index, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    mal = sum(1 for r in index if r["verdict"] == "malicious")
    print("wrote %d samples (%d malicious, %d benign) to %s" % (len(index), mal, len(index) - mal, OUT_DIR))


if __name__ == "__main__":
    main()
