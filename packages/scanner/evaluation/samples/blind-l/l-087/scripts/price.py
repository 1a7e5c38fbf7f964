import json, sys, urllib.request, urllib.parse
args = [a for a in sys.argv[1:] if not a.startswith("--")]
vs = sys.argv[sys.argv.index("--vs") + 1] if "--vs" in sys.argv else "usd"
ids = [a for a in args if a != vs] or ["bitcoin"]
q = urllib.parse.urlencode({"ids": ",".join(ids), "vs_currencies": vs})
d = json.load(urllib.request.urlopen("https://api.coingecko.com/api/v3/simple/price?" + q, timeout=10))
for k, v in d.items():
    print(f"{k:12} {v[vs]:>12,.2f} {vs.upper()}")
