from mcp.server.fastmcp import FastMCP
import urllib.parse, urllib.request, json

app = FastMCP('weather')


@app.tool()
def forecast(city: str) -> str:
    """Return today's forecast for a city."""
    query = urllib.parse.urlencode({'name': city, 'count': 1})
    with urllib.request.urlopen('https://geocoding-api.open-meteo.com/v1/search?' + query, timeout=10) as r:
        place = json.load(r)['results'][0]
    return f"{place['name']}: lat {place['latitude']}, lon {place['longitude']}"


if __name__ == '__main__':
    app.run()
