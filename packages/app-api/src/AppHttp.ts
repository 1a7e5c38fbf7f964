/**
 * The handlers of the app API groups (contract in `AppApi`).
 *
 * Streaming: `run-stream` and a session message with `stream: true` answer
 * `text/event-stream` with `job`, `delta` (`{text}`), then `done` (`{job_id, status,
 * charged_credits, output, truncated}`) or `error` (`{code, message, job_id}`), with a
 * `ping` comment every 15 seconds. An idempotent replay answers the job as JSON (the
 * spec lets clients expect either), as does every early rejection.
 *
 * @since 0.1.0
 */
import { ApiError, ApiMount, type ErrorCode, HttpEnvelope, Pagination } from "@vouch/envelope"
import * as SseEncoder from "@vouch/sse/effect/SseEncoder"
import { Effect, Layer, Option, Result, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import type { HttpApi, HttpApiGroup } from "effect/http-api"
import { HttpApiBuilder } from "effect/http-api"
import type * as App from "./App.ts"
import { Api, type AppDataApi, type AppRunApi, type AppSessionsApi } from "./AppApi.ts"
import * as AppAuthentication from "./AppAuthentication.ts"
import * as AppError from "./AppError.ts"
import { AppRuntime, type Submitted } from "./AppRuntime.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Signs the cursors of `GET /sessions`. */
  readonly cursors: Pagination.CursorCodec
}

/**
 * The one table from an `AppError` reason to the envelope code it answers with.
 *
 * @category errors
 * @since 0.1.0
 */
export const codes: { readonly [Reason in AppError.Reason]: ErrorCode.ErrorCode } = {
  InvalidInput: "validation_error",
  AppNotServed: "unauthorized",
  AppNotFound: "not_found",
  InsufficientCredits: "insufficient_credits",
  GuestsMayNotRun: "forbidden",
  LimitReached: "forbidden",
  ValueTooLarge: "payload_too_large",
  JobNotFound: "not_found",
  SessionNotFound: "not_found",
  DataNotFound: "not_found",
  SessionsDisabled: "not_found",
  IdempotencyConflict: "conflict"
}

/**
 * The `ApiError` of an `AppError`: its reason's code (`codes`), message and details.
 *
 * @category errors
 * @since 0.1.0
 */
export const toApiError = (error: AppError.AppError): ApiError.ApiError =>
  ApiError.make(codes[error.reason], error.message, error.details)

const orFail = Effect.mapError(toApiError)

const encoder = new TextEncoder()

// The live events as an SSE response (in the app's dialect); a replay as the job in JSON.
const respond = (
  submitted: Pick<Submitted, "events">,
  json: () => Effect.Effect<HttpServerResponse.HttpServerResponse>,
  dialect?: App.Dialect | undefined
) =>
  Option.match(submitted.events, {
    onNone: json,
    onSome: (events) =>
      Effect.succeed(
        HttpServerResponse.stream(
          events.pipe(
            Stream.filterMap((event) => {
              const sent = dialect?.event === undefined ? event : dialect.event(event)
              return sent === undefined ? Result.failVoid : Result.succeed(sent)
            }),
            Stream.map((event) => ({ type: event.event, data: JSON.stringify(event.data), id: event.id })),
            SseEncoder.encodeStream,
            SseEncoder.withHeartbeat({ interval: "15 seconds", heartbeat: "comment" }),
            Stream.map((text) => encoder.encode(text)),
            Stream.orDie
          ),
          {
            contentType: "text/event-stream",
            headers: { "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" }
          }
        )
      )
  })

const jsonOf = (data: unknown, status = 200) =>
  Effect.flatMap(HttpEnvelope.ok(data), (body) => Effect.succeed(HttpServerResponse.jsonUnsafe(body, { status })))

const sessionCursorScope = "app-api/sessions"

const runs = (api: typeof Api) =>
  HttpApiBuilder.group(api, "appRun", (handlers) =>
    Effect.gen(function* () {
      const runtime = yield* AppRuntime
      return handlers
        .handle("guest", ({ payload }) =>
          runtime.guest(payload.slug).pipe(
            orFail,
            Effect.flatMap((token) => jsonOf(token, 201)),
            AppAuthentication.withDialect(runtime.apps.get(payload.slug)?.dialect)
          )
        )
        .handle("me", () =>
          Effect.flatMap(AppAuthentication.required, (subject) => Effect.flatMap(runtime.me(subject), HttpEnvelope.ok))
        )
        .handle("estimate", ({ payload }) =>
          Effect.flatMap(AppAuthentication.required, (subject) =>
            runtime.estimate(subject, payload).pipe(orFail, Effect.flatMap(HttpEnvelope.ok))
          )
        )
        .handle("run", ({ payload, headers }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const submitted = yield* runtime
              .submit(subject, payload, { idempotencyKey: headers["idempotency-key"] ?? "", scope: "run" })
              .pipe(orFail)
            const dialect = runtime.apps.get(subject.app_slug)?.dialect
            return yield* dialect?.runResponse === undefined
              ? HttpEnvelope.ok({ job_id: submitted.job.job_id, status: submitted.job.status })
              : jsonOf(dialect.runResponse(submitted.job))
          })
        )
        .handle("runStream", ({ payload, headers }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const submitted = yield* runtime
              .submit(subject, payload, { idempotencyKey: headers["idempotency-key"] ?? "", scope: "run" })
              .pipe(orFail)
            return yield* respond(submitted, () => jsonOf(submitted.job), runtime.apps.get(subject.app_slug)?.dialect)
          })
        )
        .handle("job", ({ params }) =>
          Effect.flatMap(AppAuthentication.required, (subject) =>
            runtime.job(subject, params.job_id).pipe(orFail, Effect.flatMap(HttpEnvelope.ok))
          )
        )
        .handle("events", ({ params, headers }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const raw = headers["last-event-id"]
            if (raw !== undefined && !/^\d{1,15}$/.test(raw))
              return yield* AppError.fail("InvalidInput", "Last-Event-ID is the number of the last event received.", {
                location: "headers",
                field: "last-event-id"
              }).pipe(orFail)
            const events = yield* runtime
              .follow(subject, params.job_id, raw === undefined ? 0 : Number(raw))
              .pipe(orFail)
            return yield* respond(
              { events: Option.some(events) },
              () => Effect.die("unreachable"),
              runtime.apps.get(subject.app_slug)?.dialect
            )
          })
        )
        .handle("cancel", ({ params }) =>
          Effect.flatMap(AppAuthentication.required, (subject) =>
            runtime.cancel(subject, params.job_id).pipe(orFail, Effect.flatMap(HttpEnvelope.ok))
          )
        )
    })
  )

