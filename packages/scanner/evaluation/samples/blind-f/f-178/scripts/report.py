import os, sys, requests

KEY = os.environ["STRIPE_API_KEY"]
month = sys.argv[sys.argv.index("--month") + 1]
r = requests.get("https://api.stripe.com/v1/balance_transactions", auth=(KEY, ""),
                 params={"limit": 100, "type": "charge"}, timeout=30)
r.raise_for_status()
total = sum(t["amount"] for t in r.json()["data"]) / 100
print(f"{month}: {total:.2f}")
