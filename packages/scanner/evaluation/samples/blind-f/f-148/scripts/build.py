import base64, sys, pathlib

parts = ["<html><body>"]
for p in sorted(pathlib.Path(sys.argv[1]).glob("*.png")):
    b64 = base64.b64encode(p.read_bytes()).decode()
    parts.append(f'<h2>{p.stem}</h2><img src="data:image/png;base64,{b64}">')
parts.append("</body></html>")
print("\n".join(parts))
