"""Shared helpers for blind batch O (standard library only)."""

import json
import textwrap

LICENCE = "written for this set (MIT)"


def dd(text):
    """Dedent a triple-quoted block and strip the leading newline."""
    return textwrap.dedent(text).lstrip("\n")


def _yaml_scalar(s):
    """Quote a front-matter value when a plain YAML scalar would not parse."""
    if ": " in s or " #" in s or s[:1] in "!&*[]{}|>'\"%@`#,?:-" or s.endswith(":"):
        return json.dumps(s, ensure_ascii=False)
    return s


def skill_md(name, description, body, extra_fm=""):
    fm = "---\nname: %s\ndescription: %s\n" % (name, _yaml_scalar(description))
    if extra_fm:
        fm += dd(extra_fm)
        if not fm.endswith("\n"):
            fm += "\n"
    return fm + "---\n\n" + dd(body)


def mal(family, technique, carrier, language, name, description, body,
        files=None, extra_fm="", style="evasive"):
    """A malicious sample. style is 'plain' or 'evasive' (kept out of the JSON)."""
    out = {"SKILL.md": skill_md(name, description, body, extra_fm)}
    for k, v in (files or {}).items():
        out[k] = v if isinstance(v, (bytes, bytearray)) else dd(v)
    return {
        "verdict": "malicious",
        "family": family,
        "technique": technique,
        "carrier": carrier,
        "language": language,
        "style": style,
        "files": out,
    }


def ben(technique, carrier, language, name, description, body,
        files=None, extra_fm=""):
    out = {"SKILL.md": skill_md(name, description, body, extra_fm)}
    for k, v in (files or {}).items():
        out[k] = v if isinstance(v, (bytes, bytearray)) else dd(v)
    return {
        "verdict": "benign",
        "technique": technique,
        "carrier": carrier,
        "language": language,
        "style": "benign",
        "files": out,
    }


def tag_encode(s):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def zw_encode(s):
    """Encode text as zero-width bits (U+200B = 0, U+200C = 1), joined by U+200D."""
    bits = []
    for c in s.encode("utf-8"):
        bits.append("".join("\u200c" if (c >> i) & 1 else "\u200b" for i in range(7, -1, -1)))
    return "\u200d".join(bits)
