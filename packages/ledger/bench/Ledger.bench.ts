/**
 * Ledger throughput on PostgreSQL: holds placed and settled per second with 32
 * concurrent clients, on one hot account and spread over 1,000 accounts, side by side
 * with the bare single-row update rate of the same server (the ceiling any
 * balance-row design can reach). Goal: at least half of the bare rate.
 */

import { Database } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import { CreditLedger } from "../src/CreditLedger.ts"
import * as LedgerMigrations from "../src/LedgerMigrations.ts"

const clients = 32
const operations = Number(process.env.BENCH_OPERATIONS ?? 3200)

const timed = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const started = performance.now()
    yield* effect
    return operations / ((performance.now() - started) / 1000)
  })

const program = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const ledger = yield* CreditLedger
  for (const migration of Object.values(LedgerMigrations.migrations)) yield* migration
  yield* sql`CREATE TABLE counters (id int PRIMARY KEY, value bigint NOT NULL)`
  yield* sql`INSERT INTO counters SELECT g, 0 FROM generate_series(0, 999) g`
  for (let account = 0; account < 1000; account++) {
    yield* ledger.grant({ accountId: `user:${account}`, grantId: `g${account}`, amount: 1_000_000_000 })
  }
  const future = new Date(Date.now() + 3_600_000)
  const holdAndSettle = (account: number, index: number, run: string) =>
    Effect.gen(function* () {
      const hold = yield* ledger.hold({
        accountId: `user:${account}`,
        holdId: `${run}-${index}`,
        requested: 651,
        floor: 1,
        expiresAt: future
      })
      yield* ledger.settle(hold.holdId, 89)
    })
  const range = Array.from({ length: operations }, (_, index) => index)
  const bareHot = yield* timed(
    Effect.forEach(range, () => sql`UPDATE counters SET value = value + 1 WHERE id = 0`, { concurrency: clients })
  )
  const bareSpread = yield* timed(
    Effect.forEach(range, (index) => sql`UPDATE counters SET value = value + 1 WHERE id = ${index % 1000}`, {
      concurrency: clients
    })
  )
  // A hold and its settlement are two updates of the balance row: compare per update.
  const hot = yield* timed(Effect.forEach(range, (index) => holdAndSettle(0, index, "hot"), { concurrency: clients }))
  const spread = yield* timed(
    Effect.forEach(range, (index) => holdAndSettle(index % 1000, index, "spread"), { concurrency: clients })
  )
  return { bareHot, bareSpread, hot, spread }
})

const results = await Effect.runPromise(
  Effect.scoped(
    Effect.gen(function* () {
      const url = yield* DatabaseTest.freshPostgresUrl("ledger_bench")
      return yield* program.pipe(
        Effect.provide(
          CreditLedger.layer.pipe(Layer.provideMerge(Database.layerPostgres(url, { maxConnections: clients })))
        )
      )
    })
  )
)

const lines = [
  `PostgreSQL (${DatabaseTest.postgresUrl.replace(/\/\/[^@]*@/, "//")}), ${clients} concurrent clients, ${operations} operations per row.`,
  "",
  "| workload | hold + settle per second | bare single-row updates per second | ratio (two updates per hold + settle) |",
  "|---|---:|---:|---:|",
  `| one hot account | ${results.hot.toFixed(0)} | ${results.bareHot.toFixed(0)} | ${((results.hot * 2) / results.bareHot).toFixed(2)} |`,
  `| 1,000 accounts | ${results.spread.toFixed(0)} | ${results.bareSpread.toFixed(0)} | ${((results.spread * 2) / results.bareSpread).toFixed(2)} |`
]
console.log(lines.join("\n"))

writeSection("ledger", "Ledger", lines.join("\n"))
