import { assert, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { CreditLedger, LedgerMigrations } from "@vouch/ledger"
import { Context, Effect, Layer, Redacted, Result } from "effect"
import { SqlClient } from "effect/sql"
import * as Billing from "../src/Billing.ts"
import { BillingHooks } from "../src/BillingHooks.ts"
import * as BillingMigrations from "../src/BillingMigrations.ts"
import { PaymentProvider } from "../src/PaymentProvider.ts"
import * as Plans from "../src/Plans.ts"
import * as StripeProvider from "../src/StripeProvider.ts"
import * as StripeTest from "../src/StripeTest.ts"

const migrations = [
  Migrations.make("ledger", LedgerMigrations.migrations),
  Migrations.make("billing", BillingMigrations.migrations)
]

const secrets = { old: "whsec_old_secret", current: "whsec_current_secret" }

export const catalogue = Result.getOrThrow(
  Plans.parse(
    JSON.stringify({
      plans: [
        {
          id: "free",
          name: "Free",
          tier: "free",
          price_ids: [],
          limits: { shared_skills: 5, storage_bytes: 1000, monthly_credits: 0 }
        },
        {
          id: "pro",
          name: "Pro",
          tier: "pro",
          price_ids: ["price_pro_monthly"],
          limits: { shared_skills: null, storage_bytes: 5000, monthly_credits: 100_000 }
        }
      ],
      credit_packs: [{ price_id: "price_credits_10", credits: 100_000 }]
    })
  )
)

class FakeStripe extends Context.Service<FakeStripe, StripeTest.StripeServer>()("test/FakeStripe") {}

const fake = Layer.effect(FakeStripe, StripeTest.make({ prices: ["price_pro_monthly", "price_credits_10"] }))

const stripe = Layer.unwrap(
  Effect.map(FakeStripe, (server) =>
    StripeProvider.layer({
      secretKey: Redacted.make(server.secretKey),
      webhookSecrets: [Redacted.make(secrets.old), Redacted.make(secrets.current)],
      apiBase: server.url,
      maxNetworkRetries: 0
    })
  )
)

/** The tiers billing reported, by account, in order; an account listed in `failing` makes the hook fail. */
const tiers = new Map<string, Array<Plans.Tier>>()
const failing = new Set<string>()
const hooks = Layer.succeed(
  BillingHooks,
  BillingHooks.of({
    tierChanged: (accountId, tier) =>
      failing.has(accountId)
        ? Effect.die(new Error("the host could not set the tier"))
        : Effect.sync(() => tiers.set(accountId, [...(tiers.get(accountId) ?? []), tier]))
  })
)

const services = Billing.Billing.layer({ catalogue }).pipe(
  Layer.provideMerge(Layer.mergeAll(stripe, CreditLedger.CreditLedger.layer, hooks)),
  Layer.provideMerge(fake)
)

let accounts = 0
const customer = (verified = true): Billing.Customer => {
  accounts++
  return {
    account_id: `acc_${accounts}_${Date.now()}`,
    email: `person${accounts}@example.com`,
    email_verified: verified
  }
}

const deliver = (type: string, object: unknown, options?: { readonly created?: number; readonly id?: string }) =>
  Effect.gen(function* () {
    const billing = yield* Billing.Billing
    return yield* billing.webhook(
      StripeTest.delivery(StripeTest.event(type, object as Record<string, unknown>, options), secrets.current)
    )
  })

const sessionIdOf = (url: string) => url.slice(url.lastIndexOf("/") + 1)

const periodStartOf = (server: StripeTest.StripeServer, subscriptionId: string) =>
  (server.subscriptions.get(subscriptionId)!.items as { data: Array<{ current_period_start: number }> }).data[0]!
    .current_period_start

const credits = (accountId: string) =>
  Effect.flatMap(CreditLedger.CreditLedger, (ledger) => ledger.balance(accountId)).pipe(
    Effect.map((balance) => balance.creditsPosted)
  )

const grants = (accountId: string) =>
  Effect.flatMap(CreditLedger.CreditLedger, (ledger) => ledger.entries(accountId)).pipe(
    Effect.map((entries) => entries.filter((entry) => entry.kind === "grant").map((entry) => entry.reference))
  )

/** A person subscribed to pro through checkout and the completion webhook. */
const subscribe = (person: Billing.Customer) =>
  Effect.gen(function* () {
    const billing = yield* Billing.Billing
    const server = yield* FakeStripe
    const { url } = yield* billing.checkout({
      customer: person,
      priceId: "price_pro_monthly",
      successUrl: "https://vouch.test/ok",
      cancelUrl: "https://vouch.test/cancel"
    })
    const session = server.completeCheckout(sessionIdOf(url))
    const applied = yield* deliver("checkout.session.completed", session)
    assert.strictEqual(applied.outcome, "applied")
    return session.subscription as string
  })

for (const backend of DatabaseTest.backends("billing", { migrations })) {
  layer(services.pipe(Layer.provideMerge(backend.layer)), { timeout: 180_000, excludeTestServices: true })(
    `Billing on ${backend.name}`,
    (it) => {
      it.effect("checkout sends the price, the account and the return URLs form-encoded and answers Stripe's URL", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const { url } = yield* billing.checkout({
            customer: person,
            priceId: "price_pro_monthly",
            successUrl: "https://vouch.test/ok",
            cancelUrl: "https://vouch.test/cancel"
          })
          assert.match(url, /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
          const created = server.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!
          assert.strictEqual(created.headers["content-type"], "application/x-www-form-urlencoded")
          assert.include(decodeURIComponent(created.rawBody), "line_items[0][price]=price_pro_monthly")
          assert.strictEqual(created.form.mode, "subscription")
          assert.strictEqual(created.form.client_reference_id, person.account_id)
          assert.strictEqual(created.form.success_url, "https://vouch.test/ok")
          assert.strictEqual(created.form.cancel_url, "https://vouch.test/cancel")
          assert.deepStrictEqual(created.form.metadata, {
            vouch_account_id: person.account_id,
            vouch_price_id: "price_pro_monthly"
          })
          const customerId = created.form.customer as string
          assert.strictEqual(server.customers.get(customerId)?.email, person.email)

          // A second checkout (a credit pack) reuses the customer.
          yield* billing.checkout({
            customer: person,
            priceId: "price_credits_10",
            successUrl: "https://vouch.test/ok",
            cancelUrl: "https://vouch.test/cancel"
          })
          const second = server.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!
          assert.strictEqual(second.form.customer, customerId)
          assert.strictEqual(second.form.mode, "payment")
          const mine = [...server.customers.values()].filter((found) => found.email === person.email)
          assert.strictEqual(mine.length, 1)
        })
      )

      it.effect("refuses an unverified email, a price outside the catalogue, and reports Stripe's refusal", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const input = { successUrl: "https://vouch.test/ok", cancelUrl: "https://vouch.test/cancel" }
          const unverified = yield* Effect.flip(
            billing.checkout({ ...input, customer: customer(false), priceId: "price_pro_monthly" })
          )
          assert.strictEqual(unverified.reason._tag, "EmailNotVerified")
          const unknown = yield* Effect.flip(
            billing.checkout({ ...input, customer: customer(), priceId: "price_other" })
          )
          assert.strictEqual(unknown.reason._tag, "UnknownPrice")
          // In the catalogue, unknown to Stripe: Stripe's 400 comes back as a provider failure with its message.
          const refusing = Billing.Billing.layer({
            catalogue: { ...catalogue, credit_packs: [{ price_id: "price_missing_at_stripe", credits: 5 }] }
          })
          const refused = yield* Effect.flip(
            Effect.flatMap(Billing.Billing, (other) =>
              other.checkout({ ...input, customer: customer(), priceId: "price_missing_at_stripe" })
            ).pipe(Effect.provide(refusing))
          )
          assert.strictEqual(refused.reason._tag, "ProviderFailed")
          assert.include((refused.reason as Billing.ProviderFailed).message, "No such price: 'price_missing_at_stripe'")
        })
      )

      it.effect("a credit purchase grants its credits once, under duplicate and concurrent deliveries", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const { url } = yield* billing.checkout({
            customer: person,
            priceId: "price_credits_10",
            successUrl: "https://vouch.test/ok",
            cancelUrl: "https://vouch.test/cancel"
          })
          const session = server.completeCheckout(sessionIdOf(url))
          const completed = StripeTest.event("checkout.session.completed", session)
          const signed = StripeTest.delivery(completed, secrets.current)
          const outcomes = yield* Effect.all(
            Array.from({ length: 8 }, () => billing.webhook(signed)),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(outcomes.filter((outcome) => outcome.outcome === "applied").length, 1)
          assert.strictEqual(outcomes.filter((outcome) => outcome.outcome === "duplicate").length, 7)
          assert.strictEqual(yield* credits(person.account_id), 100_000)
          assert.deepStrictEqual(yield* grants(person.account_id), [`payment:${session.payment_intent}`])
          // Another event about the same payment (a redelivery under a new id) grants nothing more.
          const again = yield* deliver("checkout.session.async_payment_succeeded", session)
          assert.strictEqual(again.outcome, "applied")
          assert.strictEqual(yield* credits(person.account_id), 100_000)
        })
      )

      it.effect("a subscription sets the plan and grants its included credits once per period", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const subscriptionId = yield* subscribe(person)
          const view = yield* billing.subscription(person.account_id)
          assert.strictEqual(view.status, "active")
          assert.strictEqual(view.plan, "pro")
          assert.strictEqual(view.tier, "pro")
          assert.isNotNull(view.renews_at)
          assert.deepStrictEqual(view.limits, { shared_skills: null, storage_bytes: 5000, monthly_credits: 100_000 })
          assert.strictEqual((yield* billing.paidPlan(person.account_id))?.id, "pro")
          assert.strictEqual(yield* credits(person.account_id), 100_000)

          // The first invoice's payment is the same period: nothing more.
          const invoice = [...server.invoices.values()].find(
            (found) =>
              (found.parent as { subscription_details: { subscription: string } } | null)?.subscription_details
                .subscription === subscriptionId
          )!
          yield* deliver("invoice.paid", invoice)
          assert.strictEqual(yield* credits(person.account_id), 100_000)

          // A renewal: a new period, its credits once.
          const firstPeriod = periodStartOf(server, subscriptionId)
          const periodStart = firstPeriod + 31 * 24 * 3600
          const renewed = server.updateSubscription(subscriptionId, { periodStart })
          const update = StripeTest.event("customer.subscription.updated", renewed, {
            created: Math.floor(Date.now() / 1000) + 5
          })
          yield* billing.webhook(StripeTest.delivery(update, secrets.current))
          yield* billing.webhook(StripeTest.delivery({ ...update, id: `${update.id}_again` }, secrets.current))
          assert.strictEqual(yield* credits(person.account_id), 200_000)
          assert.deepStrictEqual(
            (yield* grants(person.account_id)).sort(),
            [
              Billing.periodReference(subscriptionId, firstPeriod),
              Billing.periodReference(subscriptionId, periodStart)
            ].sort()
          )

          // A second subscription is not sold while this one is in force.
          const twice = yield* Effect.flip(
            billing.checkout({
              customer: person,
              priceId: "price_pro_monthly",
              successUrl: "https://vouch.test/ok",
              cancelUrl: "https://vouch.test/cancel"
            })
          )
          assert.strictEqual(twice.reason._tag, "AlreadySubscribed")
        })
      )

      it.effect("a period's included credits are granted once under concurrent events about it", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const subscriptionId = yield* subscribe(person)
          const periodStart = periodStartOf(server, subscriptionId) + 31 * 24 * 3600
          const renewed = server.updateSubscription(subscriptionId, { periodStart })
          const invoice = server.addInvoice(renewed.customer as string, { subscriptionId })
          const base = Math.floor(Date.now() / 1000) + 10
          // Stripe sends several events about one renewal, and may send each more than once.
          const events = [
            StripeTest.event("customer.subscription.updated", renewed, { created: base }),
            StripeTest.event("customer.subscription.updated", renewed, { created: base + 1 }),
            StripeTest.event("invoice.paid", invoice, { created: base + 1 }),
            StripeTest.event("invoice.payment_succeeded", invoice, { created: base + 2 })
          ]
          const deliveries = [...events, ...events].map((event) => StripeTest.delivery(event, secrets.current))
          const outcomes = yield* Effect.all(
            deliveries.map((delivery) => billing.webhook(delivery)),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(outcomes.filter((outcome) => outcome.outcome === "duplicate").length, 4)
          assert.strictEqual(yield* credits(person.account_id), 200_000)
          assert.include(yield* grants(person.account_id), Billing.periodReference(subscriptionId, periodStart))
        })
      )

      it.effect("an older customer.subscription.updated than the stored state is ignored", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const subscriptionId = yield* subscribe(person)
          const later = Math.floor(Date.now() / 1000) + 100
          const canceled = server.updateSubscription(subscriptionId, { status: "canceled" })
          const applied = yield* deliver("customer.subscription.updated", canceled, { created: later })
          assert.strictEqual(applied.outcome, "applied")
          // An earlier state (still active) arrives late.
          const earlier = { ...canceled, status: "active" }
          const stale = yield* deliver("customer.subscription.updated", earlier, { created: later - 50 })
          assert.strictEqual(stale.outcome, "stale")
          const view = yield* billing.subscription(person.account_id)
          assert.strictEqual(view.status, "canceled")
          assert.strictEqual(view.plan, "free")
          assert.isNull(view.renews_at)
          assert.isUndefined(yield* billing.paidPlan(person.account_id))
          // The host heard the tier of each applied state, and nothing of the stale one.
          assert.deepStrictEqual(tiers.get(person.account_id), ["pro", "free"])
        })
      )

      it.effect("a host hook that fails rolls the subscription state back; the redelivery applies it", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const subscriptionId = yield* subscribe(person)
          const later = Math.floor(Date.now() / 1000) + 100
          const canceled = server.updateSubscription(subscriptionId, { status: "canceled" })
          failing.add(person.account_id)
          const event = { created: later, id: `evt_rollback_${person.account_id}` }
          const failed = yield* Effect.exit(deliver("customer.subscription.updated", canceled, event))
          assert.isTrue(failed._tag === "Failure")
          assert.strictEqual((yield* billing.subscription(person.account_id)).plan, "pro")
          failing.delete(person.account_id)
          assert.strictEqual((yield* deliver("customer.subscription.updated", canceled, event)).outcome, "applied")
          assert.strictEqual((yield* billing.subscription(person.account_id)).plan, "free")
          assert.deepStrictEqual(tiers.get(person.account_id), ["pro", "free"])
        })
      )

      it.effect("an event of the same second as the stored state is replaced by Stripe's current state", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const subscriptionId = yield* subscribe(person)
          const at = Math.floor(Date.now() / 1000) + 200
          const pastDue = server.updateSubscription(subscriptionId, { status: "past_due" })
          yield* deliver("customer.subscription.updated", pastDue, { created: at })
          // Stripe now holds `active` again; an event of the same second says `unpaid`.
          server.updateSubscription(subscriptionId, { status: "active" })
          const tie = yield* deliver("customer.subscription.updated", { ...pastDue, status: "unpaid" }, { created: at })
          assert.strictEqual(tie.outcome, "applied")
          assert.strictEqual((yield* billing.subscription(person.account_id)).status, "active")
        })
      )

      it.effect("deliveries that do not verify are refused; each rotation secret verifies", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const body = StripeTest.event("customer.created", { object: "customer", id: "cus_x" })
          const old = yield* billing.webhook(StripeTest.delivery(body, secrets.old))
          assert.strictEqual(old.outcome, "ignored")
          const signed = StripeTest.delivery({ ...body, id: `${body.id}_2` }, secrets.current)
          const tampered = yield* Effect.flip(
            billing.webhook({ ...signed, payload: signed.payload.replace("cus_x", "cus_y") })
          )
          assert.strictEqual(tampered.reason._tag, "InvalidWebhook")
          const wrongSecret = yield* Effect.flip(billing.webhook(StripeTest.delivery(body, "whsec_somebody_else")))
          assert.strictEqual(wrongSecret.reason._tag, "InvalidWebhook")
          const replayed = yield* Effect.flip(
            billing.webhook(
              StripeTest.delivery({ ...body, id: `${body.id}_3` }, secrets.current, {
                timestamp: Math.floor(Date.now() / 1000) - 3600
              })
            )
          )
          assert.strictEqual(replayed.reason._tag, "InvalidWebhook")
          assert.include((replayed.reason as Billing.InvalidWebhook).message, "300 seconds")
          const missing = yield* Effect.flip(billing.webhook({ payload: signed.payload, signature: undefined }))
          assert.include((missing.reason as Billing.InvalidWebhook).message, "missing")
        })
      )

      it.effect("reconcile re-reads Stripe and grants what webhooks missed, once", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const subscription = yield* billing.checkout({
            customer: person,
            priceId: "price_pro_monthly",
            successUrl: "https://vouch.test/ok",
            cancelUrl: "https://vouch.test/cancel"
          })
          const pack = yield* billing.checkout({
            customer: person,
            priceId: "price_credits_10",
            successUrl: "https://vouch.test/ok",
            cancelUrl: "https://vouch.test/cancel"
          })
          // Both paid at Stripe; no webhook ever arrives.
          const subscribed = server.completeCheckout(sessionIdOf(subscription.url))
          const bought = server.completeCheckout(sessionIdOf(pack.url))
          assert.strictEqual((yield* billing.subscription(person.account_id)).status, "none")
          const first = yield* billing.reconcile(person.account_id)
          assert.deepStrictEqual(first.subscriptions, [
            { subscription_id: subscribed.subscription as string, status: "active" }
          ])
          assert.strictEqual(first.credits_granted.length, 2)
          assert.strictEqual(yield* credits(person.account_id), 200_000)
          assert.strictEqual((yield* billing.subscription(person.account_id)).plan, "pro")
          const second = yield* billing.reconcile(person.account_id)
          assert.deepStrictEqual(second.credits_granted, [])
          // The late webhook of the purchase grants nothing either.
          yield* deliver("checkout.session.completed", bought)
          assert.strictEqual(yield* credits(person.account_id), 200_000)
          // An account that never checked out has nothing to reconcile.
          const nobody = yield* billing.reconcile(customer().account_id)
          assert.isNull(nobody.customer_id)
        })
      )

      it.effect("invoices are listed newest first and paged with a cursor", () =>
        Effect.gen(function* () {
          const billing = yield* Billing.Billing
          const server = yield* FakeStripe
          const person = customer()
          const none = yield* billing.invoices(person.account_id, { limit: 10 })
          assert.deepStrictEqual(none, { invoices: [], hasMore: false, nextCursor: null })
          yield* subscribe(person)
          const customerId = [...server.customers.values()].find((found) => found.email === person.email)!.id as string
          for (let index = 0; index < 4; index++) server.addInvoice(customerId)
          const first = yield* billing.invoices(person.account_id, { limit: 3 })
          assert.strictEqual(first.invoices.length, 3)
          assert.isTrue(first.hasMore)
          assert.strictEqual(first.nextCursor, first.invoices[2]!.invoice_id)
          const rest = yield* billing.invoices(person.account_id, { limit: 3, cursor: first.nextCursor! })
          assert.strictEqual(rest.invoices.length, 2)
          assert.isFalse(rest.hasMore)
          const all = [...first.invoices, ...rest.invoices]
          const created = all.map((invoice) => invoice.created_at)
          assert.deepStrictEqual(created, [...created].sort().reverse())
          assert.strictEqual(new Set(all.map((invoice) => invoice.invoice_id)).size, 5)
          assert.strictEqual(all[0]!.currency, "usd")
        })
      )

      it.effect("stores nothing for an event it does not act on and keeps its id", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const applied = yield* deliver("payment_intent.created", { object: "payment_intent", id: "pi_1" })
          assert.strictEqual(applied.outcome, "ignored")
          const rows = yield* sql<{
            readonly outcome: string
          }>`SELECT outcome FROM billing_events WHERE event_id = ${applied.event_id}`
          assert.deepStrictEqual(
            rows.map((row) => row.outcome),
            ["ignored"]
          )
        })
      )
    }
  )
}

