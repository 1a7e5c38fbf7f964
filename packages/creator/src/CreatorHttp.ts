/**
 * The creator's routes: `POST /v1/creator/chat` (one turn, `text/event-stream`) and
 * `GET /v1/creator/me` (`{username, apps}` in the registry's envelope).
 *
 * Both take a creator browser session: an app-user bearer token of the creator app
 * (slug `creator`, the token the creator web app gets when a person signs in on its
 * token page). The scope of an app token is the app it is bound to, so a token of
 * another app lacks the creator scope. Statuses (spec 1):
 *
 * - 401 `unauthorized`: no bearer token, an unknown or expired one, or an API key;
 * - 403 `forbidden`: a token of another app, or a guest's; 403 `email_not_verified`;
 * - 400 `validation_error`: a body that breaks the request rules;
 * - 413 `payload_too_large`: a body over 256 KB, an attachment over 100 KB;
 * - 409 `conflict`: a turn of the account is in flight (in any process);
 * - 429 `rate_limited` with `Retry-After`: the daily message cap (the per-address
 *   limit is the server's rate limiter);
 * - 503 `service_unavailable`: the assistant is disabled or no model is available.
 *
 * The body is read before anything else only once the token is known, so an
 * unauthenticated caller cannot make the server read 256 KB.
 *
 * @since 0.1.0
 */
import { AppAuthentication, AppCredentials } from "@vouch/app-api"
import { ApiError, ApiMount, type ErrorCode, HttpEnvelope } from "@vouch/envelope"
import * as SseEncoder from "@vouch/sse/effect/SseEncoder"
import { ByteSize, Effect, type Layer, Option, Stream } from "effect"
import { HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "effect/http"
import { type HttpApi, HttpApiBuilder, type HttpApiGroup } from "effect/http-api"
import * as CreatorApi from "./CreatorApi.ts"
import * as CreatorChat from "./CreatorChat.ts"
import type * as CreatorError from "./CreatorError.ts"

/**
 * The slug of the creator app, whose user tokens are creator sessions.
 *
 * @category constants
 * @since 0.1.0
 */
export const creatorSlug = "creator"

/**
 * The envelope code of each reason.
 *
 * @category errors
 * @since 0.1.0
 */
export const codes: { readonly [Reason in CreatorError.Reason]: ErrorCode.ErrorCode } = {
  InvalidDefinition: "validation_error",
  SlugTaken: "conflict",
  AppNotFound: "not_found",
  InvalidRequest: "validation_error",
  TooLarge: "payload_too_large",
  Unauthenticated: "unauthorized",
  Forbidden: "forbidden",
  EmailNotVerified: "email_not_verified",
  TurnInFlight: "conflict",
  DailyCapReached: "rate_limited",
  Unavailable: "service_unavailable"
}

/**
 * The `ApiError` of a `CreatorError`.
 *
 * @category errors
 * @since 0.1.0
 */
export const toApiError = (error: CreatorError.CreatorError): ApiError.ApiError =>
  new ApiError.ApiError({
    code: codes[error.reason],
    message: error.message,
    ...(error.retryAfterSeconds === undefined ? {} : { headers: { "retry-after": String(error.retryAfterSeconds) } })
  })

const encoder = new TextEncoder()

/**
 * Builds the `creator` group's handlers (from `AppCredentials` and `CreatorChat`): a host
 * adds `CreatorApi.Api` to its API (`addHttpApi`) and passes this to
 * `HttpApiBuilder.group(Api, "creator", build)`.
 *
 * @category http
 * @since 0.1.0
 */
export const build = <Handlers extends HttpApiBuilder.Handlers.FromGroup<typeof CreatorApi.CreatorGroup>>(
  handlers: Handlers
) =>
  Effect.gen(function* () {
    const credentials = yield* AppCredentials.AppCredentials
    const chat = yield* CreatorChat.CreatorChat

    // The account of a creator session.
    const session = Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const token = AppAuthentication.bearerToken(request.headers.authorization)
      const subject = token === undefined ? Option.none() : yield* credentials.verify(token)
      if (Option.isNone(subject))
        return yield* ApiError.fail(
          "unauthorized",
          "Sign in to the creator app: Authorization: Bearer <creator session token>. API keys are not accepted here."
        )
      if (subject.value.app_slug !== creatorSlug)
        return yield* ApiError.fail("forbidden", "This token belongs to another app: it has no creator scope.")
      if (subject.value.subject_type !== "user")
        return yield* ApiError.fail("forbidden", "A guest cannot use the creator assistant: sign in.")
      return subject.value.subject_id
    })

    const body = Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const declared = Number(request.headers["content-length"] ?? "0")
      if (declared > CreatorChat.limits.bodyBytes)
        return yield* ApiError.fail("payload_too_large", "The body is larger than 256 KB.")
      const text = yield* Effect.provideService(
        request.text,
        HttpIncomingMessage.MaxBodySize,
        ByteSize.bytes(CreatorChat.limits.bodyBytes)
      ).pipe(
        // A body that outgrows the limit while it is read (no or a false content-length); any
        // other failure to read it is the connection's, not the caller's request.
        Effect.catchTag("HttpServerError", (error) =>
          error.reason._tag === "RequestParseError" && error.reason.reason === "BodyTooLarge"
            ? ApiError.fail("payload_too_large", "The body is larger than 256 KB.")
            : Effect.die(error)
        )
      )
      if (encoder.encode(text).length > CreatorChat.limits.bodyBytes)
        return yield* ApiError.fail("payload_too_large", "The body is larger than 256 KB.")
      try {
        return JSON.parse(text) as unknown
      } catch {
        return yield* ApiError.fail("validation_error", "The body is not JSON.")
      }
    })

    return handlers
      .handle("chat", () =>
        Effect.gen(function* () {
          const accountId = yield* session
          const decoded = yield* CreatorChat.decodeRequest(yield* body).pipe(Effect.mapError(toApiError))
          const events = yield* chat.turn(accountId, decoded).pipe(Effect.mapError(toApiError))
          return HttpServerResponse.stream(
            events.pipe(
              Stream.map((event) => ({ type: event.event, data: JSON.stringify(event.data) })),
              SseEncoder.encodeStream,
              SseEncoder.withHeartbeat({ interval: "15 seconds", heartbeat: "ping" }),
              Stream.map((text) => encoder.encode(text)),
              Stream.orDie
            ),
            {
              contentType: "text/event-stream",
              headers: { "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" }
            }
          )
        })
      )
      .handle("me", () =>
        Effect.gen(function* () {
          const accountId = yield* session
          return yield* HttpEnvelope.ok(yield* chat.me(accountId).pipe(Effect.mapError(toApiError)))
        })
      )
  })

/**
 * The handlers of the `creator` group for any host API that contains it (under any
 * prefix), type-checked.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerFor = <Id extends string, ApiGroups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, ApiGroups> & ApiMount.Check<ApiGroups, typeof CreatorApi.CreatorGroup>
) => ApiMount.layer(api, { creator: (api: typeof CreatorApi.Api) => HttpApiBuilder.group(api, "creator", build) })

/**
 * The handlers of the standalone `CreatorApi.Api`.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer: Layer.Layer<
  HttpApiGroup.Service<"creator", "creator">,
  never,
  AppCredentials.AppCredentials | CreatorChat.CreatorChat
> = layerFor(CreatorApi.Api)
