/**
 * The payment provider on Stripe, through Stripe's official Node library (`stripe`):
 * customers, Checkout Sessions, subscriptions, invoices, and webhook events verified
 * with Stripe's signature scheme (`WebhookSignature`, several secrets during a
 * rotation). Every object Stripe answers, and every event object, is decoded with a
 * schema of the fields billing reads, for the library's pinned API version and the
 * older shapes (a subscription's period on the subscription or on its items; an
 * invoice's subscription on the invoice or under `parent.subscription_details`).
 *
 * `apiBase` points the library at another Stripe-compatible server (tests, staging):
 * its protocol, host and port are used; a path is not supported.
 *
 * @since 0.1.0
 */
import { Clock, Effect, Layer, Option, Redacted, Result, Schema } from "effect"
import {
  type CheckoutSession,
  type Event,
  InvalidEvent,
  InvalidSignature,
  type Invoice,
  PaymentProvider,
  PaymentProviderError,
  Rejected,
  type Subscription,
  Unavailable
} from "./PaymentProvider.ts"
import * as WebhookSignature from "./WebhookSignature.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  readonly secretKey: Redacted.Redacted<string>
  /** The webhook signing secrets (any may sign a delivery). */
  readonly webhookSecrets: ReadonlyArray<Redacted.Redacted<string>>
  /** The API's base URL; Stripe's own (`https://api.stripe.com`) by default. */
  readonly apiBase?: string | undefined
  /** Seconds a delivery's timestamp may be from now; 300 by default. */
  readonly toleranceSeconds?: number | undefined
  /** Retries of a failed request (the library adds idempotency keys); 2 by default. */
  readonly maxNetworkRetries?: number | undefined
  /** Milliseconds before a request is abandoned; 20,000 by default. */
  readonly timeoutMillis?: number | undefined
}

// ---------------------------------------------------------------------------
// Wire schemas: the fields billing reads
// ---------------------------------------------------------------------------

const Id = Schema.Union([Schema.String, Schema.Struct({ id: Schema.String })])
const idOf = (value: typeof Id.Type | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id
const Metadata = Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.String)))
const Seconds = Schema.optional(Schema.NullOr(Schema.Number))
const Text = Schema.optional(Schema.NullOr(Schema.String))

const WireSubscription = Schema.Struct({
  object: Schema.Literal("subscription"),
  id: Schema.String,
  customer: Id,
  status: Schema.String,
  cancel_at_period_end: Schema.optional(Schema.NullOr(Schema.Boolean)),
  current_period_start: Seconds,
  current_period_end: Seconds,
  metadata: Metadata,
  items: Schema.optional(
    Schema.Struct({
      data: Schema.Array(
        Schema.Struct({
          price: Schema.optional(Schema.NullOr(Schema.Struct({ id: Schema.String }))),
          current_period_start: Seconds,
          current_period_end: Seconds
        })
      )
    })
  )
})

const WireCheckoutSession = Schema.Struct({
  object: Schema.Literal("checkout.session"),
  id: Schema.String,
  mode: Schema.String,
  status: Text,
  payment_status: Text,
  payment_intent: Schema.optional(Schema.NullOr(Id)),
  subscription: Schema.optional(Schema.NullOr(Id)),
  customer: Schema.optional(Schema.NullOr(Id)),
  client_reference_id: Text,
  metadata: Metadata,
  url: Text,
  created: Schema.Number
})

const WireInvoice = Schema.Struct({
  object: Schema.Literal("invoice"),
  id: Schema.String,
  number: Text,
  status: Text,
  amount_due: Schema.Number,
  amount_paid: Schema.Number,
  currency: Schema.String,
  created: Schema.Number,
  period_start: Seconds,
  period_end: Seconds,
  hosted_invoice_url: Text,
  invoice_pdf: Text,
  subscription: Schema.optional(Schema.NullOr(Id)),
  parent: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        subscription_details: Schema.optional(Schema.NullOr(Schema.Struct({ subscription: Schema.NullOr(Id) })))
      })
    )
  )
})

const WireEvent = Schema.Struct({
  id: Schema.String,
  object: Schema.Literal("event"),
  type: Schema.String,
  created: Schema.Number,
  data: Schema.Struct({ object: Schema.Unknown })
})

const WireList = Schema.Struct({ data: Schema.Array(Schema.Unknown), has_more: Schema.Boolean })

const toSubscription = (wire: typeof WireSubscription.Type): Subscription => {
  const item = wire.items?.data[0]
  return {
    id: wire.id,
    customerId: idOf(wire.customer) ?? "",
    status: wire.status,
    priceId: item?.price?.id ?? null,
    currentPeriodStart: item?.current_period_start ?? wire.current_period_start ?? null,
    currentPeriodEnd: item?.current_period_end ?? wire.current_period_end ?? null,
    cancelAtPeriodEnd: wire.cancel_at_period_end ?? false,
    accountId: wire.metadata?.vouch_account_id ?? null
  }
}

