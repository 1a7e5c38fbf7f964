/**
 * Billing: checkout, the subscription in force and its plan, invoices, webhook events
 * and reconciliation, over a `PaymentProvider` and the plan catalogue.
 *
 * - **Checkout** needs a verified email and a price of the catalogue: a plan's price
 *   opens a subscription checkout (refused while a paid plan is in force), a credit
 *   pack's a one-off payment. The account's provider customer is created once.
 * - **Webhook events** are verified by the provider, then applied in one transaction
 *   that first records the event id: a redelivery, even concurrent, finds the id and
 *   changes nothing. A subscription's state is stored with the time it describes (the
 *   event's `created`, or now when read from the provider); an event older than the
 *   stored state is ignored, one of the same second is replaced by the provider's
 *   current state.
 * - **Credits** go through `@vouch/ledger`, whose grants are unique by reference: a
 *   one-off purchase grants its pack once with the payment's id as reference
 *   (`payment:<id>`); an active subscription grants its plan's monthly credits once per
 *   period (`subscription:<id>:<period start>`), whichever of the webhook or the
 *   reconciliation sees the period first.
 * - **Reconciliation** re-reads an account's subscriptions and checkout sessions from
 *   the provider and applies them as current, granting what was missed.
 *
 * Plans in force: a subscription `active`, `trialing` or `past_due` (Stripe is still
 * retrying the payment) keeps its plan; any other status falls back to the free tier.
 *
 * @since 0.1.0
 */
import { CreditLedger } from "@vouch/ledger"
import { Rows } from "@vouch/sql-repository"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { BillingHooks } from "./BillingHooks.ts"
import { type Event, PaymentProvider, type PaymentProviderError, type Subscription } from "./PaymentProvider.ts"
import * as Plans from "./Plans.ts"

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/**
 * No payment provider is configured.
 *
 * @category errors
 * @since 0.1.0
 */
export class NotConfigured extends Schema.TaggedError<NotConfigured>()("NotConfigured", {}) {}

/**
 * Checkout needs a verified email.
 *
 * @category errors
 * @since 0.1.0
 */
export class EmailNotVerified extends Schema.TaggedError<EmailNotVerified>()("EmailNotVerified", {}) {}

/**
 * The price is not in the plan catalogue.
 *
 * @category errors
 * @since 0.1.0
 */
export class UnknownPrice extends Schema.TaggedError<UnknownPrice>()("UnknownPrice", { price_id: Schema.String }) {}

/**
 * A paid plan is already in force: a second subscription is not sold.
 *
 * @category errors
 * @since 0.1.0
 */
export class AlreadySubscribed extends Schema.TaggedError<AlreadySubscribed>()("AlreadySubscribed", {
  plan: Schema.String
}) {}

/**
 * A webhook delivery that does not verify or cannot be read.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidWebhook extends Schema.TaggedError<InvalidWebhook>()("InvalidWebhook", {
  message: Schema.String
}) {}

/**
 * The provider refused a request or did not answer.
 *
 * @category errors
 * @since 0.1.0
 */
export class ProviderFailed extends Schema.TaggedError<ProviderFailed>()("ProviderFailed", {
  message: Schema.String
}) {}

/**
 * The one error of billing.
 *
 * @category errors
 * @since 0.1.0
 */
export class BillingError extends Schema.TaggedError<BillingError>()("BillingError", {
  reason: Schema.Union([
    NotConfigured,
    EmailNotVerified,
    UnknownPrice,
    AlreadySubscribed,
    InvalidWebhook,
    ProviderFailed
  ])
}) {}

/**
 * @category errors
 * @since 0.1.0
 */
export type Reason = BillingError["reason"]["_tag"]

const fail = (reason: BillingError["reason"]) => Effect.fail(new BillingError({ reason }))

const fromProvider = (error: PaymentProviderError): BillingError => {
  const reason = error.reason
  switch (reason._tag) {
    case "NotConfigured":
      return new BillingError({ reason: new NotConfigured() })
    case "InvalidSignature":
    case "InvalidEvent":
      return new BillingError({ reason: new InvalidWebhook({ message: reason.message }) })
    case "Rejected":
      return new BillingError({
        reason: new ProviderFailed({ message: `The payment provider refused the request: ${reason.message}` })
      })
    case "Unavailable":
      return new BillingError({ reason: new ProviderFailed({ message: reason.message }) })
  }
}