const sessions = (options: Options) => (api: typeof Api) =>
  HttpApiBuilder.group(api, "appSessions", (handlers) =>
    Effect.gen(function* () {
      const runtime = yield* AppRuntime
      return handlers
        .handle("create", ({ payload }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const session = yield* runtime.createSession(subject, payload.title ?? "").pipe(orFail)
            return yield* HttpEnvelope.ok({ session })
          })
        )
        .handle("list", ({ query }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const limit = Pagination.parseLimit(query.limit, { default: 20, maximum: 100 })
            if (limit === undefined)
              return yield* AppError.fail("InvalidInput", "limit is an integer from 1 to 100.", {
                location: "query",
                field: "limit"
              }).pipe(orFail)
            let before: { readonly createdAt: string; readonly sessionId: string } | undefined
            if (query.cursor !== undefined) {
              const read = options.cursors.decode<{ readonly createdAt: string; readonly sessionId: string }>(
                `${sessionCursorScope}:${subject.subject_id}`,
                query.cursor
              )
              if (!read.ok)
                return yield* AppError.fail("InvalidInput", "The cursor is not valid.", {
                  location: "query",
                  field: "cursor"
                }).pipe(orFail)
              before = read.value
            }
            const rows = yield* runtime.listSessions(subject, { limit: limit + 1, before })
            const page = Pagination.slice(rows, limit)
            const nextCursor =
              page.last === undefined
                ? null
                : options.cursors.encode(`${sessionCursorScope}:${subject.subject_id}`, {
                    createdAt: page.last.created_at,
                    sessionId: page.last.session_id
                  })
            return yield* HttpEnvelope.ok(
              { sessions: page.items },
              { pagination: Pagination.cursorPage({ hasMore: page.hasMore, nextCursor }) }
            )
          })
        )
        .handle("get", ({ params }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const { messages, ...session } = yield* runtime.getSession(subject, params.session_id).pipe(orFail)
            return yield* HttpEnvelope.ok({ session, messages })
          })
        )
        .handle("remove", ({ params }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            yield* runtime.deleteSession(subject, params.session_id).pipe(orFail)
            return yield* HttpEnvelope.ok({ ok: true as const })
          })
        )
        .handle("message", ({ params, payload, headers }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const stream =
              typeof payload === "object" && payload !== null && (payload as { stream?: unknown }).stream === true
            const submitted = yield* runtime
              .submit(subject, payload, {
                idempotencyKey: headers["idempotency-key"] ?? "",
                sessionId: params.session_id,
                scope: "message"
              })
              .pipe(orFail)
            const handle = { job_id: submitted.job.job_id, session_id: params.session_id }
            return yield* stream ? respond(submitted, () => jsonOf(submitted.job)) : HttpEnvelope.ok(handle)
          })
        )
    })
  )

const data = (api: typeof Api) =>
  HttpApiBuilder.group(api, "appData", (handlers) =>
    Effect.gen(function* () {
      const runtime = yield* AppRuntime
      return handlers
        .handle("keys", () =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const keys = yield* runtime.dataKeys(subject).pipe(orFail)
            return yield* HttpEnvelope.ok({ keys })
          })
        )
        .handle("get", ({ params }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            const value = yield* runtime.dataGet(subject, params.key).pipe(orFail)
            return yield* HttpEnvelope.ok({ value })
          })
        )
        .handle("put", ({ params, payload }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            yield* runtime.dataPut(subject, params.key, payload.value).pipe(orFail)
            return yield* HttpEnvelope.ok({ key: params.key })
          })
        )
        .handle("remove", ({ params }) =>
          Effect.gen(function* () {
            const subject = yield* AppAuthentication.required
            yield* runtime.dataDelete(subject, params.key).pipe(orFail)
            return yield* HttpEnvelope.ok({ key: params.key })
          })
        )
    })
  )

/**
 * The app API groups, any of which a host API may contain.
 *
 * @category models
 * @since 0.1.0
 */
export type Groups = typeof AppRunApi | typeof AppSessionsApi | typeof AppDataApi

/**
 * The handlers of the app API groups a host API contains (any subset of `appRun`,
 * `appSessions` and `appData`, under any prefix), each answering in the app dialect
 * of the envelope, with the token middleware. An API with none of them, or with a
 * group of the same name and other endpoints, is a type error.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerFor = <Id extends string, ApiGroups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, ApiGroups> & ApiMount.Check<ApiGroups, Groups>,
  options: Options
) =>
  ApiMount.layer(api, { appRun: runs, appSessions: sessions(options), appData: data }).pipe(
    Layer.provideMerge(AppAuthentication.layer)
  )

/**
 * The handlers of every app API group (`AppApi.Api` served whole), with the token
 * middleware.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (options: Options) => layerFor(Api, options)
