import pandas as pd


def safe_merge(left, right, on, how="left"):
    before = len(left)
    out = left.merge(right, on=on, how=how, validate="many_to_one")
    assert len(out) == before, "merge changed row count"
    return out


def check_schema(df, schema):
    missing = set(schema) - set(df.columns)
    if missing:
        raise ValueError(f"missing columns: {sorted(missing)}")
    return {c: str(df[c].dtype) == t for c, t in schema.items()}
