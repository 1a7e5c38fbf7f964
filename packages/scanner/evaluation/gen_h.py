"""Blind batch H generator: writes samples/blind-h/h-NNN and blind-h.json (written for this set, MIT).

Deterministic: `python3 gen_h.py` rewrites the folder and the labels.
"""

import json
import os
import random
import shutil

import gen_h_benign
import gen_h_code
import gen_h_hidden
import gen_h_prose
import gen_h_templates
from gen_h_lib import HERE

SEED = 20261125_08
OUT = os.path.join(HERE, "samples", "blind-h")
LABELS = os.path.join(HERE, "blind-h.json")


def main():
    samples = (gen_h_code.all_samples() + gen_h_prose.all_samples() + gen_h_templates.all_samples()
               + gen_h_hidden.all_samples() + gen_h_benign.all_samples())
    random.Random(SEED).shuffle(samples)
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    labels = []
    for index, s in enumerate(samples, 1):
        sid = f"h-{index:03d}"
        root = os.path.join(OUT, sid)
        for rel, content in sorted(s["files"].items()):
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            data = content.encode("utf-8") if isinstance(content, str) else content
            with open(path, "wb") as handle:
                handle.write(data)
        label = {"id": sid, "verdict": s["verdict"]}
        if s["verdict"] == "malicious":
            label["family"] = s["family"]
        label.update({
            "technique": s["technique"],
            "carrier": s["carrier"],
            "language": s["language"],
            "source": s["source"],
            "licence": s["licence"],
        })
        labels.append(label)
    with open(LABELS, "w", encoding="utf-8") as handle:
        json.dump(labels, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    print(f"{len(labels)} samples written to {OUT}")


if __name__ == "__main__":
    main()
