/**
 * Many concurrent runs by one subject on PostgreSQL, served by two instances of the
 * app API with their own connection pools and job owners (as two processes are), so
 * holds race on the one balance row from different connections.
 */
import { assert, describe, it } from "@effect/vitest"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { CreditLedger } from "@vouch/ledger"
import { Context, Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { migrations, runtime, serve, user } from "./Fixtures.ts"

const instance = (url: string, name: string) =>
  Effect.gen(function* () {
    const database = Database.layerPostgres(url, { maxConnections: 8, applicationName: `vouch-test-${name}` })
    const context = yield* Layer.build(serve(runtime(database, { owner: name })))
    const server = Context.get(context, HttpServer.HttpServer)
    return { url: HttpServer.formatAddress(server.address), context }
  })

const post = (url: string, token: string, key: string, body: unknown) =>
  Effect.promise(async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "idempotency-key": key },
      body: JSON.stringify(body)
    })
    return {
      status: response.status,
      // biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field in tests
      body: (await response.json()) as { ok: boolean; data?: any; error?: { code: string } }
    }
  })

describe.runIf(DatabaseTest.postgresEnabled)("concurrent runs on PostgreSQL, two instances", () => {
  it.live(
    "50 concurrent runs by one 100-credit user: no 500, never an overdraft, every credit accounted for",
    () =>
      Effect.gen(function* () {
        const url = yield* DatabaseTest.freshPostgresUrl("app_api_race")
        // Migrate once, then start both instances on the migrated database.
        yield* Effect.orDie(Migrations.run(migrations)).pipe(
          Effect.provide(Database.layerPostgres(url, { maxConnections: 1 }))
        )
        const first = yield* instance(url, "first")
        const second = yield* instance(url, "second")
        const { token, accountId } = yield* user("racer@example.com", "echo", 100).pipe(Effect.provide(first.context))
        const ledger = Context.get(first.context, CreditLedger.CreditLedger)
        const sql = Context.get(first.context, SqlClient.SqlClient)

        const results = yield* Effect.all(
          Array.from({ length: 50 }, (_, index) =>
            post(`${(index % 2 === 0 ? first : second).url}/v1/app-api/run`, token, `race-${index}`, {
              text: `race number ${index}: ${"a long question ".repeat(60)}`
            })
          ),
          { concurrency: "unbounded" }
        )
        const statuses = results.map((result) => result.status)
        assert.deepStrictEqual(
          statuses.filter((status) => status !== 200 && status !== 402),
          [],
          JSON.stringify(results.filter((result) => result.status !== 200 && result.status !== 402))
        )
        for (const refused of results.filter((result) => result.status === 402))
          assert.strictEqual(refused.body.error?.code, "insufficient_credits")
        const started = results.filter((result) => result.status === 200)
        assert.isAbove(started.length, 0)

        // Every job ends; the balance settles without pending holds and never below zero.
        const jobIds = started.map((result) => String(result.body.data.job_id))
        let charged = 0
        let truncated = 0
        for (const jobId of jobIds) {
          const job = yield* Effect.gen(function* () {
            for (;;) {
              const [row] = yield* sql<{
                readonly status: string
                readonly charged_credits: number | null
                readonly truncated: boolean
              }>`SELECT status, charged_credits, truncated FROM jobs_jobs WHERE job_id = ${jobId}`.pipe(Effect.orDie)
              if (row !== undefined && ["succeeded", "failed", "cancelled"].includes(row.status)) return row
              yield* Effect.sleep("50 millis")
            }
          })
          assert.strictEqual(job.status, "succeeded")
          charged += Number(job.charged_credits)
          if (job.truncated) truncated++
        }
        // Each reply costs 3 credits in full: 100 credits cannot fund 50 of them.
        assert.isAbove(statuses.filter((status) => status === 402).length + truncated, 0)
        const balance = yield* ledger.balance(accountId)
        assert.strictEqual(balance.debitsPending, 0)
        assert.isAtLeast(balance.available, 0)
        assert.strictEqual(balance.debitsPosted, charged)
        assert.strictEqual(charged, 100 - balance.available)
      }).pipe(Effect.scoped),
    120_000
  )
})
