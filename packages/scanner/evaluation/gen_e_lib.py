"""Helpers for blind batch E (written by hand; see README "Blind batch E")."""
import json
import os
import re
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
BENIGN = os.path.join(HERE, "samples", "benign")
OUT = os.path.join(HERE, "samples", "blind-e")
LICENCES = {x["id"]: x["licence"] for x in json.load(open(os.path.join(HERE, "benign.json")))}

SAMPLES = []  # (spec dict, files dict)


def _split_frontmatter(text):
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    if not m:
        return "", text
    return m.group(1), text[m.end():]


def body_of(source):
    with open(os.path.join(BENIGN, source, "SKILL.md"), encoding="utf-8") as f:
        return f.read()


def insert_text(text, snippet, where):
    """where: 'start' (after first paragraph), 'mid' (before the middle ## heading),
    'end', 'desc' (append to description), 'fm:<line>' (new frontmatter line)."""
    fm, body = _split_frontmatter(text)
    if where == "end":
        body = body.rstrip("\n") + "\n\n" + snippet.strip("\n") + "\n"
    elif where in ("start", "mid"):
        lines = body.split("\n")
        heads = [i for i, l in enumerate(lines) if l.startswith("## ")]
        if where == "mid" and heads:
            i = heads[len(heads) // 2]
        elif where == "start" and heads:
            i = heads[0]
        else:
            i = len(lines)
        lines[i:i] = [snippet.strip("\n"), ""]
        body = "\n".join(lines)
    elif where == "desc":
        def repl(m):
            val = m.group(2).strip()
            q = val[:1] if val[:1] in "'\"" else ""
            if q:
                val = val[1:-1]
            add = snippet.strip().replace('"', "'")
            return f'{m.group(1)}"{val} {add}"'
        fm2 = re.sub(r"^(description:\s*)(.*)$", repl, fm, count=1, flags=re.M)
        if fm2 == fm:
            fm2 = fm + f'\ndescription: "{snippet.strip()}"'
        fm = fm2
    elif where.startswith("fm"):
        fm = fm.rstrip("\n") + "\n" + snippet.strip("\n")
    else:
        raise ValueError(where)
    return (f"---\n{fm}\n---\n" if fm else "") + body


def inject(spec, source, snippet=None, where="end", files=None, keep_files=True):
    """A real benign skill with one attack added."""
    text = body_of(source)
    if snippet is not None:
        text = insert_text(text, snippet, where)
    out = {"SKILL.md": text}
    spec = dict(spec, source=source, licence=LICENCES[source])
    SAMPLES.append((spec, out, source if keep_files else None, files or {}))


def written(spec, skill_md, files=None):
    spec = dict(spec, source=spec.get("source", "written"), licence="MIT")
    SAMPLES.append((spec, {"SKILL.md": skill_md.lstrip("\n")}, None, files or {}))


def skill(name, description, body, extra_fm=""):
    desc = json.dumps(description, ensure_ascii=False) if re.search(r": |#|^[\\[{'\">|*&!%@`]", description) else description
    fm = f"name: {name}\ndescription: {desc}"
    if extra_fm:
        fm += "\n" + extra_fm.strip("\n")
    return f"---\n{fm}\n---\n\n{body.strip()}\n"


def M(family, technique, carrier, language):
    return {"verdict": "malicious", "family": family, "technique": technique,
            "carrier": carrier, "language": language}


def B(technique, carrier, language):
    return {"verdict": "benign", "technique": technique, "carrier": carrier, "language": language}


def write_all():
    import random
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    order = list(range(len(SAMPLES)))
    random.Random(20261125).shuffle(order)  # neutral ids: the folder name says nothing
    manifest = []
    for n, k in enumerate(order, 1):
        spec, out, copy_from, files = SAMPLES[k]
        sid = f"e-{n:03d}"
        d = os.path.join(OUT, sid)
        if copy_from:
            shutil.copytree(os.path.join(BENIGN, copy_from), d)
        os.makedirs(d, exist_ok=True)
        for rel, content in {**out, **files}.items():
            p = os.path.join(d, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "w", encoding="utf-8") as f:
                f.write(content)
        e = {"id": sid, "verdict": spec["verdict"]}
        if spec["verdict"] == "malicious":
            e["family"] = spec["family"]
        for key in ("technique", "carrier", "language", "source", "licence"):
            e[key] = spec[key]
        manifest.append((sid, e))
    manifest.sort()
    with open(os.path.join(HERE, "blind-e.json"), "w", encoding="utf-8") as f:
        json.dump([e for _, e in manifest], f, indent=1, ensure_ascii=False)
        f.write("\n")
    return [e for _, e in manifest]
