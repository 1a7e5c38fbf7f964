/**
 * Billing through the reference server process: the billing endpoints in the
 * registry's envelope, Stripe reached through the real `stripe` library at a local
 * Stripe-compatible server (`STRIPE_API_BASE`), signed webhook deliveries, the plan's
 * limits in the registry, the `/v1/billing/*` rate limit, the reconciliation command,
 * and 503 without Stripe configuration while everything else works.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import * as StripeTest from "@vouch/billing/StripeTest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Exit, Scope } from "effect"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const reconcileScript = join(import.meta.dirname, "..", "src", "reconcile.ts")

// The answers are read field by field, as a client reads JSON.
// biome-ignore lint/suspicious/noExplicitAny: JSON read in tests
type Json = any

interface Body {
  readonly ok: boolean
  readonly data?: Json
  readonly error?: { readonly code: string; readonly message: string; readonly details?: Json }
  readonly meta: { readonly request_id: string; readonly pagination?: Json }
}

const call = async (url: string, init: RequestInit & { readonly session?: string } = {}) => {
  const headers = new Headers(init.headers)
  if (init.session !== undefined) headers.set("cookie", `ss_session=${init.session}`)
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json")
  const response = await fetch(url, { ...init, headers })
  return { response, status: response.status, body: (await response.json()) as Body }
}

const mebibyte = 1024 * 1024
const plans = {
  plans: [
    {
      id: "free",
      name: "Free",
      tier: "free",
      price_ids: [],
      limits: { shared_skills: 5, storage_bytes: 50 * mebibyte, monthly_credits: 0 }
    },
    {
      id: "pro",
      name: "Pro",
      tier: "pro",
      price_ids: ["price_pro_monthly"],
      limits: { shared_skills: null, storage_bytes: 3 * 1024 * mebibyte, monthly_credits: 100_000 }
    }
  ],
  credit_packs: [{ price_id: "price_credits_10", credits: 100_000 }]
}

describe("billing without Stripe configuration", () => {
  const scope = Effect.runSync(Scope.make())
  let server: ServerProcess.ServerProcess
  let directory: string
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "vouch-billing-off-"))
    // PostgreSQL when there is one (it starts faster than embedded PGlite on a busy machine).
    const database = DatabaseTest.postgresEnabled
      ? {
          DATABASE_URL: await Effect.runPromise(
            Scope.provide(DatabaseTest.freshPostgresUrl("billing_unconfigured"), scope)
          )
        }
      : {}
    server = await ServerProcess.start({ VOUCH_DATA_DIR: directory, ...database })
  })
  afterAll(async () => {
    await server?.stop()
    await Effect.runPromise(Scope.close(scope, Exit.void))
    ServerProcess.removeDirectory(directory)
  })

  it("answers 503 on every billing endpoint with a clear message; everything else works", async () => {
    const session = await ServerProcess.signIn(server.url, directory, "nostripe@example.com")
    const answers = [
      await call(`${server.url}/v1/billing/subscription`, { session }),
      await call(`${server.url}/v1/billing/invoices`, { session }),
      await call(`${server.url}/v1/billing/checkout`, {
        method: "POST",
        session,
        body: JSON.stringify({ price_id: "price_pro_monthly" })
      }),
      await call(`${server.url}/v1/billing/webhook`, { method: "POST", body: JSON.stringify({ id: "evt_1" }) })
    ]
    for (const answer of answers) {
      assert.strictEqual(answer.status, 503)
      assert.strictEqual(answer.body.error?.code, "service_unavailable")
      assert.include(answer.body.error?.message, "STRIPE_SECRET_KEY")
      assert.match(answer.body.meta.request_id, /^req_/)
    }
    assert.strictEqual((await call(`${server.url}/v1/health`)).status, 200)
    assert.strictEqual((await call(`${server.url}/v1/account`, { session })).status, 200)
    // Without a subscription the free plan's default limits hold.
    const usage = await call(`${server.url}/v1/account/usage`, { session })
    assert.strictEqual(usage.body.data.storage_limit_bytes, 100 * mebibyte)
  })
})

describe.runIf(DatabaseTest.postgresEnabled)("billing with Stripe, on PostgreSQL", () => {
  const scope = Effect.runSync(Scope.make())
  const secret = "whsec_reference_server"
  const environment: Record<string, string> = {}
  let stripe: StripeTest.StripeServer
  let server: ServerProcess.ServerProcess

  beforeAll(async () => {
    stripe = await Effect.runPromise(
      Scope.provide(StripeTest.make({ prices: ["price_pro_monthly", "price_credits_10"] }), scope)
    )
    const databaseUrl = await Effect.runPromise(Scope.provide(DatabaseTest.freshPostgresUrl("billing_server"), scope))
    const directory = mkdtempSync(join(tmpdir(), "vouch-billing-"))
    writeFileSync(join(directory, "plans.json"), JSON.stringify(plans))
    Object.assign(environment, {
      DATABASE_URL: databaseUrl,
      VOUCH_DATA_DIR: directory,
      VOUCH_SECRET: "a secret for the billing server test",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: `whsec_retired, ${secret}`,
      STRIPE_API_BASE: stripe.url,
      VOUCH_PLANS: join(directory, "plans.json")
    })
    server = await ServerProcess.start(environment)
  })

  afterAll(async () => {
    await server?.stop()
    await Effect.runPromise(Scope.close(scope, Exit.void))
    if (environment.VOUCH_DATA_DIR !== undefined) ServerProcess.removeDirectory(environment.VOUCH_DATA_DIR)
  })

  const webhook = (body: unknown, signingSecret = secret) => {
    const signed = StripeTest.delivery(body, signingSecret)
    return call(`${server.url}/v1/billing/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signed.signature },
      body: signed.payload
    })
  }

  it("subscribes through checkout and the signed webhook; the plan sets the registry's limits", async () => {
    const email = "subscriber@example.com"
    const session = await ServerProcess.signIn(server.url, environment.VOUCH_DATA_DIR!, email)

    assert.strictEqual((await call(`${server.url}/v1/billing/subscription`)).status, 401)
    const before = await call(`${server.url}/v1/billing/subscription`, { session })
    assert.strictEqual(before.status, 200)
    assert.deepInclude(before.body.data, { status: "none", plan: "free", renews_at: null })
    assert.strictEqual(
      (await call(`${server.url}/v1/account/usage`, { session })).body.data.storage_limit_bytes,
      50 * mebibyte
    )
    assert.strictEqual((await call(`${server.url}/v1/account`, { session })).body.data.tier, "free")

    const unknown = await call(`${server.url}/v1/billing/checkout`, {
      method: "POST",
      session,
      body: JSON.stringify({ price_id: "price_elsewhere" })
    })
    assert.strictEqual(unknown.status, 400)
    assert.strictEqual(unknown.body.error?.code, "validation_error")
    assert.strictEqual(unknown.body.error?.details?.field, "price_id")
    const badUrl = await call(`${server.url}/v1/billing/checkout`, {
      method: "POST",
      session,
      body: JSON.stringify({ price_id: "price_pro_monthly", success_url: "javascript:alert(1)" })
    })
    assert.strictEqual(badUrl.status, 400)

    const checkout = await call(`${server.url}/v1/billing/checkout`, {
      method: "POST",
      session,
      body: JSON.stringify({
        price_id: "price_pro_monthly",
        success_url: "https://app.example/billing/done",
        cancel_url: "https://app.example/billing"
      })
    })
    assert.strictEqual(checkout.status, 200)
    assert.isTrue(checkout.body.ok)
    assert.match(checkout.body.data.url, /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const sessionId = (checkout.body.data.url as string).split("/").at(-1)!
    assert.strictEqual(stripe.sessions.get(sessionId)?.success_url, "https://app.example/billing/done")

    // The person pays at Stripe; Stripe signs and delivers the event (twice).
    const completed = StripeTest.event("checkout.session.completed", stripe.completeCheckout(sessionId))
    const delivered = await webhook(completed)
    assert.strictEqual(delivered.status, 200)
    assert.deepStrictEqual(delivered.body.data, { received: true, event_id: completed.id, outcome: "applied" })
    assert.strictEqual((await webhook(completed)).body.data.outcome, "duplicate")
    const forged = await webhook({ ...completed, id: "evt_forged" }, "whsec_attacker")
    assert.strictEqual(forged.status, 400)
    assert.strictEqual(forged.body.error?.code, "invalid_request")
    // A retired secret still in the rotation list verifies.
    const ignored = await webhook(
      StripeTest.event("customer.created", { object: "customer", id: "cus_x" }),
      "whsec_retired"
    )
    assert.strictEqual(ignored.body.data.outcome, "ignored")

    const after = await call(`${server.url}/v1/billing/subscription`, { session })
    assert.deepInclude(after.body.data, { status: "active", plan: "pro", tier: "pro", cancel_at_period_end: false })
    assert.isString(after.body.data.renews_at)
    assert.strictEqual(
      (await call(`${server.url}/v1/account/usage`, { session })).body.data.storage_limit_bytes,
      3 * 1024 * mebibyte
    )
    // The plan in force is the account's tier.
    assert.strictEqual((await call(`${server.url}/v1/account`, { session })).body.data.tier, "pro")

    // Invoices, paged.
    const customerId = stripe.sessions.get(sessionId)!.customer as string
    stripe.addInvoice(customerId)
    const first = await call(`${server.url}/v1/billing/invoices?limit=1`, { session })
    assert.strictEqual(first.status, 200)
    assert.strictEqual(first.body.data.length, 1)
    assert.deepInclude(first.body.meta.pagination, { has_more: true })
    const next = await call(
      `${server.url}/v1/billing/invoices?limit=1&cursor=${first.body.meta.pagination.next_cursor}`,
      { session }
    )
    assert.strictEqual(next.body.data.length, 1)
    assert.notStrictEqual(next.body.data[0].invoice_id, first.body.data[0].invoice_id)
    assert.deepInclude(next.body.meta.pagination, { has_more: false, next_cursor: null })
    const defaults = await call(`${server.url}/v1/billing/invoices`, { session })
    assert.strictEqual(defaults.body.data.length, 2)
    assert.strictEqual(
      stripe.requests
        .filter((request) => request.path === "/v1/invoices")
        .at(-1)
        ?.query.get("limit"),
      "10"
    )
    assert.strictEqual((await call(`${server.url}/v1/billing/invoices?limit=0`, { session })).status, 400)
    assert.strictEqual((await call(`${server.url}/v1/billing/invoices?cursor=x%20y`, { session })).status, 400)

    // The subscription ends: back to the free tier and its limits.
    const subscriptionId = stripe.sessions.get(sessionId)!.subscription as string
    const ended = StripeTest.event(
      "customer.subscription.deleted",
      stripe.updateSubscription(subscriptionId, { status: "canceled" }),
      { created: Math.floor(Date.now() / 1000) + 60 }
    )
    assert.strictEqual((await webhook(ended)).body.data.outcome, "applied")
    assert.strictEqual((await call(`${server.url}/v1/account`, { session })).body.data.tier, "free")
    assert.strictEqual(
      (await call(`${server.url}/v1/account/usage`, { session })).body.data.storage_limit_bytes,
      50 * mebibyte
    )
  })

  it("the reconcile command applies what no webhook delivered, once, while the server runs", async () => {
    const email = "reconciled@example.com"
    const session = await ServerProcess.signIn(server.url, environment.VOUCH_DATA_DIR!, email)
    const checkout = await call(`${server.url}/v1/billing/checkout`, {
      method: "POST",
      session,
      body: JSON.stringify({ price_id: "price_credits_10" })
    })
    const sessionId = (checkout.body.data.url as string).split("/").at(-1)!
    assert.strictEqual(stripe.sessions.get(sessionId)?.mode, "payment")
    stripe.completeCheckout(sessionId)
    const reconcile = (...args: Array<string>) =>
      new Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [reconcileScript, ...args],
          { env: { ...process.env, ...environment, LOG_LEVEL: "Warn" } },
          (error, stdout, stderr) =>
            resolve({ code: error === null ? 0 : Number((error as { code?: number }).code ?? 1), stdout, stderr })
        )
      })
    assert.strictEqual((await reconcile()).code, 2)
    assert.strictEqual((await reconcile("nobody@example.com")).code, 1)
    const first = await reconcile(email)
    assert.strictEqual(first.code, 0, first.stderr)
    const report = JSON.parse(first.stdout) as { credits_granted: Array<{ reference: string; amount: number }> }
    assert.deepStrictEqual(
      report.credits_granted.map((grant) => grant.amount),
      [100_000]
    )
    assert.match(report.credits_granted[0]!.reference, /^payment:pi_/)
    const again = JSON.parse((await reconcile(email)).stdout) as { credits_granted: Array<unknown> }
    assert.deepStrictEqual(again.credits_granted, [])
  })

  it("limits /v1/billing/* to 30 requests a minute per caller", async () => {
    const session = await ServerProcess.signIn(server.url, environment.VOUCH_DATA_DIR!, "eager@example.com")
    const answers = []
    for (let index = 0; index < 31; index++)
      answers.push(await call(`${server.url}/v1/billing/subscription`, { session }))
    assert.strictEqual(answers[0]!.response.headers.get("x-ratelimit-limit"), "30")
    assert.deepStrictEqual(
      answers.slice(0, 30).map((answer) => answer.status),
      Array.from({ length: 30 }, () => 200)
    )
    assert.strictEqual(answers[30]!.status, 429)
    assert.strictEqual(answers[30]!.body.error?.code, "rate_limited")
    assert.isNotNull(answers[30]!.response.headers.get("retry-after"))
  })
})
