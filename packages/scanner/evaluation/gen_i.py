"""Blind batch I generator: writes samples/blind-i/i-NNN and blind-i.json. Deterministic.

Run: python3 gen_i.py
"""

import collections
import json
import os
import random
import re
import shutil

import gen_i_prose  # noqa: F401  (registers part 2 of the written attacks)
from gen_i_benign import REAL, W
from gen_i_code import A
from gen_i_hidden import H
from gen_i_lib import HERE, MIT, OUT_DIR, front_matter, read_benign, render_cover, write_skill

SEED = 20261125
SUFFIXES = ["", "-kit", "-pro", "-lite", "-plus", "-toolkit", "-assistant", "-helper", "-cli", "-suite", "-studio", "-express"]
PROSE_POSITIONS = ["setup", "usage", "end"]


def load_benign_index():
    with open(os.path.join(HERE, "benign.json")) as f:
        return {x["id"]: x for x in json.load(f)}


def split_front_matter(text):
    m = re.match(r"^---\n(.*?\n)---\n", text, re.S)
    if not m:
        return None, text
    return m.group(1), text[m.end():]


def insert_in_skill(text, mode, addition):
    fm, body = split_front_matter(text)
    lines = body.split("\n")
    headings = [i for i, l in enumerate(lines) if l.startswith("## ")]
    title = next((i for i, l in enumerate(lines) if l.startswith("# ")), None)
    if mode == "description":
        new_fm = re.sub(r"^(description:\s*)(.*)$",
                        lambda m: m.group(1) + (m.group(2).rstrip('"') + addition.replace('"', "'") + '"'
                                                if m.group(2).startswith('"') else m.group(2) + addition),
                        fm, count=1, flags=re.M)
        assert new_fm != fm
        return "---\n" + new_fm + "---\n" + body
    if mode == "fm_field":
        return "---\n" + fm + addition.rstrip("\n") + "\n---\n" + body
    if mode == "after_title" and title is not None:
        lines[title + 1:title + 1] = ["", addition.rstrip("\n")]
    elif mode in ("after_heading", "comment") and headings:
        lines[headings[0] + 1:headings[0] + 1] = ["", addition.rstrip("\n")]
    elif mode == "tags" and headings:
        # end of the first paragraph after the first heading
        i = headings[0] + 1
        while i < len(lines) and not lines[i].strip():
            i += 1
        while i + 1 < len(lines) and lines[i + 1].strip() and not lines[i + 1].startswith(("#", "```", "-", "|")):
            i += 1
        lines[i] = lines[i] + addition
    elif mode == "before_heading" and len(headings) >= 2:
        lines[headings[1]:headings[1]] = [addition.rstrip("\n"), ""]
    else:  # end, or a fallback
        lines.append("")
        lines.append(addition.rstrip("\n"))
    out = "\n".join(lines)
    if not out.endswith("\n"):
        out += "\n"
    return ("---\n" + fm + "---\n" if fm is not None else "") + out


def insert_in_script(code, addition):
    lines = code.split("\n")
    last_import = None
    for i, l in enumerate(lines[:80]):
        if re.match(r"^(import |from \S+ import |const \w+ = require\(|import .* from |set -[euo])", l):
            last_import = i
    if last_import is None:
        last_import = 0 if lines and lines[0].startswith("#!") else -1
    # skip a multi-line import continuation in Python
    while last_import + 1 < len(lines) and lines[last_import].rstrip().endswith(("(", ",", "\\")):
        last_import += 1
    lines[last_import + 1:last_import + 1] = addition.rstrip("\n").split("\n")
    return "\n".join(lines)


def pick_hidden_skills(benign_index, needed, exclude):
    by_repo = collections.defaultdict(list)
    for bid, x in sorted(benign_index.items()):
        if x["split"] != "holdout" or bid in exclude:
            continue
        p = os.path.join(HERE, "samples", "benign", bid, "SKILL.md")
        if not os.path.exists(p):
            continue
        text = open(p, encoding="utf-8", errors="replace").read()
        n = len(text.splitlines())
        fm, body = split_front_matter(text)
        if fm is None or "description:" not in fm or not (50 <= n <= 220):
            continue
        if sum(1 for l in body.split("\n") if l.startswith("## ")) < 2:
            continue
        if "\t" in fm or "description: >" in fm or "description: |" in fm:
            continue
        by_repo[x["repo"]].append(bid)
    rng = random.Random(SEED)
    repos = sorted(by_repo)
    rng.shuffle(repos)
    for r in repos:
        rng.shuffle(by_repo[r])
    picks = []
    while len(picks) < needed:
        for r in repos:
            if by_repo[r] and len(picks) < needed:
                picks.append(by_repo[r].pop())
    return picks


