/**
 * The HTTP contract of billing (spec 1: Billing), groups and schemas only; handlers
 * are in `BillingHttp`. Every answer is the registry's envelope.
 *
 * - `POST /v1/billing/checkout` (verified email): `{price_id, success_url?, cancel_url?}`
 *   → `{url}` of a hosted checkout session.
 * - `GET /v1/billing/subscription`: status, plan, renewal date and the plan's limits.
 * - `GET /v1/billing/invoices?limit&cursor`: invoices, newest first, cursor-paged.
 * - `POST /v1/billing/webhook`: the payment provider's signed events (no caller
 *   authentication: the signature is the authentication).
 *
 * @since 0.1.0
 */
import { ApiError, Envelope, HttpEnvelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { BillingAuthentication } from "./BillingAuthentication.ts"
import * as Plans from "./Plans.ts"

const failures = (...codes: Parameters<typeof ApiError.failures>[1]) =>
  ApiError.failures("registry", [...codes, "rate_limited", "service_unavailable", "internal_error"])
const describe = (description: string) => OpenApi.annotations({ description })

const ReturnUrl = Schema.String.check(Schema.isMaxLength(2048), Schema.isPattern(/^https?:\/\/[^\s]+$/))

/**
 * @category models
 * @since 0.1.0
 */
export const CheckoutRequest = Schema.Struct({
  price_id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  success_url: Schema.optionalKey(ReturnUrl),
  cancel_url: Schema.optionalKey(ReturnUrl)
}).annotate({ identifier: "CheckoutRequest" })

/**
 * @category models
 * @since 0.1.0
 */
export const CheckoutSession = Schema.Struct({ url: Schema.String }).annotate({ identifier: "CheckoutSession" })

/**
 * @category models
 * @since 0.1.0
 */
export const Subscription = Schema.Struct({
  status: Schema.String,
  plan: Schema.String,
  plan_name: Schema.String,
  tier: Plans.Tier,
  subscription_id: Schema.NullOr(Schema.String),
  price_id: Schema.NullOr(Schema.String),
  current_period_end: Schema.NullOr(Schema.String),
  renews_at: Schema.NullOr(Schema.String),
  cancel_at_period_end: Schema.Boolean,
  limits: Plans.Limits
}).annotate({ identifier: "Subscription" })

/**
 * @category models
 * @since 0.1.0
 */
export const Invoice = Schema.Struct({
  invoice_id: Schema.String,
  number: Schema.NullOr(Schema.String),
  status: Schema.NullOr(Schema.String),
  amount_due: Schema.Number,
  amount_paid: Schema.Number,
  currency: Schema.String,
  created_at: Schema.String,
  period_start: Schema.NullOr(Schema.String),
  period_end: Schema.NullOr(Schema.String),
  hosted_invoice_url: Schema.NullOr(Schema.String),
  invoice_pdf: Schema.NullOr(Schema.String)
}).annotate({ identifier: "Invoice" })

/**
 * @category models
 * @since 0.1.0
 */
export const WebhookReceipt = Schema.Struct({
  received: Schema.Literal(true),
  event_id: Schema.String,
  outcome: Schema.String
}).annotate({ identifier: "WebhookReceipt" })

/**
 * `/v1/billing/checkout`, `/subscription`, `/invoices`.
 *
 * @category http
 * @since 0.1.0
 */
export class BillingGroup extends HttpApiGroup.make("billing")
  .add(
    HttpApiEndpoint.post("checkout", "/v1/billing/checkout", {
      payload: CheckoutRequest,
      success: Envelope.Success(CheckoutSession),
      error: failures("unauthorized", "email_not_verified", "validation_error", "conflict")
    })
      .annotate(OpenApi.Summary, "Start a checkout")
      .annotateMerge(
        describe(
          "A hosted checkout session for a price of the plan catalogue: a plan's price subscribes (409 while a paid plan is in force), a credit pack's buys credits once."
        )
      ),
    HttpApiEndpoint.get("subscription", "/v1/billing/subscription", {
      success: Envelope.Success(Subscription),
      error: failures("unauthorized")
    }).annotate(OpenApi.Summary, "Get the subscription"),
    HttpApiEndpoint.get("invoices", "/v1/billing/invoices", {
      query: { limit: Schema.optional(Schema.String), cursor: Schema.optional(Schema.String) },
      success: Envelope.Success(Schema.Array(Invoice)),
      error: failures("unauthorized", "validation_error")
    })
      .annotate(OpenApi.Summary, "List invoices")
      .annotateMerge(describe("Invoices, newest first (`limit` 1–100, default 10; `cursor` from `meta.pagination`)."))
  )
  .middleware(BillingAuthentication)
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({ title: "Billing", description: "Checkout, the subscription in force and invoices." })
  ) {}

/**
 * `/v1/billing/webhook`.
 *
 * @category http
 * @since 0.1.0
 */
export class WebhookGroup extends HttpApiGroup.make("billingWebhook")
  .add(
    HttpApiEndpoint.post("webhook", "/v1/billing/webhook", {
      // The raw body: the signature covers its exact bytes.
      payload: Schema.String.pipe(HttpApiSchema.asText({ contentType: "application/json" })),
      success: Envelope.Success(WebhookReceipt),
      error: failures("invalid_request")
    })
      .annotate(OpenApi.Summary, "Receive a payment provider event")
      .annotateMerge(
        describe(
          "The payment provider's events, signed (`Stripe-Signature`). Each event id is applied once; older subscription states are ignored."
        )
      )
  )
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({ title: "Billing webhook", description: "Signed events from the payment provider." })
  ) {}

/**
 * Both billing groups as one API: a host adds it with `.addHttpApi(BillingApi.Api)`
 * and provides `BillingHttp.layerFor(HostApi)`.
 *
 * @category http
 * @since 0.1.0
 */
export class Api extends HttpApi.make("billing").add(BillingGroup).add(WebhookGroup) {}
