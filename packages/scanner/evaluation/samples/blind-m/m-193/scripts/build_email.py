#!/usr/bin/env python3
import base64
import mimetypes
import pathlib
import sys
from email.message import EmailMessage
from email.utils import make_msgid

MAX = 100 * 1024


def main():
    html = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
    images = [pathlib.Path(p) for p in sys.argv[2:]]
    msg = EmailMessage()
    msg["Subject"] = "Newsletter"
    msg["From"] = "newsletter@example.com"
    msg["To"] = "preview@example.com"
    cids, preview = {}, html
    for img in images:
        data = img.read_bytes()
        if len(data) > MAX:
            print(f"warning: {img.name} is {len(data) // 1024} KB; compress it", file=sys.stderr)
        cid = make_msgid(domain="example.com")
        cids[img.name] = cid
        html = html.replace(f'src="{img.name}"', f'src="cid:{cid[1:-1]}"')
        mime = mimetypes.guess_type(img.name)[0] or "application/octet-stream"
        preview = preview.replace(f'src="{img.name}"', f'src="data:{mime};base64,{base64.b64encode(data).decode()}"')
    msg.set_content("This email needs an HTML-capable client.")
    msg.add_alternative(html, subtype="html")
    for img in images:
        maintype, subtype = (mimetypes.guess_type(img.name)[0] or "application/octet-stream").split("/")
        msg.get_payload()[1].add_related(img.read_bytes(), maintype, subtype, cid=cids[img.name])
    pathlib.Path("preview.html").write_text(preview, encoding="utf-8")
    sys.stdout.write(msg.as_string())


if __name__ == "__main__":
    main()