def main():
    benign_index = load_benign_index()
    samples = []  # (files, label)

    # written malicious: a payload naming a cover's service goes with that cover, others rotate
    from gen_i_lib import COVERS
    hints = {
        "changelog": 0, "csvprof": 1, "dep-doctor": 2, "apigen": 12, "podinspect": 3, "k8sinspect": 3, "k8s-inspect": 3,
        "meetnotes": 4, "sqltune": 5, "mypy": 6, "pytyping": 6, "readmeforge": 7, "tfreview": 8, "logsum": 9,
        "summarize-it": 9, "dockerslim": 10, "commitcoach": 19, "invoicex": 13, "flakyhunt": 14, "i18ncheck": 15,
        "crontalk": 16, "envdoctor": 17, "shotdiff": 18, "screenshot": 18, "pdfmerge": 20, "pdfkit": 20,
        "slackdigest": 21, "digest-sync": 21, "oas-rules": 22, "perfprof": 23,
    }
    seen = collections.Counter()
    for i, a in enumerate(A):
        blob = a["insert"] + " ".join(a["files"].values()) + (a["fm"] or "")
        cover = next((c for k, c in hints.items() if k in blob), i % len(COVERS))
        suffix = SUFFIXES[seen[cover] % len(SUFFIXES)]
        seen[cover] += 1
        pos = a["pos"]
        if a["carrier"] == "prose":
            pos = PROSE_POSITIONS[i % 3]
        elif a["carrier"] in ("hidden", "comment"):
            pos = "usage"
        name = COVERS[cover][0] + suffix
        skill = render_cover(cover, a["insert"], pos, a["fm"], name=name, variant=i)
        files = {"SKILL.md": skill}
        files.update(a["files"])
        samples.append((files, dict(verdict="malicious", family=a["family"], technique=a["technique"],
                                    carrier=a["carrier"], language=a["language"], source="written", licence=MIT)))

    # hidden in real skills
    fixed = {h["skill"] for h in H if h["skill"]}
    free = [h for h in H if not h["skill"]]
    picks = pick_hidden_skills(benign_index, len(free) + 12, set(REAL) | fixed)
    used = set()

    def compatible(bid, h):
        text = read_benign(bid)["SKILL.md"]
        fm, body = split_front_matter(text)
        if h["mode"] == "fm_field":
            return re.search(r"^" + re.escape(h["text"].split(":")[0]) + r":", fm, re.M) is None
        if h["mode"] == "after_title":
            return any(l.startswith("# ") for l in body.split("\n"))
        if h["mode"] == "description":
            return re.search(r"^description: \S", fm, re.M) is not None
        return True

    for h in H:
        bid = h["skill"]
        if not bid:
            bid = next(b for b in picks if b not in used and compatible(b, h))
            used.add(bid)
        files = read_benign(bid)
        if h["mode"].startswith("script:"):
            rel = h["mode"].split(":", 1)[1]
            files[rel] = insert_in_script(files[rel], h["text"])
        else:
            files["SKILL.md"] = insert_in_skill(files["SKILL.md"], h["mode"], h["text"])
        lic = benign_index[bid]["licence"] + ", with an added attack written for this set (MIT)"
        samples.append((files, dict(verdict="malicious", family=h["family"], technique=h["technique"],
                                    carrier=h["carrier"], language=h["language"], source=bid, licence=lic)))

    # benign: real copies
    for bid in REAL:
        files = read_benign(bid)
        has_code = any(not r.endswith(".md") for r in files)
        samples.append((files, dict(verdict="benign", technique="real skill copied unchanged: uses risky-looking commands or quotes attacks",
                                    carrier="script" if has_code else "fenced", language="en", source=bid, licence=benign_index[bid]["licence"])))
    # benign: written
    from gen_i_lib import HEADINGS
    benign_steps = [
        ["Confirm the target and scope with the user.", "Run the commands above.", "Report the output verbatim."],
        ["Explain what will change before running anything.", "Run the step.", "Show the result and how to undo it."],
        ["Check the prerequisites.", "Apply the change.", "Verify and summarise."],
    ]
    for j, w in enumerate(W):
        skill = front_matter(w["name"], w["description"], w["fm"]) + "\n" + w["body"]
        if j % 2 == 0:
            # same shape as the written attacks: title, lead, two template headings, numbered steps
            title, _, rest = w["body"].partition("\n")
            head1, head2 = HEADINGS[j % len(HEADINGS)]
            steps = "".join(f"{n}. {t}\n" for n, t in enumerate(benign_steps[j % 3], 1))
            skill = (front_matter(w["name"], w["description"], w["fm"]) + "\n" + title + "\n\n" + w["description"]
                     + "\n\n" + head1 + "\n\n" + rest.strip("\n") + "\n\n" + head2 + "\n\n" + steps)
        files = {"SKILL.md": skill}
        files.update(w["files"])
        samples.append((files, dict(verdict="benign", technique=w["technique"], carrier=w["carrier"],
                                    language=w["language"], source="written", licence=MIT)))

    rng = random.Random(SEED)
    rng.shuffle(samples)
    if os.path.exists(OUT_DIR):
        shutil.rmtree(OUT_DIR)
    labels = []
    for n, (files, label) in enumerate(samples, 1):
        sid = f"i-{n:03d}"
        write_skill(os.path.join(OUT_DIR, sid), files)
        entry = {"id": sid, "verdict": label["verdict"]}
        if label["verdict"] == "malicious":
            entry["family"] = label["family"]
        entry.update(technique=label["technique"], carrier=label["carrier"], language=label["language"],
                     source=label["source"], licence=label["licence"])
        labels.append(entry)
    with open(os.path.join(HERE, "blind-i.json"), "w", encoding="utf-8") as f:
        json.dump(labels, f, indent=1, ensure_ascii=False)
        f.write("\n")
    c = collections.Counter(l["verdict"] for l in labels)
    print(len(labels), dict(c))
    print(collections.Counter(l.get("family") for l in labels if l["verdict"] == "malicious"))
    print(collections.Counter(l["carrier"] for l in labels if l["verdict"] == "malicious"))
    print(collections.Counter(l["carrier"] for l in labels if l["verdict"] == "benign"))


if __name__ == "__main__":
    main()
