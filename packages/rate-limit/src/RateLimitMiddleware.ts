/**
 * The rate limiter as `effect/http` middleware: classifies each request with its
 * policy, counts it for the caller's key in the shared store, sets the rate-limit
 * headers on every response (successes and failures alike), and answers 429
 * `rate_limited` with `Retry-After` when the window is spent.
 *
 * Keys: per API key (a SHA-256 of the bearer token or the `ss_session` cookie, never
 * the credential itself) when a credential is presented, per client address otherwise;
 * `/v1/auth/*` always per address, so inventing tokens cannot escape sign-in
 * throttling. A host can supply `identify` (for example one that verifies the key).
 *
 * When the store fails the request goes through (fail open) and a warning is logged:
 * an outage of the counters must not take the API down with it.
 *
 * Place it inside `HttpEnvelope.withEnvelope` (so a 429 carries the request id):
 * `HttpRouter.middleware((app) => HttpEnvelope.withEnvelope()(RateLimitMiddleware.withRateLimit()(app)), { global: true })`.
 *
 * @since 0.1.0
 */

import { createHash } from "node:crypto"
import { HttpEnvelope } from "@vouch/envelope"
import { Cause, Clock, Effect, Option } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import * as HttpServerResponse from "effect/http/HttpServerResponse"
import { RateLimitStore } from "./RateLimitStore.ts"
import * as RatePolicy from "./RatePolicy.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** The policy of a request; `RatePolicy.classify` by default. */
  readonly policy?: ((method: string, pathname: string) => RatePolicy.Policy | undefined) | undefined
  /** The key a request is counted under; `defaultIdentity` by default. */
  readonly identify?:
    | ((request: HttpServerRequest.HttpServerRequest, policy: RatePolicy.Policy) => string | Effect.Effect<string>)
    | undefined
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 32)

/**
 * The default key: `key:<hash of the credential>` or `ip:<address>`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const defaultIdentity = (request: HttpServerRequest.HttpServerRequest, policy: RatePolicy.Policy): string => {
  const address = Option.getOrElse(request.remoteAddress, () => "unknown")
  if (policy.name === "auth") return `ip:${address}`
  const authorization = request.headers.authorization
  const bearer = authorization?.startsWith("Bearer ") ? authorization.slice(7).trim() : undefined
  const credential = bearer !== undefined && bearer.length > 0 ? bearer : request.cookies.ss_session
  return credential === undefined || credential.length === 0 ? `ip:${address}` : `key:${digest(credential)}`
}

/**
 * The headers describing a window: `X-RateLimit-Limit`, `-Remaining`, `-Reset`
 * (seconds until the window resets), `-Window` (its length in seconds), and the IETF
 * draft's `RateLimit-Policy` and `RateLimit`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const headers = (options: {
  readonly policy: RatePolicy.Policy
  readonly remaining: number
  readonly resetSeconds: number
}): Record<string, string> => ({
  "x-ratelimit-limit": String(options.policy.limit),
  "x-ratelimit-remaining": String(options.remaining),
  "x-ratelimit-reset": String(options.resetSeconds),
  "x-ratelimit-window": String(options.policy.windowSeconds),
  "ratelimit-policy": `"${options.policy.name}";q=${options.policy.limit};w=${options.policy.windowSeconds}`,
  ratelimit: `"${options.policy.name}";r=${options.remaining};t=${options.resetSeconds}`
})

/**
 * Wraps an HTTP effect with rate limiting.
 *
 * @category middleware
 * @since 0.1.0
 */
export const withRateLimit =
  (options?: Options) =>
  <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<
    HttpServerResponse.HttpServerResponse,
    E,
    R | HttpServerRequest.HttpServerRequest | RateLimitStore
  > =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const pathname = request.url.split("?")[0]!
      const policy = (options?.policy ?? RatePolicy.classify)(request.method, pathname)
      if (policy === undefined) return yield* httpEffect
      const identified = (options?.identify ?? defaultIdentity)(request, policy)
      const identity = typeof identified === "string" ? identified : yield* identified
      const store = yield* RateLimitStore
      const counted = yield* Effect.option(
        store
          .increment(`${policy.name}:${identity}`, policy.windowSeconds)
          .pipe(
            Effect.tapError((error) =>
              Effect.logWarning("rate limiter store failed; letting the request through", error)
            )
          )
      )
      if (Option.isNone(counted)) return yield* httpEffect
      const now = yield* Clock.currentTimeMillis
      const resetSeconds = Math.max(1, Math.ceil((counted.value.resetAt - now) / 1000))
      const remaining = Math.max(0, policy.limit - counted.value.count)
      const rateHeaders = headers({ policy, remaining, resetSeconds })
      if (counted.value.count > policy.limit) {
        return yield* HttpEnvelope.errorResponse({
          code: "rate_limited",
          message: `Too many requests: at most ${policy.limit} per ${policy.windowSeconds} seconds. Retry in ${resetSeconds} seconds.`,
          details: { retry_after_ms: resetSeconds * 1000, policy: policy.name, limit: policy.limit },
          headers: { ...rateHeaders, "retry-after": String(resetSeconds) }
        })
      }
      const response = yield* httpEffect.pipe(
        Effect.catchCause((cause) =>
          Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause) : HttpEnvelope.causeResponse(cause)
        )
      )
      return HttpServerResponse.setHeaders(response, rateHeaders)
    })
