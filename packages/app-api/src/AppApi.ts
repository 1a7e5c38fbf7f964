/**
 * The HTTP contract of the app API at `/v1/app-api` (spec 2 and the common run
 * surface of spec 3). Bodies of estimate and run are the app's input object itself,
 * decoded by the app. Every JSON answer is an app-dialect envelope.
 *
 * @since 0.1.0
 */
import { ApiError, Envelope, HttpEnvelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { AppAuthentication } from "./AppAuthentication.ts"
import * as AppModels from "./AppModels.ts"

const failures = (...codes: Parameters<typeof ApiError.failures>[1]) =>
  ApiError.failures("app", [...codes, "rate_limited", "internal_error"])
const describe = (description: string) => OpenApi.annotations({ description })
// The success response of a streaming endpoint also comes as `text/event-stream`: the
// generated document knows only the JSON body, so the stream is added beside it.
const eventStream = (events: string) =>
  OpenApi.annotations({
    transform: (operation) => {
      const success = operation.responses?.["200"]
      if (success === undefined) return operation
      success.content = {
        ...success.content,
        "text/event-stream": {
          schema: { type: "string", description: `Server-sent events: ${events}` }
        }
      }
      return operation
    }
  })
const IdempotencyKey = { "idempotency-key": Schema.optionalKey(Schema.String) }

/**
 * @category models
 * @since 0.1.0
 */
export const Job = AppModels.Job

/**
 * @category models
 * @since 0.1.0
 */
export const Estimate = AppModels.Estimate

/**
 * @category models
 * @since 0.1.0
 */
export const Session = AppModels.Session

const SessionId = { session_id: Schema.String.check(Schema.isMaxLength(64)) }
const DataKey = { key: AppModels.DataKey }
const Done = Schema.Struct({ ok: Schema.Literal(true) })

/**
 * @category http
 * @since 0.1.0
 */
export class AppRunApi extends HttpApiGroup.make("appRun")
  .add(
    HttpApiEndpoint.post("guest", "/v1/app-api/guest", {
      payload: Schema.Struct({ slug: Schema.String.check(Schema.isMaxLength(40)) }),
      success: Envelope.Success(AppModels.GuestToken).pipe(HttpApiSchema.status(201)),
      error: failures("validation_error", "not_found")
    })
      .annotate(OpenApi.Summary, "Create a guest token")
      .annotateMerge(describe("A guest token bound to the app `slug` (7 days).")),
    HttpApiEndpoint.get("me", "/v1/app-api/me", {
      success: Envelope.Success(AppModels.Me),
      error: failures("unauthorized")
    }).annotate(OpenApi.Summary, "Get the caller's app identity and balance"),
    HttpApiEndpoint.post("estimate", "/v1/app-api/estimate", {
      payload: Schema.Unknown,
      success: Envelope.Success(Estimate),
      error: failures("unauthorized", "validation_error")
    })
      .annotate(OpenApi.Summary, "Estimate a run's cost")
      .annotateMerge(describe("Free: nothing moves, no job.")),
    HttpApiEndpoint.post("run", "/v1/app-api/run", {
      payload: Schema.Unknown,
      headers: IdempotencyKey,
      success: Envelope.Success(Schema.Struct({ job_id: Schema.String, status: Schema.String })),
      error: failures("unauthorized", "validation_error", "insufficient_credits", "forbidden", "conflict")
    })
      .annotate(OpenApi.Summary, "Start a run")
      .annotateMerge(
        describe(
          "Places the hold and starts the job; poll `GET /jobs/{job_id}`. A repeated Idempotency-Key replays the job."
        )
      ),
    HttpApiEndpoint.post("runStream", "/v1/app-api/run-stream", {
      payload: Schema.Unknown,
      headers: IdempotencyKey,
      success: Envelope.Success(Job),
      error: failures("unauthorized", "validation_error", "insufficient_credits", "forbidden", "conflict")
    })
      .annotate(OpenApi.Summary, "Run and stream the result")
      .annotateMerge(
        eventStream(
          "`job` (the job, first), `delta` (`{text}`, repeated), then `done` (the concluded job) or `error` (`{code, message}`)."
        )
      )
      .annotateMerge(
        describe(
          "`text/event-stream` of `job`, `delta`, then `done` or `error`; an idempotent replay answers the job as JSON."
        )
      ),
    HttpApiEndpoint.get("job", "/v1/app-api/jobs/:job_id", {
      params: { job_id: Schema.String.check(Schema.isMaxLength(64)) },
      success: Envelope.Success(Job),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Get a job"),
    HttpApiEndpoint.get("events", "/v1/app-api/jobs/:job_id/events", {
      params: { job_id: Schema.String.check(Schema.isMaxLength(64)) },
      headers: { "last-event-id": Schema.optionalKey(Schema.String.check(Schema.isMaxLength(20))) },
      success: Envelope.Success(Job),
      error: failures("unauthorized", "not_found", "validation_error")
    })
      .annotate(OpenApi.Summary, "Stream a job's events")
      .annotateMerge(
        eventStream(
          "the job's stored events from after `Last-Event-ID` (each with its `id`): `delta`, then `done` or `error`; `pending` when the job is still running after 10 minutes."
        )
      )
      .annotateMerge(
        describe(
          "`text/event-stream` of a job's stored events, resumed after `Last-Event-ID`, until `done`/`error` (or `pending` after 10 minutes); any process serves it."
        )
      ),
    HttpApiEndpoint.post("cancel", "/v1/app-api/jobs/:job_id/cancel", {
      params: { job_id: Schema.String.check(Schema.isMaxLength(64)) },
      success: Envelope.Success(Job),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Cancel a job")
  )
  .middleware(AppAuthentication)
  .annotate(HttpEnvelope.Dialect, Envelope.app)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({
      title: "App API: runs",
      description: "Guest tokens, the caller's balance, estimates, runs (JSON or streamed) and their jobs."
    })
  ) {}

/**
 * @category http
 * @since 0.1.0
 */
export class AppSessionsApi extends HttpApiGroup.make("appSessions")
  .add(
    HttpApiEndpoint.post("create", "/v1/app-api/sessions", {
      payload: Schema.Struct({ title: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(1000))) }),
      success: Envelope.Success(Schema.Struct({ session: Session })).pipe(HttpApiSchema.status(201)),
      error: failures("unauthorized", "not_found", "forbidden")
    }).annotate(OpenApi.Summary, "Create a session"),
    HttpApiEndpoint.get("list", "/v1/app-api/sessions", {
      query: { limit: Schema.optionalKey(Schema.String), cursor: Schema.optionalKey(Schema.String) },
      success: Envelope.Success(Schema.Struct({ sessions: Schema.Array(Session) })),
      error: failures("unauthorized", "validation_error")
    }).annotate(OpenApi.Summary, "List sessions"),
    HttpApiEndpoint.get("get", "/v1/app-api/sessions/:session_id", {
      params: SessionId,
      success: Envelope.Success(Schema.Struct({ session: Session, messages: Schema.Array(AppModels.Message) })),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Get a session"),
    HttpApiEndpoint.delete("remove", "/v1/app-api/sessions/:session_id", {
      params: SessionId,
      success: Envelope.Success(Done),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Delete a session"),
    HttpApiEndpoint.post("message", "/v1/app-api/sessions/:session_id/messages", {
      params: SessionId,
      payload: Schema.Unknown,
      headers: IdempotencyKey,
      success: Envelope.Success(Schema.Struct({ job_id: Schema.String, session_id: Schema.String })),
      error: failures("unauthorized", "validation_error", "insufficient_credits", "forbidden", "not_found", "conflict")
    })
      .annotate(OpenApi.Summary, "Send a message")
      .annotateMerge(
        eventStream(
          "with `stream` true: `job`, `delta` (`{text}`, repeated), then `done` or `error`, as for `run-stream`."
        )
      )
      .annotateMerge(
        describe("The metered call: `{content, $model, stream}`. With `stream` true, `text/event-stream`.")
      )
  )
  .middleware(AppAuthentication)
  .annotate(HttpEnvelope.Dialect, Envelope.app)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({
      title: "App API: sessions",
      description: "Conversations with an app: sessions and their metered messages."
    })
  ) {}

/**
 * @category http
 * @since 0.1.0
 */
export class AppDataApi extends HttpApiGroup.make("appData")
  .add(
    HttpApiEndpoint.get("keys", "/v1/app-api/data", {
      success: Envelope.Success(Schema.Struct({ keys: Schema.Array(Schema.String) })),
      error: failures("unauthorized", "insufficient_credits")
    }).annotate(OpenApi.Summary, "List stored keys"),
    HttpApiEndpoint.get("get", "/v1/app-api/data/:key", {
      params: DataKey,
      success: Envelope.Success(Schema.Struct({ value: Schema.Unknown })),
      error: failures("unauthorized", "not_found", "insufficient_credits")
    }).annotate(OpenApi.Summary, "Get a stored value"),
    HttpApiEndpoint.put("put", "/v1/app-api/data/:key", {
      params: DataKey,
      payload: Schema.Struct({ value: Schema.Unknown }),
      success: Envelope.Success(Schema.Struct({ key: Schema.String })),
      error: failures("unauthorized", "validation_error", "payload_too_large", "insufficient_credits", "forbidden")
    }).annotate(OpenApi.Summary, "Store a value"),
    HttpApiEndpoint.delete("remove", "/v1/app-api/data/:key", {
      params: DataKey,
      success: Envelope.Success(Schema.Struct({ key: Schema.String })),
      error: failures("unauthorized", "insufficient_credits")
    }).annotate(OpenApi.Summary, "Delete a stored value")
  )
  .middleware(AppAuthentication)
  .annotate(HttpEnvelope.Dialect, Envelope.app)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({ title: "App API: data store", description: "A small key-value store per app and caller." })
  ) {}

/**
 * Every app API group. A host adds it with `HttpApi.make("host").addHttpApi(AppApi.Api)`.
 *
 * @category http
 * @since 0.1.0
 */
export class Api extends HttpApi.make("app-api").add(AppRunApi).add(AppSessionsApi).add(AppDataApi) {}
