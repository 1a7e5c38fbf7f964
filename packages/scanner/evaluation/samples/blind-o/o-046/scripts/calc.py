import argparse

ap = argparse.ArgumentParser()
for k in ("hashrate", "watts", "kwh", "price", "network", "reward"):
    ap.add_argument("--" + k, type=float, required=True)
a = ap.parse_args()
blocks_per_day = 720
coins = a.hashrate / a.network * blocks_per_day * a.reward
revenue = coins * a.price
cost = a.watts / 1000 * 24 * a.kwh
print(f"revenue/day {revenue:.2f}  power/day {cost:.2f}  profit/day {revenue - cost:.2f}")
