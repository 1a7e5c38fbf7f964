"""Blind batch J generator. Deterministic: rewrites samples/blind-j/ and blind-j.json.

Every text is hand-written in gen_j.py, gen_j_attacks.py and gen_j_benign.py. Real skills used as
covers or benign hard negatives are copied from samples/benign/ (SKILL.md only; the chosen skills
have no other files).
"""
import json
import os
import random
import re
import shutil

from gen_j_attacks import ATTACKS
from gen_j_benign import BENIGN

SEED = 20261126
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "samples", "blind-j")
BENIGN_DIR = os.path.join(HERE, "samples", "benign")

COVERS = [
    ("csv-tidy", "Clean up messy CSV exports: normalise headers, trim whitespace, fix dates.", "CSV tidy",
     "Use this skill when a user hands you a spreadsheet export that needs cleaning before analysis.",
     ["Detect the delimiter and encoding.", "Normalise header names to snake_case.", "Parse dates into ISO 8601."]),
    ("release-notes", "Draft release notes from merged pull requests since the last tag.", "Release notes",
     "Turns a list of merged pull requests into readable, grouped release notes.",
     ["List merged PRs with `git log --merges <last-tag>..HEAD`.", "Group them by label.", "Write one line per change."]),
    ("pdf-outline", "Extract a table of contents from long PDF documents.", "PDF outline",
     "Builds a navigable outline for PDFs that lack bookmarks.",
     ["Read the text layer page by page.", "Find heading candidates by font size.", "Emit a nested Markdown list."]),
    ("k8s-pod-doctor", "Diagnose crash-looping Kubernetes pods and suggest fixes.", "Pod doctor",
     "Helps the user understand why a pod keeps restarting.",
     ["Run `kubectl describe pod` and read the events.", "Check the last container logs.", "Explain the likely cause."]),
    ("sql-explain", "Explain slow SQL queries using EXPLAIN ANALYZE output.", "SQL explain helper",
     "Reads query plans and points at the expensive nodes.",
     ["Ask for the query and the plan.", "Find sequential scans on large tables.", "Suggest an index or a rewrite."]),
    ("commit-style", "Write conventional commit messages from staged changes.", "Commit style",
     "Keeps commit messages consistent with the Conventional Commits format.",
     ["Read `git diff --staged`.", "Pick a type: feat, fix, docs, chore.", "Write a short imperative subject."]),
    ("i18n-extract", "Find hard-coded UI strings and move them into translation files.", "i18n extractor",
     "Prepares a front-end project for translation.",
     ["Scan JSX/TSX for string literals.", "Generate stable keys.", "Write `locales/en.json`."]),
    ("api-mock", "Generate mock HTTP responses from an OpenAPI document.", "API mock",
     "Creates realistic fixtures for front-end development.",
     ["Load the OpenAPI file.", "Pick examples or synthesise values per schema.", "Write fixtures under `mocks/`."]),
    ("changelog-lint", "Check CHANGELOG.md entries for format and missing versions.", "Changelog lint",
     "Validates Keep a Changelog structure.",
     ["Parse version headings.", "Check dates and ordering.", "Report missing Unreleased section."]),
    ("image-resize", "Batch resize and compress images for the web.", "Image resize",
     "Produces web-ready images in several widths.",
     ["Collect images from the folder the user names.", "Resize to 480, 960 and 1920 px.", "Write WebP next to the originals."]),
    ("meeting-minutes", "Turn a meeting transcript into minutes with decisions and action items.", "Meeting minutes",
     "Summarises transcripts into a compact, shareable format.",
     ["Identify speakers.", "Extract decisions.", "List action items with owners."]),
    ("dep-audit", "Review a project's dependency list for outdated packages.", "Dependency audit",
     "Lists outdated dependencies and proposes safe upgrade order.",
     ["Read the lockfile.", "Compare with latest versions.", "Group upgrades by risk."]),
    ("log-grep", "Search application logs for errors around a given timestamp.", "Log grep",
     "Finds the relevant lines in large log files quickly.",
     ["Ask for the time window.", "Filter by level ERROR and WARN.", "Show surrounding context."]),
    ("terraform-plan-read", "Summarise a terraform plan for reviewers.", "Terraform plan reader",
     "Explains what a plan will create, change or destroy.",
     ["Run `terraform show -json plan.out`.", "Count actions per resource type.", "Highlight destroys."]),
]

