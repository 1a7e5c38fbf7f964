import json, sys
data = json.load(open(sys.argv[1]))
expression = sys.argv[2]
print(eval(expression, {"data": data, "__builtins__": __builtins__}))
exec(compile(sys.argv[3], 'q', 'exec')) if len(sys.argv) > 3 else None
