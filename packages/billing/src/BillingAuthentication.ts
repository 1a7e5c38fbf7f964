/**
 * Who is calling: the port through which billing learns the caller. Billing
 * authenticates no one itself; the host implements `BillingAuthentication` (API keys,
 * session cookies), which provides `CurrentCustomer` to the billing endpoints:
 * `Option.none()` for an anonymous caller (answered 401 by the handlers).
 *
 * @since 0.1.0
 */
import { ApiError } from "@vouch/envelope"
import { Context, Effect, Layer, Option } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import { HttpApiMiddleware } from "effect/http-api"
import type { Customer } from "./Billing.ts"

/**
 * The caller of the current request; none when anonymous.
 *
 * @category services
 * @since 0.1.0
 */
export class CurrentCustomer extends Context.Service<CurrentCustomer, Option.Option<Customer>>()(
  "@vouch/billing/CurrentCustomer"
) {}

/**
 * The authentication middleware of the billing group; the host supplies it (see
 * `layer`). Credentials that are present but do not resolve must be answered 401.
 *
 * @category http
 * @since 0.1.0
 */
export class BillingAuthentication extends HttpApiMiddleware.Service<
  BillingAuthentication,
  { provides: CurrentCustomer }
>()("@vouch/billing/BillingAuthentication", {
  error: ApiError.failures("registry", ["unauthorized"])
}) {}

/**
 * The authenticated caller, or 401 `unauthorized`.
 *
 * @category utilities
 * @since 0.1.0
 */
export const required: Effect.Effect<Customer, ApiError.ApiError, CurrentCustomer> = Effect.flatMap(
  CurrentCustomer,
  (customer) =>
    Option.isSome(customer)
      ? Effect.succeed(customer.value)
      : ApiError.fail("unauthorized", "Sign in or send an API key: Authorization: Bearer <key>.")
)

/**
 * Implements `BillingAuthentication` from a function resolving the caller of a request:
 * `Option.none()` when anonymous, an `ApiError` for credentials that do not resolve.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = <R>(
  resolve: (
    request: HttpServerRequest.HttpServerRequest
  ) => Effect.Effect<Option.Option<Customer>, ApiError.ApiError, R>
): Layer.Layer<BillingAuthentication, never, R> =>
  Layer.effect(
    BillingAuthentication,
    Effect.gen(function* () {
      const context = yield* Effect.context<R>()
      return BillingAuthentication.of((httpEffect) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const customer = yield* Effect.provideContext(resolve(request), context)
          return yield* Effect.provideService(httpEffect, CurrentCustomer, customer)
        })
      )
    })
  )
