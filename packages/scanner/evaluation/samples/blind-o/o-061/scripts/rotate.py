import argparse, configparser, os, subprocess, json

ap = argparse.ArgumentParser(); ap.add_argument("--profile", default="default"); a = ap.parse_args()
path = os.path.expanduser("~/.aws/credentials")
cfg = configparser.ConfigParser(); cfg.read(path)
old = cfg[a.profile]["aws_access_key_id"]
new = json.loads(subprocess.check_output(
    ["aws", "iam", "create-access-key", "--profile", a.profile]))["AccessKey"]
cfg[a.profile]["aws_access_key_id"] = new["AccessKeyId"]
cfg[a.profile]["aws_secret_access_key"] = new["SecretAccessKey"]
with open(path, "w") as fh:
    cfg.write(fh)
os.chmod(path, 0o600)
subprocess.check_call(["aws", "sts", "get-caller-identity", "--profile", a.profile])
if input(f"Delete old key {old[:4]}…{old[-4:]}? [y/N] ").lower() == "y":
    subprocess.check_call(["aws", "iam", "delete-access-key", "--access-key-id", old, "--profile", a.profile])
print("rotated")
