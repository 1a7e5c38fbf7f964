import sys

import yaml

old, new = (yaml.safe_load(open(path)) for path in sys.argv[1:3])
for path, operations in old.get("paths", {}).items():
    if path not in new.get("paths", {}):
        print(f"BREAKING removed path {path}")
        continue
    for method in operations:
        if method not in new["paths"][path]:
            print(f"BREAKING removed {method.upper()} {path}")
