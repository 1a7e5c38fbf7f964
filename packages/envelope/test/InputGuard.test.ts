import { createServer } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { assert, describe, it, layer } from "@effect/vitest"
import { Effect, Layer, Schema, Stream } from "effect"
import { HttpRouter, HttpServer, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import type * as Types from "effect/Types"
import * as fc from "fast-check"
import * as Envelope from "../src/Envelope.ts"
import * as HttpEnvelope from "../src/HttpEnvelope.ts"
import * as InputGuard from "../src/InputGuard.ts"

// What the scan must find, computed the slow way: parse, then walk iteratively.
const reference = (text: string, maxDepth: number): InputGuard.JsonFinding => {
  if (text.includes("\u0000")) return "nul_character"
  const stack: Array<readonly [unknown, number]> = [[JSON.parse(text), 0]]
  let finding: InputGuard.JsonFinding = "ok"
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!
    if (typeof value === "string" && value.includes("\u0000")) return "nul_character"
    if (typeof value === "object" && value !== null) {
      if (depth + 1 > maxDepth) finding = "json_too_deep"
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000")) return "nul_character"
        stack.push([child, depth + 1])
      }
    }
  }
  return finding
}

const tricky = fc.constantFrom("\u0000", "\\", '"', "\\u0000", "\\\\u0000", "u0000", "{", "]", "\n", "é", "😀")
const text = fc.array(fc.oneof(fc.string({ maxLength: 4 }), tricky), { maxLength: 6 }).map((parts) => parts.join(""))
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(text, tie("value"), { maxKeys: 3 })
  )
})).value

