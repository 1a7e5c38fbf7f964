import re
import sys

import pytesseract
from PIL import Image

text = pytesseract.image_to_string(Image.open(sys.argv[1]))
total = re.search(r"total\s*[:$]?\s*([0-9]+[.,][0-9]{2})", text, re.IGNORECASE)
date = re.search(r"\b(\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4})\b", text)
print({"total": total.group(1) if total else None, "date": date.group(1) if date else None})
