"""Shared helpers for blind batch H (written for this set, MIT)."""

import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
BENIGN = os.path.join(HERE, "samples", "benign")
WRITTEN = "written for this set (MIT)"

_benign_index = None


def benign_index():
    global _benign_index
    if _benign_index is None:
        with open(os.path.join(HERE, "benign.json"), encoding="utf-8") as handle:
            _benign_index = {entry["id"]: entry for entry in json.load(handle)}
    return _benign_index


def skill_md(name, description, body, extra=""):
    """A SKILL.md with YAML front matter; `extra` is appended raw to the front matter."""
    desc = description.replace('"', "'")
    head = f'---\nname: {name}\ndescription: "{desc}"\n'
    if extra:
        head += extra.rstrip("\n") + "\n"
    return head + "---\n\n" + body.strip("\n") + "\n"


def sample(verdict, family, technique, carrier, language, files, source="written", licence=WRITTEN):
    return {
        "verdict": verdict,
        "family": family,
        "technique": technique,
        "carrier": carrier,
        "language": language,
        "source": source,
        "licence": licence,
        "files": files,
    }


def mal(family, technique, carrier, language, files):
    return sample("malicious", family, technique, carrier, language, files)


def ok(technique, carrier, language, files):
    return sample("benign", None, technique, carrier, language, files)


def load_benign(benign_id):
    root = os.path.join(BENIGN, benign_id)
    files = {}
    for directory, _subdirs, names in os.walk(root):
        for name in sorted(names):
            path = os.path.join(directory, name)
            rel = os.path.relpath(path, root)
            with open(path, "rb") as handle:
                files[rel] = handle.read()
    return files


def copied(benign_id, technique):
    entry = benign_index()[benign_id]
    return sample("benign", None, technique, "prose", "en", load_benign(benign_id),
                  source=benign_id, licence=entry["licence"])


def _split_front(text):
    match = re.match(r"^---\n(.*?\n)---\n", text, re.S)
    if not match:
        return "", text
    return match.group(0), text[match.end():]


def insert(text, mode, addition, heading_index=1):
    """Add exactly one piece of text to a SKILL.md."""
    front, body = _split_front(text)
    if mode == "end":
        return text.rstrip("\n") + "\n\n" + addition.strip("\n") + "\n"
    if mode == "after_title":
        lines = body.split("\n")
        for i, line in enumerate(lines):
            if line.startswith("# "):
                lines.insert(i + 1, "\n" + addition.strip("\n"))
                return front + "\n".join(lines)
        return front + addition.strip("\n") + "\n\n" + body
    if mode == "before_heading":
        positions = [m.start() for m in re.finditer(r"^## ", body, re.M)]
        if not positions:
            return insert(text, "end", addition)
        pos = positions[min(heading_index, len(positions) - 1)]
        return front + body[:pos] + addition.strip("\n") + "\n\n" + body[pos:]
    if mode == "after_heading":
        matches = list(re.finditer(r"^## .*\n", body, re.M))
        if not matches:
            return insert(text, "end", addition)
        m = matches[min(heading_index, len(matches) - 1)]
        return front + body[:m.end()] + "\n" + addition.strip("\n") + "\n" + body[m.end():]
    if mode == "fm_field":
        if not front:
            raise ValueError("no front matter")
        return front[:-4] + addition.strip("\n") + "\n---\n" + body
    if mode == "description":
        # append a sentence to the description value (single line forms only)
        def repl(m):
            value = m.group(2)
            quote = ""
            if value[:1] in "\"'" and value.endswith(value[:1]) and len(value) > 1:
                quote, value = value[0], value[1:-1]
            if value in ("|", ">", "|-", ">-", ""):
                raise ValueError("block description")
            return f"{m.group(1)}{quote}{value} {addition}{quote}"
        new_front, count = re.subn(r"^(description:\s*)(.*)$", repl, front, count=1, flags=re.M)
        if count != 1:
            raise ValueError("no description")
        return new_front + body
    raise ValueError(mode)


def hidden(benign_id, family, technique, carrier, language, mode, addition,
           heading_index=1, new_files=None, script_append=None, script_insert=None):
    """A real benign skill with exactly one addition."""
    entry = benign_index()[benign_id]
    files = load_benign(benign_id)
    if script_append:
        path, text = script_append
        files[path] = files[path].rstrip(b"\n") + b"\n" + text.encode("utf-8")
    elif script_insert:
        path, marker, text = script_insert
        original = files[path].decode("utf-8")
        if marker not in original:
            raise ValueError(f"marker not in {path}")
        files[path] = original.replace(marker, text + marker, 1).encode("utf-8")
    else:
        original = files["SKILL.md"].decode("utf-8")
        files["SKILL.md"] = insert(original, mode, addition, heading_index).encode("utf-8")
    for path, text in (new_files or {}).items():
        files[path] = text.encode("utf-8") if isinstance(text, str) else text
    return sample("malicious", family, technique, carrier, language, files,
                  source=benign_id,
                  licence=entry["licence"] + " with an added attack written for this set (MIT)")
