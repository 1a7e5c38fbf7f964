/**
 * The rate limiter as `effect/http` middleware: classifies each request with its
 * policy, counts it for the caller's key in the shared store, sets the rate-limit
 * headers on every response (successes and failures alike), and answers 429
 * `rate_limited` with `Retry-After` when the window is spent.
 *
 * Keys: per client address by default. A presented credential counts only once it is
 * verified: a host passes `identify: verifiedIdentity({ verify })`, whose `verify` asks
 * the identity layer who a credential belongs to (cached briefly, so a request costs at
 * most one indexed lookup); an unknown, expired or invented credential is counted under
 * the client address, so a fresh random `Authorization` header buys no fresh window.
 * Policies scoped to the address (sign-in, guest tokens, health) ignore credentials.
 *
 * Every response carries the headers, also those of requests a host exempts from
 * counting (`exempt`, for example health probes from known addresses) and those let
 * through while the store is down: a full window is reported for them.
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
  /**
   * The policy of a request from its method and target (path and query as received);
   * `RatePolicy.classify` by default. `undefined`: not limited, no headers.
   */
  readonly policy?: ((method: string, target: string) => RatePolicy.Policy | undefined) | undefined
  /** The key a request is counted under; `defaultIdentity` (the client address) by default. */
  readonly identify?:
    | ((request: HttpServerRequest.HttpServerRequest, policy: RatePolicy.Policy) => string | Effect.Effect<string>)
    | undefined
  /** Requests answered with the headers but not counted (for example health probes). */
  readonly exempt?: ((request: HttpServerRequest.HttpServerRequest, policy: RatePolicy.Policy) => boolean) | undefined
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 32)

/**
 * The client address of a request (`unknown` when the socket has none).
 *
 * @category utilities
 * @since 0.1.0
 */
export const clientAddress = (request: HttpServerRequest.HttpServerRequest): string =>
  Option.getOrElse(request.remoteAddress, () => "unknown")

/**
 * The default key: `ip:<address>`. A credential is never trusted unverified; see
 * `verifiedIdentity`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const defaultIdentity = (request: HttpServerRequest.HttpServerRequest): string => `ip:${clientAddress(request)}`

/**
 * The credential a request presents: the bearer token, else the `ss_session` cookie.
 *
 * @category utilities
 * @since 0.1.0
 */
export const presentedCredential = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  const authorization = request.headers.authorization
  if (authorization !== undefined) return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1]
  const cookie = request.cookies.ss_session
  return cookie === undefined || cookie === "" ? undefined : cookie
}

/**
 * Options of `verifiedIdentity`.
 *
 * @category models
 * @since 0.1.0
 */
export interface VerifiedIdentityOptions {
  /**
   * Who a credential belongs to (a stable id such as an account id), or `undefined`
   * when it is unknown, expired or revoked. Must not fail; it is asked at most once
   * per credential per `cacheSeconds`.
   */
  readonly verify: (credential: string) => Effect.Effect<string | undefined>
  /** The credential of a request; `presentedCredential` by default. */
  readonly credential?: ((request: HttpServerRequest.HttpServerRequest) => string | undefined) | undefined
  /** How long an answer of `verify` is reused; 30 seconds by default. */
  readonly cacheSeconds?: number | undefined
  /** The most answers kept; 10,000 by default. */
  readonly cacheSize?: number | undefined
}

/**
 * An `identify` that counts a request under its caller (`who:<id>`) only when its
 * credential is verified, else under the client address (`ip:<address>`). Answers are
 * cached by the credential's digest (never the credential itself), negative ones too.
 *
 * @category constructors
 * @since 0.1.0
 */
export const verifiedIdentity = (options: VerifiedIdentityOptions) => {
  const ttl = (options.cacheSeconds ?? 30) * 1000
  const size = options.cacheSize ?? 10_000
  const credentialOf = options.credential ?? presentedCredential
  const cache = new Map<string, { readonly who: string | undefined; readonly until: number }>()
  const remember = (key: string, who: string | undefined, now: number) => {
    if (cache.size >= size) {
      for (const [name, entry] of cache) if (entry.until <= now) cache.delete(name)
      // Still full of live answers: forget the oldest (a Map iterates in insertion order).
      for (const name of cache.keys()) {
        if (cache.size < size) break
        cache.delete(name)
      }
    }
    cache.set(key, { who, until: now + ttl })
  }
  return (request: HttpServerRequest.HttpServerRequest, policy: RatePolicy.Policy): Effect.Effect<string> => {
    const credential = policy.scope === "address" ? undefined : credentialOf(request)
    if (credential === undefined || credential.length === 0 || credential.length > 512) {
      return Effect.succeed(defaultIdentity(request))
    }
    const key = digest(credential)
    return Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const cached = cache.get(key)
      let who = cached?.who
      if (cached === undefined || cached.until <= now) {
        who = yield* options.verify(credential)
        remember(key, who, now)
      }
      return who === undefined ? defaultIdentity(request) : `who:${who}`
    })
  }
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
 * @category http
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
      const policy = (options?.policy ?? RatePolicy.classify)(request.method, request.url)
      if (policy === undefined) return yield* httpEffect
      const answer = (rateHeaders: Record<string, string>) =>
        httpEffect.pipe(
          Effect.catchCause((cause) =>
            Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause) : HttpEnvelope.causeResponse(cause)
          ),
          Effect.map((response) => HttpServerResponse.setHeaders(response, rateHeaders))
        )
      const fullWindow = headers({ policy, remaining: policy.limit, resetSeconds: policy.windowSeconds })
      if (options?.exempt?.(request, policy) === true) return yield* answer(fullWindow)
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
      if (Option.isNone(counted)) return yield* answer(fullWindow)
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
      return yield* answer(rateHeaders)
    })
