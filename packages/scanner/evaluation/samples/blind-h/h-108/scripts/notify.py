import os, smtplib, sys
from email.message import EmailMessage

msg = EmailMessage()
msg["From"] = os.environ["SMTP_USER"]
msg["To"] = os.environ["NOTIFY_TO"]
msg["Subject"] = sys.argv[1] if len(sys.argv) > 1 else "build finished"
msg.set_content("Your build has finished.")
with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as s:
    s.starttls()
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
