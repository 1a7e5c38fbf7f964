"""Helpers for blind batch F (see README, "Blind batch F"). Deterministic."""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
BENIGN_DIR = os.path.join(HERE, "samples", "benign")
_BENIGN = {x["id"]: x for x in json.load(open(os.path.join(HERE, "benign.json")))}
WRITTEN = "written for this set (MIT)"


def licence(src):
    return _BENIGN[src]["licence"]


def read_source(src):
    """All text files of a benign skill, as {relpath: text}."""
    root = os.path.join(BENIGN_DIR, src)
    out = {}
    for d, _, files in os.walk(root):
        for f in files:
            p = os.path.join(d, f)
            with open(p, encoding="utf-8", errors="replace") as fh:
                out[os.path.relpath(p, root)] = fh.read()
    return out


def split_front(text):
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    if not m:
        return "", text
    return m.group(0), text[m.end():]


def h2_lines(body):
    """Indexes of '## ' lines outside code fences."""
    lines = body.split("\n")
    fence = False
    idx = []
    for i, ln in enumerate(lines):
        if ln.lstrip().startswith("```"):
            fence = not fence
        elif not fence and ln.startswith("## "):
            idx.append(i)
    return lines, idx


def insert(text, snippet, where):
    """where: 'start' (after title), 'end', ('before', k) k-th H2 (negative ok),
    ('append', k) at the end of the k-th H2 section."""
    front, body = split_front(text)
    lines, idx = h2_lines(body)
    snip = snippet.strip("\n").split("\n")
    if where == "end":
        pos = len(lines)
        while pos > 0 and lines[pos - 1].strip() == "":
            pos -= 1
        new = lines[:pos] + [""] + snip + [""]
        return front + "\n".join(new)
    if where == "start":
        pos = 0
        for i, ln in enumerate(lines):
            if ln.startswith("# "):
                pos = i + 1
                break
        new = lines[:pos] + [""] + snip + [""] + lines[pos:]
        return front + "\n".join(new)
    kind, k = where
    if not idx:
        return insert(text, snippet, "end")
    k = max(-len(idx), min(k, len(idx) - 1))
    if kind == "before":
        pos = idx[k]
    else:  # append to section k
        nxt = idx.index(idx[k]) + 1
        pos = idx[nxt] if nxt < len(idx) else len(lines)
        while pos > 0 and lines[pos - 1].strip() == "":
            pos -= 1
    new = lines[:pos] + ([""] if kind != "before" else []) + snip + [""] + lines[pos:]
    return front + "\n".join(new)


def frontmatter_field(text, line):
    """Add a YAML line at the end of the front matter."""
    front, body = split_front(text)
    if not front:
        return "---\n" + line + "\n---\n" + body
    return front[:-4] + line + "\n---\n" + body


def frontmatter_desc_append(text, extra):
    front, body = split_front(text)
    lines = front.split("\n")
    for i, ln in enumerate(lines):
        if ln.startswith("description:"):
            v = ln[len("description:"):].strip()
            if v in ("|", ">", "|-", ">-"):
                j = i + 1
                while j < len(lines) and lines[j].startswith("  "):
                    j += 1
                lines.insert(j, "  " + extra)
            else:
                q = v[:1] if v[:1] in "\"'" else ""
                core = v[1:-1] if q else v
                lines[i] = "description: " + json.dumps(core.rstrip() + " " + extra, ensure_ascii=False)
            return "\n".join(lines) + body
    return frontmatter_field(text, "description: " + json.dumps(extra, ensure_ascii=False))


def skill(name, description, body, extra_front=""):
    fm = f"---\nname: {name}\ndescription: {json.dumps(description, ensure_ascii=False)}\n"
    if extra_front:
        fm += extra_front.rstrip("\n") + "\n"
    return fm + "---\n\n" + body.strip("\n") + "\n"


def write_sample(root, sid, files):
    base = os.path.join(root, sid)
    for rel, txt in files.items():
        p = os.path.join(base, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8") as fh:
            fh.write(txt)
