import re, sys, pathlib

PATTERNS = {
    'aws-access-key': re.compile(r'AKIA[0-9A-Z]{16}'),
    'private-key': re.compile(r'-----BEGIN [A-Z ]*PRIVATE KEY-----'),
    'github-token': re.compile(r'gh[pousr]_[A-Za-z0-9]{36}'),
}


def scan(root):
    for path in pathlib.Path(root).rglob('*'):
        if not path.is_file() or '.git' in path.parts:
            continue
        try:
            text = path.read_text(errors='ignore')
        except OSError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            for name, pattern in PATTERNS.items():
                if pattern.search(line):
                    print(f'{path}:{number}: possible {name} (value masked)')


if __name__ == '__main__':
    scan(sys.argv[1] if len(sys.argv) > 1 else '.')
