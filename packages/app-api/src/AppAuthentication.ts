/**
 * Authentication of the app API: `Authorization: Bearer <token>` with a guest or user
 * token (`@vouch/identity` `AppTokens`). The token is bound to one app; that app must
 * be served by this runtime. Missing, expired, revoked or unknown tokens: 401.
 *
 * @since 0.1.0
 */
import { ApiError } from "@vouch/envelope"
import { AppTokens } from "@vouch/identity"
import { Context, Effect, Layer, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiMiddleware } from "effect/http-api"
import { AppRuntime, type Subject } from "./AppRuntime.ts"

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
 * @category middleware
 * @since 0.1.0
 */
export class AppAuthentication extends HttpApiMiddleware.Service<AppAuthentication, { provides: CurrentSubject }>()(
  "@vouch/app-api/AppAuthentication"
) {}

/**
 * @category layers
 * @since 0.1.0
 */
export const layer = Layer.effect(
  AppAuthentication,
  Effect.gen(function* () {
    const tokens = yield* AppTokens.AppTokens
    const runtime = yield* AppRuntime
    return (httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")
        const found = match === null ? Option.none() : yield* tokens.inspect(match[1]!)
        const subject = Option.filter(
          Option.map(
            found,
            (token): Subject => ({
              app_slug: token.app_slug,
              subject_type: token.subject_type,
              subject_id: token.subject_id
            })
          ),
          (token) => runtime.apps.has(token.app_slug)
        )
        return yield* Effect.provideService(httpEffect, CurrentSubject, subject)
      })
  })
)

/**
 * The caller, or 401 `unauthorized`.
 *
 * @category accessors
 * @since 0.1.0
 */
export const required: Effect.Effect<Subject, never, CurrentSubject> = Effect.flatMap(CurrentSubject, (subject) =>
  Option.isSome(subject)
    ? Effect.succeed(subject.value)
    : ApiError.raise("unauthorized", "Send a token of this app: Authorization: Bearer <token>.")
)
