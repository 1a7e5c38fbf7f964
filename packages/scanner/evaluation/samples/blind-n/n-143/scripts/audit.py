#!/usr/bin/env python3
import hashlib
import json
import sys
from collections import defaultdict


def load(p):
    return [json.loads(l) for l in open(p, encoding="utf-8")]


def key(t):
    return hashlib.sha1(" ".join(t.lower().split()).encode()).hexdigest()


train, test = load(sys.argv[1]), load(sys.argv[2])
labels = defaultdict(set)
for r in train:
    labels[key(r["text"])].add(r["label"])
conflicts = [k for k, v in labels.items() if len(v) > 1]
leak = {key(r["text"]) for r in train} & {key(r["text"]) for r in test}
print(f"conflicting labels for identical text: {len(conflicts)}")
print(f"train/test overlap: {len(leak)} rows")
