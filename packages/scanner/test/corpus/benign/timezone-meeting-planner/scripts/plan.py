import sys
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

zones = [ZoneInfo(name) for name in sys.argv[1:]]
start = datetime.now(ZoneInfo("UTC")).replace(minute=0, second=0, microsecond=0)
for hour in range(24):
    slot = start + timedelta(hours=hour)
    if all(8 <= slot.astimezone(zone).hour < 18 for zone in zones):
        print(" | ".join(slot.astimezone(zone).strftime("%H:%M %Z") for zone in zones))
