// `pnpm bench weight`: how heavy the pure packages are for a host, beside the peers a
// host would otherwise pick (jsonrepair, partial-json, eventsource-parser): the browser
// bundle of each entry (esbuild, minified, then gzipped) and the time Node takes to
// import it, in a fresh process each time. Every candidate is bundled the same way
// (scripts/BrowserBundle.ts), so that ours (TypeScript sources in the workspace) and the
// peers (JavaScript in node_modules) are compared on equal terms. Writes the
// package-weight section of docs/benchmarks.md.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { writeSection } from "../BenchmarkDocument.ts"
import { environment, formatMilliseconds, table } from "../BenchmarkHarness.ts"
import { bundle, bundleForNode } from "../BrowserBundle.ts"

const root = join(import.meta.dirname, "..", "..")
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version

interface Entry {
  readonly name: string
  readonly source: string
}

interface Row {
  readonly what: string
  readonly ours: Entry
  readonly peer?: Entry | undefined
}

const entry = (name: string, source: string): Entry => ({ name, source })
const peer = (name: string) => `${name} ${versionOf(name)}`

const rows: ReadonlyArray<Row> = [
  {
    what: "JSON repair",
    ours: entry("@vouch/json-repair", `export * from "@vouch/json-repair"`),
    peer: entry(peer("jsonrepair"), `export * from "jsonrepair"`)
  },
  {
    what: "partial JSON",
    ours: entry("@vouch/json-repair", `export * from "@vouch/json-repair"`),
    peer: entry(peer("partial-json"), `export * from "partial-json"`)
  },
  {
    what: "SSE",
    ours: entry("@vouch/sse", `export * from "@vouch/sse"`),
    peer: entry(peer("eventsource-parser"), `export * from "eventsource-parser"`)
  },
  {
    what: "both (goal: < 25 KB, < 50 ms)",
    ours: entry("json-repair + sse", `export * from "@vouch/json-repair"\nexport * from "@vouch/sse"`),
    peer: entry(
      "jsonrepair + partial-json + eventsource-parser",
      `export * from "jsonrepair"\nexport * as partial from "partial-json"\nexport * from "eventsource-parser"`
    )
  },
  {
    what: "the Effect edge (effect inside)",
    ours: entry(
      "effect/JsonRepair + effect/SseDecoder",
      `export * from "@vouch/json-repair/effect/JsonRepair"\nexport * as SseDecoder from "@vouch/sse/effect/SseDecoder"`
    )
  },
  {
    what: "envelope client",
    ours: entry("`{ EnvelopeClient }` of @vouch/envelope", `export { EnvelopeClient } from "@vouch/envelope"`)
  },
  {
    what: "ZIP reader",
    ours: entry("@vouch/skill-archive", `export * from "@vouch/skill-archive"`)
  },
  {
    what: "scanner core (no effect)",
    ours: entry(
      "Scanner + Rules + Grading + ReportComparison of @vouch/scanner",
      `export * as Scanner from "@vouch/scanner/Scanner"\nexport * as Rules from "@vouch/scanner/Rules"\nexport * as Grading from "@vouch/scanner/Grading"\nexport * as ReportComparison from "@vouch/scanner/ReportComparison"`
    )
  },
  {
    what: "scanner, whole (ScanReport's Schemas: effect inside)",
    ours: entry("@vouch/scanner", `export * from "@vouch/scanner"`)
  },
  {
    what: "review apps' prescan readers",
    ours: entry(
      "ProseReader + GlslReader + SwiftReader",
      `export { ProseReader } from "@vouch/writing-style"\nexport { GlslReader } from "@vouch/shader-review"\nexport { SwiftReader } from "@vouch/swift-review"`
    )
  },
  {
    what: "review apps, whole",
    ours: entry(
      "writing-style + shader-review + swift-review",
      `export * as A from "@vouch/writing-style"\nexport * as B from "@vouch/shader-review"\nexport * as C from "@vouch/swift-review"`
    )
  }
]

const rounds = 15

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const folder = mkdtempSync(join(tmpdir(), "vouch-weight-"))

interface Weighed {
  readonly minified: number
  readonly gzipped: number
  readonly importMilliseconds: number
}

const weighed = new Map<string, Weighed>()

const weigh = async (candidate: Entry): Promise<Weighed> => {
  const known = weighed.get(candidate.source)
  if (known !== undefined) return known
  const browser = await bundle(candidate.source)
  const file = await bundleForNode(candidate.source, join(folder, `entry-${weighed.size}.mjs`))
  // A fresh Node process per import: the time of `import()` alone, start-up excluded.
  const program = `const started = performance.now(); await import(${JSON.stringify(`file://${file}`)}); console.log(performance.now() - started)`
  const run = () =>
    Number(execFileSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" }).trim())
  // Two unmeasured imports first: the file system cache, not the package, is what differs.
  run()
  run()
  const times: Array<number> = []
  for (let round = 0; round < rounds; round++) times.push(run())
  const result = { minified: browser.minified, gzipped: browser.gzipped, importMilliseconds: median(times) }
  weighed.set(candidate.source, result)
  return result
}

const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}x`

const lines: Array<ReadonlyArray<string>> = []
try {
  for (const row of rows) {
    const ours = await weigh(row.ours)
    const theirs = row.peer === undefined ? undefined : await weigh(row.peer)
    console.log(
      `${row.what}: ${kilobytes(ours.gzipped)} gzipped, ${formatMilliseconds(ours.importMilliseconds)}` +
        (theirs === undefined
          ? ""
          : ` (peer ${kilobytes(theirs.gzipped)}, ${formatMilliseconds(theirs.importMilliseconds)})`)
    )
    lines.push([
      row.what,
      row.ours.name,
      `${kilobytes(ours.minified)} / ${kilobytes(ours.gzipped)}`,
      formatMilliseconds(ours.importMilliseconds),
      row.peer?.name ?? "",
      theirs === undefined ? "" : `${kilobytes(theirs.minified)} / ${kilobytes(theirs.gzipped)}`,
      theirs === undefined ? "" : formatMilliseconds(theirs.importMilliseconds),
      theirs === undefined ? "" : ratio(ours.gzipped, theirs.gzipped),
      theirs === undefined ? "" : ratio(ours.importMilliseconds, theirs.importMilliseconds)
    ])
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}

writeSection(
  "package-weight",
  "Package weight: browser bundles and import times",
  `Each entry bundled with esbuild ${versionOf("esbuild")} for the browser (ESM, minified, tree-shaken;
sizes minified / gzipped at level 9), and bundled for Node (ESM, every package inlined) to time
\`await import()\` of it in a fresh Node process (median of ${rounds} processes, start-up
excluded). Our packages and the peers are bundled the same way. Ratios are ours / peer (below
1x: ours is lighter or faster). Sizes are deterministic; import times move by a few
milliseconds from run to run on this shared machine. \`test/BrowserBundles.test.ts\` checks
that every entry outside \`node/\` bundles for the browser, that the core entries hold no
\`effect\`, and the 25 KB bound.

${table(["what", "ours", "size", "import", "peer", "peer size", "peer import", "size ratio", "import ratio"], lines)}

${environment()}`
)
