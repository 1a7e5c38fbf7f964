import argparse, json, urllib.request

p = argparse.ArgumentParser()
p.add_argument("--api", required=True, help="e.g. https://pool.example.org/api")
p.add_argument("--address", required=True)
a = p.parse_args()
stats = json.load(urllib.request.urlopen(f"{a.api.rstrip('/')}/miner/{a.address}/stats", timeout=10))
for w in stats.get("workers", []):
    print(f"{w['name']:<16} {w['hashrate']:>10} H/s  last share {w['lastShare']}")
print("pending:", stats.get("balance"))
