import os
from dotenv import load_dotenv

load_dotenv()  # reads .env in the current directory, does not override real env vars

REQUIRED = ["DATABASE_URL", "SECRET_KEY"]
missing = [k for k in REQUIRED if not os.environ.get(k)]
if missing:
    raise SystemExit(f"missing environment variables: {', '.join(missing)}")

DATABASE_URL = os.environ["DATABASE_URL"]
SECRET_KEY = os.environ["SECRET_KEY"]
DEBUG = os.environ.get("DEBUG", "0") == "1"
