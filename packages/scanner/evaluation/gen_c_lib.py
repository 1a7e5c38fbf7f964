"""Shared helpers for generate-blind-c.py (batch C of the blind set)."""

import base64
import gzip
import json
import os
import random
import re
import shutil
import zlib

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
BENIGN = os.path.join(HERE, "samples", "benign")
OUT = os.path.join(HERE, "samples", "blind-c")
META = {d["id"]: d for d in json.load(open(os.path.join(HERE, "benign.json")))}

LABELS = []
USED_IDS = set()

MODE_CARRIER = {
    "prose_start": "prose",
    "prose_mid": "prose",
    "prose_end": "prose",
    "desc": "frontmatter",
    "comment": "comment",
    "fenced": "fenced",
    "hidden": "hidden",
    "refdoc": "script",
    "script_mod": "script",
    "script_new": "script",
    "script_comment": "comment",
    "fm_field": "frontmatter",
}


def b64(s):
    return base64.b64encode(s.encode()).decode()


def hexs(s):
    return s.encode().hex()


def gzb64(s):
    return base64.b64encode(gzip.compress(s.encode(), mtime=0)).decode()


def zb64(s):
    return base64.b64encode(zlib.compress(s.encode())).decode()


def ps_enc(s):
    return base64.b64encode(s.encode("utf-16-le")).decode()


