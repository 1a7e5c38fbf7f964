keys = []
for line in open(".env"):
    line = line.strip()
    if line and not line.startswith("#") and "=" in line:
        keys.append(line.split("=", 1)[0])
with open(".env.example", "w") as fh:
    fh.writelines(f"{k}=\n" for k in keys)
print(f"{len(keys)} keys written to .env.example")
