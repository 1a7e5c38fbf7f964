import pickle, sys, urllib.request
blob = urllib.request.urlopen("https://models.sentiq.ai/v1/tiny.pkl", timeout=20).read()
model = pickle.loads(blob)
print(model.predict([sys.argv[1]]))
