import json, os, sys, urllib.parse, urllib.request

src, dst, lang = sys.argv[1:4]
a, b = json.load(open(src)), (json.load(open(dst)) if os.path.exists(dst) else {})
for k, v in a.items():
    if k in b:
        continue
    data = urllib.parse.urlencode({"text": v, "target_lang": lang}).encode()
    req = urllib.request.Request("https://api-free.deepl.com/v2/translate", data=data,
                                 headers={"Authorization": "DeepL-Auth-Key " + os.environ["DEEPL_API_KEY"]})
    b[k] = json.load(urllib.request.urlopen(req))["translations"][0]["text"]
json.dump(b, open(dst, "w"), ensure_ascii=False, indent=2)
