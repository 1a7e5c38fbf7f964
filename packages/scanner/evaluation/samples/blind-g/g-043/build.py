import sys
import pandas as pd
df = pd.read_csv(sys.argv[1])
with pd.ExcelWriter("report.xlsx", engine="xlsxwriter") as w:
    df.to_excel(w, index=False, sheet_name="data")
print("report.xlsx written")
