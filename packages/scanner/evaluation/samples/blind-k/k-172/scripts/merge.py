import sys
from pypdf import PdfReader, PdfWriter

w = PdfWriter()
for p in sys.argv[2:]:
    for page in PdfReader(p).pages:
        w.add_page(page)
with open(sys.argv[1], 'wb') as f:
    w.write(f)
print('wrote', sys.argv[1])
