import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import * as GoogleProvider from "../src/GoogleProvider.ts"
import type * as ModelProvider from "../src/ModelProvider.ts"
import * as FixtureServer from "./FixtureServer.ts"

const request: ModelProvider.Request = {
  model: "gemini-2.5-flash",
  system: "You are terse.",
  messages: [
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello." },
    { role: "user", content: "Say hello again." }
  ],
  maxOutputTokens: 256,
  temperature: 0
}

const run = (replies: ReadonlyArray<FixtureServer.Reply>, options: GoogleProvider.Options = {}) =>
  FixtureServer.runProvider(
    replies,
    (server) =>
      GoogleProvider.make({
        apiKey: "AIza-test",
        baseUrl: server.url,
        retry: { baseDelayMs: 1, maxDelayMs: 50 },
        ...options
      }),
    request
  )

describe("GoogleProvider", () => {
  it.live("streams a reply from streamGenerateContent events and sends the Gemini request", () =>
    Effect.gen(function* () {
      const { server, exit, deltas } = yield* run([FixtureServer.sse("google/stream.sse")])
      const reply = FixtureServer.replyOf(exit)
      assert.deepStrictEqual(deltas, ["Hello", " there! How can I help?"])
      assert.deepStrictEqual(reply.finish, {
        _tag: "Finish",
        finishReason: "stop",
        rawFinishReason: "STOP",
        usage: { inputTokens: 9, outputTokens: 36, estimated: false }
      })
      const sent = server.requests[0]!
      assert.strictEqual(sent.url, "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse")
      assert.strictEqual(sent.headers["x-goog-api-key"], "AIza-test")
      assert.deepStrictEqual(sent.body, {
        contents: [
          { role: "user", parts: [{ text: "Hi" }] },
          { role: "model", parts: [{ text: "Hello." }] },
          { role: "user", parts: [{ text: "Say hello again." }] }
        ],
        systemInstruction: { parts: [{ text: "You are terse." }] },
        generationConfig: { maxOutputTokens: 256, temperature: 0 }
      })
    })
  )

  it.live("reports MAX_TOKENS as length", () =>
    Effect.gen(function* () {
      const { exit } = yield* run([FixtureServer.sse("google/length.sse")])
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Once upon a time")
      assert.strictEqual(reply.finish.finishReason, "length")
      assert.strictEqual(reply.finish.rawFinishReason, "MAX_TOKENS")
      assert.deepStrictEqual(reply.finish.usage, { inputTokens: 11, outputTokens: 4, estimated: false })
    })
  )

  it.live("estimates the usage of a stream cut off before its last event, never below the last report", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.sse("google/stream.sse", {
          until: 'data: {"candidates":[{"content":{"parts":[{"text":" there',
          cut: true
        }),
        FixtureServer.sse("google/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Hello")
      assert.strictEqual(reply.finish.finishReason, "error")
      assert.strictEqual(reply.finish.error?.reason._tag, "StreamInterrupted")
      assert.isTrue(reply.finish.usage.estimated)
      assert.strictEqual(reply.finish.usage.inputTokens, 9)
      // 1 candidate token plus 28 thinking tokens were reported before the cut.
      assert.isAtLeast(reply.finish.usage.outputTokens, 29)
    })
  )

  it.live("ends with the in-stream error after the first token, without retrying", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.sse("google/error-after-text.sse"),
        FixtureServer.sse("google/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Hello")
      assert.strictEqual(reply.finish.finishReason, "error")
      assert.strictEqual(reply.finish.error?.reason._tag, "Unavailable")
      assert.strictEqual(reply.finish.error?.reason.providerCode, "UNAVAILABLE")
    })
  )

  it.live("retries RESOURCE_EXHAUSTED before the first token", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.json(429, "google/429.json"),
        FixtureServer.sse("google/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 2)
      assert.strictEqual(FixtureServer.replyOf(exit).text, "Hello there! How can I help?")
    })
  )

  it.live("maps 401 and a 400 API_KEY_INVALID to an authentication failure", () =>
    Effect.gen(function* () {
      const unauthenticated = yield* run([FixtureServer.json(401, "google/401.json")])
      assert.strictEqual(FixtureServer.failureReason(unauthenticated.exit)?._tag, "AuthenticationFailed")
      assert.strictEqual(FixtureServer.failureReason(unauthenticated.exit)?.providerCode, "UNAUTHENTICATED")
      const badKey = yield* run([FixtureServer.json(400, "google/400-key.json")])
      const reason = FixtureServer.failureReason(badKey.exit)
      assert.strictEqual(reason?._tag, "AuthenticationFailed")
      assert.strictEqual(reason?.status, 400)
      assert.strictEqual(badKey.server.requests.length, 1)
    })
  )

  it.live("finishes a prompt blocked by safety as content_filter with estimated output", () =>
    Effect.gen(function* () {
      const blocked = {
        status: 200,
        headers: { "content-type": "text/event-stream" },
        chunks: [
          'data: {"promptFeedback":{"blockReason":"PROHIBITED_CONTENT"},"usageMetadata":{"promptTokenCount":7,"totalTokenCount":7},"modelVersion":"gemini-2.5-flash"}\r\n\r\n'
        ]
      }
      const reply = FixtureServer.replyOf((yield* run([blocked])).exit)
      assert.strictEqual(reply.text, "")
      assert.strictEqual(reply.finish.finishReason, "content_filter")
      assert.strictEqual(reply.finish.rawFinishReason, "PROHIBITED_CONTENT")
      assert.deepStrictEqual(reply.finish.usage, { inputTokens: 7, outputTokens: 0, estimated: false })
    })
  )

  it.live("fails with InvalidResponse on a response whose fields have the wrong types", () =>
    Effect.gen(function* () {
      const result = yield* run([
        FixtureServer.events(
          'data: {"candidates":[{"content":{"parts":"Hello","role":"model"},"index":0}]}',
          'data: {"candidates":[{"content":{"parts":[{"text":"Hello"}],"role":"model"},"finishReason":"STOP"}],"usageMetadata":{"promptTokenCount":3,"candidatesTokenCount":1}}'
        )
      ])
      FixtureServer.assertInvalidResponse(result, "parts")
    })
  )
})

describe("GoogleProvider.decoder", () => {
  it("normalises finish reasons", () => {
    assert.strictEqual(GoogleProvider.finishReasonOf("STOP"), "stop")
    assert.strictEqual(GoogleProvider.finishReasonOf("MAX_TOKENS"), "length")
    assert.strictEqual(GoogleProvider.finishReasonOf("SAFETY"), "content_filter")
    assert.strictEqual(GoogleProvider.finishReasonOf("RECITATION"), "content_filter")
    assert.strictEqual(GoogleProvider.finishReasonOf("OTHER"), "other")
  })

  it("does not stream thought parts as text", () => {
    const decoder = GoogleProvider.decoder()
    const fed = decoder.feed({
      type: "message",
      data: '{"candidates":[{"content":{"parts":[{"text":"pondering","thought":true},{"text":"Answer"}],"role":"model"}}]}',
      lastEventId: ""
    })
    assert.deepStrictEqual(fed.texts, ["Answer"])
  })
})
