import { createServer } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { assert, describe, it, layer } from "@effect/vitest"
import { ByteSize, Cause, Effect, ErrorReporter, Layer, Schema } from "effect"
import { FetchHttpClient, HttpIncomingMessage, HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiClient, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import * as ApiError from "../src/ApiError.ts"
import * as Envelope from "../src/Envelope.ts"
import * as EnvelopeClient from "../src/EnvelopeClient.ts"
import * as HttpEnvelope from "../src/HttpEnvelope.ts"

const Item = Schema.Struct({ id: Schema.Int, name: Schema.String })

class ItemsGroup extends HttpApiGroup.make("items").add(
  HttpApiEndpoint.get("get", "/v1/items/:id", {
    params: { id: Schema.NumberFromString.check(Schema.isInt()) },
    success: Envelope.Success(Item),
    error: ApiError.failures("registry", ["not_found", "internal_error"])
  }),
  HttpApiEndpoint.post("create", "/v1/items", {
    payload: Schema.Struct({ name: Schema.String.check(Schema.isMinLength(1)) }),
    success: Envelope.Success(Item)
  }),
  HttpApiEndpoint.get("crash", "/v1/crash", { success: Envelope.Success(Item) }),
  HttpApiEndpoint.get("job", "/v1/app-api/jobs/:id", {
    success: Envelope.Success(Item),
    error: ApiError.failures("app", ["not_found", "rate_limited"])
  }),
  HttpApiEndpoint.get("busy", "/v1/busy", {
    success: Envelope.Success(Item),
    error: ApiError.failures("registry", ["service_unavailable"])
  })
) {}

class TestApi extends HttpApi.make("test").add(ItemsGroup) {}

const ItemsHandlers = HttpApiBuilder.group(TestApi, "items", (handlers) =>
  handlers
    .handle("get", ({ params }) =>
      params.id === 7 ? HttpEnvelope.ok({ id: 7, name: "seven" }) : ApiError.fail("not_found", `No item ${params.id}.`)
    )
    .handle("create", ({ payload }) => HttpEnvelope.ok({ id: 1, name: payload.name }))
    .handle("crash", () => Effect.die(new Error("secret internal detail")))
    .handle("job", () => ApiError.fail("not_found", "No such job."))
    .handle("busy", () =>
      Effect.fail(
        new ApiError.ApiError({
          code: "service_unavailable",
          message: "Busy.",
          headers: { "retry-after": "7" }
        })
      )
    )
)

// Request bodies read whole stop at 4 KiB, as a host would configure them.
const BodyLimit = HttpRouter.middleware(
  (httpEffect) => Effect.provideService(httpEffect, HttpIncomingMessage.MaxBodySize, ByteSize.kibibytes(4)),
  { global: true }
)

// Every cause the HTTP API builder reports, as it is (no `ignore` filtering), to tell
// an expected failure (`Fail`) from a defect (`Die`).
const reported: Array<Cause.Cause<unknown>> = []
const Reporting = ErrorReporter.layer([
  { [ErrorReporter.TypeId]: ErrorReporter.TypeId, report: ({ cause }) => void reported.push(cause) }
])

const ServerLayer = HttpRouter.serve(
  Layer.mergeAll(HttpApiBuilder.layer(TestApi).pipe(Layer.provide(ItemsHandlers)), HttpEnvelope.layer(), BodyLimit),
  { disableLogger: true, disableListenLog: true }
).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })), Layer.provide(Reporting))

const baseUrl = Effect.map(HttpServer.HttpServer, (server) => HttpServer.formatAddress(server.address))

interface ResponseBody {
  readonly ok: boolean
  readonly data?: unknown
  readonly error: {
    readonly code: string
    readonly message: string
    readonly status?: number
    readonly details?: { readonly field: string; readonly location: string }
  }
  readonly meta: { readonly request_id: string }
}

const call = (path: string, init?: RequestInit) =>
  Effect.gen(function* () {
    const url = yield* baseUrl
    const response = yield* Effect.promise(() => fetch(`${url}${path}`, init))
    const text = yield* Effect.promise(() => response.text())
    return { response, body: text === "" ? undefined : (JSON.parse(text) as ResponseBody) }
  })

