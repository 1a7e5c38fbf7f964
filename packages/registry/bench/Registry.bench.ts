/**
 * Registry on PostgreSQL: saving and downloading a 1 MB skill through `SkillRegistry`
 * (archive checks, the server's reference scan, hashing, blob puts in memory, the save
 * transaction), the reference scan alone, the same for a typical 40 KB skill, and
 * search latency p50/p99 over 100,000 public skills generated in SQL, for each sort,
 * with and without a text query and with filters.
 *
 * `BENCH_SKIP_DOCS=1` prints the figures without writing `docs/benchmarks.md`.
 */

import { BlobStorage } from "@vouch/blob-storage"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import type { Actor } from "../src/RegistryActor.ts"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import * as SaveMetadata from "../src/SaveMetadata.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { type SearchQuery, SkillRegistry } from "../src/SkillRegistry.ts"
import * as VersionScans from "../src/VersionScans.ts"
import { manifest, zip } from "../test/fixtures/Zip.ts"
import { generate } from "./SearchData.ts"

const skillCount = Number(process.env.BENCH_SKILLS ?? 100_000)
const searchRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 60)
const saveRounds = Number(process.env.BENCH_SAVE_ROUNDS ?? 20)

const owner: Actor = {
  account_id: "acc_bench",
  username: "bench",
  email_verified: true,
  tier: "enterprise",
  organizations: []
}

/** About 1 MB of archive: 16 files of random base64 text (which deflate cannot shrink much). */
const megabyteSkill = (round: number) =>
  zip([
    { name: "SKILL.md", data: manifest("big-skill", `A one megabyte skill (round ${round}).`) },
    ...Array.from({ length: 16 }, (_, index) => ({
      name: `data/part-${index}.txt`,
      data: Buffer.from(crypto.getRandomValues(new Uint8Array(64 * 1024))).toString("base64")
    }))
  ])

/** About 40 KB of a realistic skill: instructions, references, scripts. */
const typicalSkill = (round: number) => {
  const paragraph = (topic: string, index: number) =>
    `## ${topic} ${index}\n\nUse \`scripts/extract.py\` to pull the tables out of the PDF, then check the totals against the invoice header before you summarise them for the user (round ${round}).\n\n`
  return zip([
    {
      name: "SKILL.md",
      data:
        manifest("typical-skill", `A typical skill (round ${round}).`) +
        Array.from({ length: 40 }, (_, index) => paragraph("Step", index)).join("")
    },
    {
      name: "references/guide.md",
      data: Array.from({ length: 120 }, (_, index) => paragraph("Reference", index)).join("")
    },
    {
      name: "scripts/extract.py",
      data: Array.from(
        { length: 300 },
        (_, index) => `def step_${index}(rows):\n    return [row for row in rows if row.get("total", 0) > ${index}]\n`
      ).join("")
    },
    {
      name: "scripts/report.sh",
      data: `#!/bin/sh\nset -eu\n${Array.from({ length: 100 }, (_, index) => `echo "line ${index}" >> report.txt`).join("\n")}\n`
    }
  ])
}

const percentile = (values: ReadonlyArray<number>, fraction: number) => {
  const sorted = [...values].sort((left, right) => left - right)
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0
}

const timed = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const started = performance.now()
    yield* effect
    return performance.now() - started
  })

