import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import * as AnthropicProvider from "../src/AnthropicProvider.ts"
import type * as ModelProvider from "../src/ModelProvider.ts"
import * as FixtureServer from "./FixtureServer.ts"

const request: ModelProvider.Request = {
  model: "claude-sonnet-4-5-20250929",
  system: "You are terse.",
  messages: [
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello." },
    { role: "user", content: "Say hello again." }
  ],
  maxOutputTokens: 128
}

const run = (replies: ReadonlyArray<FixtureServer.Reply>, options: AnthropicProvider.Options = {}) =>
  FixtureServer.runProvider(
    replies,
    (server) =>
      AnthropicProvider.make({
        apiKey: "sk-ant-test",
        baseUrl: server.url,
        retry: { baseDelayMs: 1, maxDelayMs: 50 },
        ...options
      }),
    request
  )

describe("AnthropicProvider", () => {
  it.live("streams a reply from the Messages events and sends the Messages request", () =>
    Effect.gen(function* () {
      const { server, exit, deltas } = yield* run([FixtureServer.sse("anthropic/stream.sse")])
      const reply = FixtureServer.replyOf(exit)
      assert.deepStrictEqual(deltas, ["Hello", "! How can I help you today?"])
      assert.deepStrictEqual(reply.finish, {
        _tag: "Finish",
        finishReason: "stop",
        rawFinishReason: "end_turn",
        usage: { inputTokens: 25, outputTokens: 12, estimated: false }
      })
      const sent = server.requests[0]!
      assert.strictEqual(sent.url, "/v1/messages")
      assert.strictEqual(sent.headers["x-api-key"], "sk-ant-test")
      assert.strictEqual(sent.headers["anthropic-version"], "2023-06-01")
      assert.isUndefined(sent.headers.authorization)
      assert.deepStrictEqual(sent.body, {
        model: "claude-sonnet-4-5-20250929",
        max_tokens: 128,
        system: "You are terse.",
        messages: request.messages,
        stream: true
      })
    })
  )

  it.live("reports max_tokens as length", () =>
    Effect.gen(function* () {
      const { exit } = yield* run([FixtureServer.sse("anthropic/length.sse")])
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Once upon a time")
      assert.strictEqual(reply.finish.finishReason, "length")
      assert.strictEqual(reply.finish.rawFinishReason, "max_tokens")
      assert.deepStrictEqual(reply.finish.usage, { inputTokens: 25, outputTokens: 5, estimated: false })
    })
  )

  it.live("keeps the reported input tokens and estimates the output of a stream cut off before message_delta", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.sse("anthropic/stream.sse", { until: "event: message_delta", cut: true }),
        FixtureServer.sse("anthropic/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Hello! How can I help you today?")
      assert.strictEqual(reply.finish.finishReason, "error")
      assert.strictEqual(reply.finish.error?.reason._tag, "StreamInterrupted")
      assert.strictEqual(reply.finish.usage.inputTokens, 25)
      assert.isTrue(reply.finish.usage.estimated)
      assert.isAtLeast(reply.finish.usage.outputTokens, 12)
    })
  )

  it.live("treats a body that ends before message_stop and stop_reason as interrupted", () =>
    Effect.gen(function* () {
      const { exit } = yield* run([FixtureServer.sse("anthropic/stream.sse", { until: "event: content_block_stop" })])
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.finish.finishReason, "error")
      assert.strictEqual(reply.finish.error?.reason._tag, "StreamInterrupted")
    })
  )

  it.live("ends with the overloaded error after the first token, without retrying", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.sse("anthropic/error-after-text.sse"),
        FixtureServer.sse("anthropic/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Hello")
      assert.strictEqual(reply.finish.finishReason, "error")
      assert.strictEqual(reply.finish.error?.reason._tag, "Unavailable")
      assert.strictEqual(reply.finish.error?.reason.providerCode, "overloaded_error")
      assert.strictEqual(reply.finish.usage.inputTokens, 25)
      assert.isTrue(reply.finish.usage.estimated)
    })
  )

  it.live("retries a 429 and a 529 before the first token", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.json(429, "anthropic/429.json", { "retry-after": "0" }),
        FixtureServer.json(529, "anthropic/529.json"),
        FixtureServer.sse("anthropic/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 3)
      assert.strictEqual(FixtureServer.replyOf(exit).text, "Hello! How can I help you today?")
    })
  )

  it.live("fails with Unavailable when overload outlasts the retries", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run(
        [FixtureServer.json(529, "anthropic/529.json"), FixtureServer.json(529, "anthropic/529.json")],
        { retry: { times: 1, baseDelayMs: 1 } }
      )
      assert.strictEqual(server.requests.length, 2)
      const reason = FixtureServer.failureReason(exit)
      assert.strictEqual(reason?._tag, "Unavailable")
      assert.strictEqual(reason?.status, 529)
    })
  )

  it.live("maps 401 to an authentication failure", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([FixtureServer.json(401, "anthropic/401.json")])
      assert.strictEqual(server.requests.length, 1)
      const reason = FixtureServer.failureReason(exit)
      assert.strictEqual(reason?._tag, "AuthenticationFailed")
      assert.strictEqual(reason?.message, "invalid x-api-key")
      assert.strictEqual(reason?.providerCode, "authentication_error")
    })
  )

  it.live("fails with InvalidResponse on an event whose fields have the wrong types", () =>
    Effect.gen(function* () {
      const result = yield* run([
        FixtureServer.events(
          'event: message_start\ndata: {"type":"message_start","message":{"usage":{"input_tokens":"twelve"}}}',
          'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}',
          'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":1}}',
          'event: message_stop\ndata: {"type":"message_stop"}'
        )
      ])
      FixtureServer.assertInvalidResponse(result, "input_tokens")
    })
  )
})

describe("AnthropicProvider.decoder", () => {
  it("normalises stop reasons", () => {
    assert.strictEqual(AnthropicProvider.finishReasonOf("end_turn"), "stop")
    assert.strictEqual(AnthropicProvider.finishReasonOf("stop_sequence"), "stop")
    assert.strictEqual(AnthropicProvider.finishReasonOf("max_tokens"), "length")
    assert.strictEqual(AnthropicProvider.finishReasonOf("tool_use"), "tool_calls")
    assert.strictEqual(AnthropicProvider.finishReasonOf("refusal"), "content_filter")
    assert.strictEqual(AnthropicProvider.finishReasonOf("pause_turn"), "other")
  })

  it("counts cache tokens as input", () => {
    const decoder = AnthropicProvider.decoder()
    decoder.feed({
      type: "message_start",
      data: '{"type":"message_start","message":{"usage":{"input_tokens":10,"cache_creation_input_tokens":100,"cache_read_input_tokens":1000,"output_tokens":1}}}',
      lastEventId: ""
    })
    assert.strictEqual(decoder.state.inputTokens, 1110)
    assert.isUndefined(decoder.state.outputTokens, "the count in message_start is provisional")
  })

  it("reads null cache counts as none and ignores fields it does not read", () => {
    const decoder = AnthropicProvider.decoder()
    const fed = decoder.feed({
      type: "message_start",
      data: '{"type":"message_start","message":{"id":"m","usage":{"input_tokens":10,"cache_creation_input_tokens":null,"cache_read_input_tokens":null,"server_tool_use":{"web_search_requests":0}}}}',
      lastEventId: ""
    })
    assert.isUndefined(fed.failure)
    assert.strictEqual(decoder.state.inputTokens, 10)
  })
})
