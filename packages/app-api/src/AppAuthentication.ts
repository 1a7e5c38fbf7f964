/**
 * Authentication of the app API: `Authorization: Bearer <token>` with a guest or user
 * token, verified by the host's `AppCredentials`. The token is bound to one app; that app must
 * be served by this runtime. Missing, expired, revoked or unknown tokens: 401. A request
 * made with the token of an app that has its own `dialect` answers its failures in it.
 *
 * @since 0.1.0
 */
import { ApiError, HttpEnvelope } from "@vouch/envelope"
import { Cause, Context, Effect, Layer, Option } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { HttpApiMiddleware } from "effect/http-api"
import type * as App from "./App.ts"
import { AppCredentials } from "./AppCredentials.ts"
import type { Subject } from "./AppModels.ts"
import { AppRuntime } from "./AppRuntime.ts"

/**
 * The caller of an app API request; none when anonymous (only `POST /guest`).
 *
 * @category services
 * @since 0.1.0
 */
export class CurrentSubject extends Context.Service<CurrentSubject, Option.Option<Subject>>()(
  "@vouch/app-api/CurrentSubject"
) {}

/**
 * @category http
 * @since 0.1.0
 */
export class AppAuthentication extends HttpApiMiddleware.Service<AppAuthentication, { provides: CurrentSubject }>()(
  "@vouch/app-api/AppAuthentication"
) {}

/**
 * The token of an `Authorization: Bearer <token>` header; none for any other header.
 *
 * @category parsing
 * @since 0.1.0
 */
export const bearerToken = (authorization: string | undefined): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1]

/**
 * Answers an HTTP effect's failures with envelopes in an app's dialect (its code
 * spelling), here rather than in the global envelope middleware, which decides by path.
 *
 * @category http
 * @since 0.1.0
 */
export const withDialect =
  (dialect: App.Dialect | undefined) =>
  <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> =>
    dialect === undefined
      ? httpEffect
      : httpEffect.pipe(
          Effect.catchCause((cause) =>
            Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause) : HttpEnvelope.causeResponse(cause)
          ),
          Effect.provideService(HttpEnvelope.CurrentDialect, dialect.envelope)
        )

/**
 * @category layers
 * @since 0.1.0
 */
export const layer = Layer.effect(
  AppAuthentication,
  Effect.gen(function* () {
    const credentials = yield* AppCredentials
    const runtime = yield* AppRuntime
    return (httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const token = bearerToken(request.headers.authorization)
        const found =
          token === undefined
            ? Option.none()
            : yield* credentials.verify(token).pipe(Effect.withSpan("AppAuthentication.verify"))
        const app = Option.isSome(found) ? yield* runtime.appOf(found.value) : Option.none()
        const subject = Option.isSome(app) ? found : Option.none()
        const dialect = Option.getOrUndefined(app)?.dialect
        return yield* Effect.provideService(httpEffect, CurrentSubject, subject).pipe(withDialect(dialect))
      })
  })
)

/**
 * The caller, or 401 `unauthorized`.
 *
 * @category utilities
 * @since 0.1.0
 */
export const required: Effect.Effect<Subject, ApiError.ApiError, CurrentSubject> = Effect.flatMap(
  CurrentSubject,
  (subject) =>
    Option.isSome(subject)
      ? Effect.succeed(subject.value)
      : ApiError.fail("unauthorized", "Send a token of this app: Authorization: Bearer <token>.")
)
