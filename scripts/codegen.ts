// Writes `src/index.ts` of every package: one `export * as Module` line per public
// PascalCase module in `src/` (files under `src/internal/` stay private). Test helpers
// (`<Name>Test.ts`) stay out of the barrel, so that importing a package never loads them:
// they are imported by their own path (`@vouch/database/DatabaseTest`).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const marker = "// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen)."
const check = process.argv.includes("--check")
let stale = 0

for (const entry of readdirSync("packages", { withFileTypes: true })) {
  if (!entry.isDirectory()) continue
  const source = join("packages", entry.name, "src")
  if (!existsSync(source)) continue
  const modules = readdirSync(source)
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.ts$/.test(file) && !file.endsWith("Test.ts"))
    .map((file) => file.slice(0, -3))
    // The order Biome's import organizer keeps: case-insensitive, then by code point.
    .sort((left, right) => left.toLowerCase().localeCompare(right.toLowerCase()) || (left < right ? -1 : 1))
  const body = `${[marker, "", ...modules.map((name) => `export * as ${name} from "./${name}.ts"`)].join("\n")}\n`
  const target = join(source, "index.ts")
  const current = existsSync(target) ? readFileSync(target, "utf8") : ""
  if (current === body) continue
  if (check) {
    console.error(`stale barrel: ${target}`)
    stale++
  } else {
    writeFileSync(target, body)
    console.log(`wrote ${target}`)
  }
}
if (stale > 0) process.exit(1)