const provided = Effect.mapError(fromProvider)

// ---------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------

/**
 * Who is buying.
 *
 * @category models
 * @since 0.1.0
 */
export interface Customer {
  readonly account_id: string
  readonly email: string
  readonly email_verified: boolean
}

/**
 * The subscription of an account as `GET /v1/billing/subscription` shows it.
 *
 * @category models
 * @since 0.1.0
 */
export interface SubscriptionView {
  /** The provider's status, or `none` without a subscription. */
  readonly status: string
  /** The id of the plan in force (the free plan's without a paid plan in force). */
  readonly plan: string
  readonly plan_name: string
  readonly tier: Plans.Tier
  readonly subscription_id: string | null
  readonly price_id: string | null
  readonly current_period_end: string | null
  /** When the plan renews: the period's end, null when it ends there or without one. */
  readonly renews_at: string | null
  readonly cancel_at_period_end: boolean
  readonly limits: Plans.Limits
}

/**
 * One invoice as `GET /v1/billing/invoices` lists it (amounts in the currency's minor unit).
 *
 * @category models
 * @since 0.1.0
 */
export interface InvoiceView {
  readonly invoice_id: string
  readonly number: string | null
  readonly status: string | null
  readonly amount_due: number
  readonly amount_paid: number
  readonly currency: string
  readonly created_at: string
  readonly period_start: string | null
  readonly period_end: string | null
  readonly hosted_invoice_url: string | null
  readonly invoice_pdf: string | null
}

/**
 * What a webhook event did: `applied` (state stored, maybe credits granted), `stale`
 * (older than the stored state), `duplicate` (the id was seen), `ignored` (a type or an
 * object billing does not act on), `unknown_customer`, `unknown_price`.
 *
 * @category models
 * @since 0.1.0
 */
export type Outcome = "applied" | "stale" | "duplicate" | "ignored" | "unknown_customer" | "unknown_price"

/**
 * What a reconciliation found and did.
 *
 * @category models
 * @since 0.1.0
 */
export interface Reconciliation {
  readonly account_id: string
  readonly customer_id: string | null
  readonly subscriptions: ReadonlyArray<{ readonly subscription_id: string; readonly status: string }>
  readonly credits_granted: ReadonlyArray<{ readonly reference: string; readonly amount: number }>
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  readonly catalogue?: Plans.Catalogue | undefined
}

/** Statuses that keep a paid plan in force. */
export const inForce: ReadonlySet<string> = new Set(["active", "trialing", "past_due"])

// ---------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------

const SubscriptionRow = Schema.Struct({
  subscription_id: Schema.String,
  status: Schema.String,
  price_id: Schema.NullOr(Schema.String),
  plan_id: Schema.NullOr(Schema.String),
  current_period_end: Schema.NullOr(Schema.Date),
  cancel_at_period_end: Schema.Boolean
})
const StateRow = Schema.Struct({ state_at: Schema.NumberFromString })
const CustomerRow = Schema.Struct({ customer_id: Schema.String })
const AccountRow = Schema.Struct({ account_id: Schema.String })
const Inserted = Schema.Struct({ inserted: Schema.Boolean })
const EventRow = Schema.Struct({ event_id: Schema.String })

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString())

/**
 * The reference of a one-off purchase's grant.
 *
 * @category constructors
 * @since 0.1.0
 */
export const paymentReference = (paymentId: string) => `payment:${paymentId}`

/**
 * The reference of a subscription period's grant.
 *
 * @category constructors
 * @since 0.1.0
 */
export const periodReference = (subscriptionId: string, periodStart: number) =>
  `subscription:${subscriptionId}:${periodStart}`

// ---------------------------------------------------------------------------
// Service
// ---------------------------------------------------------------------------

/**
 * @category services
 * @since 0.1.0
 */
