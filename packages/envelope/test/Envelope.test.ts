import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import * as Envelope from "../src/Envelope.ts"
import * as EnvelopeClient from "../src/EnvelopeClient.ts"
import * as ErrorCode from "../src/ErrorCode.ts"
import * as RequestId from "../src/RequestId.ts"

const meta = { request_id: "req_test12345" }

describe("Envelope", () => {
  it("builds the registry failure with only code and message", () => {
    const failure = Envelope.failure(Envelope.registry, { code: "not_found", message: "No such skill." }, meta)
    assert.deepStrictEqual(failure, { ok: false, error: { code: "not_found", message: "No such skill." }, meta })
    assert.isTrue(Schema.is(Envelope.RegistryFailure)(failure))
  })

  it("builds the app failure with status, details and either spelling", () => {
    const lower = Envelope.failure(Envelope.app, { code: "validation_error", details: { field: "content" } }, meta)
    assert.deepStrictEqual(lower.error, {
      code: "validation_error",
      message: ErrorCode.defaultMessage("validation_error"),
      status: 400,
      details: { field: "content" }
    })
    const upper = Envelope.failure(Envelope.appUppercase, { code: "internal_error" }, meta)
    assert.strictEqual(upper.error.code, "INTERNAL")
    assert.strictEqual((upper.error as { status: number }).status, 500)
    assert.isTrue(Schema.is(Envelope.AppFailure)(upper))
  })

  it("validates success envelopes against the data schema", () => {
    const schema = Envelope.Success(Schema.Struct({ status: Schema.String }))
    assert.isTrue(Schema.is(schema)(Envelope.success({ status: "ok" }, meta)))
    assert.isFalse(Schema.is(schema)({ ok: true, data: { status: 1 }, meta }))
  })
})

describe("ErrorCode", () => {
  it("spells and parses every code in both spellings with its status", () => {
    for (const code of ErrorCode.codes) {
      assert.strictEqual(ErrorCode.parse(code), code)
      assert.strictEqual(ErrorCode.parse(ErrorCode.spell(code, "upper")), code)
      assert.isAtLeast(ErrorCode.status(code), 400)
    }
    assert.strictEqual(ErrorCode.spell("internal_error", "upper"), "INTERNAL")
    assert.strictEqual(ErrorCode.status("rate_limited"), 429)
    assert.strictEqual(ErrorCode.status("insufficient_credits"), 402)
    assert.isUndefined(ErrorCode.parse("toString"))
    assert.isUndefined(ErrorCode.parse("__proto__"))
  })

  it("maps bare statuses to codes", () => {
    assert.strictEqual(ErrorCode.fromStatus(502), "internal_error")
    assert.strictEqual(ErrorCode.fromStatus(404), "not_found")
    assert.strictEqual(ErrorCode.fromStatus(418), "invalid_request")
  })
})

describe("RequestId", () => {
  it("makes unique, safe ids", () => {
    const ids = new Set(Array.from({ length: 1000 }, RequestId.make))
    assert.strictEqual(ids.size, 1000)
    for (const id of ids) assert.isTrue(RequestId.isValid(id))
  })

  it("keeps safe incoming ids only", () => {
    assert.strictEqual(RequestId.fromIncoming("abcdefgh-123"), "abcdefgh-123")
    for (const unsafe of ["short", "has space here", "line\nbreak-injection", "x".repeat(129)]) {
      assert.notStrictEqual(RequestId.fromIncoming(unsafe), unsafe)
    }
  })
})

describe("EnvelopeClient.decode", () => {
  it("reads both dialects and both spellings into one shape", () => {
    const registry = EnvelopeClient.decode(404, { ok: false, error: { code: "not_found", message: "gone" }, meta })
    const app = EnvelopeClient.decode(429, {
      ok: false,
      error: { code: "RATE_LIMITED", message: "slow down", status: 429, details: { retry_after_ms: 1000 } }
    })
    assert.isFalse(registry.ok)
    assert.isFalse(app.ok)
    if (!registry.ok && !app.ok) {
      assert.strictEqual(registry.error.canonical, "not_found")
      assert.strictEqual(registry.error.requestId, meta.request_id)
      assert.strictEqual(app.error.canonical, "rate_limited")
      assert.strictEqual(app.error.code, "RATE_LIMITED")
      assert.deepStrictEqual(app.error.details, { retry_after_ms: 1000 })
    }
  })

  it("accepts {data} without ok, and derives failures from the status when the body is not an envelope", () => {
    const bare = EnvelopeClient.decode(200, { data: { job_id: "job_1" } })
    assert.isTrue(bare.ok)
    const proxy = EnvelopeClient.decode(502, "<html>Bad gateway</html>")
    assert.isFalse(proxy.ok)
    if (!proxy.ok) assert.strictEqual(proxy.error.canonical, "internal_error")
    const strange = EnvelopeClient.decode(200, [1, 2])
    assert.isFalse(strange.ok)
  })

  it("reads a fetch Response, including Retry-After", async () => {
    const response = new Response(JSON.stringify({ ok: false, error: { code: "rate_limited", message: "x" } }), {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "7" }
    })
    const decoded = await EnvelopeClient.read(response)
    assert.isFalse(decoded.ok)
    if (!decoded.ok) assert.strictEqual(decoded.error.retryAfterSeconds, 7)
    await assertRejects(() => EnvelopeClient.unwrap(new Response("not json", { status: 500 })))
  })
})

const assertRejects = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (error) {
    assert.instanceOf(error, EnvelopeClient.EnvelopeError)
    return
  }
  assert.fail("expected a rejection")
}
