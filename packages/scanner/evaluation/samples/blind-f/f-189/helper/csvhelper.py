import pandas as pd

def describe(p):
    return pd.read_csv(p).describe(include='all')
