/**
 * Who is calling: the bearer API key (`Authorization: Bearer <key>`) or, for
 * browsers, the HttpOnly `ss_session` cookie. The `Authentication` middleware resolves
 * it once per request and provides `CurrentPrincipal` (none when anonymous); handlers
 * that need a caller use `required`, which answers 401 `unauthorized`.
 *
 * Cross-site protection: a request authenticated by the cookie with an unsafe method
 * must come from the server's own origin (`Origin`, else `Sec-Fetch-Site`), or it is
 * refused with 403. Bearer keys are never sent by browsers on their own, so they need
 * no such check.
 *
 * @since 0.1.0
 */
import { ApiError } from "@vouch/envelope"
import { Context, Effect, Layer, Option } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiMiddleware } from "effect/http-api"
import { Credentials, type Principal } from "./Credentials.ts"
import { IdentityConfig, secureCookies } from "./IdentityConfig.ts"

/**
 * The name of the session cookie.
 *
 * @category constants
 * @since 0.1.0
 */
export const cookieName = "ss_session"

/**
 * A principal and how its credential arrived.
 *
 * @category models
 * @since 0.1.0
 */
export interface Caller extends Principal {
  readonly via: "bearer" | "cookie"
}

/**
 * @category services
 * @since 0.1.0
 */
export class CurrentPrincipal extends Context.Service<CurrentPrincipal, Option.Option<Caller>>()(
  "@vouch/identity/CurrentPrincipal"
) {}

/**
 * @category http
 * @since 0.1.0
 */
export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: CurrentPrincipal }>()(
  "@vouch/identity/Authentication",
  // A cross-site unsafe request carrying the session cookie.
  { error: ApiError.failures("registry", ["forbidden"]) }
) {}

/**
 * The credential of a request: the bearer token first, else the session cookie.
 *
 * @category utilities
 * @since 0.1.0
 */
export const credentialOf = (
  request: HttpServerRequest.HttpServerRequest
): { readonly secret: string; readonly via: "bearer" | "cookie" } | undefined => {
  const authorization = request.headers.authorization
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
    return match === null ? undefined : { secret: match[1]!, via: "bearer" }
  }
  const cookie = request.cookies[cookieName]
  return cookie === undefined || cookie === "" ? undefined : { secret: cookie, via: "cookie" }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * Whether a cookie-authenticated request may proceed: safe methods always; unsafe
 * ones only from the server's own origin.
 *
 * @category utilities
 * @since 0.1.0
 */
export const sameOrigin = (request: HttpServerRequest.HttpServerRequest, publicUrl: string): boolean => {
  if (safeMethods.has(request.method)) return true
  const origin = request.headers.origin
  if (origin !== undefined) return origin === new URL(publicUrl).origin
  const site = request.headers["sec-fetch-site"]
  return site === undefined || site === "same-origin" || site === "none"
}

/**
 * Resolves the caller of a request with the given services (none when anonymous or the
 * credential is not valid). Fails with 403 for a cross-site unsafe request carrying the
 * cookie.
 *
 * @category constructors
 * @since 0.1.0
 */
export const resolveWith =
  (credentials: Credentials["Service"], config: IdentityConfig["Service"]) =>
  (request: HttpServerRequest.HttpServerRequest): Effect.Effect<Option.Option<Caller>, ApiError.ApiError> => {
    const credential = credentialOf(request)
    if (credential === undefined) return Effect.succeed(Option.none<Caller>())
    return Effect.flatMap(credentials.authenticate(credential.secret), (principal) => {
      if (Option.isNone(principal)) return Effect.succeed(Option.none<Caller>())
      if (credential.via === "cookie" && !sameOrigin(request, config.publicUrl))
        return ApiError.fail("forbidden", "Cross-site requests cannot use the session cookie.")
      return Effect.succeed(Option.some<Caller>({ ...principal.value, via: credential.via }))
    })
  }

/**
 * `resolveWith` over the ambient `Credentials` and `IdentityConfig`, read once: the
 * function asks nothing of the context, so a middleware calling it per request provides
 * nothing (providing a captured context copies the request's whole context each time).
 *
 * @category constructors
 * @since 0.1.0
 */
export const resolver: Effect.Effect<
  (request: HttpServerRequest.HttpServerRequest) => Effect.Effect<Option.Option<Caller>, ApiError.ApiError>,
  never,
  Credentials | IdentityConfig
> = Effect.gen(function* () {
  return resolveWith(yield* Credentials, yield* IdentityConfig)
})

/**
 * Resolves the caller of a request (none when anonymous or the credential is not
 * valid). Fails with 403 for a cross-site unsafe request carrying the cookie.
 *
 * @category constructors
 * @since 0.1.0
 */
export const resolve = (
  request: HttpServerRequest.HttpServerRequest
): Effect.Effect<Option.Option<Caller>, ApiError.ApiError, Credentials | IdentityConfig> =>
  Effect.flatMap(resolver, (resolveCaller) => resolveCaller(request))

/**
 * The middleware's implementation.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const resolveCaller = yield* resolver
    return (httpEffect) =>
      Effect.withFiber((fiber) =>
        Effect.flatMap(resolveCaller(Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)), (caller) =>
          Effect.provideService(httpEffect, CurrentPrincipal, caller)
        )
      )
  })
)

/**
 * The caller, or 401 `unauthorized`.
 *
 * @category utilities
 * @since 0.1.0
 */
export const required: Effect.Effect<Caller, ApiError.ApiError, CurrentPrincipal> = Effect.flatMap(
  CurrentPrincipal,
  (caller) =>
    Option.isSome(caller)
      ? Effect.succeed(caller.value)
      : ApiError.fail("unauthorized", "Sign in or send an API key: Authorization: Bearer <key>.")
)

/**
 * The caller, which must have a verified email, or 403 `email_not_verified`.
 *
 * @category utilities
 * @since 0.1.0
 */
export const requiredVerified = (action: string): Effect.Effect<Caller, ApiError.ApiError, CurrentPrincipal> =>
  Effect.flatMap(required, (caller) =>
    caller.account.email_verified
      ? Effect.succeed(caller)
      : ApiError.fail("email_not_verified", `Verify your email address to ${action}.`)
  )

/**
 * Sets the session cookie on the response of the current request: HttpOnly,
 * SameSite=Lax, Secure when the server is public over https, for the credential's
 * lifetime.
 *
 * @category http
 * @since 0.1.0
 */
export const setSessionCookie = (secret: string, expiresAt: Date | null) =>
  Effect.gen(function* () {
    const config = yield* IdentityConfig
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.succeed(
        HttpServerResponse.setCookieUnsafe(response, cookieName, secret, {
          httpOnly: true,
          sameSite: "lax",
          secure: secureCookies(config),
          path: "/",
          ...(expiresAt === null ? {} : { expires: expiresAt })
        })
      )
    )
  })

/**
 * Clears the session cookie on the response of the current request.
 *
 * @category http
 * @since 0.1.0
 */
export const clearSessionCookie = Effect.gen(function* () {
  const config = yield* IdentityConfig
  yield* HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(
      HttpServerResponse.expireCookieUnsafe(response, cookieName, {
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies(config),
        path: "/"
      })
    )
  )
})
