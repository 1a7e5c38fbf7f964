/**
 * Save throughput on PostgreSQL: new 1 MB skills saved through `SkillRegistry` (archive
 * checks in the scan pool's workers, the server's reference scan, hashes, blob puts in
 * memory, the save transaction; no HTTP) by 16 clients at once, spread over 16 owners and
 * all into one owner. Printed: saves per second of each, and one owner ÷ 16 owners (the
 * per-owner serialisation the running usage counter removed; goal ≥ 0.8). Run with the scan
 * pool's default size (one worker fewer than the cores) and with one worker per core
 * (`VOUCH_SCAN_WORKERS` of the reference server), each in a pool of its own.
 *
 * `BENCH_SAVES` saves per run (default 160), `BENCH_SKIP_DOCS=1` prints the figures
 * without writing `docs/benchmarks.md`.
 */

import { availableParallelism, loadavg } from "node:os"
import { BlobStorage } from "@vouch/blob-storage"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer, Option } from "effect"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import { defaultWorkers } from "../src/internal/scanPool.ts"
import type { Actor } from "../src/RegistryActor.ts"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import * as SaveMetadata from "../src/SaveMetadata.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { manifest, zip } from "../test/fixtures/Zip.ts"

const saves = Number(process.env.BENCH_SAVES ?? 160)
const clients = 16

const actorOf = (index: number): Actor => ({
  account_id: `acc_saver${index}`,
  username: `saver${index}`,
  email_verified: true,
  tier: "enterprise",
  organizations: []
})

/** About 1 MB of archive: 16 files of random base64 text (deflate cannot shrink it much). */
const megabyteSkill = (name: string) =>
  zip([
    { name: "SKILL.md", data: manifest(name) },
    ...Array.from({ length: 16 }, (_, index) => ({
      name: `data/part-${index}.txt`,
      data: Buffer.from(crypto.getRandomValues(new Uint8Array(64 * 1024))).toString("base64")
    }))
  ])

/** `saves` new skills by `clients` concurrent clients, owner chosen per save; saves per second. */
const run = (label: string, ownerOf: (index: number) => number) =>
  Effect.gen(function* () {
    const registry = yield* SkillRegistry
    const archives = Array.from({ length: saves }, (_, index) => megabyteSkill(`${label}-${index}`))
    const started = performance.now()
    yield* Effect.forEach(
      archives,
      (archive, index) => {
        const owner = ownerOf(index)
        return registry.save({
          actor: Option.some(actorOf(owner)),
          namespace: `saver${owner}`,
          name: `${label}-${index}`,
          archive,
          metadata: SaveMetadata.empty
        })
      },
      { concurrency: clients, discard: true }
    )
    return { perSecond: saves / ((performance.now() - started) / 1000), archiveBytes: archives[0]!.length }
  })

const program = Effect.gen(function* () {
  yield* Migrations.run([Migrations.make("registry", RegistryMigrations.migrations)])
  yield* run("warm", (index) => index % clients)
  const spread = yield* run("spread", (index) => index % clients)
  const single = yield* run("single", () => 0)
  return { spread, single }
})

const cores = availableParallelism()
const poolSizes = [...new Set([defaultWorkers(), cores])]

const loadAtStart = loadavg()[0]!
const results: Array<{
  workers: number
  spread: { perSecond: number; archiveBytes: number }
  single: { perSecond: number }
}> = []
for (const workers of poolSizes) {
  const measured = await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const url = yield* DatabaseTest.freshPostgresUrl(`save_throughput_bench_${workers}`)
        return yield* program.pipe(
          Effect.provide(
            SkillRegistry.layer({ saveConcurrency: clients, saveQueueLength: saves }).pipe(
              Layer.provideMerge(ScanPool.layer({ workers })),
              Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
              Layer.provideMerge(Database.layerPostgres(url, { maxConnections: clients }))
            )
          )
        )
      })
    )
  )
  results.push({ workers, ...measured })
}

const first = results[0]!
const lines = [
  `PostgreSQL (${DatabaseTest.postgresUrl.replace(/\/\/[^@]*@/, "//")}), blobs in memory, ${clients} clients at once, ${saves} new skills of ${(first.spread.archiveBytes / 1024 / 1024).toFixed(2)} MB (17 files of random base64 text) per row, through \`SkillRegistry\` (no HTTP), ${cores} cores; archives read (native zlib) and scanned in the scan pool's workers:`,
  "",
  "| scan workers | across 16 owners, saves/s | into one owner, saves/s | one owner ÷ 16 owners |",
  "|---|---:|---:|---:|",
  ...results.map(
    ({ workers, spread, single }) =>
      `| ${workers}${workers === defaultWorkers() ? " (default: cores − 1)" : " (one per core)"} | ${spread.perSecond.toFixed(1)} | ${single.perSecond.toFixed(1)} | ${(single.perSecond / spread.perSecond).toFixed(2)} |`
  ),
  "",
  `Load average at start: ${loadAtStart.toFixed(1)}; the rates scale with the CPU left to this process, the ratios much less. Every save reads, inflates, hashes and scans its 1 MB in a worker: the rate is the pool's CPU ÷ that cost, so 200 saves/s of such skills needs about 5 ms per save.`
]
console.log(lines.join("\n"))

if (process.env.BENCH_SKIP_DOCS !== "1") writeSection("save-throughput", "Save throughput", lines.join("\n"))
