/**
 * Issue 16, point 8: a client that disconnects in the middle of `/run` or `/run-stream`
 * never leaves an orphan. Requests are aborted at random points (from before the request
 * is read to after the job has started); afterwards every job that was created reaches a
 * terminal status on its own (the reaper is off here) and the ledger holds nothing
 * pending: each job is charged what it reports, and the account's debits add up.
 */
import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { CreditLedger } from "@vouch/ledger"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { migrations, runtime, serve, user } from "./Fixtures.ts"

const requests = 60

interface JobRow {
  readonly job_id: string
  readonly status: string
  readonly charged_credits: number | null
}

for (const backend of DatabaseTest.backends("app_api_abort", { migrations })) {
  layer(serve(runtime(backend.layer)), { excludeTestServices: true, timeout: 240_000 })(
    `client aborts on ${backend.name}`,
    (it) => {
      it.effect(
        "runs whose client disconnects at a random point all end, charged and settled",
        () =>
          Effect.gen(function* () {
            const server = yield* HttpServer.HttpServer
            const url = HttpServer.formatAddress(server.address)
            const sql = yield* SqlClient.SqlClient
            const ledger = yield* CreditLedger.CreditLedger
            const { token, accountId } = yield* user("leaver@example.com", "echo", 100_000)
            const send = (index: number, signal?: AbortSignal) =>
              fetch(`${url}/v1/app-api/${index % 2 === 0 ? "run" : "run-stream"}`, {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  authorization: `Bearer ${token}`,
                  "idempotency-key": `leave-${index}`
                },
                body: JSON.stringify({ text: `question ${index}` }),
                ...(signal === undefined ? {} : { signal })
              }).then((response) => response.text())

            // How long a whole request takes here: aborts are spread over that span.
            const began = performance.now()
            yield* Effect.promise(() => send(-2))
            const span = Math.max(5, performance.now() - began)

            const outcomes = yield* Effect.promise(() =>
              Promise.all(
                Array.from({ length: requests }, (_, index) => {
                  const controller = new AbortController()
                  setTimeout(() => controller.abort(), Math.random() * span * 1.2)
                  return send(index, controller.signal).then(
                    () => "answered",
                    () => "aborted"
                  )
                })
              )
            )
            assert.include(outcomes, "aborted")

            // Every job created ends by itself: none is left running or queued.
            let jobs: ReadonlyArray<JobRow> = []
            for (let attempt = 0; attempt < 600; attempt++) {
              jobs = yield* sql<JobRow>`SELECT job_id, status, charged_credits FROM jobs_jobs`.pipe(Effect.orDie)
              if (jobs.every((job) => ["succeeded", "failed", "cancelled"].includes(job.status))) break
              yield* Effect.sleep("100 millis")
            }
            assert.deepStrictEqual(
              jobs.filter((job) => !["succeeded", "failed", "cancelled"].includes(job.status)),
              []
            )
            // Every request the server accepted has its job (an idempotency record without one would be a lost run).
            const recorded = yield* sql<{
              readonly job_id: string
            }>`SELECT job_id FROM app_idempotency WHERE job_id IS NOT NULL`.pipe(Effect.orDie)
            const known = new Set(jobs.map((job) => job.job_id))
            assert.deepStrictEqual(
              recorded.filter((row) => !known.has(row.job_id)),
              []
            )
            const balance = yield* ledger.balance(accountId)
            assert.strictEqual(balance.debitsPending, 0)
            assert.strictEqual(
              balance.debitsPosted,
              jobs.reduce((sum, job) => sum + Number(job.charged_credits ?? 0), 0)
            )
          }),
        240_000
      )
    }
  )
}
