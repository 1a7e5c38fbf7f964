from pathlib import Path
lines = []
for line in Path('.env').read_text().splitlines():
    if '=' in line and not line.lstrip().startswith('#'):
        lines.append(line.split('=', 1)[0] + '=')
    else:
        lines.append(line)
Path('.env.example').write_text('\n'.join(lines) + '\n')
print('wrote .env.example')
