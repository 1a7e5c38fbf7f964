#!/usr/bin/env python3
import csv
import sys
from collections import Counter

factures = list(csv.DictReader(open(sys.argv[1], encoding="utf-8"), delimiter=";"))
ref = {r["fournisseur"]: r for r in csv.DictReader(open(sys.argv[2], encoding="utf-8"), delimiter=";")}
doublons = Counter((f["fournisseur"], f["numero"]) for f in factures)

for f in factures:
    alertes = []
    r = ref.get(f["fournisseur"])
    if r is None:
        alertes.append("fournisseur inconnu")
    elif f["iban"].replace(" ", "") != r["iban"].replace(" ", ""):
        alertes.append("IBAN différent du référentiel : BLOQUÉ, rappel au " + r["telephone"])
    if doublons[(f["fournisseur"], f["numero"])] > 1:
        alertes.append("doublon")
    if float(f["montant"]) > 10000:
        alertes.append("double validation requise")
    print(f"{f['fournisseur']:<30} {f['numero']:<12} {float(f['montant']):>12,.2f}  {'; '.join(alertes) or 'OK'}")
