"""Blind batch D: helpers. Samples are hand-written in gen_d_*.py; this only writes files."""
import json, os, re

SAMPLES = []
LIC = "written for this set (MIT)"


def skill(id, family, technique, carrier, name, description, body, files=None, fm_extra=""):
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name), name
    assert "\n" not in description
    fm = f"---\nname: {name}\ndescription: {json.dumps(description, ensure_ascii=False)}\n{fm_extra}---\n\n"
    all_files = {"SKILL.md": fm + body.lstrip("\n")}
    all_files.update(files or {})
    SAMPLES.append(dict(id=id, verdict="benign" if family == "benign" else "malicious", family=family,
                        technique=technique, carrier=carrier, source="written", licence=LIC, files=all_files))


def write(root, labels_path):
    ids = set()
    out = []
    for s in SAMPLES:
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        d = os.path.join(root, s["id"])
        total = 0
        for rel, content in s["files"].items():
            p = os.path.join(d, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            data = content.encode("utf-8") if isinstance(content, str) else content
            total += len(data)
            with open(p, "wb") as f:
                f.write(data)
        assert total < 40_000, s["id"]
        out.append({k: s[k] for k in ("id", "verdict", "family", "technique", "carrier", "source", "licence")})
    with open(labels_path, "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    return out
