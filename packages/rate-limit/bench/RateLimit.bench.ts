/**
 * Rate-limit decisions per second, one store after another in one run: memory, SQL on
 * embedded PGlite, SQL on PostgreSQL, Redis; 32 concurrent callers spread over 1,000
 * keys. Ratios are to the memory store.
 */

import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Database, DatabaseTest, Migrations } from "@vouch/database"
import { Effect, Layer } from "effect"
import { RateLimitStore } from "../src/RateLimitStore.ts"

const decisions = Number(process.env.BENCH_DECISIONS ?? 4000)
const migrations = [Migrations.make("rate-limit", RateLimitStore.migrations)]

const measure = Effect.gen(function* () {
  const store = yield* RateLimitStore
  const started = performance.now()
  yield* Effect.forEach(
    Array.from({ length: decisions }, (_, index) => index),
    (index) => store.increment(`key-${index % 1000}`, 60),
    {
      concurrency: 32
    }
  )
  return decisions / ((performance.now() - started) / 1000)
})

const migrated = (layer: Layer.Layer<Database.Services>) =>
  RateLimitStore.layerSql.pipe(
    Layer.provide(Layer.effectDiscard(Effect.orDie(Migrations.run(migrations))).pipe(Layer.provideMerge(layer)))
  )

const results: Array<[string, number]> = []
results.push(["memory", await Effect.runPromise(measure.pipe(Effect.provide(RateLimitStore.layerMemory)))])
results.push(["SQL on PGlite", await Effect.runPromise(measure.pipe(Effect.provide(migrated(Database.layerPglite()))))])
results.push([
  "SQL on PostgreSQL",
  await Effect.runPromise(
    Effect.scoped(
      Effect.flatMap(DatabaseTest.freshPostgresUrl("rate_bench"), (url) =>
        measure.pipe(Effect.provide(migrated(Database.layerPostgres(url, { maxConnections: 16 }))))
      )
    )
  )
])
results.push([
  "Redis",
  await Effect.runPromise(
    measure.pipe(
      Effect.provide(RateLimitStore.layerRedis("redis://127.0.0.1:6379", { prefix: `vouch:bench:${Date.now()}:` }))
    )
  )
])

const memory = results[0]![1]
const lines = [
  `${decisions} decisions, 32 concurrent callers, 1,000 keys.`,
  "",
  "| store | decisions per second | ratio to memory |",
  "|---|---:|---:|",
  ...results.map(([name, rate]) => `| ${name} | ${rate.toFixed(0)} | ${(rate / memory).toFixed(3)} |`)
]
console.log(lines.join("\n"))
const documentPath = join(import.meta.dirname, "..", "..", "..", "docs", "benchmarks.md")
const section = `<!-- rate-limit:start -->\n## Rate limiting\n\nMeasured by \`pnpm bench rate-limit\` on ${new Date().toISOString().slice(0, 10)} (2 cores).\n\n${lines.join("\n")}\n<!-- rate-limit:end -->`
let document: string
try {
  document = readFileSync(documentPath, "utf8")
} catch {
  document = "# Benchmarks\n\nEach section is written by its benchmark (`pnpm bench <name>`).\n"
}
document = /<!-- rate-limit:start -->[\s\S]*<!-- rate-limit:end -->/.test(document)
  ? document.replace(/<!-- rate-limit:start -->[\s\S]*<!-- rate-limit:end -->/, section)
  : `${document.trimEnd()}\n\n${section}\n`
writeFileSync(documentPath, document)
process.exit(0)