export class Billing extends Context.Service<
  Billing,
  {
    readonly catalogue: Plans.Catalogue
    /** A hosted checkout session for a price of the catalogue; its URL. */
    readonly checkout: (input: {
      readonly customer: Customer
      readonly priceId: string
      readonly successUrl: string
      readonly cancelUrl: string
    }) => Effect.Effect<{ readonly url: string }, BillingError>
    /** The subscription and plan in force of an account (from the stored state). */
    readonly subscription: (accountId: string) => Effect.Effect<SubscriptionView, BillingError>
    /** The account's invoices from the provider, newest first. */
    readonly invoices: (
      accountId: string,
      page: { readonly limit: number; readonly cursor?: string | undefined }
    ) => Effect.Effect<
      { readonly invoices: ReadonlyArray<InvoiceView>; readonly hasMore: boolean; readonly nextCursor: string | null },
      BillingError
    >
    /** Verifies and applies one webhook delivery (raw body, `Stripe-Signature`). */
    readonly webhook: (input: {
      readonly payload: string
      readonly signature: string | undefined
    }) => Effect.Effect<{ readonly event_id: string; readonly type: string; readonly outcome: Outcome }, BillingError>
    /** Re-reads the account's state from the provider and applies it. */
    readonly reconcile: (accountId: string) => Effect.Effect<Reconciliation, BillingError>
    /** The paid plan in force of an account; undefined on the free tier. */
    readonly paidPlan: (accountId: string) => Effect.Effect<Plans.Plan | undefined>
  }
>()("@vouch/billing/Billing") {
  /**
   * Billing on the ambient `SqlClient`, `PaymentProvider` and `CreditLedger`, and the
   * host's `BillingHooks` when it provides them.
   */
  static readonly layer = (options?: Options) =>
    Layer.effect(Billing, make(options?.catalogue ?? Plans.defaultCatalogue))
}

