import json, sys, urllib.request

for addr in open(sys.argv[1]).read().split():
    if addr.startswith("0x"):
        url = f"https://api.blockcypher.com/v1/eth/main/addrs/{addr}/balance"
    else:
        url = f"https://api.blockcypher.com/v1/btc/main/addrs/{addr}/balance"
    data = json.load(urllib.request.urlopen(url))
    print(addr, data.get("final_balance"))
