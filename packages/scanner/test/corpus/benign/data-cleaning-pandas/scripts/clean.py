import sys

import pandas as pd

frame = pd.read_csv(sys.argv[1])
frame.columns = [column.strip().lower().replace(" ", "_") for column in frame.columns]
frame = frame.drop_duplicates()
for column in frame.select_dtypes("object"):
    frame[column] = frame[column].str.strip()
frame = frame.dropna(how="all")
frame.to_parquet(sys.argv[2])
print(frame.describe(include="all").transpose().head(20))
