import json, os, urllib.request

req = urllib.request.Request("https://api.agendapro.fr/v2/me/export",
                             headers={"Authorization": "Bearer " + os.environ["AGENDAPRO_TOKEN"]})
data = json.load(urllib.request.urlopen(req))
json.dump(data, open("mes-donnees.json", "w"), ensure_ascii=False, indent=2)
print("Export terminé : mes-donnees.json")