const toCheckoutSession = (wire: typeof WireCheckoutSession.Type): CheckoutSession => ({
  id: wire.id,
  mode: wire.mode,
  status: wire.status ?? null,
  paymentStatus: wire.payment_status ?? null,
  paymentId: idOf(wire.payment_intent),
  subscriptionId: idOf(wire.subscription),
  customerId: idOf(wire.customer),
  accountId: wire.client_reference_id ?? wire.metadata?.vouch_account_id ?? null,
  priceId: wire.metadata?.vouch_price_id ?? null,
  url: wire.url ?? null,
  created: wire.created
})

const toInvoice = (wire: typeof WireInvoice.Type): Invoice => ({
  id: wire.id,
  number: wire.number ?? null,
  status: wire.status ?? null,
  amountDue: wire.amount_due,
  amountPaid: wire.amount_paid,
  currency: wire.currency,
  created: wire.created,
  periodStart: wire.period_start ?? null,
  periodEnd: wire.period_end ?? null,
  hostedInvoiceUrl: wire.hosted_invoice_url ?? null,
  invoicePdf: wire.invoice_pdf ?? null,
  subscriptionId: idOf(wire.subscription) ?? idOf(wire.parent?.subscription_details?.subscription)
})

const unreadable = (what: string) => () =>
  new PaymentProviderError({ reason: new Unavailable({ message: `Stripe answered an unreadable ${what}.` }) })

const decodeWith =
  <S extends Schema.Decoder<unknown>, A>(schema: S, convert: (wire: S["Type"]) => A, what: string) =>
  (value: unknown): Effect.Effect<A, PaymentProviderError> =>
    Schema.decodeUnknownEffect(schema)(value).pipe(Effect.map(convert), Effect.mapError(unreadable(what)))

const decodeSubscription = decodeWith(WireSubscription, toSubscription, "subscription")
const decodeCheckoutSession = decodeWith(WireCheckoutSession, toCheckoutSession, "checkout session")
const decodeInvoice = decodeWith(WireInvoice, toInvoice, "invoice")
const decodeList = decodeWith(WireList, (list) => list, "list")

/** The event object, read by its `object` field; an object of another kind is `Other`. */
const readObject = (value: unknown): Effect.Effect<Event["object"], InvalidEvent> => {
  const kind = typeof value === "object" && value !== null ? (value as { readonly object?: unknown }).object : undefined
  const invalid = () => new InvalidEvent({ message: `The event's ${String(kind)} object is not readable.` })
  switch (kind) {
    case "subscription":
      return Schema.decodeUnknownEffect(WireSubscription)(value).pipe(
        Effect.map((wire) => ({ _tag: "Subscription" as const, subscription: toSubscription(wire) })),
        Effect.mapError(invalid)
      )
    case "checkout.session":
      return Schema.decodeUnknownEffect(WireCheckoutSession)(value).pipe(
        Effect.map((wire) => ({ _tag: "CheckoutSession" as const, session: toCheckoutSession(wire) })),
        Effect.mapError(invalid)
      )
    case "invoice":
      return Schema.decodeUnknownEffect(WireInvoice)(value).pipe(
        Effect.map((wire) => ({ _tag: "Invoice" as const, invoice: toInvoice(wire) })),
        Effect.mapError(invalid)
      )
    default:
      return Effect.succeed({ _tag: "Other" as const })
  }
}

/**
 * Reads a verified delivery's body as an event.
 *
 * @category parsing
 * @since 0.1.0
 */
export const readEvent = (payload: string): Effect.Effect<Event, InvalidEvent> =>
  Effect.gen(function* () {
    const json = yield* Effect.try({
      try: () => JSON.parse(payload) as unknown,
      catch: () => new InvalidEvent({ message: "The webhook body is not JSON." })
    })
    const wire = yield* Schema.decodeUnknownEffect(WireEvent)(json).pipe(
      Effect.mapError(() => new InvalidEvent({ message: "The webhook body is not a Stripe event." }))
    )
    const object = yield* readObject(wire.data.object)
    return { id: wire.id, type: wire.type, created: wire.created, object }
  })

/** A failure of the library as the port's error: the provider's refusals apart from its outages. */
const fromStripe = (error: unknown): PaymentProviderError => {
  const failure = error as { readonly statusCode?: number; readonly code?: string; readonly message?: string }
  const status = failure.statusCode
  const message = typeof failure.message === "string" ? failure.message : String(error)
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return new PaymentProviderError({
      reason: new Rejected({ status, code: failure.code ?? null, message })
    })
  }
  return new PaymentProviderError({ reason: new Unavailable({ message: `Stripe is unavailable: ${message}` }) })
}

const call = <A>(name: string, run: () => Promise<A>) =>
  Effect.tryPromise({ try: run, catch: fromStripe }).pipe(Effect.withSpan(`StripeProvider.${name}`))

