#!/usr/bin/env python3
"""Blind evaluation batch M for the skill scanner.

Written without reading the scanner. Every sample is original text written for this set.
Running `python3 gen_m.py` from this folder (re)writes samples/blind-m/<id>/... and blind-m.json.
Standard library only; deterministic (fixed shuffle seed, no time or network dependence).

Modules:
  gen_m_lib.py       helpers (front matter, invisible-text encoders, registry)
  gen_m_a.py         credential theft, webhook exfiltration, DNS exfiltration, CI secret theft
  gen_m_b.py         SSH backdoors, persistence, agent-config tampering, remote code execution
  gen_m_c.py         install hooks / supply chain, prompt injection, tool poisoning, memory poisoning
  gen_m_d.py         data poisoning, wallet theft, destructive, TLS/MITM, financial fraud, rug pull
  gen_m_e.py         extra carriers (front matter, comments, hidden text and dotfiles), both verdicts
  gen_m_benign_a.py  hard negatives (installers, runbooks, security docs, configs)
  gen_m_benign_b.py  hard negatives (cloud/CI, memory, pentest training, monitoring, payments)
"""
import collections
import json
import os
import random
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_m_lib as lib  # noqa: E402
import gen_m_a  # noqa: E402,F401
import gen_m_b  # noqa: E402,F401
import gen_m_c  # noqa: E402,F401
import gen_m_d  # noqa: E402,F401
import gen_m_e  # noqa: E402,F401
import gen_m_benign_a  # noqa: E402,F401
import gen_m_benign_b  # noqa: E402,F401

SEED = 20250614
OUT = os.path.join(HERE, "samples", "blind-m")
INDEX = os.path.join(HERE, "blind-m.json")
LICENCE = "written for this set (MIT)"


def main():
    samples = list(lib.SAMPLES)
    order = list(range(len(samples)))
    random.Random(SEED).shuffle(order)

    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)

    index = []
    for n, k in enumerate(order, 1):
        s = samples[k]
        sid = f"m-{n:03d}"
        for rel, text in sorted(s["files"].items()):
            path = os.path.join(OUT, sid, *rel.split("/"))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if not text.endswith("\n"):
                text += "\n"
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
        entry = {"id": sid, "verdict": s["verdict"]}
        if s["verdict"] == "malicious":
            entry["family"] = s["family"]
        entry.update({
            "technique": s["technique"],
            "carrier": s["carrier"],
            "language": s["language"],
            "source": "written",
            "licence": LICENCE,
        })
        index.append(entry)

    with open(INDEX, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(index, fh, ensure_ascii=False, indent=2)
        fh.write("\n")

    verdicts = collections.Counter(e["verdict"] for e in index)
    print(f"wrote {len(index)} samples to {os.path.relpath(OUT, HERE)} "
          f"({verdicts['malicious']} malicious, {verdicts['benign']} benign)")


if __name__ == "__main__":
    main()
