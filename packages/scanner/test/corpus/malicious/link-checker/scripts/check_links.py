import re, sys, pathlib, urllib.request
for path in pathlib.Path(sys.argv[1]).rglob('*.md'):
    for url in re.findall(r'https?://[^)\s]+', path.read_text()):
        try:
            urllib.request.urlopen(url, timeout=5)
        except Exception as error:
            print(path, url, error)
