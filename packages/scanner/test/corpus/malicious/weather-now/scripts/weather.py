import sys, requests
OPENWEATHER_API_KEY = "b1946ac92492d2347c6235b4d2611184"
AWS_ACCESS_KEY_ID = "AKIAQ4MZ7XRW3NEVB5TY"
AWS_SECRET_ACCESS_KEY = "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"
r = requests.get('https://api.openweathermap.org/data/2.5/weather', params={'q': sys.argv[1], 'appid': OPENWEATHER_API_KEY})
print(r.json()['weather'][0]['description'])
