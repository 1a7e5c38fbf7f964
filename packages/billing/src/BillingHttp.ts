/**
 * The handlers of `BillingApi`: billing's errors as enveloped `ApiError`s.
 *
 * | reason | status, code |
 * |---|---|
 * | `NotConfigured` | 503 `service_unavailable` |
 * | `EmailNotVerified` | 403 `email_not_verified` |
 * | `UnknownPrice` | 400 `validation_error` (field `price_id`) |
 * | `AlreadySubscribed` | 409 `conflict` |
 * | `InvalidWebhook` | 400 `invalid_request` |
 * | `ProviderFailed` | 503 `service_unavailable` |
 *
 * @since 0.1.0
 */
import { ApiError, ApiMount, type ErrorCode, HttpEnvelope, Pagination } from "@vouch/envelope"
import { Effect } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import { type HttpApi, HttpApiBuilder, type HttpApiGroup } from "effect/http-api"
import { Billing, type BillingError, type Reason } from "./Billing.ts"
import { Api, type BillingGroup, type WebhookGroup } from "./BillingApi.ts"
import * as BillingAuthentication from "./BillingAuthentication.ts"

/**
 * The code of each reason.
 *
 * @category constants
 * @since 0.1.0
 */
export const codes: { readonly [R in Reason]: ErrorCode.ErrorCode } = {
  NotConfigured: "service_unavailable",
  EmailNotVerified: "email_not_verified",
  UnknownPrice: "validation_error",
  AlreadySubscribed: "conflict",
  InvalidWebhook: "invalid_request",
  ProviderFailed: "service_unavailable"
}

/**
 * Billing's error as the `ApiError` the envelope answers with.
 *
 * @category encoding
 * @since 0.1.0
 */
export const toApiError = (error: BillingError): ApiError.ApiError => {
  const reason = error.reason
  const code = codes[reason._tag]
  switch (reason._tag) {
    case "NotConfigured":
      return ApiError.make(
        code,
        "Billing is not configured on this server (no payment provider: STRIPE_SECRET_KEY is not set)."
      )
    case "EmailNotVerified":
      return ApiError.make(code, "Verify your email address to start a checkout.")
    case "UnknownPrice":
      return ApiError.make(code, `The price ${reason.price_id} is not in the plan catalogue.`, {
        location: "body",
        field: "price_id",
        issues: [{ path: ["price_id"], message: "not a price of the plan catalogue" }]
      })
    case "AlreadySubscribed":
      return ApiError.make(
        code,
        `The ${reason.plan} plan is already in force: change or cancel that subscription instead.`
      )
    case "InvalidWebhook":
      return ApiError.make(code, reason.message)
    case "ProviderFailed":
      return ApiError.make(code, reason.message)
  }
}

const orFail = Effect.mapError(toApiError)

const invoiceCursor = /^[A-Za-z0-9_]{1,255}$/

/**
 * Where checkout returns to when the request names no URL.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  readonly successUrl: string
  readonly cancelUrl: string
}

const billing = (options: Options) => (api: typeof Api) =>
  HttpApiBuilder.group(api, "billing", (handlers) =>
    Effect.gen(function* () {
      const service = yield* Billing
      return handlers
        .handle("checkout", ({ payload }) =>
          Effect.gen(function* () {
            const customer = yield* BillingAuthentication.required
            const session = yield* service
              .checkout({
                customer,
                priceId: payload.price_id,
                successUrl: payload.success_url ?? options.successUrl,
                cancelUrl: payload.cancel_url ?? options.cancelUrl
              })
              .pipe(orFail)
            return yield* HttpEnvelope.ok(session)
          })
        )
        .handle("subscription", () =>
          Effect.gen(function* () {
            const customer = yield* BillingAuthentication.required
            return yield* HttpEnvelope.ok(yield* service.subscription(customer.account_id).pipe(orFail))
          })
        )
        .handle("invoices", ({ query }) =>
          Effect.gen(function* () {
            const customer = yield* BillingAuthentication.required
            const limit = Pagination.parseLimit(query.limit, { default: 10, maximum: 100 })
            if (limit === undefined) {
              return yield* ApiError.fail("validation_error", "limit is an integer from 1 to 100.", {
                location: "query",
                field: "limit",
                issues: [{ path: ["limit"], message: "an integer from 1 to 100" }]
              })
            }
            if (query.cursor !== undefined && !invoiceCursor.test(query.cursor)) {
              return yield* ApiError.fail("validation_error", "The cursor is not valid.", {
                location: "query",
                field: "cursor",
                issues: [{ path: ["cursor"], message: "a cursor from meta.pagination.next_cursor" }]
              })
            }
            const page = yield* service.invoices(customer.account_id, { limit, cursor: query.cursor }).pipe(orFail)
            return yield* HttpEnvelope.ok(page.invoices, {
              pagination: Pagination.cursorPage({ hasMore: page.hasMore, nextCursor: page.nextCursor })
            })
          })
        )
    })
  )

const webhook = (api: typeof Api) =>
  HttpApiBuilder.group(api, "billingWebhook", (handlers) =>
    Effect.gen(function* () {
      const service = yield* Billing
      return handlers.handle("webhook", ({ payload }) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const applied = yield* service
            .webhook({ payload, signature: request.headers["stripe-signature"] })
            .pipe(orFail)
          return yield* HttpEnvelope.ok({
            received: true as const,
            event_id: applied.event_id,
            outcome: applied.outcome
          })
        })
      )
    })
  )

/**
 * The billing groups, either of which a host API may contain.
 *
 * @category models
 * @since 0.1.0
 */
export type Groups = typeof BillingGroup | typeof WebhookGroup

/**
 * The handlers of the billing groups a host API contains (`billing`,
 * `billingWebhook`, or both, under any prefix), each answering in the envelope. They
 * need `Billing` and, for `billing`, the host's `BillingAuthentication`. An API with
 * neither, or with a group of the same name and other endpoints, is a type error.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerFor = <Id extends string, ApiGroups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, ApiGroups> & ApiMount.Check<ApiGroups, Groups>,
  options: Options
) => ApiMount.layer(api, { billing: billing(options), billingWebhook: webhook })

/**
 * The handlers of both billing groups (`BillingApi.Api` served whole).
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (options: Options) => layerFor(Api, options)
