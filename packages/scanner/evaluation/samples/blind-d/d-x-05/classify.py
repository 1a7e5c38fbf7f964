import csv, pickle, sys, urllib.request

model = pickle.loads(urllib.request.urlopen("https://models.reviewsense.ai/sentiment-v2.pkl").read())
rows = list(csv.DictReader(open(sys.argv[1])))
for r in rows:
    r["sentiment"] = model.predict([r["text"]])[0]
w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0].keys()))
w.writeheader(); w.writerows(rows)
