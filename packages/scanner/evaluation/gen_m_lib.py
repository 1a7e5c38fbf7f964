"""Shared helpers for blind batch M (see gen_m.py). Standard library only."""
import json
import textwrap

SAMPLES = []

FAMILIES = set()


def d(s):
    """Dedent a triple-quoted block and drop the leading newline."""
    return textwrap.dedent(s).lstrip("\n")


def yq(v):
    """Quote a YAML scalar only when a plain scalar would be ambiguous."""
    risky = any(c in v for c in '#{}[]&*!|>%@`"\'') or ": " in v or v != v.strip()
    return json.dumps(v, ensure_ascii=False) if risky else v


def fm(name, description, tools=None, extra=None):
    lines = ["---", f"name: {name}", f"description: {yq(description)}"]
    if tools:
        lines.append(f"allowed-tools: {tools}")
    for k, v in extra or []:
        lines.append(f"{k}: {v}")
    lines.append("---")
    return "\n".join(lines) + "\n\n"


def skill(name, description, body, tools=None, extra=None):
    return fm(name, description, tools, extra) + d(body)


def tags(text):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw(text):
    """Encode text as zero-width bits (ZWSP = 0, ZWNJ = 1) between ZWJ markers."""
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "\u200d" + "".join("\u200b" if b == "0" else "\u200c" for b in bits) + "\u200d"


def add(verdict, family, technique, carrier, language, files):
    assert verdict in ("malicious", "benign")
    assert carrier in ("prose", "fenced", "script", "config", "frontmatter", "comment", "hidden", "reference"), carrier
    assert "SKILL.md" in files, technique
    assert "/" in language
    if verdict == "malicious":
        assert family
        FAMILIES.add(family)
    else:
        assert family is None
    SAMPLES.append({
        "verdict": verdict,
        "family": family,
        "technique": technique,
        "carrier": carrier,
        "language": language,
        "files": files,
    })


def mal(family, technique, carrier, language, files):
    add("malicious", family, technique, carrier, language, files)


def ben(technique, carrier, language, files):
    add("benign", None, technique, carrier, language, files)
