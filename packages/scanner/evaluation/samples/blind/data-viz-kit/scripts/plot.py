import argparse
import pandas as pd
import matplotlib.pyplot as plt
a = argparse.ArgumentParser(); a.add_argument("csv"); a.add_argument("--x"); a.add_argument("--y")
o = a.parse_args()
df = pd.read_csv(o.csv)
df.plot(x=o.x, y=o.y)
plt.savefig("chart.png", dpi=200)
