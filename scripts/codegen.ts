// Writes `src/index.ts` of every package: one `export * as Module` line per public
// PascalCase module in `src/` (files under `src/internal/` stay private). Test helpers
// (`<Name>Test.ts`) stay out of the barrel, so that importing a package never loads them:
// they are imported by their own path (`@vouch/database/DatabaseTest`).
//
// It also writes the publishing fields of every package.json (see `PackageManifest.ts`):
// one explicit export per public module (PascalCase files in `src/` and `src/node/`),
// `./package.json`, and the repository, homepage and bugs links.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { publishingFields } from "./PackageManifest.ts"

// The order Biome's import organizer keeps: character by character, letters compared
// without case, and at the first letter that differs only in case the upper case first
// (`VersionScans` before `Versions`, `Mailer` before `MailLimits`).
const biomeOrder = (left: string, right: string): number => {
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const a = left[index]!
    const b = right[index]!
    if (a === b) continue
    const lowerA = a.toLowerCase()
    const lowerB = b.toLowerCase()
    if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1
    return a < b ? -1 : 1
  }
  return left.length - right.length
}

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
    .sort(biomeOrder)
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
for (const entry of readdirSync("packages", { withFileTypes: true })) {
  const file = join("packages", entry.name, "package.json")
  if (!entry.isDirectory() || !existsSync(file)) continue
  const current = readFileSync(file, "utf8")
  const manifest = JSON.parse(current) as Record<string, unknown>
  // Every package ships the repository's licence text.
  const licence = join("packages", entry.name, "LICENSE")
  if (!existsSync(licence) || readFileSync(licence, "utf8") !== readFileSync("LICENSE", "utf8")) {
    if (check) {
      console.error(`stale licence: ${licence}`)
      stale++
    } else writeFileSync(licence, readFileSync("LICENSE", "utf8"))
  }
  const body = `${JSON.stringify(publishingFields(join("packages", entry.name), manifest), null, 2)}\n`
  if (current === body) continue
  if (check) {
    console.error(`stale publishing fields: ${file}`)
    stale++
  } else {
    writeFileSync(file, body)
    console.log(`wrote ${file}`)
  }
}
if (stale > 0) process.exit(1)