layer(ServerLayer)("HttpEnvelope over real HTTP", (it) => {
  it.effect("wraps success in the envelope with a request id that matches the header", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/items/7")
      assert.strictEqual(response.status, 200)
      assert.strictEqual(body?.ok, true)
      assert.deepStrictEqual(body?.data, { id: 7, name: "seven" })
      assert.match(body?.meta.request_id ?? "", /^req_[0-9a-z]{26}$/)
      assert.strictEqual(response.headers.get("x-request-id"), body?.meta.request_id)
    })
  )

  it.effect("answers a body over the configured limit with 413 payload_too_large, not a validation error", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/items", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "x".repeat(8 * 1024) })
      })
      assert.strictEqual(response.status, 413)
      assert.strictEqual(body?.error.code, "payload_too_large")
      const small = yield* call("/v1/items", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "small" })
      })
      assert.strictEqual(small.response.status, 200)
    })
  )

  it.effect("answers a body in a media type the endpoint does not accept with 415 in the envelope", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/items", {
        method: "POST",
        headers: { "content-type": "text/plain; charset=utf-8" },
        body: "name=x"
      })
      assert.strictEqual(response.status, 415)
      assert.strictEqual(body?.ok, false)
      assert.strictEqual(body?.error.code, "unsupported_media_type")
      assert.include(body?.error.message ?? "", '"text/plain"')
      assert.strictEqual(body?.meta.request_id, response.headers.get("x-request-id"))
    })
  )

  it.effect("keeps a safe incoming request id and replaces an unsafe one", () =>
    Effect.gen(function* () {
      const kept = yield* call("/v1/items/7", { headers: { "x-request-id": "trace-1234567890" } })
      assert.strictEqual(kept.body?.meta.request_id, "trace-1234567890")
      const replaced = yield* call("/v1/items/7", { headers: { "x-request-id": "bad id with spaces" } })
      assert.notStrictEqual(replaced.body?.meta.request_id, "bad id with spaces")
      assert.match(replaced.body?.meta.request_id ?? "", /^req_/)
    })
  )

  it.effect("answers an ApiError with its status and the registry envelope", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/items/8")
      assert.strictEqual(response.status, 404)
      assert.deepStrictEqual(body?.error, { code: "not_found", message: "No item 8." })
      assert.strictEqual(body?.ok, false)
      assert.strictEqual(body?.meta.request_id, response.headers.get("x-request-id"))
    })
  )

  it.effect("leaves an expected failure typed: reported as a Fail, never as a defect", () =>
    Effect.gen(function* () {
      reported.length = 0
      const { response } = yield* call("/v1/items/9")
      assert.strictEqual(response.status, 404)
      assert.isFalse(
        reported.some((cause) => Cause.hasDies(cause)),
        "a 404 is not a defect"
      )
      const failures = reported.flatMap((cause) =>
        cause.reasons.filter(Cause.isFailReason).map((reason) => reason.error)
      )
      assert.deepStrictEqual(
        failures.map((error) => (ApiError.isApiError(error) ? [error.code, error[ErrorReporter.ignore]] : error)),
        [["not_found", true]]
      )
      reported.length = 0
      yield* call("/v1/crash")
      assert.isTrue(
        reported.some((cause) => Cause.hasDies(cause)),
        "a bug is still a defect"
      )
    })
  )

  it.effect("answers a typed failure with its headers, the same as the middleware would", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/busy")
      assert.strictEqual(response.status, 503)
      assert.strictEqual(response.headers.get("retry-after"), "7")
      assert.deepStrictEqual(body?.error, { code: "service_unavailable", message: "Busy." })
      assert.strictEqual(body?.meta.request_id, response.headers.get("x-request-id"))
    })
  )

  it.effect("lets a typed client decode the declared failures back into ApiErrors", () =>
    Effect.gen(function* () {
      const client = yield* HttpApiClient.make(TestApi, { baseUrl: yield* baseUrl })
      const found = yield* client.items.get({ params: { id: 7 } })
      assert.deepStrictEqual(found.data, { id: 7, name: "seven" })
      const missing = yield* Effect.flip(client.items.get({ params: { id: 8 } }))
      assert.isTrue(ApiError.isApiError(missing))
      if (ApiError.isApiError(missing)) {
        assert.strictEqual(missing.code, "not_found")
        assert.strictEqual(missing.message, "No item 8.")
      }
    }).pipe(Effect.provide(FetchHttpClient.layer))
  )

  it.effect("answers an unknown route with a JSON 404 envelope", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/nothing/here")
      assert.strictEqual(response.status, 404)
      assert.strictEqual(response.headers.get("content-type"), "application/json")
      assert.strictEqual(body?.error.code, "not_found")
      assert.isString(body?.meta.request_id)
    })
  )

  it.effect("speaks the app dialect under /v1/app-api, including for unknown /apps/<slug>/ paths", () =>
    Effect.gen(function* () {
      const job = yield* call("/v1/app-api/jobs/job_1")
      assert.strictEqual(job.response.status, 404)
      assert.deepStrictEqual(job.body?.error, { code: "not_found", message: "No such job.", status: 404 })
      const slug = yield* call("/v1/app-api/apps/chat/me")
      assert.strictEqual(slug.response.status, 404)
      assert.strictEqual(slug.body?.error.status, 404)
      assert.strictEqual(slug.body?.error.code, "not_found")
    })
  )

  it.effect("turns a body that fails its schema into 400 validation_error naming the field", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/items", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "" })
      })
      assert.strictEqual(response.status, 400)
      assert.strictEqual(body?.error.code, "validation_error")
      assert.strictEqual(body?.error.details?.field, "name")
      assert.strictEqual(body?.error.details?.location, "body")
    })
  )

  it.effect("turns a malformed path parameter into 400 validation_error", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/items/abc")
      assert.strictEqual(response.status, 400)
      assert.strictEqual(body?.error.code, "validation_error")
      assert.strictEqual(body?.error.details?.location, "path")
    })
  )

  it.effect("hides defects behind internal_error", () =>
    Effect.gen(function* () {
      const { response, body } = yield* call("/v1/crash")
      assert.strictEqual(response.status, 500)
      assert.strictEqual(body?.error.code, "internal_error")
      assert.notInclude(JSON.stringify(body), "secret internal detail")
    })
  )

  it.effect("is read back by the client decoder in both dialects", () =>
    Effect.gen(function* () {
      const url = yield* baseUrl
      const success = yield* Effect.promise(() => fetch(`${url}/v1/items/7`).then(EnvelopeClient.read))
      assert.isTrue(success.ok)
      const failure = yield* Effect.promise(() => fetch(`${url}/v1/app-api/jobs/x`).then(EnvelopeClient.read))
      assert.isFalse(failure.ok)
      if (!failure.ok) {
        assert.strictEqual(failure.error.canonical, "not_found")
        assert.strictEqual(failure.error.status, 404)
        assert.isString(failure.error.requestId)
      }
    })
  )
})

