/**
 * Job store throughput on PostgreSQL: jobs enqueued per second, and jobs claimed
 * (`FOR UPDATE SKIP LOCKED`, batches of 10) and finished per second by 8 concurrent
 * workers, side by side with the bare rate of inserting and then updating single rows
 * of a plain table with the same concurrency.
 */
import { Database } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import * as JobMigrations from "../src/JobMigrations.ts"
import { JobStore } from "../src/JobStore.ts"

const jobs = Number(process.env.BENCH_JOBS ?? 2000)
const workers = 8
const clients = 32

const rate = (count: number, started: number) => count / ((performance.now() - started) / 1000)

const program = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const store = yield* JobStore
  for (const migration of Object.values(JobMigrations.migrations)) yield* migration
  yield* sql`CREATE TABLE bare (id int PRIMARY KEY, status text NOT NULL, owner text)`
  const range = Array.from({ length: jobs }, (_, index) => index)
  const deadlineAt = new Date(Date.now() + 3_600_000)

  let started = performance.now()
  yield* Effect.forEach(range, (index) => sql`INSERT INTO bare (id, status) VALUES (${index}, 'queued')`, {
    concurrency: clients
  })
  const bareInsert = rate(jobs, started)
  started = performance.now()
  yield* Effect.forEach(range, (index) => sql`UPDATE bare SET status = 'done', owner = 'w' WHERE id = ${index}`, {
    concurrency: clients
  })
  const bareUpdate = rate(jobs, started)

  started = performance.now()
  yield* Effect.forEach(
    range,
    (index) =>
      store.enqueue({
        jobId: `job_${index}`,
        appSlug: "bench",
        subjectId: `user_${index % 100}`,
        input: { index },
        deadlineAt
      }),
    { concurrency: clients }
  )
  const enqueued = rate(jobs, started)

  started = performance.now()
  let completed = 0
  yield* Effect.forEach(
    Array.from({ length: workers }, (_, worker) => worker),
    (worker) =>
      Effect.gen(function* () {
        for (;;) {
          const leases = yield* store.claim({ owner: `worker-${worker}`, limit: 10, leaseMillis: 30_000 })
          if (leases.length === 0) return
          for (const lease of leases) {
            yield* store.finish(lease.job.jobId, lease.leaseToken, {
              status: "succeeded",
              output: { ok: true },
              chargedCredits: 1
            })
            completed++
          }
        }
      }),
    { concurrency: workers }
  )
  const claimedAndFinished = rate(completed, started)
  return { bareInsert, bareUpdate, enqueued, claimedAndFinished, completed }
})

const result = await Effect.runPromise(
  Effect.scoped(
    Effect.gen(function* () {
      const url = yield* DatabaseTest.freshPostgresUrl("jobs_bench")
      return yield* program.pipe(
        Effect.provide(
          JobStore.layer.pipe(Layer.provideMerge(Database.layerPostgres(url, { maxConnections: clients })))
        )
      )
    })
  )
)

const lines = [
  `${jobs} jobs, ${clients} concurrent clients for enqueueing, ${workers} workers claiming batches of 10 and finishing each job (lease token checked).`,
  "",
  "| operation | jobs/s | bare baseline | rows/s | ratio |",
  "|---|---:|---|---:|---:|",
  `| enqueue | ${result.enqueued.toFixed(0)} | single-row INSERT | ${result.bareInsert.toFixed(0)} | ${(result.enqueued / result.bareInsert).toFixed(2)} |`,
  `| claim and finish | ${result.claimedAndFinished.toFixed(0)} | single-row UPDATE | ${result.bareUpdate.toFixed(0)} | ${(result.claimedAndFinished / result.bareUpdate).toFixed(2)} |`
]
if (result.completed !== jobs) throw new Error(`completed ${result.completed} of ${jobs} jobs`)
console.log(lines.join("\n"))
writeSection("jobs", "Job store", lines.join("\n"))
