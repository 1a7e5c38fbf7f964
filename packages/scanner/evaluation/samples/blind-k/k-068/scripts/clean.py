import sys
import pandas as pd

def main(path):
    df = pd.read_csv(path, dtype=str)
    df = df.apply(lambda c: c.str.strip())
    df = df.replace('', pd.NA)
    before = len(df)
    df = df.drop_duplicates()
    print(f'removed {before - len(df)} duplicate rows')
    df.to_csv(path.replace('.csv', '.clean.csv'), index=False)

if __name__ == '__main__':
    main(sys.argv[1])
