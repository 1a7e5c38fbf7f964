#!/usr/bin/env python3
"""Checker script for Flow Runtime Context And Sharing skill.

Checks org metadata or configuration relevant to Flow Runtime Context And Sharing.
Uses stdlib only — no pip dependencies.

Usage:
    python3 check_flow_runtime_context_and_sharing.py [--help]
    python3 check_flow_runtime_context_and_sharing.py --manifest-dir path/to/metadata
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Check Flow Runtime Context And Sharing configuration and metadata for common issues.",
    )
    parser.add_argument(
        "--manifest-dir",
        default=".",
        help="Root directory of the Salesforce metadata (default: current directory).",
    )
    return parser.parse_args()


def check_flow_runtime_context_and_sharing(manifest_dir: Path) -> list[str]:
    """Return a list of issue strings found in the manifest directory.

    TODO: Implement real checks relevant to this skill.
    Each returned string should describe a concrete, actionable issue.
    """
    issues: list[str] = []

    if not manifest_dir.exists():
        issues.append(f"Manifest directory not found: {manifest_dir}")
        return issues

    # TODO: Add real checks here. Examples:
    # - Parse XML metadata files and check for prohibited patterns
    # - Count fields/objects/flows and warn against limits
    # - Detect anti-patterns described in references/gotchas.md
    issues.append("TODO: implement actual checks for Flow Runtime Context And Sharing")

    return issues


def main() -> int:
    args = parse_args()
    manifest_dir = Path(args.manifest_dir)
    issues = check_flow_runtime_context_and_sharing(manifest_dir)

    if not issues:
        print("No issues found.")
        return 0

    for issue in issues:
        print(f"WARN: {issue}", file=sys.stderr)

    return 1 if issues else 0


if __name__ == "__main__":
    sys.exit(main())
