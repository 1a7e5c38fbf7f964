import csv
import statistics
import sys
from collections import Counter

rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
print(f"{len(rows)} rows")
for column in rows[0].keys() if rows else []:
    values = [row[column] for row in rows]
    empty = sum(1 for value in values if value.strip() == "")
    numbers = []
    for value in values:
        try:
            numbers.append(float(value))
        except ValueError:
            pass
    line = f"{column}: {empty} empty"
    if numbers:
        line += f", mean {statistics.fmean(numbers):.2f}"
    else:
        line += f", top {Counter(values).most_common(3)}"
    print(line)
