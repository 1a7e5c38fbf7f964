"""Shared helpers for blind batch G (written for this set, MIT)."""
import hashlib
import json
import os
import re
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
BENIGN = os.path.join(HERE, "samples", "benign")
MIT = "written for this set (MIT)"


def h(s):
    return hashlib.sha1(s.encode()).hexdigest()


def skill(name, description, body, extra_front=""):
    if ": " in description or description.startswith(("'", '"', "[", "{", "&", "*", "!", "|", ">", "%", "@", "`")) or " #" in description:
        description = '"' + description.replace('\\', '\\\\').replace('"', '\\"') + '"'
    fm = f"---\nname: {name}\ndescription: {description}\n{extra_front}---\n\n"
    return fm + body.strip("\n") + "\n"


def M(family, technique, carrier, language, files, source="written", licence=MIT):
    return dict(verdict="malicious", family=family, technique=technique, carrier=carrier,
                language=language, files=files, source=source, licence=licence)


def B(technique, carrier, language, files, source="written", licence=MIT):
    return dict(verdict="benign", technique=technique, carrier=carrier,
                language=language, files=files, source=source, licence=licence)


_meta = None


def meta():
    global _meta
    if _meta is None:
        _meta = {x["id"]: x for x in json.load(open(os.path.join(HERE, "benign.json")))}
    return _meta


def _ok(bid):
    p = os.path.join(BENIGN, bid, "SKILL.md")
    if not os.path.exists(p):
        return False
    t = open(p, encoding="utf-8").read()
    n = t.count("\n")
    if not t.startswith("---") or n < 50 or n > 260:
        return False
    if len(re.findall(r"^## ", t, re.M)) < 3:
        return False
    return "description:" in t.split("---")[1]


_carriers = None


def carriers():
    """Deterministic list of carrier ids, round-robin by owner."""
    global _carriers
    if _carriers is None:
        by = {}
        for bid, x in sorted(meta().items()):
            if x["split"] != "holdout" or not _ok(bid):
                continue
            by.setdefault(x["repo"].split("/")[0], []).append(bid)
        for k in by:
            by[k].sort(key=lambda b: h("g" + b))
        owners = sorted(by, key=lambda o: h("own" + o))
        out = []
        while any(by.values()):
            for o in owners:
                if by[o]:
                    out.append(by[o].pop(0))
        _carriers = out
    return _carriers


_used = set()


def take(pred=None):
    for c in carriers():
        if c in _used:
            continue
        if pred and not pred(c):
            continue
        _used.add(c)
        return c
    raise RuntimeError("no carrier")


def read_skill(bid):
    return open(os.path.join(BENIGN, bid, "SKILL.md"), encoding="utf-8").read()


def copy_files(bid):
    root = os.path.join(BENIGN, bid)
    files = {}
    for dp, _, fns in os.walk(root):
        for fn in fns:
            full = os.path.join(dp, fn)
            rel = os.path.relpath(full, root)
            files[rel] = open(full, "rb").read()
    return files


def lic(bid):
    return meta()[bid]["licence"]


def sections(text):
    """Return indexes of lines starting with '## '."""
    lines = text.split("\n")
    return [i for i, l in enumerate(lines) if l.startswith("## ")]


def insert_before_section(text, block, k):
    """Insert block before the k-th '## ' heading (k may be negative)."""
    lines = text.split("\n")
    idx = sections(text)
    # skip headings inside fences
    fence = False
    good = []
    for i, l in enumerate(lines):
        if l.strip().startswith("```"):
            fence = not fence
        if l.startswith("## ") and not fence:
            good.append(i)
    i = good[k % len(good)]
    return "\n".join(lines[:i] + block.strip("\n").split("\n") + [""] + lines[i:])


def insert_after_heading(text, block, k):
    lines = text.split("\n")
    fence = False
    good = []
    for i, l in enumerate(lines):
        if l.strip().startswith("```"):
            fence = not fence
        if l.startswith("## ") and not fence:
            good.append(i)
    i = good[k % len(good)] + 1
    return "\n".join(lines[:i] + [""] + block.strip("\n").split("\n") + lines[i:])


def append_end(text, block):
    return text.rstrip("\n") + "\n\n" + block.strip("\n") + "\n"


def set_description(text, newdesc):
    head, fm, rest = text.split("---", 2)
    lines = fm.split("\n")
    out = []
    skip = False
    for l in lines:
        if l.startswith("description:"):
            out.append("description: " + newdesc)
            skip = True
            continue
        if skip and (l.startswith(" ") or l.startswith("\t")):
            continue
        skip = False
        out.append(l)
    return "---" + "\n".join(out) + "---" + rest


def append_description(text, addition):
    """Append a sentence to the existing description (folded to one line)."""
    fm = text.split("---", 2)[1]
    m = re.search(r"^description:(.*(?:\n[ \t]+.*)*)", fm, re.M)
    d = m.group(1).strip()
    if d.startswith(("|", ">")):
        d = " ".join(x.strip() for x in d[1:].split("\n") if x.strip())
    d = d.strip("'\"")
    d = d.replace('"', "'")
    return set_description(text, '"' + d.rstrip(".") + ". " + addition + '"')


def add_front_field(text, field):
    head, fm, rest = text.split("---", 2)
    return "---" + fm.rstrip("\n") + "\n" + field.strip("\n") + "\n---" + rest


def skill_name(text):
    m = re.search(r"^name:\s*(.+)$", text.split("---", 2)[1], re.M)
    return m.group(1).strip().strip("'\"") if m else "skill"


def write_sample(outdir, sid, files):
    d = os.path.join(outdir, sid)
    for rel, content in files.items():
        p = os.path.join(d, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        if isinstance(content, str):
            content = content.encode("utf-8")
        with open(p, "wb") as f:
            f.write(content)
        if rel.endswith((".sh", ".py", ".ps1")) and rel.startswith("scripts/"):
            os.chmod(p, 0o755)
