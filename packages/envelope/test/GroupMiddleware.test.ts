import { assert, describe, it } from "@effect/vitest"
import { ByteSize, Cause, Effect, ErrorReporter, Layer, Schema } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiError, HttpApiGroup } from "effect/http-api"
import * as ApiError from "../src/ApiError.ts"
import * as ApiMount from "../src/ApiMount.ts"
import * as Envelope from "../src/Envelope.ts"
import * as HttpEnvelope from "../src/HttpEnvelope.ts"

// A package's group in the app dialect, carrying the envelope itself.
class JobsGroup extends HttpApiGroup.make("jobs")
  .add(
    HttpApiEndpoint.get("get", "/v1/jobs/:id", {
      params: { id: Schema.String },
      success: Envelope.Success(Schema.Struct({ id: Schema.String })),
      error: ApiError.failures("app", ["not_found"])
    }),
    HttpApiEndpoint.post("create", "/v1/jobs", {
      payload: Schema.Struct({ name: Schema.String }),
      success: Envelope.Success(Schema.Struct({ id: Schema.String }))
    })
  )
  .annotate(HttpEnvelope.Dialect, Envelope.app)
  .middleware(HttpEnvelope.Middleware) {}

// The host's own group, without the envelope.
class OwnGroup extends HttpApiGroup.make("own").add(
  HttpApiEndpoint.get("missing", "/own", { error: HttpApiError.NotFound })
) {}

class HostApi extends HttpApi.make("host").add(OwnGroup).add(JobsGroup.prefix("/jobs-service")) {}

const jobs = ApiMount.layer(HostApi, {
  jobs: (api: HttpApi.HttpApi<"x", typeof JobsGroup>) =>
    HttpApiBuilder.group(api, "jobs", (handlers) =>
      handlers
        .handle("get", ({ params }) => ApiError.fail("not_found", `No job ${params.id}.`))
        .handle("create", ({ payload }) => HttpEnvelope.ok({ id: payload.name }))
    )
})
const own = HttpApiBuilder.group(HostApi, "own", (handlers) =>
  handlers.handle("missing", () => Effect.fail(new HttpApiError.NotFound()))
)

const reported: Array<Cause.Cause<unknown>> = []
const reporting = ErrorReporter.layer([
  { [ErrorReporter.TypeId]: ErrorReporter.TypeId, report: ({ cause }) => void reported.push(cause) }
])

const serve = (global: boolean) =>
  HttpRouter.toWebHandler(
    Layer.mergeAll(
      HttpApiBuilder.layer(HostApi),
      global ? HttpEnvelope.layer() : Layer.empty,
      HttpRouter.middleware(
        (httpEffect) => Effect.provideService(httpEffect, HttpIncomingMessage.MaxBodySize, ByteSize.bytes(64)),
        { global: true }
      )
    ).pipe(Layer.provide([jobs, own]), Layer.provide(reporting), Layer.provide(HttpServer.layerServices)),
    { disableLogger: true }
  )

interface Body {
  readonly ok: boolean
  readonly error: { readonly code: string; readonly message?: string; readonly status?: number }
  readonly meta: { readonly request_id: string }
}

const send = (web: ReturnType<typeof serve>, path: string, init?: RequestInit) =>
  Effect.promise(async () => {
    const response = await web.handler(new Request(`http://host${path}`, init))
    const text = await response.text()
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      requestId: response.headers.get("x-request-id"),
      text,
      body: text.startsWith("{") ? (JSON.parse(text) as Body) : undefined
    }
  })

describe("HttpEnvelope.Middleware", () => {
  it.effect("envelopes a group's failures in its dialect without a global middleware, and nothing of the host's", () =>
    Effect.gen(function* () {
      const web = serve(false)
      const missing = yield* send(web, "/jobs-service/v1/jobs/42", { headers: { "x-request-id": "trace-0001" } })
      assert.strictEqual(missing.status, 404)
      assert.deepStrictEqual(missing.body, {
        ok: false,
        error: { code: "not_found", message: "No job 42.", status: 404 },
        meta: { request_id: "trace-0001" }
      })
      assert.strictEqual(missing.requestId, "trace-0001")

      const unsupported = yield* send(web, "/jobs-service/v1/jobs", {
        method: "POST",
        body: "x",
        headers: { "content-type": "text/csv" }
      })
      assert.deepStrictEqual([unsupported.status, unsupported.type], [415, "application/json"])
      assert.strictEqual(unsupported.body?.error.code, "unsupported_media_type")
      assert.match(unsupported.body?.meta.request_id ?? "", /^req_/)
      assert.strictEqual(unsupported.requestId, unsupported.body?.meta.request_id)

      const tooLarge = yield* send(web, "/jobs-service/v1/jobs", {
        method: "POST",
        body: JSON.stringify({ name: "x".repeat(100) }),
        headers: { "content-type": "application/json" }
      })
      assert.deepStrictEqual([tooLarge.status, tooLarge.body?.error.code], [413, "payload_too_large"])

      const invalid = yield* send(web, "/jobs-service/v1/jobs", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" }
      })
      assert.deepStrictEqual([invalid.status, invalid.body?.error.code], [400, "validation_error"])

      const hosts = yield* send(web, "/own")
      assert.deepStrictEqual([hosts.status, hosts.text, hosts.requestId], [404, '{"_tag":"NotFound"}', null])
      const unknown = yield* send(web, "/nowhere")
      assert.deepStrictEqual([unknown.status, unknown.requestId], [404, null])
      yield* Effect.promise(() => web.dispose())
    })
  )

  it.effect("reuses the global middleware's request id, so the header and the body agree", () =>
    Effect.gen(function* () {
      const web = serve(true)
      const missing = yield* send(web, "/jobs-service/v1/jobs/42")
      assert.match(missing.body?.meta.request_id ?? "", /^req_/)
      assert.strictEqual(missing.requestId, missing.body?.meta.request_id)
      // The global middleware is the host's choice: it gives its routes request ids and its unknown paths the envelope.
      const hosts = yield* send(web, "/own")
      assert.match(hosts.requestId ?? "", /^req_/)
      const unknown = yield* send(web, "/nowhere")
      assert.strictEqual(unknown.body?.error.code, "not_found")
      yield* Effect.promise(() => web.dispose())
    })
  )

  it.effect("reports a group's failures as failures, as the builder does", () =>
    Effect.gen(function* () {
      reported.length = 0
      const web = serve(false)
      yield* send(web, "/jobs-service/v1/jobs/42")
      yield* Effect.promise(() => web.dispose())
      assert.isFalse(reported.some(Cause.hasDies))
      assert.deepStrictEqual(
        reported.flatMap((cause) =>
          cause.reasons.filter(Cause.isFailReason).map((reason) => (reason.error as { code?: string }).code)
        ),
        ["not_found"]
      )
    })
  )
})
