/**
 * Rate-limit decisions per second, one store after another in one run: memory, SQL on
 * embedded PGlite, SQL on PostgreSQL, Redis; 32 concurrent callers spread over 1,000
 * keys. Ratios are to the memory store.
 */

import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
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
writeSection("rate-limit", "Rate limiting", lines.join("\n"), "2 cores")
process.exit(0)
