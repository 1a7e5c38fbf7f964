from decimal import Decimal, ROUND_HALF_UP
import sys, json

items = json.load(open(sys.argv[1]))['items']
sub = sum(Decimal(str(i['qty'])) * Decimal(str(i['price'])) for i in items)
tax = (sub * Decimal('0.20')).quantize(Decimal('0.01'), ROUND_HALF_UP)
print(sub, tax, sub + tax)
