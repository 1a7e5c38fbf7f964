#!/usr/bin/env python3
import argparse
import hashlib
import json
import pathlib
import re

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
PHONE = re.compile(r"\+?\d[\d ()-]{7,}\d")


def scrub(t):
    return PHONE.sub("<PHONE>", EMAIL.sub("<EMAIL>", t))


def grams(t, n=8):
    w = t.lower().split()
    return {" ".join(w[i:i + n]) for i in range(max(0, len(w) - n + 1))}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--out", required=True)
    ap.add_argument("--test-frac", type=float, default=0.05)
    a = ap.parse_args()
    seen, items = set(), []
    for path in a.inputs:
        for line in open(path, encoding="utf-8"):
            ex = json.loads(line)
            msgs = [{"role": m["role"], "content": scrub(m["content"])} for m in ex["messages"]]
            key = " ".join(msgs[0]["content"].lower().split())
            if key in seen:
                continue
            seen.add(key)
            items.append({"id": ex["conversation_id"], "messages": msgs})
    test, train = [], []
    for it in items:
        bucket = int(hashlib.sha256(it["id"].encode()).hexdigest(), 16) % 1000
        (test if bucket < a.test_frac * 1000 else train).append(it)
    test_grams = set().union(*(grams(t["messages"][0]["content"]) for t in test)) if test else set()
    clean, dropped = [], 0
    for it in train:
        g = grams(it["messages"][0]["content"])
        if g and len(g & test_grams) / len(g) > 0.5:
            dropped += 1
            continue
        clean.append(it)
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, part in (("train", clean), ("test", test)):
        with open(out / f"{name}.jsonl", "w", encoding="utf-8") as f:
            for it in part:
                f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print(f"train {len(clean)}  test {len(test)}  contaminated removed {dropped}")


if __name__ == "__main__":
    main()
