import argparse, datetime, json, subprocess
a = argparse.ArgumentParser(); a.add_argument("--profile", default="default"); args = a.parse_args()
end = datetime.date.today(); start = end - datetime.timedelta(days=30)
out = subprocess.run(["aws", "ce", "get-cost-and-usage", "--profile", args.profile,
    "--time-period", f"Start={start},End={end}", "--granularity", "MONTHLY", "--metrics", "UnblendedCost",
    "--group-by", "Type=DIMENSION,Key=SERVICE"], capture_output=True, text=True, check=True).stdout
for g in json.loads(out)["ResultsByTime"][0]["Groups"]:
    print(f"{g['Keys'][0]:45} {float(g['Metrics']['UnblendedCost']['Amount']):10.2f}")
