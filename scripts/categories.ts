// Rewrites every `@category` of `packages/*/src` (every TypeScript file, `internal/`
// included) onto the fixed vocabulary of `CategoryVocabulary.ts`. Re-runnable: a
// category already in the vocabulary is left as it is, so running it again changes
// nothing. A category neither in the vocabulary nor in the mapping is reported and the
// script exits 1: add it to the mapping (or, with a reason, to the vocabulary).
//
//   node scripts/categories.ts           rewrite the files
//   node scripts/categories.ts --check   change nothing; exit 1 when a file would change
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { categoryPattern, mapping, vocabulary } from "./CategoryVocabulary.ts"

const check = process.argv.includes("--check")

const sources = (folder: string): Array<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path)
    return entry.name.endsWith(".ts") ? [path] : []
  })

const files = readdirSync("packages", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    try {
      return sources(join("packages", entry.name, "src"))
    } catch {
      return []
    }
  })

const unknown: Array<string> = []
let changed = 0
let rewritten = 0
for (const file of files) {
  const text = readFileSync(file, "utf8")
  let count = 0
  const next = text.replace(categoryPattern, (whole, name: string) => {
    if (Object.hasOwn(vocabulary, name)) return whole
    const target = mapping[name]
    if (target === undefined) {
      unknown.push(`${file}: @category ${name}`)
      return whole
    }
    count++
    return whole.replace(name, target)
  })
  if (next === text) continue
  changed++
  rewritten += count
  if (!check) writeFileSync(file, next)
}

for (const line of unknown) console.error(`unknown category (add it to scripts/CategoryVocabulary.ts): ${line}`)
console.log(
  `${check ? "would rewrite" : "rewrote"} ${rewritten} categories in ${changed} of ${files.length} files; ${unknown.length} unknown`
)
if (unknown.length > 0 || (check && changed > 0)) process.exit(1)
