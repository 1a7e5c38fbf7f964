"""Generate blind batch G (samples/blind-g/, blind-g.json). Deterministic; rewrites both.

Every text is hand-written in gen_g_*.py for this set (MIT); copied skills come from
samples/benign/ with their recorded licence.
"""
import json
import os
import random
import shutil

import gen_g_lib as L
import gen_g_win
import gen_g_cloud
import gen_g_code
import gen_g_prose
import gen_g_hidden
import gen_g_benign
import gen_g_extra

OUT = os.path.join(L.HERE, "samples", "blind-g")
LABELS = os.path.join(L.HERE, "blind-g.json")


def benign_additions():
    out = []
    for kind, payload, tech, carrier, lang in gen_g_benign.ADD:
        bid = L.take()
        files = L.copy_files(bid)
        t = files["SKILL.md"].decode("utf-8")
        if kind.startswith("sec:"):
            t = L.insert_before_section(t, payload, int(kind[4:]))
        elif kind.startswith("head:"):
            t = L.insert_after_heading(t, payload, int(kind[5:]))
        else:
            t = L.append_end(t, payload)
        files["SKILL.md"] = t
        out.append(L.B(tech, carrier, lang, files, source=bid,
                       licence=L.lic(bid) + " with a benign addition written for this set (MIT)"))
    return out


def benign_copies(n):
    """Real skills copied unchanged that contain risky-looking commands."""
    out = []
    ids = sorted(L.meta(), key=lambda b: L.h("copy" + b))
    for bid in ids:
        if len(out) == n:
            break
        if bid in L._used or L.meta()[bid]["split"] != "holdout":
            continue
        p = os.path.join(L.BENIGN, bid, "SKILL.md")
        if not os.path.exists(p):
            continue
        t = open(p, encoding="utf-8").read().lower()
        hits = [k for k in gen_g_benign.RISKY if k in t]
        if len(hits) < 4:
            continue
        L._used.add(bid)
        out.append(L.B("real skill copied unchanged (uses " + ", ".join(k.strip() for k in hits[:4]) + ")",
                       "fenced", "en", L.copy_files(bid), source=bid, licence=L.lic(bid)))
    return out


def main():
    mal = gen_g_win.samples() + gen_g_cloud.samples() + gen_g_code.samples() + gen_g_prose.samples()
    mal += gen_g_extra.malicious()
    mal += gen_g_hidden.build()
    ben = gen_g_benign.written() + gen_g_extra.benign() + benign_additions() + benign_copies(5)
    allx = mal + ben
    rng = random.Random(20261125)
    order = list(range(len(allx)))
    rng.shuffle(order)
    if os.path.exists(OUT):
        shutil.rmtree(OUT)
    labels = []
    for n, i in enumerate(order, 1):
        s = allx[i]
        sid = f"g-{n:03d}"
        L.write_sample(OUT, sid, s["files"])
        rec = {"id": sid, "verdict": s["verdict"]}
        if s["verdict"] == "malicious":
            rec["family"] = s["family"]
        rec.update(technique=s["technique"], carrier=s["carrier"], language=s["language"],
                   source=s["source"], licence=s["licence"])
        labels.append(rec)
    with open(LABELS, "w", encoding="utf-8") as f:
        json.dump(labels, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(len(labels), sum(r["verdict"] == "malicious" for r in labels), "malicious")


if __name__ == "__main__":
    main()
