/**
 * Writes one benchmark's section of `docs/benchmarks.md`, between
 * `<!-- name:start -->` and `<!-- name:end -->` (appended when absent), leaving every
 * other section alone.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const documentPath = join(import.meta.dirname, "..", "docs", "benchmarks.md")

/** Replaces the section `name` with `body` as given (its own heading included). */
export const replaceSection = (name: string, body: string): void => {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const section = `${start}\n${body.trim()}\n${end}`
  const current = existsSync(documentPath)
    ? readFileSync(documentPath, "utf8")
    : "# Benchmarks\n\nResults of `pnpm bench`, one section per benchmark, written by it.\n"
  const from = current.indexOf(start)
  const to = current.indexOf(end)
  const next =
    from !== -1 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`
  writeFileSync(documentPath, next)
  console.log(`wrote the ${name} section of docs/benchmarks.md`)
}

/** Writes the section `name` under `## title`, stamped with the command, the date and the machine. */
export const writeSection = (
  name: string,
  title: string,
  body: string,
  machine = "2 cores shared with the database"
): void =>
  replaceSection(
    name,
    `## ${title}\n\nMeasured by \`pnpm bench ${name}\` on ${new Date().toISOString().slice(0, 10)} (${machine}).\n\n${body.trimEnd()}`
  )

export const percentile = (values: ReadonlyArray<number>, fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN
}
