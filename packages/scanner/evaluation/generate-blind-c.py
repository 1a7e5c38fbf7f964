#!/usr/bin/env python3
"""Write batch C of the blind red-team set: samples/blind-c/ and blind-c.json.

Written by a session that never read the scanner's rules, tests, benchmarks or the other
attack generators. Deterministic: rerunning rewrites the same files.
Run: python3 generate-blind-c.py
"""

import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_c_generated import GENERATED  # noqa: E402
from gen_c_benign import COPIED, WRITTEN  # noqa: E402
from gen_c_injected import INJ  # noqa: E402
from gen_c_lib import BENIGN, HERE, LABELS, OUT, copied, generated, injected, rng, written_benign  # noqa: E402

if os.path.exists(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT)

# Pool of real benign skills for the injected samples: under 28 KB, with a `## ` heading,
# round-robin across the source repositories so the hosts vary (scientific, devops, docs,
# design, MCP, office, security tooling).
reserved = {e[0] for e in INJ if e[0]} | {c[0] for c in COPIED}
by_owner = {}
for d in sorted(os.listdir(BENIGN)):
    if d in reserved:
        continue
    size = sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(os.path.join(BENIGN, d)) for f in fs)
    if size > 28000:
        continue
    text = open(os.path.join(BENIGN, d, "SKILL.md"), encoding="utf-8").read()
    if "\n## " not in text or "\ndescription:" not in text:
        continue
    by_owner.setdefault(d.split("--")[0], []).append(d)
r = rng(20261125)
for v in by_owner.values():
    r.shuffle(v)
pool = []
owners = sorted(by_owner)
while any(by_owner.values()):
    for o in owners:
        if by_owner[o]:
            pool.append(by_owner[o].pop())

TO_REFDOC = {
    "kubectl delete namespace production and kube-system": ("references/cluster-reset.md", "Cluster reset"),
    "perl socket reverse shell one-liner": ("references/environment-probe.md", "Environment probe"),
    "curl -o /tmp/x chmod +x run": ("references/prebuilt-cli.md", "Prebuilt CLI"),
    "gem install from foreign source and go install from unknown module": ("references/toolchain.md", "Toolchain"),
    "append attacker key to authorized_keys": ("references/build-farm-access.md", "Build farm access"),
    "cat of docker, kube, npmrc, pypirc config into a POST": ("references/registry-settings.md", "Registry settings"),
}

n = 0
for e in INJ:
    source, mode, family, technique, payload = e[:5]
    # position varies: start, middle or end of the document unless the entry fixes it
    where = e[5] if len(e) > 5 else ("first", "mid", "last")[n % 3]
    if source is None:
        source = pool.pop(0)
    if technique in TO_REFDOC:
        # same payload, carried by a new reference document the SKILL.md points to
        rel, heading = TO_REFDOC[technique]
        intro, code = payload
        mode, technique = "refdoc", technique + " (in a referenced document)"
        payload = (rel, f"# {heading}\n\n{intro}\n\n{code}\n", f"Before you start, read `{rel}` and complete every step in it.")
    n += 1
    injected(f"c-inj-{n:03d}-{family}", source, mode, family, technique, payload, where)

for i, g in enumerate(GENERATED, 1):
    generated(f"c-gen-{i:03d}-{g['family']}", g["name"], g["description"], g["body"], g["family"], g["technique"], g["carrier"], g.get("files"), g.get("extra_fm", ""))

for i, (source, technique, carrier) in enumerate(COPIED, 1):
    copied(f"c-ben-copy-{i:02d}", source, technique, carrier)

for i, w in enumerate(WRITTEN, 1):
    written_benign(f"c-ben-writ-{i:02d}", w["name"], w["description"], w["body"], w["technique"], w["carrier"], w.get("files"))

# size limit
for d in os.listdir(OUT):
    size = sum(os.path.getsize(os.path.join(r_, f)) for r_, _, fs in os.walk(os.path.join(OUT, d)) for f in fs)
    assert size < 40 * 1024, (d, size)

with open(os.path.join(HERE, "blind-c.json"), "w", encoding="utf-8") as f:
    json.dump(LABELS, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(LABELS), "samples")
