/**
 * The shader review app on two server processes sharing one PostgreSQL database.
 * Cancellation from any process: two server processes on one PostgreSQL database, each
 * holding job leases of an hour (so no heartbeat comes before the model's one-minute
 * wall clock). A shader review run started on one process and cancelled through the
 * other stops there and ends `cancelled`, charged for what it used: the stored usage,
 * priced at the scripted model's rates, and the credits taken from the balance are that
 * charge. Without the store's notification (or its poll) the job would run to its wall
 * clock and fail instead. A person whose balance is under a run's floor (`min_credits`)
 * is refused with 402 `INSUFFICIENT_CREDITS`.
 */
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import { Database } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { ModelCatalogue } from "@vouch/models"
import { Effect, Exit, Schema, Scope } from "effect"
import { SqlClient } from "effect/sql"
import * as ReviewServer from "./ReviewServer.ts"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 })

interface Body {
  readonly ok: boolean
  readonly data?: Record<string, unknown>
}

const shader = `void mainImage(out vec4 fragColor, in vec2 fragCoord) {
  vec2 uv = fragCoord / iResolution.xy;
  fragColor = vec4(uv, 0.5 + 0.5 * sin(iTime), 1.0);
}`

const UsageRow = Schema.Struct({
  usage: Schema.Struct({ inputTokens: Schema.Number, outputTokens: Schema.Number, estimated: Schema.Boolean }),
  charged_credits: Schema.NumberFromString
})

if (DatabaseTest.postgresEnabled)
  describe("the shader review app on two processes sharing PostgreSQL", () => {
    const scope = Effect.runSync(Scope.make())
    const servers: Array<ServerProcess.ServerProcess> = []
    const catalogueFolder = ReviewServer.directoryWithCatalogue("vouch-shader-cancel-", { max_output_tokens: 16_000 })
    const mailFolder = mkdtempSync(join(tmpdir(), "vouch-mail-"))
    mkdirSync(join(mailFolder, "outbox"))
    let databaseUrl = ""

    beforeAll(async () => {
      databaseUrl = await Effect.runPromise(Scope.provide(DatabaseTest.freshPostgresUrl("shader_processes"), scope))
      // The second process grants new accounts 2 credits (less than any run's floor).
      const process = (welcomeCredits: string) =>
        ServerProcess.start({
          VOUCH_WELCOME_CREDITS: welcomeCredits,
          DATABASE_URL: databaseUrl,
          VOUCH_SECRET: "a shared secret for both processes",
          VOUCH_DATA_DIR: mkdtempSync(join(tmpdir(), "vouch-process-")),
          VOUCH_OUTBOX_DIR: join(mailFolder, "outbox"),
          VOUCH_SCRIPTED_MODEL: "on",
          VOUCH_MODEL_CATALOGUE: join(catalogueFolder, "catalogue.json"),
          VOUCH_RATE_LIMITS: "off",
          VOUCH_JOB_LEASE_SECONDS: "3600"
        })
      // One after the other: the first one migrates.
      servers.push(await process("10000"))
      servers.push(await process("2"))
    })

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await Effect.runPromise(Scope.close(scope, Exit.void))
    })

    it("a run on one process, cancelled through the other, ends cancelled and charged for what it used", async () => {
      const [running, other] = servers as [ServerProcess.ServerProcess, ServerProcess.ServerProcess]
      const session = await ServerProcess.signIn(running.url, mailFolder, "cancel@example.com")
      const token = await ServerProcess.mintAppToken(running.url, session, "shader-review")
      const onRunning = ReviewServer.client<Body>(
        () => running.url,
        () => token
      )
      const onOther = ReviewServer.client<Body>(
        () => other.url,
        () => token
      )
      const before = (await onOther.call("/me", { headers: onOther.auth() })).body.data?.credits as number
      const started = await onRunning.call("/run", {
        method: "POST",
        headers: { ...onRunning.auth(), "idempotency-key": "shader-cancel-across-1" },
        body: JSON.stringify({ task: "explain", shader, symptom: "[[slow]] [[review:slow]]" })
      })
      assert.strictEqual(started.body.data?.status, "queued")
      const jobId = started.body.data!.job_id as string
      const cancelled = await onOther.call(`/jobs/${jobId}/cancel`, { method: "POST", headers: onOther.auth() })
      assert.isTrue(cancelled.body.ok)

      const job = await onRunning.poll<{
        readonly status: string
        readonly charged_credits: number
        readonly hold_credits: number
        readonly output: { readonly output: string }
      }>(jobId)
      assert.strictEqual(job.status, "cancelled")
      assert.isBelow(job.charged_credits, job.hold_credits)

      // The charge is the price of the stored usage: what was sent and what had arrived.
      const [row] = await Effect.runPromise(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql`SELECT usage, charged_credits::text AS charged_credits FROM jobs_jobs WHERE job_id = ${jobId}`
        }).pipe(Effect.provide(Database.layerPostgres(databaseUrl, { maxConnections: 1 })), Effect.orDie)
      )
      const stored = Schema.decodeUnknownSync(UsageRow)(row)
      const catalogue = JSON.parse(readFileSync(join(catalogueFolder, "catalogue.json"), "utf8")) as {
        models: Array<{ id: string; rates: { credits_per_mtok: { in: number; out: number } } }>
      }
      const rates = catalogue.models.find((model) => model.id === "scripted")!.rates.credits_per_mtok
      assert.isAbove(stored.usage.inputTokens, 0)
      assert.isBelow(stored.usage.outputTokens, 16_000)
      assert.strictEqual(stored.charged_credits, job.charged_credits)
      assert.strictEqual(
        job.charged_credits,
        ModelCatalogue.credits({ inputCreditsPerMillion: rates.in, outputCreditsPerMillion: rates.out }, stored.usage)
      )
      const after = (await onRunning.call("/me", { headers: onRunning.auth() })).body.data?.credits as number
      assert.strictEqual(after, before - job.charged_credits)
    })

    it("refuses a run below min_credits with 402 INSUFFICIENT_CREDITS, creating no job", async () => {
      const poor = servers[1]!
      const session = await ServerProcess.signIn(poor.url, mailFolder, "poor@example.com")
      const token = await ServerProcess.mintAppToken(poor.url, session, "shader-review")
      const client = ReviewServer.client<Body & { readonly error?: { readonly code: string } }>(
        () => poor.url,
        () => token
      )
      const estimate = await client.call("/estimate", {
        method: "POST",
        headers: client.auth(),
        body: JSON.stringify({ task: "diagnose", shader })
      })
      assert.isAbove(estimate.body.data?.min_credits as number, 2)
      const refused = await client.call("/run", {
        method: "POST",
        headers: { ...client.auth(), "idempotency-key": "shader-poor-1" },
        body: JSON.stringify({ task: "diagnose", shader })
      })
      assert.strictEqual(refused.status, 402)
      assert.isFalse(refused.body.ok)
      assert.strictEqual(refused.body.error?.code, "INSUFFICIENT_CREDITS")
      assert.strictEqual((await client.call("/me", { headers: client.auth() })).body.data?.credits, 2)
    })
  })
else DatabaseTest.skipPostgres("the shader review app on two processes")