describe("ApiError.failures", () => {
  it("lists each declared status with the envelope of its dialect in the OpenAPI document", () => {
    const document = OpenApi.fromApi(TestApi)
    const get = document.paths["/v1/items/{id}"]?.get
    assert.includeMembers(Object.keys(get?.responses ?? {}), ["200", "404", "500"])
    // Without a params schema the builder keeps the `:id` spelling.
    const job = document.paths["/v1/app-api/jobs/:id"]?.get
    assert.includeMembers(Object.keys(job?.responses ?? {}), ["200", "404", "429"])
    const notFound = JSON.stringify(job?.responses["404"])
    assert.include(notFound, "AppNotFound")
    assert.strictEqual(
      (document.components.schemas["AppNotFound"] as { readonly description?: string } | undefined)?.description,
      "`not_found`: No such resource."
    )
  })

  it("decodes either spelling of a declared code, and refuses a code of another status", () => {
    const [notFound] = ApiError.failures("app", ["not_found"])
    const decode = Schema.decodeUnknownSync(notFound!)
    const envelope = (code: string) => ({
      ok: false,
      error: { code, message: "Gone missing.", status: 404 },
      meta: { request_id: "req_1" }
    })
    assert.strictEqual(decode(envelope("NOT_FOUND")).code, "not_found")
    assert.strictEqual(decode(envelope("not_found")).message, "Gone missing.")
    assert.throws(() => decode(envelope("conflict")))
    assert.throws(() => decode(envelope("no_such_code")))
  })
})

describe("HttpEnvelope.dialectOfPath", () => {
  it("routes the app API and the catalogue to the app dialect", () => {
    assert.strictEqual(HttpEnvelope.dialectOfPath("/v1/app-api/me").name, "app")
    assert.strictEqual(HttpEnvelope.dialectOfPath("/v1/models").name, "app")
    assert.strictEqual(HttpEnvelope.dialectOfPath("/v1/skills/search").name, "registry")
  })

  it("decides as the router routes, whatever the spelling", () => {
    const targets = ["/v1/models", "/V1/Models", "//v1/models/", "/v1/%6dodels", "/v1/app-api/me", "/v1/App-Api"]
    for (const target of targets) assert.strictEqual(HttpEnvelope.dialectOfPath(target).name, "app", target)
    const registry = ["/v1/skills", "/v1/modelsx", "/v1/m", "/v1/zz", "/v1/b%61", "/v1/a", "/v2/models", "/", ""]
    for (const target of registry) assert.strictEqual(HttpEnvelope.dialectOfPath(target).name, "registry", target)
  })
})
