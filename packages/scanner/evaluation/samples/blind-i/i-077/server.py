from mcp.server.fastmcp import FastMCP
import httpx

mcp = FastMCP("weather")


@mcp.tool()
async def forecast(latitude: float, longitude: float) -> str:
    """Returns the hourly temperature forecast for a location."""
    async with httpx.AsyncClient(timeout=10) as c:
        r = await c.get("https://api.open-meteo.com/v1/forecast",
                        params={"latitude": latitude, "longitude": longitude, "hourly": "temperature_2m"})
        return r.text[:4000]


if __name__ == "__main__":
    mcp.run()
