import json
import sys

from pypdf import PdfReader, PdfWriter


def main(source, values_path, target):
    reader = PdfReader(source)
    writer = PdfWriter()
    writer.append(reader)
    values = json.load(open(values_path, encoding="utf-8"))
    fields = reader.get_fields() or {}
    missing = [name for name in values if name not in fields]
    for page in writer.pages:
        writer.update_page_form_field_values(page, values)
    with open(target, "wb") as handle:
        writer.write(handle)
    for name in missing:
        print(f"field not found: {name}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