/**
 * The library's connection settings for an API base URL.
 *
 * @category constructors
 * @since 0.1.0
 */
export const connection = (
  apiBase: string
): { readonly host: string; readonly port: number; readonly protocol: "http" | "https" } => {
  const url = new URL(apiBase)
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`STRIPE_API_BASE must be an http or https URL, got ${apiBase}`)
  }
  const protocol = url.protocol === "http:" ? "http" : "https"
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port),
    protocol
  }
}

/**
 * The port on Stripe.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (options: Options): Layer.Layer<PaymentProvider> =>
  Layer.effect(
    PaymentProvider,
    // Stripe's library is loaded when the port is built, so a host without Stripe never loads it.
    Effect.map(
      Effect.promise(() => import("stripe")),
      ({ default: Stripe }) => {
        const stripe = new Stripe(Redacted.value(options.secretKey), {
          ...connection(options.apiBase ?? "https://api.stripe.com"),
          maxNetworkRetries: options.maxNetworkRetries ?? 2,
          timeout: options.timeoutMillis ?? 20_000,
          appInfo: { name: "vouch-billing" }
        })
        const secrets = options.webhookSecrets.map(Redacted.value)
        const tolerance = options.toleranceSeconds ?? WebhookSignature.defaultToleranceSeconds
        const asList = <A>(list: unknown, decode: (value: unknown) => Effect.Effect<A, PaymentProviderError>) =>
          Effect.flatMap(decodeList(list), (read) =>
            Effect.map(Effect.forEach(read.data, decode), (items) => ({ items, hasMore: read.has_more }))
          )

        return PaymentProvider.of({
          configured: true,
          createCustomer: (input) =>
            call("createCustomer", () =>
              stripe.customers.create(
                { email: input.email, metadata: { vouch_account_id: input.accountId } },
                // One customer per account even when the request is retried after a lost answer.
                { idempotencyKey: `vouch-customer-${input.accountId}` }
              )
            ).pipe(Effect.map((customer) => ({ customerId: customer.id }))),
          createCheckoutSession: (input) => {
            const metadata = { vouch_account_id: input.accountId, vouch_price_id: input.priceId }
            return call("createCheckoutSession", () =>
              stripe.checkout.sessions.create({
                mode: input.mode,
                customer: input.customerId,
                client_reference_id: input.accountId,
                line_items: [{ price: input.priceId, quantity: 1 }],
                success_url: input.successUrl,
                cancel_url: input.cancelUrl,
                metadata,
                ...(input.mode === "subscription"
                  ? { subscription_data: { metadata } }
                  : { payment_intent_data: { metadata } })
              })
            ).pipe(Effect.flatMap(decodeCheckoutSession))
          },
          retrieveSubscription: (subscriptionId) =>
            call("retrieveSubscription", () => stripe.subscriptions.retrieve(subscriptionId)).pipe(
              Effect.flatMap(decodeSubscription)
            ),
          listSubscriptions: (customerId) =>
            call("listSubscriptions", () =>
              stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 })
            ).pipe(
              Effect.flatMap((list) => asList(list, decodeSubscription)),
              Effect.map((read) => read.items)
            ),
          listCheckoutSessions: (customerId) =>
            call("listCheckoutSessions", () =>
              stripe.checkout.sessions.list({ customer: customerId, limit: 100 })
            ).pipe(
              Effect.flatMap((list) => asList(list, decodeCheckoutSession)),
              Effect.map((read) => read.items)
            ),
          listInvoices: (input) =>
            call("listInvoices", () =>
              stripe.invoices.list({
                customer: input.customerId,
                limit: input.limit,
                ...(input.startingAfter === undefined ? {} : { starting_after: input.startingAfter })
              })
            ).pipe(
              Effect.flatMap((list) => asList(list, decodeInvoice)),
              Effect.map((read) => ({ invoices: read.items, hasMore: read.hasMore }))
            ),
          verifyWebhook: (input) =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis
              const verified = WebhookSignature.verify({
                payload: input.payload,
                header: input.signature,
                secrets,
                nowSeconds: Math.floor(now / 1000),
                toleranceSeconds: tolerance
              })
              if (Result.isFailure(verified)) {
                return yield* Effect.fail(
                  new PaymentProviderError({ reason: new InvalidSignature({ message: verified.failure.message }) })
                )
              }
              return yield* readEvent(input.payload).pipe(
                Effect.mapError((reason) => new PaymentProviderError({ reason }))
              )
            }).pipe(Effect.withSpan("StripeProvider.verifyWebhook"))
        })
      }
    )
  )

/**
 * The port from optional settings: Stripe when a secret key is given, else
 * `PaymentProvider.layerNotConfigured`.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerOption = (options: Option.Option<Options>): Layer.Layer<PaymentProvider> =>
  Option.match(options, { onNone: () => PaymentProvider.layerNotConfigured, onSome: layer })
