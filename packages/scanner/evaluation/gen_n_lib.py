"""Shared helpers for blind evaluation batch N (standard library only)."""
import json

SAMPLES = []


def skill(name, description, body, tools=None, extra=None):
    """Build a SKILL.md: YAML front matter then Markdown body."""
    lines = ["---", "name: " + name,
             "description: " + json.dumps(description, ensure_ascii=False)]
    if tools:
        lines.append("allowed-tools: " + tools)
    if extra:
        lines.append(extra.rstrip("\n"))
    lines.append("---")
    return "\n".join(lines) + "\n\n" + body.strip("\n") + "\n"


def add(slug, verdict, family, technique, carrier, language, files):
    assert "SKILL.md" in files, slug
    assert carrier in ("prose", "fenced", "script", "config", "frontmatter",
                       "comment", "hidden", "reference"), carrier
    SAMPLES.append({
        "slug": slug, "verdict": verdict, "family": family,
        "technique": technique, "carrier": carrier, "language": language,
        "files": files,
    })


def mal(slug, family, technique, carrier, language, files):
    add(slug, "malicious", family, technique, carrier, language, files)


def ben(slug, technique, carrier, language, files):
    add(slug, "benign", None, technique, carrier, language, files)