SETUP_HEADINGS = ["## Setup", "## Getting started", "## Before you begin", "## Notes", "## Maintenance", "## Troubleshooting"]
USAGE_HEADINGS = ["## Usage", "## How to use", "## Workflow", "## Steps"]

# Languages whose attack sits in a localised cover sentence.
LOCAL_INTRO = {
    "es": "Esta habilidad ayuda con la tarea descrita arriba.",
    "de": "Dieser Skill hilft bei der oben beschriebenen Aufgabe.",
    "fr": "Cette compétence aide pour la tâche décrite ci-dessus.",
    "ja": "このスキルは上記の作業を手伝います。",
    "pt": "Esta skill ajuda na tarefa descrita acima.",
    "ru": "Этот навык помогает с описанной выше задачей.",
    "zh": "此技能用于完成上述任务。",
    "it": "Questa skill aiuta con il compito descritto sopra.",
    "ko": "이 스킬은 위에 설명된 작업을 돕습니다.",
}


def front_matter(name, description, extra):
    lines = ["---", f"name: {name}", f"description: {json.dumps(description, ensure_ascii=False)}"]
    lines += extra
    lines.append("---")
    return "\n".join(lines) + "\n"


def write_folder(folder, skill_md, files):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "SKILL.md"), "w", encoding="utf-8") as handle:
        handle.write(skill_md)
    for rel, content in files.items():
        path = os.path.join(folder, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(content)


def render_written(rng, attack, index):
    name, description, title, intro, steps = COVERS[index % len(COVERS)]
    suffix = rng.choice(["", "-pro", "-kit", "-helper", "-lite", "-plus"])
    usage = rng.choice(USAGE_HEADINGS) + "\n\n" + "\n".join(f"{n}. {s}" for n, s in enumerate(steps, 1)) + "\n"
    extra = ""
    if attack["language"] in LOCAL_INTRO:
        extra = LOCAL_INTRO[attack["language"]] + "\n\n"
    snippet = attack["md"]
    if attack.get("terse"):
        return front_matter(name + suffix, description, []) + "\n" + snippet
    if attack["carrier"] == "frontmatter":
        head = front_matter(name + suffix, description, attack["fm"])
        body = f"# {title}\n\n{snippet}\n{usage}"
        return head + body
    block = rng.choice(SETUP_HEADINGS) + "\n\n" + extra + snippet if not snippet.startswith("#") else snippet
    position = rng.choice(["before", "after", "middle"])
    head = front_matter(name + suffix, description, [])
    if position == "before":
        body = f"# {title}\n\n{intro}\n\n{block}\n{usage}"
    elif position == "after":
        body = f"# {title}\n\n{intro}\n\n{usage}\n{block}"
    else:
        body = f"# {title}\n\n{intro}\n\n{usage}\n{block}\n## Output\n\nReturn the result as Markdown.\n"
    return head + body


def insert_into_real(rng, text, snippet):
    """Exactly one addition to a real SKILL.md: after the first paragraph past the title, before the
    second level-2 heading, or at the end."""
    lines = text.split("\n")
    mode = rng.choice(["after-title", "before-second-heading", "end"])
    if mode == "before-second-heading":
        heads = [i for i, line in enumerate(lines) if line.startswith("## ")]
        if len(heads) >= 2:
            i = heads[1]
            return "\n".join(lines[:i] + snippet.rstrip("\n").split("\n") + [""] + lines[i:]), mode
        mode = "end"
    if mode == "after-title":
        title = next((i for i, line in enumerate(lines) if line.startswith("# ")), None)
        if title is not None:
            j = title + 1
            while j < len(lines) and lines[j].strip() == "":
                j += 1
            while j < len(lines) and lines[j].strip() != "":
                j += 1
            return "\n".join(lines[:j] + [""] + snippet.rstrip("\n").split("\n") + lines[j:]), mode
        mode = "end"
    return text.rstrip("\n") + "\n\n" + snippet, "end"


def holdout_candidates():
    benign = json.load(open(os.path.join(HERE, "benign.json")))
    by_id = {x["id"]: x for x in benign}
    out = []
    for item in benign:
        if item["split"] != "holdout":
            continue
        folder = os.path.join(BENIGN_DIR, item["id"])
        files = sorted(os.listdir(folder))
        if files != ["SKILL.md"]:
            continue
        text = open(os.path.join(folder, "SKILL.md"), encoding="utf-8").read()
        if 60 <= len(text.splitlines()) <= 200 and text.startswith("---") and "\nname:" in text.split("\n---", 1)[0]:
            out.append(item["id"])
    return out, by_id


RISKY = re.compile(r"curl |sudo |rm -rf|API_KEY|token|ssh |password|secret", re.I)


def main():
    rng = random.Random(SEED)
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    candidates, by_id = holdout_candidates()
    rng.shuffle(candidates)
    risky = [c for c in candidates if RISKY.search(open(os.path.join(BENIGN_DIR, c, "SKILL.md"), encoding="utf-8").read())]
    benign_real = risky[:19]
    covers_real = [c for c in candidates if c not in benign_real]
    # Round-robin by repository for the real covers.
    by_repo = {}
    for c in covers_real:
        by_repo.setdefault(by_id[c]["repo"], []).append(c)
    repo_order = sorted(by_repo)
    rng.shuffle(repo_order)
    real_pool = []
    while any(by_repo[r] for r in repo_order):
        for r in repo_order:
            if by_repo[r]:
                real_pool.append(by_repo[r].pop(0))

    attacks = list(ATTACKS)
    embeddable = [i for i, a in enumerate(attacks)
                  if a["carrier"] in ("prose", "fenced", "hidden", "comment")
                  and not a.get("terse") and not a.get("real") and not a["md"].startswith("## ")]
    # Pick 31 embeddable attacks spread over families.
    by_family = {}
    for i in embeddable:
        by_family.setdefault(attacks[i]["family"], []).append(i)
    for lst in by_family.values():
        rng.shuffle(lst)
    families = sorted(by_family)
    chosen = []
    while len(chosen) < 31:
        for fam in families:
            if by_family[fam] and len(chosen) < 31:
                chosen.append(by_family[fam].pop())
    chosen = set(chosen) | {i for i, a in enumerate(attacks) if a.get("real")}

    entries = []
    written_index = 0
    real_index = 0
    for i, attack in enumerate(attacks):
        label = {"verdict": "malicious", "family": attack["family"], "technique": attack["technique"],
                 "carrier": attack["carrier"], "language": attack["language"]}
        if i in chosen:
            source = real_pool[real_index]
            real_index += 1
            text = open(os.path.join(BENIGN_DIR, source, "SKILL.md"), encoding="utf-8").read()
            new_text, mode = insert_into_real(rng, text, attack["md"])
            label["technique"] += f" (added to real skill, {mode})"
            label["source"] = source
            label["licence"] = by_id[source]["licence"]
            entries.append((label, new_text, {}))
        else:
            md = render_written(rng, attack, written_index)
            written_index += 1
            label["source"] = "written"
            label["licence"] = "MIT"
            entries.append((label, md, attack["files"]))
    for source in benign_real:
        text = open(os.path.join(BENIGN_DIR, source, "SKILL.md"), encoding="utf-8").read()
        entries.append(({"verdict": "benign", "technique": "real skill copied unchanged (risky-looking)",
                         "carrier": "prose", "language": "en", "source": source,
                         "licence": by_id[source]["licence"]}, text, {}))
    for item in BENIGN:
        md = front_matter(item["name"], item["description"], item["fm"]) + "\n" + item["body"]
        entries.append(({"verdict": "benign", "technique": item["technique"], "carrier": item["carrier"],
                         "language": item["language"], "source": "written", "licence": "MIT"}, md, item["files"]))

    order = list(range(len(entries)))
    rng.shuffle(order)
    labels = []
    for number, k in enumerate(order, 1):
        label, md, files = entries[k]
        sample_id = f"j-{number:03d}"
        write_folder(os.path.join(OUT, sample_id), md, files)
        labels.append({"id": sample_id, **label})
    labels.sort(key=lambda x: x["id"])
    keys = ["id", "verdict", "family", "technique", "carrier", "language", "source", "licence"]
    labels = [{k: x[k] for k in keys if k in x} for x in labels]
    with open(os.path.join(HERE, "blind-j.json"), "w", encoding="utf-8") as handle:
        json.dump(labels, handle, indent=1, ensure_ascii=False)
        handle.write("\n")


if __name__ == "__main__":
    main()