layer(
  Billing.Billing.layer({ catalogue }).pipe(
    Layer.provideMerge(Layer.mergeAll(PaymentProvider.layerNotConfigured, CreditLedger.CreditLedger.layer)),
    Layer.provideMerge(DatabaseTest.backends("billing-unconfigured", { migrations })[0]!.layer)
  ),
  { timeout: 180_000, excludeTestServices: true }
)("Billing without a payment provider", (it) => {
  it.effect("every operation says billing is not configured", () =>
    Effect.gen(function* () {
      const billing = yield* Billing.Billing
      const person = customer()
      const failures = yield* Effect.all([
        Effect.flip(
          billing.checkout({
            customer: person,
            priceId: "price_pro_monthly",
            successUrl: "https://vouch.test/ok",
            cancelUrl: "https://vouch.test/cancel"
          })
        ),
        Effect.flip(billing.subscription(person.account_id)),
        Effect.flip(billing.invoices(person.account_id, { limit: 10 })),
        Effect.flip(billing.webhook({ payload: "{}", signature: "t=1,v1=00" })),
        Effect.flip(billing.reconcile(person.account_id))
      ])
      assert.deepStrictEqual(
        failures.map((failure) => failure.reason._tag),
        ["NotConfigured", "NotConfigured", "NotConfigured", "NotConfigured", "NotConfigured"]
      )
    })
  )
})
