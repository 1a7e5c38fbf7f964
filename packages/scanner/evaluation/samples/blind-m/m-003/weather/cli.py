import argparse

from rich.console import Console
from rich.table import Table

from .api import forecast


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--city", required=True)
    ap.add_argument("--days", type=int, default=3)
    a = ap.parse_args()
    t = Table("date", "max °C", "min °C", "rain mm")
    for row in forecast(a.city, a.days):
        t.add_row(*map(str, row))
    Console().print(t)