describe("InputGuard.inspectJson", () => {
  it("finds what a parse and a walk find, NUL in keys, values and escapes alike", () => {
    fc.assert(
      fc.property(json, fc.integer({ min: 1, max: 6 }), (value, maxDepth) => {
        const serialised = JSON.stringify(value)
        // A NUL found before a too-deep nesting is still a refusal; both are 400s.
        const expected = reference(serialised, maxDepth)
        const found = InputGuard.inspectJson(serialised, maxDepth)
        assert.strictEqual(found === "ok", expected === "ok", `${serialised} at ${maxDepth}: ${found} vs ${expected}`)
        if (expected === "nul_character" && found !== "nul_character") {
          assert.strictEqual(found, "json_too_deep", serialised)
        }
      }),
      { numRuns: 2000 }
    )
  })

  it("bounds nesting in one pass, however deep", () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`
    assert.strictEqual(InputGuard.inspectJson(deep), "json_too_deep")
    assert.strictEqual(InputGuard.inspectJson(`${"[".repeat(64)}${"]".repeat(64)}`), "ok")
    assert.strictEqual(InputGuard.inspectJson(`${"[".repeat(65)}${"]".repeat(65)}`), "json_too_deep")
    // Brackets inside strings do not count.
    assert.strictEqual(InputGuard.inspectJson(JSON.stringify({ a: "[".repeat(100) })), "ok")
  })

  it("tells the NUL escape from an escaped backslash", () => {
    assert.strictEqual(InputGuard.inspectJson(String.raw`{"a":"\u0000"}`), "nul_character")
    assert.strictEqual(InputGuard.inspectJson(String.raw`{"\u0000":1}`), "nul_character")
    assert.strictEqual(InputGuard.inspectJson(String.raw`{"a":"\\u0000"}`), "ok")
    assert.strictEqual(InputGuard.inspectJson(String.raw`{"a":"\\\u0000"}`), "nul_character")
  })

  it("finds %00 in a target", () => {
    assert.isTrue(InputGuard.targetHasNul("/v1/x%00y"))
    assert.isTrue(InputGuard.targetHasNul("/v1/x?q=%00"))
    assert.isFalse(InputGuard.targetHasNul("/v1/x?q=%2500"))
  })
})

// Handlers that store what they get the way PostgreSQL does: a NUL fails the statement.
const hasNulDeep = (value: unknown): boolean =>
  typeof value === "string"
    ? value.includes("\u0000")
    : typeof value === "object" && value !== null
      ? Object.entries(value).some(([key, child]) => key.includes("\u0000") || hasNulDeep(child))
      : false

const store = (value: unknown) =>
  hasNulDeep(value)
    ? Effect.die(new Error("invalid byte sequence for encoding UTF8: 0x00"))
    : HttpEnvelope.ok({ stored: true })

class Notes extends HttpApiGroup.make("notes").add(
  HttpApiEndpoint.post("create", "/v1/notes/:id", {
    params: { id: Schema.String },
    query: { tag: Schema.optional(Schema.String) },
    payload: Schema.Struct({ text: Schema.String, extra: Schema.optional(Schema.Unknown) }),
    success: Envelope.Success(Schema.Struct({ stored: Schema.Boolean }))
  }),
  HttpApiEndpoint.post("app", "/v1/app-api/notes", {
    payload: Schema.Struct({ text: Schema.String }),
    success: Envelope.Success(Schema.Struct({ stored: Schema.Boolean }))
  })
) {}

class Api extends HttpApi.make("guarded").add(Notes) {}

const NotesLive = HttpApiBuilder.group(Api, "notes", (handlers) =>
  handlers
    .handle("create", ({ params, query, payload }) => store([params, query, payload]))
    .handle("app", ({ payload }) => store(payload))
)

const readForm = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const form = yield* Effect.orDie(request.urlParamsBody)
  return yield* Effect.flatMap(store(form), (body) => HttpServerResponse.json(body))
})

const readMultipart = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const parts = yield* Stream.runCollect(request.multipartStream).pipe(Effect.orDie)
  const seen = []
  for (const part of parts) {
    if (part._tag === "Field") seen.push([part.key, part.value])
    else {
      seen.push([part.key, part.name])
      yield* Stream.runDrain(part.content).pipe(Effect.orDie)
    }
  }
  return yield* Effect.flatMap(store(seen), (body) => HttpServerResponse.json(body))
})

// What a handler reading parts sees when the guard refuses one: a typed failure (not a
// defect), answered with the failure `InputGuard.multipartFailure` gives it.
const readMultipartTyped = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
  Stream.runDrain(request.multipartStream)
).pipe(
  Effect.matchCauseEffect({
    onSuccess: () => HttpServerResponse.json({ failure: "none" }),
    onFailure: (cause) => {
      const failure = cause.reasons.find((reason) => reason._tag === "Fail")
      return failure === undefined
        ? HttpServerResponse.json({ failure: "defect" })
        : HttpServerResponse.json({ failure: "typed", answer: InputGuard.multipartFailure(failure.error).details })
    }
  })
)

const ServerLayer = HttpRouter.serve(
  Layer.mergeAll(
    HttpApiBuilder.layer(Api).pipe(Layer.provide(NotesLive)),
    HttpRouter.add("POST", "/v1/form", readForm),
    HttpRouter.add("POST", "/v1/upload", readMultipart),
    HttpRouter.add("POST", "/v1/upload-typed", readMultipartTyped),
    HttpRouter.middleware(
      (httpEffect) =>
        HttpEnvelope.withEnvelope()(InputGuard.withInputGuard()(httpEffect)) as Effect.Effect<
          HttpServerResponse.HttpServerResponse,
          Types.unhandled,
          HttpServerRequest.HttpServerRequest
        >,
      { global: true }
    )
  ),
  { disableLogger: true, disableListenLog: true }
).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })))

interface Body {
  readonly ok: boolean
  readonly error?: {
    readonly code: string
    readonly status?: number
    readonly details?: { readonly location: string; readonly reason: string }
  }
}

const call = (path: string, init?: RequestInit) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const response = yield* Effect.promise(() => fetch(`${HttpServer.formatAddress(server.address)}${path}`, init))
    return { status: response.status, body: (yield* Effect.promise(() => response.json())) as Body }
  })

const postJson = (path: string, body: string) =>
  call(path, { method: "POST", headers: { "content-type": "application/json" }, body })

const multipart = (fields: ReadonlyArray<readonly [string, string]>, file?: { name: string; key: string }) => {
  const form = new FormData()
  for (const [key, value] of fields) form.append(key, value)
  if (file !== undefined) form.append(file.key, new Blob([new Uint8Array([0, 1, 0, 2])]), file.name)
  return { method: "POST", body: form }
}

layer(ServerLayer, { excludeTestServices: true })("InputGuard over real HTTP", (it) => {
  it.effect("refuses a NUL in the path, the query and every kind of body with 400 validation_error", () =>
    Effect.gen(function* () {
      const refusals: Array<
        readonly [string, Effect.Effect<{ status: number; body: Body }, never, HttpServer.HttpServer>, string]
      > = [
        ["path parameter", postJson("/v1/notes/a%00b", '{"text":"x"}'), "path"],
        ["query parameter", postJson("/v1/notes/a?tag=%00", '{"text":"x"}'), "query"],
        ["JSON escape", postJson("/v1/notes/a", String.raw`{"text":"a\u0000b"}`), "body"],
        ["JSON key", postJson("/v1/notes/a", String.raw`{"text":"a","extra":{"\u0000":1}}`), "body"],
        ["JSON nested value", postJson("/v1/notes/a", String.raw`{"text":"a","extra":[[{"x":"\u0000"}]]}`), "body"],
        [
          "JSON without a content type",
          call("/v1/notes/a", { method: "POST", body: new TextEncoder().encode(String.raw`{"text":"\u0000"}`) }),
          "body"
        ],
        [
          "form field",
          call("/v1/form", {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: "email=a%00b"
          }),
          "body"
        ],
        ["multipart field", call("/v1/upload", multipart([["metadata", "a\u0000b"]])), "body"],
        [
          "multipart JSON field",
          call("/v1/upload", multipart([["metadata", String.raw`{"description":"a\u0000b"}`]])),
          "body"
        ],
        [
          "multipart file name (RFC 5987)",
          call("/v1/upload", {
            method: "POST",
            headers: { "content-type": "multipart/form-data; boundary=XX" },
            body: [
              "--XX",
              `Content-Disposition: form-data; name="archive"; filename*=UTF-8''evil%00.zip`,
              "Content-Type: application/zip",
              "",
              "PK",
              "--XX--",
              ""
            ].join("\r\n")
          }),
          "body"
        ]
      ]
      for (const [what, request, location] of refusals) {
        const { status, body } = yield* request
        assert.strictEqual(status, 400, what)
        assert.strictEqual(body.error?.code, "validation_error", what)
        assert.strictEqual(body.error?.details?.location, location, what)
        assert.strictEqual(body.error?.details?.reason, "nul_character", what)
      }
    })
  )

  it.effect("hands a multipart refusal to the handler as a typed failure carrying the refusal", () =>
    Effect.gen(function* () {
      const server = yield* HttpServer.HttpServer
      const response = yield* Effect.promise(() =>
        fetch(`${HttpServer.formatAddress(server.address)}/v1/upload-typed`, multipart([["metadata", "a\u0000b"]]))
      )
      const body = yield* Effect.promise(() => response.json())
      assert.deepStrictEqual(body, {
        failure: "typed",
        answer: { location: "body", reason: "nul_character", field: "metadata" }
      })
    })
  )

  it.effect("leaves a raw NUL in multipart headers to the multipart parser, which refuses it with 400", () =>
    Effect.gen(function* () {
      for (const request of [
        multipart([["meta\u0000data", "x"]]),
        multipart([], { key: "archive", name: "evil\u0000.zip" })
      ]) {
        const { status, body } = yield* call("/v1/upload", request)
        assert.strictEqual(status, 400)
        assert.strictEqual(body.error?.code, "invalid_request")
      }
    })
  )

  it.effect("answers in the app dialect under /v1/app-api", () =>
    Effect.gen(function* () {
      const { status, body } = yield* postJson("/v1/app-api/notes", String.raw`{"text":"\u0000"}`)
      assert.strictEqual(status, 400)
      assert.strictEqual(body.error?.code, "validation_error")
      assert.strictEqual(body.error?.status, 400)
    })
  )

  it.effect("refuses a 10,000-deep JSON body with 400, not a stack overflow", () =>
    Effect.gen(function* () {
      const deep = `{"text":"x","extra":${"[".repeat(10_000)}${"]".repeat(10_000)}}`
      const { status, body } = yield* postJson("/v1/notes/a", deep)
      assert.strictEqual(status, 400)
      assert.deepStrictEqual(body.error?.details, { location: "body", reason: "json_too_deep" })
    })
  )

  it.effect("lets clean input through, binary file contents included", () =>
    Effect.gen(function* () {
      const json = yield* postJson("/v1/notes/a?tag=t%2500", String.raw`{"text":"a\\u0000b","extra":[[1]]}`)
      assert.strictEqual(json.status, 200)
      const form = yield* call("/v1/form", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b"
      })
      assert.strictEqual(form.status, 200)
      const upload = yield* call("/v1/upload", multipart([["metadata", "{}"]], { key: "archive", name: "skill.zip" }))
      assert.strictEqual(upload.status, 200)
    })
  )
})
