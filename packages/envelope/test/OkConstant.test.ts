import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import * as Envelope from "../src/Envelope.ts"
import * as HttpEnvelope from "../src/HttpEnvelope.ts"

// A schema whose encoded form differs from its type: a Date travels as a string, an
// optional key is absent, and key order is the schema's.
const Catalogue = Schema.Struct({
  name: Schema.String,
  since: Schema.Date,
  note: Schema.optionalKey(Schema.String),
  sizes: Schema.Array(Schema.Number)
})
const data = { sizes: [1, 2.5], since: new Date("2026-01-02T03:04:05.000Z"), name: 'q"uoted ✓' }

class Group extends HttpApiGroup.make("catalogue")
  .add(
    HttpApiEndpoint.get("encoded", "/encoded", { success: Envelope.Success(Catalogue) }),
    HttpApiEndpoint.get("constant", "/constant", { success: Envelope.Success(Catalogue) }),
    HttpApiEndpoint.get("encodedNow", "/encoded-now", { success: Envelope.Success(Catalogue) }),
    HttpApiEndpoint.get("reused", "/reused", { success: Envelope.Success(Catalogue) }),
    HttpApiEndpoint.get("failed", "/failed"),
    HttpApiEndpoint.get("failedConstant", "/failed-constant")
  )
  .annotate(HttpEnvelope.Dialect, Envelope.app)
  .middleware(HttpEnvelope.Middleware) {}

class Api extends HttpApi.make("api").add(Group) {}

const constant = HttpEnvelope.okConstant(Catalogue, data)
const okCatalogue = HttpEnvelope.okEncoded(Catalogue)
const okReused = HttpEnvelope.okEncoded(Catalogue, { reuse: true })
const problem = { code: "conflict", message: "Already there.", details: { field: "name" } } as const
const failedConstant = HttpEnvelope.errorConstant(problem)
const handlers = HttpApiBuilder.group(Api, "catalogue", (handle) =>
  handle
    .handle("encoded", () => HttpEnvelope.ok(data))
    .handle("constant", () => constant)
    .handle("encodedNow", () => okCatalogue(data))
    .handle("reused", () => okReused(data))
    .handle("failed", () => HttpEnvelope.errorResponse(problem))
    .handle("failedConstant", () => failedConstant)
)

const web = HttpRouter.toWebHandler(
  HttpApiBuilder.layer(Api).pipe(
    Layer.provide(Layer.provide(handlers, HttpEnvelope.layerMiddleware)),
    Layer.provide(HttpServer.layerServices)
  ),
  { disableLogger: true }
)

const send = (path: string, requestId: string) =>
  Effect.promise(async () => {
    const response = await web.handler(new Request(`http://host${path}`, { headers: { "x-request-id": requestId } }))
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      requestId: response.headers.get("x-request-id"),
      text: await response.text()
    }
  })

describe("HttpEnvelope.okConstant", () => {
  it.effect("answers byte for byte what the builder encodes from ok(data), with each request's id", () =>
    Effect.gen(function* () {
      const encoded = yield* send("/encoded", "trace-0001")
      const first = yield* send("/constant", "trace-0001")
      assert.deepStrictEqual(first, encoded)
      assert.deepStrictEqual(JSON.parse(first.text), {
        ok: true,
        data: { name: 'q"uoted ✓', since: "2026-01-02T03:04:05.000Z", sizes: [1, 2.5] },
        meta: { request_id: "trace-0001" }
      })
      const second = yield* send("/constant", "trace-0002")
      assert.strictEqual(JSON.parse(second.text).meta.request_id, "trace-0002")
      assert.strictEqual(second.requestId, "trace-0002")
    })
  )

  it("refuses data its schema cannot encode when it is prepared, not per request", () => {
    assert.throws(() => HttpEnvelope.okConstant(Schema.Struct({ n: Schema.Finite }), { n: Number.NaN }))
  })
})

/**
 * `path` answers byte for byte what the builder encodes from ok(data) (`times` requests with the
 * builder's id), and a later request gets its own id.
 */
const answersLikeTheBuilder = (path: string, id: string, nextId: string, times: number) =>
  Effect.gen(function* () {
    const encoded = yield* send("/encoded", id)
    for (let round = 0; round < times; round++) assert.deepStrictEqual(yield* send(path, id), encoded)
    assert.strictEqual(JSON.parse((yield* send(path, nextId)).text).meta.request_id, nextId)
  })

describe("HttpEnvelope.okEncoded", () => {
  it.effect("answers byte for byte what the builder encodes from ok(data), with each request's id", () =>
    answersLikeTheBuilder("/encoded-now", "trace-0003", "trace-0004", 1)
  )
})

describe("HttpEnvelope.okEncoded with reuse", () => {
  it.effect("answers the same bytes as the builder, the same object encoded once", () =>
    answersLikeTheBuilder("/reused", "trace-0005", "trace-0006", 2)
  )
})

describe("HttpEnvelope.errorConstant", () => {
  it.effect("answers byte for byte what errorResponse answers, in the dialect and with the id of each request", () =>
    Effect.gen(function* () {
      const failed = yield* send("/failed", "trace-0007")
      assert.deepStrictEqual(yield* send("/failed-constant", "trace-0007"), failed)
      assert.strictEqual(failed.status, 409)
      // The group speaks the app dialect: its failures carry their status.
      assert.strictEqual(JSON.parse(failed.text).error.status, 409)
      const again = yield* send("/failed-constant", "trace-0008")
      assert.strictEqual(JSON.parse(again.text).meta.request_id, "trace-0008")
    })
  )
})