const program = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const registry = yield* SkillRegistry
  yield* Migrations.run([Migrations.make("registry", RegistryMigrations.migrations)])

  // Save and download a 1 MB skill.
  const archives = Array.from({ length: saveRounds }, (_, round) => megabyteSkill(round))
  const archiveBytes = archives[0]!.length
  /** Saves each archive as a new version of `name`, then scans each alone: the timings of both. */
  const saveAndScan = (name: string, list: ReadonlyArray<Uint8Array>) =>
    Effect.gen(function* () {
      const saved: Array<number> = []
      for (const archive of list) {
        const save = registry.save({
          actor: Option.some(owner),
          namespace: "bench",
          name,
          archive,
          metadata: SaveMetadata.empty
        })
        saved.push(yield* timed(save))
      }
      const scanned: Array<number> = []
      for (const archive of list) scanned.push(yield* timed(Effect.sync(() => VersionScans.referenceScan(archive))))
      return { saved, scanned }
    })
  const { saved: saves, scanned: scans } = yield* saveAndScan("big-skill", archives)
  const typicalArchives = Array.from({ length: saveRounds }, (_, round) => typicalSkill(round))
  const typicalBytes = VersionScans.referenceScan(typicalArchives[0]!).total_bytes ?? 0
  const { saved: typicalSaves, scanned: typicalScans } = yield* saveAndScan("typical-skill", typicalArchives)
  const downloads: Array<number> = []
  for (let round = 0; round < saveRounds * 2; round++) {
    downloads.push(
      yield* timed(
        registry.download({
          actor: Option.some(owner),
          namespace: "bench",
          name: "big-skill",
          version: "1.0.0",
          identity: `address:${round}`
        })
      )
    )
  }

  const generateStarted = performance.now()
  const words = yield* generate(skillCount)
  const generateSeconds = (performance.now() - generateStarted) / 1000
  const counted = yield* sql<{
    readonly count: string
  }>`SELECT count(*)::text AS count FROM registry_skills WHERE visibility = 'public'`

  const scenarios: ReadonlyArray<{ readonly label: string; readonly query: (round: number) => SearchQuery }> = [
    { label: "no text, `recent`", query: () => ({ limit: 20, offset: 0 }) },
    { label: "no text, `popular`", query: () => ({ sort: "popular", limit: 20, offset: 0 }) },
    { label: "no text, `verified`", query: () => ({ sort: "verified", limit: 20, offset: 0 }) },
    { label: "no text, `trending`", query: () => ({ sort: "trending", limit: 20, offset: 0 }) },
    { label: "no text, `hot`", query: () => ({ sort: "hot", limit: 20, offset: 0 }) },
    { label: "one word, `recent`", query: (round) => ({ text: words[round % words.length], limit: 20, offset: 0 }) },
    {
      label: "one word, `popular`",
      query: (round) => ({ text: words[round % words.length], sort: "popular", limit: 20, offset: 0 })
    },
    {
      label: "two words, `hot`",
      query: (round) => ({
        text: `${words[round % words.length]} ${words[(round * 7) % words.length]}`,
        sort: "hot",
        limit: 20,
        offset: 0
      })
    },
    {
      label: "word + category + type, `trending`",
      query: (round) => ({
        text: words[round % words.length],
        category: "documents",
        type: "skill",
        sort: "trending",
        limit: 20,
        offset: 0
      })
    },
    {
      label: "namespace filter, `popular`",
      query: (round) => ({ namespace: `publisher-${round % 2000}`, sort: "popular", limit: 20, offset: 0 })
    },
    { label: "page 50 of `recent` (offset 980)", query: () => ({ limit: 20, offset: 980 }) }
  ]
  const results: Array<{ readonly label: string; readonly p50: number; readonly p99: number }> = []
  for (const scenario of scenarios) {
    yield* registry.search(scenario.query(0))
    const latencies: Array<number> = []
    for (let round = 0; round < searchRounds; round++)
      latencies.push(yield* timed(registry.search(scenario.query(round))))
    results.push({ label: scenario.label, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) })
  }
  return {
    archiveBytes,
    saveP50: percentile(saves, 0.5),
    saveP99: percentile(saves, 0.99),
    scanP50: percentile(scans, 0.5),
    scanP99: percentile(scans, 0.99),
    typicalBytes,
    typicalSaveP50: percentile(typicalSaves, 0.5),
    typicalSaveP99: percentile(typicalSaves, 0.99),
    typicalScanP50: percentile(typicalScans, 0.5),
    typicalScanP99: percentile(typicalScans, 0.99),
    downloadP50: percentile(downloads, 0.5),
    downloadP99: percentile(downloads, 0.99),
    generateSeconds,
    publicSkills: Number(counted[0]?.count ?? 0),
    results
  }
})

const results = await Effect.runPromise(
  Effect.scoped(
    Effect.gen(function* () {
      const url = yield* DatabaseTest.freshPostgresUrl("registry_bench")
      return yield* program.pipe(
        Effect.provide(
          SkillRegistry.layer().pipe(
            Layer.provideMerge(ScanPool.layer()),
            Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
            Layer.provideMerge(Database.layerPostgres(url, { maxConnections: 4 }))
          )
        )
      )
    })
  )
)

const ms = (value: number) => value.toFixed(1)
const lines = [
  `PostgreSQL (${DatabaseTest.postgresUrl.replace(/\/\/[^@]*@/, "//")}), blobs in memory, one client at a time.`,
  "",
  `Save and download of a ${(results.archiveBytes / 1024 / 1024).toFixed(2)} MB archive (17 files of random base64 text, the scanner's slow case) and of a typical skill (4 files, ${(results.typicalBytes / 1024).toFixed(0)} KB of text), through \`SkillRegistry\` (archive checks, the server's reference scan, hashes, blob puts, the save transaction; no HTTP), and the reference scan alone (\`Scanner.scanArchive\`, part of each save):`,
  "",
  "| operation | p50 ms | p99 ms |",
  "|---|---:|---:|",
  `| save 1 MB (new version each time, ${saveRounds} rounds) | ${ms(results.saveP50)} | ${ms(results.saveP99)} |`,
  `| reference scan of the 1 MB archive | ${ms(results.scanP50)} | ${ms(results.scanP99)} |`,
  `| save typical (new version each time, ${saveRounds} rounds) | ${ms(results.typicalSaveP50)} | ${ms(results.typicalSaveP99)} |`,
  `| reference scan of the typical archive | ${ms(results.typicalScanP50)} | ${ms(results.typicalScanP99)} |`,
  `| download (counted, ${saveRounds * 2} rounds) | ${ms(results.downloadP50)} | ${ms(results.downloadP99)} |`,
  "",
  `Search over ${results.publicSkills.toLocaleString("en-US")} public skills and three recent downloads per skill generated in SQL (${results.generateSeconds.toFixed(0)} s to generate and index), ${searchRounds} queries per row, 20 results per page:`,
  "",
  "| query | p50 ms | p99 ms |",
  "|---|---:|---:|",
  ...results.results.map((row) => `| ${row.label} | ${ms(row.p50)} | ${ms(row.p99)} |`)
]
console.log(lines.join("\n"))

if (process.env.BENCH_SKIP_DOCS === "1") process.exit(0)
writeSection("registry", "Registry", lines.join("\n"))