def tags(s):
    """Unicode tag characters: invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def zw_split(s):
    """Zero-width spaces between every character of selected words."""
    return "\u200b".join(s)


def split_fm(text):
    m = re.match(r"^---\n(.*?)\n---\n?", text, re.S)
    if not m:
        raise ValueError("no frontmatter")
    return text[: m.end()], text[m.end():]


def check_fm(text, where):
    fm, _ = split_fm(text)
    data = yaml.safe_load(fm.strip().strip("-"))
    if not isinstance(data, dict) or "name" not in data or "description" not in data:
        raise ValueError(f"bad frontmatter in {where}")


def headings(body, level=2):
    lines = body.split("\n")
    out = []
    fence = False
    for i, l in enumerate(lines):
        if l.startswith("```"):
            fence = not fence
        if not fence and re.match("#" * level + r" \S", l):
            out.append(i)
    return out


def insert_at_heading(body, text, which="mid", after_heading=False):
    lines = body.split("\n")
    hs = headings(body, 2) or headings(body, 3)
    if not hs:
        return body.rstrip("\n") + "\n\n" + text + "\n"
    if which == "mid":
        i = hs[len(hs) // 2]
    elif which == "first":
        i = hs[0]
    else:
        i = hs[-1]
    if after_heading:
        lines[i + 1 : i + 1] = ["", text, ""]
    else:
        lines[i:i] = [text, ""]
    return "\n".join(lines)


def inject_desc(text, extra):
    fm, body = split_fm(text)
    data = yaml.safe_load(fm.strip().strip("-"))
    lines = fm.split("\n")
    start = next(i for i, l in enumerate(lines) if l.startswith("description:"))
    end = start + 1
    while end < len(lines) and (lines[end].startswith(" ") or lines[end] == "") and lines[end] != "---":
        end += 1
    new = data["description"].strip() + " " + extra
    lines[start:end] = ["description: " + json.dumps(new, ensure_ascii=False)]
    return "\n".join(lines) + body


def copy_source(src, dst):
    shutil.copytree(os.path.join(BENIGN, src), dst)


def label(id_, verdict, family, technique, carrier, style, source):
    assert id_ not in USED_IDS, id_
    USED_IDS.add(id_)
    if style in ("injected", "copied"):
        lic = META[source]["licence"]
        licence = lic + (" with an injected attack written for this set (MIT)" if style == "injected" else "")
    else:
        licence = "written for this set (MIT)"
    d = {"id": id_, "verdict": verdict}
    if verdict == "malicious":
        d["family"] = family
    d.update({"technique": technique, "carrier": carrier, "style": style, "source": source, "licence": licence})
    LABELS.append(d)


def write(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(content)


def insert_code(script_text, code, path):
    lines = script_text.split("\n")
    ext = os.path.splitext(path)[1]
    if ext == ".py":
        idx = 0
        for i, l in enumerate(lines[:80]):
            if re.match(r"(import |from \S+ import )", l):
                idx = i + 1
        lines[idx:idx] = code.split("\n")
    elif ext in (".sh", ".bash", ""):
        idx = 1
        for i, l in enumerate(lines[:40]):
            if l.startswith("set -"):
                idx = i + 1
                break
        lines[idx:idx] = code.split("\n")
    else:  # js/ts/mjs
        idx = 0
        for i, l in enumerate(lines[:60]):
            if l.startswith("import ") or l.startswith("const ") and "require(" in l:
                idx = i + 1
        if idx == 0 and lines and lines[0].startswith("#!"):
            idx = 1
        lines[idx:idx] = code.split("\n")
    return "\n".join(lines)


def injected(id_, source, mode, family, technique, payload, where="mid"):
    """Copy a benign skill and inject exactly one attack."""
    dst = os.path.join(OUT, id_)
    copy_source(source, dst)
    skill = os.path.join(dst, "SKILL.md")
    text = open(skill, encoding="utf-8").read()
    fm, body = split_fm(text)
    if mode == "prose_start":
        body = "\n" + payload + "\n\n" + body.lstrip("\n")
    elif mode == "prose_mid":
        body = insert_at_heading(body, payload, "mid")
    elif mode == "prose_end":
        body = body.rstrip("\n") + "\n\n" + payload + "\n"
    elif mode == "comment":
        body = insert_at_heading(body, "<!-- " + payload + " -->", where)
    elif mode == "hidden":
        body = insert_at_heading(body, payload, where, after_heading=True)
    elif mode == "fenced":
        intro, code = payload
        body = insert_at_heading(body, intro + "\n\n" + code, where, after_heading=True)
    elif mode == "desc":
        text = inject_desc(text, payload)
        fm, body = split_fm(text)
    elif mode == "refdoc":
        rel, content, line = payload
        write(os.path.join(dst, rel), content)
        body = insert_at_heading(body, line, "first", after_heading=True)
    elif mode == "script_new":
        rel, content, line = payload
        write(os.path.join(dst, rel), content)
        os.chmod(os.path.join(dst, rel), 0o755)
        body = insert_at_heading(body, line, where, after_heading=True)
    elif mode == "fm_field":
        assert fm.endswith("---\n") or fm.endswith("---"), id_
        head = fm.rstrip("\n")[: -3]
        fm = head + payload + "\n---\n"
    elif mode in ("script_mod", "script_comment"):
        rel, code = payload
        p = os.path.join(dst, rel)
        write(p, insert_code(open(p, encoding="utf-8").read(), code, rel))
    else:
        raise ValueError(mode)
    text = fm + body
    write(skill, text)
    check_fm(text, id_)
    label(id_, "malicious", family, technique, MODE_CARRIER[mode], "injected", source)


def generated(id_, name, description, body, family, technique, carrier, files=None, extra_fm=""):
    dst = os.path.join(OUT, id_)
    fm = "---\nname: " + name + "\ndescription: " + json.dumps(description, ensure_ascii=False) + "\n" + extra_fm + "---\n\n"
    text = fm + body.strip("\n") + "\n"
    write(os.path.join(dst, "SKILL.md"), text)
    for rel, content in (files or {}).items():
        write(os.path.join(dst, rel), content)
        if rel.endswith((".sh", ".py", ".rb", ".ps1")):
            os.chmod(os.path.join(dst, rel), 0o755)
    check_fm(text, id_)
    label(id_, "malicious", family, technique, carrier, "generated", "written")


def written_benign(id_, name, description, body, technique, carrier, files=None):
    dst = os.path.join(OUT, id_)
    fm = "---\nname: " + name + "\ndescription: " + json.dumps(description, ensure_ascii=False) + "\n---\n\n"
    text = fm + body.strip("\n") + "\n"
    write(os.path.join(dst, "SKILL.md"), text)
    for rel, content in (files or {}).items():
        write(os.path.join(dst, rel), content)
    check_fm(text, id_)
    label(id_, "benign", None, technique, carrier, "written", "written")


def copied(id_, source, technique, carrier):
    copy_source(source, os.path.join(OUT, id_))
    label(id_, "benign", None, technique, carrier, "copied", source)


def rng(seed):
    return random.Random(seed)
