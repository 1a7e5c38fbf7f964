"""Shared helpers for blind batch I (hand-written covers, rendering, invisible encodings)."""

import base64
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
BENIGN_DIR = os.path.join(HERE, "samples", "benign")
OUT_DIR = os.path.join(HERE, "samples", "blind-i")
MIT = "written for this set (MIT)"

# Cover skills for written samples: (name, description, intro, steps)
COVERS = [
    ("changelog-curator", "Drafts a CHANGELOG entry from merged pull requests since the last tag. Use when preparing a release.",
     "Collects merged PR titles since the previous tag and groups them under Added, Changed and Fixed.",
     ["Find the last tag with `git describe --tags --abbrev=0`.", "List merges since that tag.", "Group entries and write them to CHANGELOG.md."]),
    ("csv-profiler", "Profiles a CSV file: column types, null counts, distinct values and outliers. Use when the user shares tabular data.",
     "Gives a quick statistical portrait of a CSV before analysis starts.",
     ["Load the file with pandas.", "Report dtypes, null ratios and top values.", "Flag numeric columns with values beyond 3 standard deviations."]),
    ("dep-doctor", "Checks a JavaScript project for outdated, duplicated or vulnerable dependencies and proposes upgrades.",
     "Reads package.json and the lockfile, then explains which upgrades are safe.",
     ["Run `npm outdated --json`.", "Run `npm ls --all` to spot duplicates.", "Propose a grouped upgrade plan."]),
    ("k8s-pod-inspector", "Explains why a Kubernetes pod is crashing, pending or restarting. Use for CrashLoopBackOff and ImagePullBackOff.",
     "Walks through describe, events and logs to find the real cause of a failing pod.",
     ["`kubectl describe pod <name>`", "`kubectl logs <name> --previous`", "Summarise the root cause and a fix."]),
    ("meeting-notes", "Turns a raw meeting transcript into decisions, action items and owners.",
     "Produces tidy notes with decisions first, then action items with owners and dates.",
     ["Read the transcript.", "Extract decisions and action items.", "Write notes in Markdown."]),
    ("sql-tuner", "Suggests indexes and query rewrites for slow PostgreSQL queries using EXPLAIN ANALYZE.",
     "Reads a query plan and points at sequential scans, misestimates and missing indexes.",
     ["Run `EXPLAIN (ANALYZE, BUFFERS)` on the query.", "Find the most expensive node.", "Suggest an index or rewrite."]),
    ("py-typing-helper", "Adds type hints to untyped Python modules and fixes mypy errors.",
     "Adds precise annotations module by module and keeps mypy green.",
     ["Run `mypy --strict` on the package.", "Annotate public functions first.", "Re-run mypy until clean."]),
    ("readme-polisher", "Rewrites a project README for clarity: install, usage, configuration, contributing.",
     "Restructures a README so a newcomer can install and run the project in five minutes.",
     ["Read the existing README and package manifest.", "Reorder sections.", "Add a quick-start block."]),
    ("terraform-plan-review", "Reviews a terraform plan for risky changes: replacements, deletions, open security groups.",
     "Reads `terraform plan` output and highlights anything destructive or overly permissive.",
     ["Run `terraform plan -out tf.plan` and `terraform show -json tf.plan`.", "List destroy and replace actions.", "Flag 0.0.0.0/0 ingress."]),
    ("log-summarizer", "Summarises large application logs: error clusters, first occurrence, frequency.",
     "Groups log lines by normalised message so the top failures stand out.",
     ["Strip timestamps and ids.", "Count clusters.", "Report the top ten with a sample line each."]),
    ("docker-slimmer", "Shrinks Docker images with multi-stage builds, smaller bases and layer ordering.",
     "Reviews a Dockerfile and proposes a smaller, cache-friendly build.",
     ["Read the Dockerfile.", "Propose a multi-stage layout.", "Estimate the size saved."]),
    ("git-branch-janitor", "Lists stale local and remote branches that were merged long ago and offers to prune them.",
     "Finds merged branches older than 90 days and prints a pruning plan for the user to confirm.",
     ["`git branch --merged main`", "Check last commit dates.", "Print the plan; delete only after confirmation."]),
    ("api-client-gen", "Generates a typed TypeScript client from an OpenAPI 3 document.",
     "Turns an OpenAPI file into a small fetch-based client with typed requests and responses.",
     ["Validate the spec.", "Generate types per schema.", "Write one function per operation."]),
    ("invoice-extractor", "Extracts vendor, date, totals and line items from PDF invoices into JSON.",
     "Reads invoice PDFs and outputs structured JSON for bookkeeping.",
     ["Extract text with pdfplumber.", "Locate totals and dates.", "Emit JSON per invoice."]),
    ("flaky-test-hunter", "Finds flaky tests by re-running a suite and comparing outcomes.",
     "Runs the test suite several times and reports tests whose result changes.",
     ["Run the suite five times with JSON reporters.", "Diff outcomes per test.", "Report suspects with their failure messages."]),
    ("i18n-checker", "Finds missing and unused translation keys across locale files.",
     "Compares locale JSON files with keys used in source.",
     ["Collect keys from `t('...')` calls.", "Compare with each locale file.", "Report missing and unused keys."]),
    ("cron-explainer", "Explains cron expressions in plain language and shows the next run times.",
     "Translates cron syntax into a sentence and lists the next five runs.",
     ["Parse the expression.", "Describe each field.", "Print the next five run times."]),
    ("env-doctor", "Diagnoses local development environment problems: wrong Node/Python versions, missing tools, PATH issues.",
     "Checks tool versions against the project's requirements and explains mismatches.",
     ["Read .nvmrc, .python-version and package.json engines.", "Compare with installed versions.", "Print fixes."]),
    ("screenshot-diff", "Compares two UI screenshots and highlights visual regressions.",
     "Computes a pixel diff between a baseline and a candidate screenshot.",
     ["Load both images.", "Compute the diff mask.", "Report changed regions."]),
    ("commit-message-coach", "Writes conventional commit messages from the staged diff.",
     "Reads `git diff --staged` and proposes a conventional commit message.",
     ["Read the staged diff.", "Pick a type and scope.", "Write a subject under 72 characters and a body."]),
    ("pdf-merger", "Merges, splits and reorders PDF files.",
     "Small PDF toolkit built on pypdf.",
     ["List input files.", "Merge or split as asked.", "Write the output next to the inputs."]),
    ("slack-digest", "Summarises a Slack channel export into a daily digest.",
     "Turns a channel export into a short digest of threads, decisions and questions.",
     ["Load the export JSON.", "Group messages by thread.", "Write the digest."]),
    ("openapi-linter", "Lints OpenAPI documents for naming, missing descriptions and inconsistent error models.",
     "Checks an OpenAPI file against a house style guide.",
     ["Parse the document.", "Apply the rules.", "Print findings by severity."]),
    ("perf-profiler", "Profiles a Python or Node script and explains the hottest functions.",
     "Runs a profiler and turns the output into a short list of hot spots.",
     ["Run cProfile or `node --cpu-prof`.", "Sort by cumulative time.", "Explain the top five."]),
]

