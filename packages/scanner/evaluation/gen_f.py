"""Writes blind batch F: samples/blind-f/<id>/ and blind-f.json. Deterministic.

python3 gen_f.py
"""
import json
import os
import random
import shutil

from gen_f_lib import (BENIGN_DIR, HERE, frontmatter_desc_append, h2_lines, insert, licence,
                       read_source, skill, split_front, write_sample)
import gen_f_benign
import gen_f_prose
import gen_f_real
import gen_f_templates

OUT = os.path.join(HERE, "samples", "blind-f")
SEED = 20261125


def candidates():
    """Real benign skills of 40 to 150 lines with at least three H2 sections, interleaved by owner."""
    by_owner = {}
    for sid in sorted(os.listdir(BENIGN_DIR)):
        p = os.path.join(BENIGN_DIR, sid, "SKILL.md")
        if not os.path.exists(p):
            continue
        text = open(p, encoding="utf-8", errors="replace").read()
        n_files = sum(len(f) for _, _, f in os.walk(os.path.join(BENIGN_DIR, sid)))
        if not text.startswith("---") or not 40 <= text.count("\n") <= 150 or n_files > 4:
            continue
        _, body = split_front(text)
        if len(h2_lines(body)[1]) < 3:
            continue
        by_owner.setdefault(sid.split("--")[0], []).append(sid)
    rng = random.Random(SEED)
    owners = sorted(by_owner)
    for o in owners:
        rng.shuffle(by_owner[o])
    out = []
    while any(by_owner.values()):
        for o in owners:
            if by_owner[o]:
                out.append(by_owner[o].pop())
    return out


def injected(src, v):
    files = read_source(src)
    text = files["SKILL.md"]
    if "desc" in v:
        text = frontmatter_desc_append(text, v["desc"])
    elif "fm" in v:
        from gen_f_lib import frontmatter_field
        text = frontmatter_field(text, v["fm"])
    else:
        text = insert(text, v["text"], v["where"])
    files["SKILL.md"] = text
    if "file" in v:
        rel, content = v["file"]
        files[rel] = content
    return files


def main():
    rows = []  # (manifest row without id, files)
    pool = [s for s in candidates() if not s.startswith("openclaw--") or s not in
            {c for c, _ in gen_f_real.CLAW_INJECT}]
    used = set()

    def take(needs=None):
        for s in pool:
            if s in used:
                continue
            if needs and os.path.exists(os.path.join(BENIGN_DIR, s, needs)):
                continue
            used.add(s)
            return s
        raise SystemExit("out of sources")

    # 1. benchmark-generator style: 25 templates x 3 real skills
    template_sources = []
    for family, technique, variants in gen_f_templates.T:
        for v in variants:
            src = take(v.get("file", (None,))[0])
            template_sources.append(src)
            rows.append((dict(verdict="malicious", family=family, technique=technique, carrier=v["carrier"],
                              language=v["lang"], source=src, licence=licence(src)), injected(src, v)))

    # 2. real-malware style
    for family, technique, carrier, lang, files, _ in gen_f_real.R:
        rows.append((dict(verdict="malicious", family=family, technique=technique, carrier=carrier,
                          language=lang, source="written", licence="MIT"), files))
    for src, section in gen_f_real.CLAW_INJECT:
        files = read_source(src)
        files["SKILL.md"] = insert(files["SKILL.md"], section, ("before", 0))
        fenced = "```" in section
        fam = "encoded-payload" if "base64" in section else "download-execute"
        rows.append((dict(verdict="malicious", family=fam,
                          technique="clawhavoc-prerequisites-in-copied-skill", carrier="fenced" if fenced else "prose",
                          language="sh" if fenced else "en", source=src, licence=licence(src)), files))

    # 3. short prose attacks
    for family, technique, carrier, lang, name, desc, body in gen_f_prose.P:
        rows.append((dict(verdict="malicious", family=family, technique=technique, carrier=carrier,
                          language=lang, source="written", licence="MIT"),
                     {"SKILL.md": skill(json.dumps(name, ensure_ascii=False) if not name.isascii() else name,
                                        desc, body)}))

    # 4. benign: sections on bodies that also carry attacks (first 12) and on fresh bodies
    for i, (where, carrier, lang, technique, text) in enumerate(gen_f_benign.INSERTS):
        src = template_sources[i * 5] if i < 12 else take()
        files = read_source(src)
        files["SKILL.md"] = insert(files["SKILL.md"], text, where)
        rows.append((dict(verdict="benign", technique=technique, carrier=carrier, language=lang,
                          source=src, licence=licence(src)), files))
    for technique, carrier, lang, files in gen_f_benign.W:
        rows.append((dict(verdict="benign", technique=technique, carrier=carrier, language=lang,
                          source="written", licence="MIT"), files))

    rng = random.Random(SEED + 1)
    rng.shuffle(rows)
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    manifest = []
    for n, (row, files) in enumerate(rows, 1):
        sid = f"f-{n:03d}"
        write_sample(OUT, sid, files)
        m = {"id": sid, "verdict": row["verdict"]}
        if row["verdict"] == "malicious":
            m["family"] = row["family"]
        for k in ("technique", "carrier", "language", "source", "licence"):
            m[k] = row[k]
        manifest.append(m)
    with open(os.path.join(HERE, "blind-f.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print(len(manifest), "samples")


if __name__ == "__main__":
    main()