const make = (catalogue: Plans.Catalogue) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const provider = yield* PaymentProvider
    const ledger = yield* CreditLedger.CreditLedger
    const hooks = Option.getOrElse(yield* Effect.serviceOption(BillingHooks), () => BillingHooks.none)
    const rows = Rows.decoder(sql)
    const free = Plans.freePlan(catalogue)
    const nowSeconds = Effect.map(Clock.currentTimeMillis, (millis) => Math.floor(millis / 1000))

    const customerOf = (accountId: string) =>
      Effect.map(
        rows(CustomerRow)`SELECT customer_id FROM billing_customers WHERE account_id = ${accountId}`,
        (found) => found[0]?.customer_id
      )

    const accountOfCustomer = (customerId: string | null) =>
      customerId === null
        ? Effect.succeed(undefined)
        : Effect.map(
            rows(AccountRow)`SELECT account_id FROM billing_customers WHERE customer_id = ${customerId}`,
            (found) => found[0]?.account_id
          )

    /** The account's customer, created at the provider the first time. */
    const ensureCustomer = Effect.fnUntraced(function* (customer: Customer) {
      const existing = yield* customerOf(customer.account_id)
      if (existing !== undefined) return existing
      // The provider call is idempotent per account, so racing requests get one customer.
      const created = yield* provided(
        provider.createCustomer({ accountId: customer.account_id, email: customer.email })
      )
      yield* sql`
        INSERT INTO billing_customers (account_id, customer_id)
        VALUES (${customer.account_id}, ${created.customerId})
        ON CONFLICT DO NOTHING`.pipe(Effect.orDie)
      return (yield* customerOf(customer.account_id)) ?? created.customerId
    })

    const inForceRow = (accountId: string) =>
      Effect.map(
        rows(SubscriptionRow)`
          SELECT subscription_id, status, price_id, plan_id, current_period_end, cancel_at_period_end
          FROM billing_subscriptions
          WHERE account_id = ${accountId} AND status IN ('active', 'trialing', 'past_due')
          ORDER BY current_period_end DESC NULLS LAST, updated_at DESC LIMIT 1`,
        (found) => found[0]
      )

    const planOfRow = (row: typeof SubscriptionRow.Type | undefined): Plans.Plan | undefined =>
      row === undefined
        ? undefined
        : (Plans.planOfPrice(catalogue, row.price_id) ?? catalogue.plans.find((plan) => plan.id === row.plan_id))

    const paidPlan = Effect.fn("Billing.paidPlan")(function* (accountId: string) {
      const plan = planOfRow(yield* inForceRow(accountId))
      return plan === undefined || plan.tier === "free" ? undefined : plan
    })

    const checkout = Effect.fn("Billing.checkout")(function* (input: {
      readonly customer: Customer
      readonly priceId: string
      readonly successUrl: string
      readonly cancelUrl: string
    }) {
      if (!provider.configured) return yield* fail(new NotConfigured())
      if (!input.customer.email_verified) return yield* fail(new EmailNotVerified())
      const purchase = Plans.purchaseOf(catalogue, input.priceId)
      if (purchase === undefined) return yield* fail(new UnknownPrice({ price_id: input.priceId }))
      if (purchase._tag === "Subscription") {
        const current = yield* paidPlan(input.customer.account_id)
        if (current !== undefined) return yield* fail(new AlreadySubscribed({ plan: current.id }))
      }
      const customerId = yield* ensureCustomer(input.customer)
      const session = yield* provided(
        provider.createCheckoutSession({
          customerId,
          accountId: input.customer.account_id,
          priceId: input.priceId,
          mode: purchase._tag === "Subscription" ? "subscription" : "payment",
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl
        })
      )
      if (session.url === null) {
        return yield* fail(new ProviderFailed({ message: "The payment provider gave the checkout session no URL." }))
      }
      return { url: session.url }
    })

    const subscription = Effect.fn("Billing.subscription")(function* (accountId: string) {
      if (!provider.configured) return yield* fail(new NotConfigured())
      const row =
        (yield* inForceRow(accountId)) ??
        (yield* rows(SubscriptionRow)`
          SELECT subscription_id, status, price_id, plan_id, current_period_end, cancel_at_period_end
          FROM billing_subscriptions WHERE account_id = ${accountId}
          ORDER BY updated_at DESC LIMIT 1`)[0]
      const active = row !== undefined && inForce.has(row.status)
      const plan = (active ? planOfRow(row) : undefined) ?? free
      const periodEnd = row?.current_period_end?.toISOString() ?? null
      return {
        status: row?.status ?? "none",
        plan: plan.id,
        plan_name: plan.name,
        tier: plan.tier,
        subscription_id: row?.subscription_id ?? null,
        price_id: row?.price_id ?? null,
        current_period_end: periodEnd,
        renews_at: active && !row.cancel_at_period_end && row.status !== "past_due" ? periodEnd : null,
        cancel_at_period_end: row?.cancel_at_period_end ?? false,
        limits: plan.limits
      } satisfies SubscriptionView
    })

    const invoices = Effect.fn("Billing.invoices")(function* (
      accountId: string,
      page: { readonly limit: number; readonly cursor?: string | undefined }
    ) {
      if (!provider.configured) return yield* fail(new NotConfigured())
      const customerId = yield* customerOf(accountId)
      if (customerId === undefined) return { invoices: [], hasMore: false, nextCursor: null }
      const listed = yield* provided(
        provider.listInvoices({ customerId, limit: page.limit, startingAfter: page.cursor })
      )
      const views = listed.invoices.map(
        (invoice): InvoiceView => ({
          invoice_id: invoice.id,
          number: invoice.number,
          status: invoice.status,
          amount_due: invoice.amountDue,
          amount_paid: invoice.amountPaid,
          currency: invoice.currency,
          created_at: iso(invoice.created)!,
          period_start: iso(invoice.periodStart),
          period_end: iso(invoice.periodEnd),
          hosted_invoice_url: invoice.hostedInvoiceUrl,
          invoice_pdf: invoice.invoicePdf
        })
      )
      const last = views[views.length - 1]
      return {
        invoices: views,
        hasMore: listed.hasMore,
        nextCursor: listed.hasMore && last !== undefined ? last.invoice_id : null
      }
    })

    const grant = (accountId: string, reference: string, amount: number, memo: string) =>
      ledger.grant({ accountId, grantId: reference, amount, memo }).pipe(
        Effect.orDie,
        Effect.map((result) => (result.granted ? [{ reference, amount }] : []))
      )

    /**
     * Stores a subscription's state described at `stateAt` unless a newer one is
     * stored (`fresh`: read from the provider now, so it also wins a tie), then grants
     * the period's credits of an active paid plan. Runs inside the caller's transaction.
     */
    const applySubscription = Effect.fnUntraced(function* (
      accountId: string,
      state: Subscription,
      stateAt: number,
      fresh: boolean
    ) {
      const plan = Plans.planOfPrice(catalogue, state.priceId)
      const stored = yield* rows(Inserted)`
        INSERT INTO billing_subscriptions (subscription_id, account_id, customer_id, status, price_id, plan_id,
          current_period_start, current_period_end, cancel_at_period_end, state_at)
        VALUES (${state.id}, ${accountId}, ${state.customerId}, ${state.status}, ${state.priceId}, ${plan?.id ?? null},
          ${iso(state.currentPeriodStart)}, ${iso(state.currentPeriodEnd)}, ${state.cancelAtPeriodEnd}, ${stateAt})
        ON CONFLICT (subscription_id) DO UPDATE SET
          account_id = EXCLUDED.account_id, customer_id = EXCLUDED.customer_id, status = EXCLUDED.status,
          price_id = EXCLUDED.price_id, plan_id = EXCLUDED.plan_id,
          current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
          cancel_at_period_end = EXCLUDED.cancel_at_period_end, state_at = EXCLUDED.state_at, updated_at = now()
        WHERE billing_subscriptions.state_at < EXCLUDED.state_at
          OR (${fresh} AND billing_subscriptions.state_at = EXCLUDED.state_at)
        RETURNING true AS inserted`
      if (stored.length === 0)
        return { applied: false, granted: [] as ReadonlyArray<{ reference: string; amount: number }> }
      // The tier of the plan in force now (another subscription of the account may still hold it).
      yield* hooks.tierChanged(accountId, planOfRow(yield* inForceRow(accountId))?.tier ?? free.tier)
      const credits = plan?.limits.monthly_credits ?? 0
      const granted =
        state.status === "active" && plan !== undefined && credits > 0 && state.currentPeriodStart !== null
          ? yield* grant(
              accountId,
              periodReference(state.id, state.currentPeriodStart),
              credits,
              `${plan.name} credits for the period from ${iso(state.currentPeriodStart)}`
            )
          : []
      return { applied: true, granted }
    })

    const storedStateAt = (subscriptionId: string) =>
      Effect.map(
        rows(StateRow)`SELECT state_at::text FROM billing_subscriptions WHERE subscription_id = ${subscriptionId}`,
        (found) => found[0]?.state_at
      )

    /** A completed one-off purchase: its pack's credits, once per payment. */
    const grantPurchase = Effect.fnUntraced(function* (
      accountId: string,
      session: Event["object"] & { _tag: "CheckoutSession" }
    ) {
      const pack = catalogue.credit_packs?.find((candidate) => candidate.price_id === session.session.priceId)
      if (pack === undefined) return { outcome: "unknown_price" as const, granted: [] }
      const reference = paymentReference(session.session.paymentId ?? session.session.id)
      const granted = yield* grant(accountId, reference, pack.credits, `${pack.credits} credits bought`)
      return { outcome: "applied" as const, granted }
    })

    /** What an event asks for, read before the transaction (provider calls happen here). */
    type Step =
      | { readonly _tag: "Ignore" }
      | { readonly _tag: "Stale" }
      | {
          readonly _tag: "Subscription"
          readonly state: Subscription
          readonly stateAt: number
          readonly fresh: boolean
        }
      | { readonly _tag: "Purchase"; readonly object: Event["object"] & { _tag: "CheckoutSession" } }

    /** The provider's current state, described at now (never before the event that asked for it). */
    const current = (subscriptionId: string, event: Event) =>
      Effect.gen(function* () {
        const state = yield* provided(provider.retrieveSubscription(subscriptionId))
        const stateAt = Math.max(yield* nowSeconds, event.created)
        return { _tag: "Subscription", state, stateAt, fresh: true } satisfies Step
      })

    const stepOf = (event: Event): Effect.Effect<Step, BillingError> =>
      Effect.gen(function* () {
        const object = event.object
        switch (object._tag) {
          case "Subscription": {
            if (!event.type.startsWith("customer.subscription.")) return { _tag: "Ignore" }
            const stored = yield* storedStateAt(object.subscription.id)
            if (stored !== undefined && event.created < stored) return { _tag: "Stale" }
            // Two states of the same second cannot be ordered: ask the provider.
            if (stored !== undefined && event.created === stored) return yield* current(object.subscription.id, event)
            return { _tag: "Subscription", state: object.subscription, stateAt: event.created, fresh: false }
          }
          case "CheckoutSession": {
            if (
              event.type !== "checkout.session.completed" &&
              event.type !== "checkout.session.async_payment_succeeded"
            ) {
              return { _tag: "Ignore" }
            }
            const session = object.session
            if (session.mode === "subscription" && session.subscriptionId !== null) {
              return yield* current(session.subscriptionId, event)
            }
            if (session.mode === "payment" && session.paymentStatus === "paid") return { _tag: "Purchase", object }
            return { _tag: "Ignore" }
          }
          case "Invoice": {
            const paid = event.type === "invoice.paid" || event.type === "invoice.payment_succeeded"
            if (!paid || object.invoice.subscriptionId === null) return { _tag: "Ignore" }
            return yield* current(object.invoice.subscriptionId, event)
          }
          case "Other":
            return { _tag: "Ignore" }
        }
      })

    const accountFor = Effect.fnUntraced(function* (customerId: string | null, fallback: string | null) {
      return (yield* accountOfCustomer(customerId)) ?? fallback ?? undefined
    })

    const execute = Effect.fnUntraced(function* (step: Step) {
      switch (step._tag) {
        case "Ignore":
          return "ignored" as Outcome
        case "Stale":
          return "stale" as Outcome
        case "Subscription": {
          const accountId = yield* accountFor(step.state.customerId, step.state.accountId)
          if (accountId === undefined) return "unknown_customer" as Outcome
          const result = yield* applySubscription(accountId, step.state, step.stateAt, step.fresh)
          return (result.applied ? "applied" : "stale") as Outcome
        }
        case "Purchase": {
          const session = step.object.session
          const accountId = yield* accountFor(session.customerId, session.accountId)
          if (accountId === undefined) return "unknown_customer" as Outcome
          return (yield* grantPurchase(accountId, step.object)).outcome as Outcome
        }
      }
    })

    const webhook = Effect.fn("Billing.webhook")(function* (input: {
      readonly payload: string
      readonly signature: string | undefined
    }) {
      const event = yield* provided(provider.verifyWebhook(input))
      // A redelivery is answered without asking the provider again.
      const seen = yield* rows(EventRow)`SELECT event_id FROM billing_events WHERE event_id = ${event.id}`
      if (seen.length > 0) return { event_id: event.id, type: event.type, outcome: "duplicate" as Outcome }
      const step = yield* stepOf(event)
      const outcome = yield* Effect.gen(function* () {
        // The event id is claimed first: a concurrent delivery of the same id waits on it, then finds it.
        const claimed = yield* rows(Inserted)`
          INSERT INTO billing_events (event_id, type, created, outcome)
          VALUES (${event.id}, ${event.type}, ${event.created}, 'pending')
          ON CONFLICT (event_id) DO NOTHING
          RETURNING true AS inserted`
        if (claimed.length === 0) return "duplicate" as Outcome
        const outcome = yield* execute(step)
        yield* sql`UPDATE billing_events SET outcome = ${outcome} WHERE event_id = ${event.id}`
        return outcome
      }).pipe(sql.withTransaction, Effect.orDie)
      if (outcome === "unknown_customer" || outcome === "unknown_price") {
        yield* Effect.logWarning("billing event not applied", { event_id: event.id, type: event.type, outcome })
      }
      return { event_id: event.id, type: event.type, outcome }
    })

    const reconcile = Effect.fn("Billing.reconcile")(function* (accountId: string) {
      if (!provider.configured) return yield* fail(new NotConfigured())
      const customerId = yield* customerOf(accountId)
      if (customerId === undefined) {
        return {
          account_id: accountId,
          customer_id: null,
          subscriptions: [],
          credits_granted: []
        } satisfies Reconciliation
      }
      const subscriptions = yield* provided(provider.listSubscriptions(customerId))
      const sessions = yield* provided(provider.listCheckoutSessions(customerId))
      const now = yield* nowSeconds
      const granted = yield* Effect.gen(function* () {
        const all: Array<{ readonly reference: string; readonly amount: number }> = []
        for (const state of subscriptions) {
          // What the provider holds now wins over anything stored, even an event stamped later (clock skew).
          const stateAt = Math.max(now, (yield* storedStateAt(state.id)) ?? 0)
          all.push(...(yield* applySubscription(accountId, state, stateAt, true)).granted)
        }
        for (const session of sessions) {
          if (session.mode !== "payment" || session.status !== "complete" || session.paymentStatus !== "paid") continue
          all.push(...(yield* grantPurchase(accountId, { _tag: "CheckoutSession", session })).granted)
        }
        return all
      }).pipe(sql.withTransaction, Effect.orDie)
      return {
        account_id: accountId,
        customer_id: customerId,
        subscriptions: subscriptions.map((state) => ({ subscription_id: state.id, status: state.status })),
        credits_granted: granted
      } satisfies Reconciliation
    })

    return Billing.of({ catalogue, checkout, subscription, invoices, webhook, reconcile, paidPlan })
  })
