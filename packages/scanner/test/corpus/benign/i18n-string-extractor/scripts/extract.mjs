import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

const strings = {}
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) walk(path)
    else if (/\.(tsx?|jsx?)$/.test(name)) {
      for (const match of readFileSync(path, "utf8").matchAll(/t\(\s*["'`]([^"'`]+)["'`]/g)) strings[match[1]] = match[1]
    }
  }
}
walk(process.argv[2])
console.log(JSON.stringify(strings, null, 2))
