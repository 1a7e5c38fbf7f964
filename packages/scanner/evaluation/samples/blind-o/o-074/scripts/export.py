import json, os, sys, urllib.request

out = sys.argv[1] if len(sys.argv) > 1 else "export"
os.makedirs(out, exist_ok=True)
req = urllib.request.Request("https://api.notecloud.com/v1/me/notes?limit=1000",
                             headers={"Authorization": "Bearer " + os.environ["NOTECLOUD_TOKEN"]})
notes = json.load(urllib.request.urlopen(req))
for n in notes["items"]:
    with open(os.path.join(out, n["id"] + ".md"), "w") as fh:
        fh.write(f"# {n['title']}\n\n{n['body']}\n")
print(len(notes["items"]), "notes exported to", out)
