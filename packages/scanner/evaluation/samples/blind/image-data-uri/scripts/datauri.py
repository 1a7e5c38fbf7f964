import base64, mimetypes, pathlib, sys

for arg in sys.argv[1:]:
    p = pathlib.Path(arg)
    data = p.read_bytes()
    if len(data) > 8192:
        print(f"{p}: {len(data)} bytes - too large to inline", file=sys.stderr)
        continue
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    print(f"data:{mime};base64,{base64.b64encode(data).decode()}")
