/**
 * Save throughput on PostgreSQL: new 1 MB skills saved through `SkillRegistry` (archive
 * checks in the scan pool's workers, the server's reference scan, hashes, blob puts in
 * memory, the save transaction; no HTTP) by 16 clients at once, spread over 16 owners and
 * all into one owner. Printed: saves per second of each, and one owner ÷ 16 owners (the
 * per-owner serialisation the running usage counter removed; goal ≥ 0.8).
 *
 * `BENCH_SAVES` saves per run (default 160), `BENCH_SKIP_DOCS=1` prints the figures
 * without writing `docs/benchmarks.md`.
 */

import { loadavg } from "node:os"
import { BlobStorage } from "@vouch/blob-storage"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer, Option } from "effect"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
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

const loadAtStart = loadavg()[0]!
const results = await Effect.runPromise(
  Effect.scoped(
    Effect.gen(function* () {
      const url = yield* DatabaseTest.freshPostgresUrl("save_throughput_bench")
      return yield* program.pipe(
        Effect.provide(
          SkillRegistry.layer({ saveConcurrency: clients, saveQueueLength: saves }).pipe(
            Layer.provideMerge(ScanPool.layer()),
            Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
            Layer.provideMerge(Database.layerPostgres(url, { maxConnections: clients }))
          )
        )
      )
    })
  )
)

const lines = [
  `PostgreSQL (${DatabaseTest.postgresUrl.replace(/\/\/[^@]*@/, "//")}), blobs in memory, scans in the worker pool, ${clients} clients at once, ${saves} new skills of ${(results.spread.archiveBytes / 1024 / 1024).toFixed(2)} MB (17 files of random base64 text) per row, through \`SkillRegistry\` (no HTTP):`,
  "",
  "| saves | saves/s |",
  "|---|---:|",
  `| across 16 owners | ${results.spread.perSecond.toFixed(1)} |`,
  `| into one owner | ${results.single.perSecond.toFixed(1)} |`,
  "",
  `One owner ÷ 16 owners: ${(results.single.perSecond / results.spread.perSecond).toFixed(2)} (load average at start: ${loadAtStart.toFixed(1)}; the rates scale with the CPU left to this process, the ratio much less).`
]
console.log(lines.join("\n"))

if (process.env.BENCH_SKIP_DOCS !== "1") writeSection("save-throughput", "Save throughput", lines.join("\n"))