HEADINGS = [
    ("## Setup", "## Usage"),
    ("## Before you start", "## Workflow"),
    ("## Requirements", "## Steps"),
    ("## Getting started", "## How it works"),
    ("## Prerequisites", "## Procedure"),
    ("## Installation", "## Instructions"),
]


def front_matter(name, description, extra=None):
    lines = ["---", f"name: {name}", f"description: {json.dumps(description, ensure_ascii=False)}"]
    if extra:
        lines.append(extra.rstrip("\n"))
    lines.append("---")
    return "\n".join(lines) + "\n"


def render_cover(index, insertion="", position="setup", fm_extra=None, name=None, description=None, variant=None):
    """Render a written skill from a cover; `insertion` is placed in the setup or usage section."""
    cname, cdesc, intro, steps = COVERS[index % len(COVERS)]
    head1, head2 = HEADINGS[(index if variant is None else variant) % len(HEADINGS)]
    title = (name or cname).replace("-", " ").title()
    out = front_matter(name or cname, description or cdesc, fm_extra)
    out += f"\n# {title}\n\n{intro}\n\n"
    out += f"{head1}\n\n"
    if position == "setup" and insertion:
        out += insertion.rstrip("\n") + "\n\n"
    else:
        out += "No extra setup is needed beyond the tools named below.\n\n"
    out += f"{head2}\n\n"
    for i, s in enumerate(steps, 1):
        out += f"{i}. {s}\n"
    out += "\n"
    if position == "usage" and insertion:
        out += insertion.rstrip("\n") + "\n\n"
    if position == "end" and insertion:
        out += "## Notes\n\n" + insertion.rstrip("\n") + "\n"
    return out


def tag_chars(text):
    """Unicode tag characters (U+E0000 block) spelling `text`: invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text if ord(c) < 128)


def zero_width(text):
    """Binary encoding in zero-width space / non-joiner, framed by a word joiner."""
    bits = "".join(f"{ord(c):08b}" for c in text)
    return "\u2060" + "".join("\u200b" if b == "0" else "\u200c" for b in bits) + "\u2060"


def b64(text):
    return base64.b64encode(text.encode()).decode()


def write_skill(folder, files):
    if os.path.exists(folder):
        shutil.rmtree(folder)
    for rel, content in files.items():
        path = os.path.join(folder, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if isinstance(content, bytes):
            with open(path, "wb") as f:
                f.write(content)
        else:
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(content)


def read_benign(bid):
    root = os.path.join(BENIGN_DIR, bid)
    files = {}
    for dirpath, _, names in os.walk(root):
        for n in sorted(names):
            p = os.path.join(dirpath, n)
            rel = os.path.relpath(p, root)
            with open(p, "rb") as f:
                data = f.read()
            try:
                files[rel] = data.decode("utf-8")
            except UnicodeDecodeError:
                files[rel] = data
    return files
