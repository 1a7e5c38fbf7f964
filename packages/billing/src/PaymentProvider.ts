/**
 * The payment provider port: what billing asks of a provider (customers, hosted
 * checkout sessions, subscriptions, invoices, verified webhook events), in the
 * provider-neutral shapes below. `StripeProvider.layer` implements it with Stripe's
 * official library; `PaymentProvider.layerNotConfigured` answers every call with
 * `NotConfigured` (the billing endpoints then say 503 and the rest of a server works).
 *
 * Times are unix seconds, as providers send them.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Schema } from "effect"

/**
 * A subscription as the provider holds it now.
 *
 * @category models
 * @since 0.1.0
 */
export interface Subscription {
  readonly id: string
  readonly customerId: string
  /** `active`, `trialing`, `past_due`, `canceled`, `unpaid`, `incomplete`, `incomplete_expired`, `paused`. */
  readonly status: string
  readonly priceId: string | null
  readonly currentPeriodStart: number | null
  readonly currentPeriodEnd: number | null
  readonly cancelAtPeriodEnd: boolean
  /** The account named in the subscription's metadata when billing created it. */
  readonly accountId: string | null
}

/**
 * A hosted checkout session.
 *
 * @category models
 * @since 0.1.0
 */
export interface CheckoutSession {
  readonly id: string
  readonly mode: string
  /** `open`, `complete` or `expired`. */
  readonly status: string | null
  /** `paid`, `unpaid` or `no_payment_required`. */
  readonly paymentStatus: string | null
  /** The payment's id (Stripe: the PaymentIntent) of a one-off purchase. */
  readonly paymentId: string | null
  readonly subscriptionId: string | null
  readonly customerId: string | null
  /** The account that started it (its client reference). */
  readonly accountId: string | null
  /** The price it sells, as billing recorded it when creating the session. */
  readonly priceId: string | null
  readonly url: string | null
  readonly created: number
}

/**
 * An invoice.
 *
 * @category models
 * @since 0.1.0
 */
export interface Invoice {
  readonly id: string
  readonly number: string | null
  readonly status: string | null
  readonly amountDue: number
  readonly amountPaid: number
  readonly currency: string
  readonly created: number
  readonly periodStart: number | null
  readonly periodEnd: number | null
  readonly hostedInvoiceUrl: string | null
  readonly invoicePdf: string | null
  readonly subscriptionId: string | null
}

/**
 * A verified webhook event and the object it carries.
 *
 * @category models
 * @since 0.1.0
 */
export interface Event {
  readonly id: string
  readonly type: string
  readonly created: number
  readonly object:
    | { readonly _tag: "Subscription"; readonly subscription: Subscription }
    | { readonly _tag: "CheckoutSession"; readonly session: CheckoutSession }
    | { readonly _tag: "Invoice"; readonly invoice: Invoice }
    | { readonly _tag: "Other" }
}

/**
 * No provider is configured.
 *
 * @category errors
 * @since 0.1.0
 */
export class NotConfigured extends Schema.TaggedError<NotConfigured>()("NotConfigured", {}) {}

/**
 * A webhook delivery whose signature does not verify.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidSignature extends Schema.TaggedError<InvalidSignature>()("InvalidSignature", {
  message: Schema.String
}) {}

/**
 * A verified delivery that is not an event billing can read.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidEvent extends Schema.TaggedError<InvalidEvent>()("InvalidEvent", { message: Schema.String }) {}

/**
 * The provider refused the request (a 4xx other than 429): a bad price id, an unknown
 * object.
 *
 * @category errors
 * @since 0.1.0
 */
export class Rejected extends Schema.TaggedError<Rejected>()("Rejected", {
  status: Schema.Number,
  code: Schema.NullOr(Schema.String),
  message: Schema.String
}) {}

/**
 * The provider did not answer usefully (network, 5xx, 429, an unreadable response).
 *
 * @category errors
 * @since 0.1.0
 */
export class Unavailable extends Schema.TaggedError<Unavailable>()("Unavailable", { message: Schema.String }) {}

/**
 * The one error of the port.
 *
 * @category errors
 * @since 0.1.0
 */
export class PaymentProviderError extends Schema.TaggedError<PaymentProviderError>()("PaymentProviderError", {
  reason: Schema.Union([NotConfigured, InvalidSignature, InvalidEvent, Rejected, Unavailable])
}) {}

/**
 * @category services
 * @since 0.1.0
 */
export class PaymentProvider extends Context.Service<
  PaymentProvider,
  {
    /** Whether a provider is configured (false for `layerNotConfigured`). */
    readonly configured: boolean
    /** A customer for an account (billing keeps the id). */
    readonly createCustomer: (input: {
      readonly accountId: string
      readonly email: string
    }) => Effect.Effect<{ readonly customerId: string }, PaymentProviderError>
    /** A hosted checkout session selling one price to a customer; `url` is where to send the person. */
    readonly createCheckoutSession: (input: {
      readonly customerId: string
      readonly accountId: string
      readonly priceId: string
      readonly mode: "subscription" | "payment"
      readonly successUrl: string
      readonly cancelUrl: string
    }) => Effect.Effect<CheckoutSession, PaymentProviderError>
    readonly retrieveSubscription: (subscriptionId: string) => Effect.Effect<Subscription, PaymentProviderError>
    /** Every subscription of a customer, whatever its status. */
    readonly listSubscriptions: (customerId: string) => Effect.Effect<ReadonlyArray<Subscription>, PaymentProviderError>
    /** The customer's recent checkout sessions (reconciliation of one-off purchases). */
    readonly listCheckoutSessions: (
      customerId: string
    ) => Effect.Effect<ReadonlyArray<CheckoutSession>, PaymentProviderError>
    /** The customer's invoices, newest first, after `startingAfter` (an invoice id) when given. */
    readonly listInvoices: (input: {
      readonly customerId: string
      readonly limit: number
      readonly startingAfter?: string | undefined
    }) => Effect.Effect<{ readonly invoices: ReadonlyArray<Invoice>; readonly hasMore: boolean }, PaymentProviderError>
    /** Verifies a webhook delivery (raw body and signature header) and reads its event. */
    readonly verifyWebhook: (input: {
      readonly payload: string
      readonly signature: string | undefined
    }) => Effect.Effect<Event, PaymentProviderError>
  }
>()("@vouch/billing/PaymentProvider") {
  /** No provider: every call fails with `NotConfigured`. */
  static readonly layerNotConfigured = Layer.succeed(PaymentProvider, {
    configured: false,
    createCustomer: () => notConfigured,
    createCheckoutSession: () => notConfigured,
    retrieveSubscription: () => notConfigured,
    listSubscriptions: () => notConfigured,
    listCheckoutSessions: () => notConfigured,
    listInvoices: () => notConfigured,
    verifyWebhook: () => notConfigured
  })
}

const notConfigured = Effect.fail(new PaymentProviderError({ reason: new NotConfigured() }))
