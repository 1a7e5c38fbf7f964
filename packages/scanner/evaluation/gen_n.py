#!/usr/bin/env python3
"""Blind evaluation batch N: writes samples/blind-n/<id>/ and blind-n.json.

Standard library only, deterministic. Run from this folder: python3 gen_n.py
"""
import json
import os
import random
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_n_lib import SAMPLES  # noqa: E402
import gen_n_a  # noqa: E402,F401
import gen_n_b  # noqa: E402,F401
import gen_n_c  # noqa: E402,F401
import gen_n_d  # noqa: E402,F401
import gen_n_e  # noqa: E402,F401
import gen_n_f  # noqa: E402,F401
import gen_n_g  # noqa: E402,F401
import gen_n_benign_a  # noqa: E402,F401
import gen_n_benign_b  # noqa: E402,F401

SEED = 20240614
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "samples", "blind-n")


def main():
    slugs = [s["slug"] for s in SAMPLES]
    assert len(slugs) == len(set(slugs)), "duplicate slug"
    order = list(SAMPLES)
    random.Random(SEED).shuffle(order)
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    index = []
    for i, s in enumerate(order, 1):
        sid = f"n-{i:03d}"
        base = os.path.join(OUT, sid)
        for rel, content in sorted(s["files"].items()):
            path = os.path.join(base, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(content)
        entry = {"id": sid, "verdict": s["verdict"]}
        if s["verdict"] == "malicious":
            entry["family"] = s["family"]
        entry.update({
            "technique": s["technique"],
            "carrier": s["carrier"],
            "language": s["language"],
            "source": "written",
            "licence": "written for this set (MIT)",
        })
        index.append(entry)
    with open(os.path.join(HERE, "blind-n.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(index, f, indent=2, ensure_ascii=False)
        f.write("\n")
    mal = sum(e["verdict"] == "malicious" for e in index)
    print(f"wrote {len(index)} samples ({mal} malicious, {len(index) - mal} benign) to {OUT}")


if __name__ == "__main__":
    main()
