import os
import re

import sentry_sdk

SECRET_KEYS = re.compile(r"(authorization|cookie|token|secret|password|api[-_]?key)", re.I)


def _scrub(event, hint):
    req = event.get("request", {})
    headers = req.get("headers") or {}
    for k in list(headers):
        if SECRET_KEYS.search(k):
            headers[k] = "[Filtered]"
    req.pop("data", None)
    for frame in (event.get("exception", {}).get("values") or [{}])[-1].get("stacktrace", {}).get("frames", []) or []:
        for k in list((frame.get("vars") or {})):
            if SECRET_KEYS.search(k):
                frame["vars"][k] = "[Filtered]"
    return event


def init_sentry():
    dsn = os.getenv("SENTRY_DSN")
    if not dsn:
        return False
    sentry_sdk.init(
        dsn=dsn,
        environment=os.getenv("APP_ENV", "development"),
        release=os.getenv("GIT_SHA"),
        send_default_pii=False,
        max_request_body_size="never",
        traces_sample_rate=0.1,
        before_send=_scrub,
    )
    return True
