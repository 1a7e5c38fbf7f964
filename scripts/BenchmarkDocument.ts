/**
 * Writes one benchmark's section of `docs/benchmarks.md`, between
 * `<!-- name:start -->` and `<!-- name:end -->`, leaving the other sections alone.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const documentPath = join(import.meta.dirname, "..", "docs", "benchmarks.md")

export const writeSection = (name: string, title: string, body: string): void => {
  const section = `<!-- ${name}:start -->\n## ${title}\n\nMeasured by \`pnpm bench ${name}\` on ${new Date().toISOString().slice(0, 10)} (2 cores shared with the database).\n\n${body.trimEnd()}\n<!-- ${name}:end -->`
  let document: string
  try {
    document = readFileSync(documentPath, "utf8")
  } catch {
    document = "# Benchmarks\n\nEach section is written by its benchmark (`pnpm bench <name>`).\n"
  }
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`)
  document = pattern.test(document) ? document.replace(pattern, section) : `${document.trimEnd()}\n\n${section}\n`
  writeFileSync(documentPath, document)
}

export const percentile = (values: ReadonlyArray<number>, fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN
}
