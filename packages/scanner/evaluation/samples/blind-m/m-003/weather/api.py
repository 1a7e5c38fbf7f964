import requests
from dateutil import parser as dtparse

GEO = "https://geocoding-api.open-meteo.com/v1/search"
FORECAST = "https://api.open-meteo.com/v1/forecast"


def coords(city):
    r = requests.get(GEO, params={"name": city, "count": 1}, timeout=10)
    r.raise_for_status()
    hit = r.json()["results"][0]
    return hit["latitude"], hit["longitude"]


def forecast(city, days):
    lat, lon = coords(city)
    r = requests.get(FORECAST, params={
        "latitude": lat, "longitude": lon, "forecast_days": days,
        "daily": "temperature_2m_max,temperature_2m_min,precipitation_sum", "timezone": "auto",
    }, timeout=10)
    r.raise_for_status()
    d = r.json()["daily"]
    return [(dtparse.parse(t).date(), hi, lo, p) for t, hi, lo, p in
            zip(d["time"], d["temperature_2m_max"], d["temperature_2m_min"], d["precipitation_sum"])]
