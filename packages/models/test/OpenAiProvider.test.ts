import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Stream } from "effect"
import { FetchHttpClient } from "effect/http"
import * as ModelProvider from "../src/ModelProvider.ts"
import * as OpenAiProvider from "../src/OpenAiProvider.ts"
import * as TokenEstimate from "../src/TokenEstimate.ts"
import * as FixtureServer from "./FixtureServer.ts"

const request: ModelProvider.Request = {
  model: "gpt-4o-mini",
  system: "You are terse.",
  messages: [{ role: "user", content: "Say hello." }],
  maxOutputTokens: 64,
  temperature: 0.2
}

const provider = (server: FixtureServer.FixtureServer, options: OpenAiProvider.Options = {}) =>
  OpenAiProvider.make({
    apiKey: "sk-test",
    baseUrl: `${server.url}/v1`,
    tokenLimitField: "max_completion_tokens",
    retry: { baseDelayMs: 1, maxDelayMs: 50 },
    ...options
  })

const run = (replies: ReadonlyArray<FixtureServer.Reply>, options: OpenAiProvider.Options = {}) =>
  FixtureServer.runProvider(replies, (server) => provider(server, options), request)

const reasonOf = FixtureServer.failureReason

describe("OpenAiProvider", () => {
  it.live("streams a reply with the final usage chunk and sends the Chat Completions request", () =>
    Effect.gen(function* () {
      const { server, exit, deltas } = yield* run([FixtureServer.sse("openai/stream.sse")])
      assert.isTrue(Exit.isSuccess(exit))
      if (!Exit.isSuccess(exit)) return
      assert.deepStrictEqual(deltas, ["Hello", " there! How can I help?"])
      assert.strictEqual(exit.value.text, "Hello there! How can I help?")
      assert.deepStrictEqual(exit.value.finish, {
        _tag: "Finish",
        finishReason: "stop",
        rawFinishReason: "stop",
        usage: { inputTokens: 19, outputTokens: 8, estimated: false }
      })
      assert.strictEqual(server.requests.length, 1)
      const sent = server.requests[0]!
      assert.strictEqual(sent.method, "POST")
      assert.strictEqual(sent.url, "/v1/chat/completions")
      assert.strictEqual(sent.headers.authorization, "Bearer sk-test")
      assert.deepStrictEqual(sent.body, {
        model: "gpt-4o-mini",
        messages: [
          { role: "system", content: "You are terse." },
          { role: "user", content: "Say hello." }
        ],
        stream: true,
        stream_options: { include_usage: true },
        max_completion_tokens: 64,
        temperature: 0.2
      })
    })
  )

  it.live("reports the output cap as length", () =>
    Effect.gen(function* () {
      const { exit } = yield* run([FixtureServer.sse("openai/length.sse")])
      assert.isTrue(Exit.isSuccess(exit))
      if (!Exit.isSuccess(exit)) return
      assert.strictEqual(exit.value.finish.finishReason, "length")
      assert.strictEqual(exit.value.finish.rawFinishReason, "length")
      assert.deepStrictEqual(exit.value.finish.usage, { inputTokens: 21, outputTokens: 4, estimated: false })
    })
  )

  it.live("settles a stream cut off after the finish reason but before the usage chunk with estimated usage", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.sse("openai/stream.sse", { until: '"choices":[]', cut: true })
      ])
      assert.strictEqual(server.requests.length, 1)
      assert.isTrue(Exit.isSuccess(exit))
      if (!Exit.isSuccess(exit)) return
      const { text, finish } = exit.value
      assert.strictEqual(text, "Hello there! How can I help?")
      assert.strictEqual(finish.finishReason, "stop")
      assert.isUndefined(finish.error)
      assert.isTrue(finish.usage.estimated)
      assert.strictEqual(finish.usage.inputTokens, TokenEstimate.prompt(request))
      assert.isAtLeast(finish.usage.inputTokens, 19, "never below the real prompt count")
      assert.isAtLeast(finish.usage.outputTokens, 8, "never below the real output count")
    })
  )

  it.live("ends a stream cut off after text with an error finish and estimated usage, without retrying", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.sse("openai/stream.sse", { until: '"finish_reason":"stop"', cut: true }),
        FixtureServer.sse("openai/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1, "never retried after the first token")
      assert.isTrue(Exit.isSuccess(exit))
      if (!Exit.isSuccess(exit)) return
      const { text, finish } = exit.value
      assert.strictEqual(text, "Hello there! How can I help?")
      assert.strictEqual(finish.finishReason, "error")
      assert.isNull(finish.rawFinishReason)
      assert.strictEqual(finish.error?.reason._tag, "StreamInterrupted")
      assert.isTrue(finish.usage.estimated)
      assert.isAtLeast(finish.usage.outputTokens, 8, "never below the real count of the delivered text")
      assert.isAtMost(finish.usage.outputTokens, request.maxOutputTokens)
    })
  )

  it.live("retries a stream cut off before the first token", () =>
    Effect.gen(function* () {
      const { server, exit, deltas } = yield* run([
        FixtureServer.sse("openai/stream.sse", { until: "Hello", cut: true }),
        FixtureServer.sse("openai/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 2)
      assert.isTrue(Exit.isSuccess(exit))
      assert.deepStrictEqual(deltas, ["Hello", " there! How can I help?"], "nothing is delivered twice")
    })
  )

  it.live("retries a 429 before the first token, then streams", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.json(429, "openai/429.json", { "retry-after-ms": "5" }),
        FixtureServer.json(503, "openai/429.json"),
        FixtureServer.sse("openai/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 3)
      assert.isTrue(Exit.isSuccess(exit))
      if (Exit.isSuccess(exit)) assert.strictEqual(exit.value.text, "Hello there! How can I help?")
    })
  )

  it.live("gives up after the bounded retries with the last reason", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run(
        [
          FixtureServer.json(429, "openai/429.json"),
          FixtureServer.json(429, "openai/429.json"),
          FixtureServer.sse("openai/stream.sse")
        ],
        { retry: { times: 1, baseDelayMs: 1 } }
      )
      assert.strictEqual(server.requests.length, 2)
      const reason = reasonOf(exit)
      assert.strictEqual(reason?._tag, "RateLimited")
      assert.strictEqual(reason?.status, 429)
      assert.strictEqual(reason?.providerCode, "rate_limit_exceeded")
    })
  )

  it.live("does not wait for a Retry-After longer than the retry budget", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.json(429, "openai/429.json", { "retry-after": "20" }),
        FixtureServer.sse("openai/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      const reason = reasonOf(exit)
      assert.strictEqual(reason?._tag, "RateLimited")
      if (reason?._tag === "RateLimited") assert.strictEqual(reason.retryAfterMs, 20_000)
    })
  )

  it.live("maps 401 to an authentication failure and never retries it", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.json(401, "openai/401.json"),
        FixtureServer.sse("openai/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      const reason = reasonOf(exit)
      assert.strictEqual(reason?._tag, "AuthenticationFailed")
      assert.strictEqual(reason?.providerCode, "invalid_api_key")
      assert.match(reason?.message ?? "", /Incorrect API key/)
    })
  )

  it.live("maps insufficient_quota to QuotaExhausted, not retried", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        FixtureServer.json(429, "openai/429-quota.json"),
        FixtureServer.sse("openai/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      assert.strictEqual(reasonOf(exit)?._tag, "QuotaExhausted")
    })
  )

  it.live("speaks to an OpenAI-compatible server (Ollama) without a key, with max_tokens", () =>
    Effect.gen(function* () {
      const server = yield* FixtureServer.start([FixtureServer.sse("openai/ollama.sse")])
      const model = yield* OpenAiProvider.make({ baseUrl: `${server.url}/v1/` }).pipe(
        Effect.provide(FetchHttpClient.layer)
      )
      const reply = yield* ModelProvider.collect(
        model.stream({ ...request, model: "llama3.2", temperature: undefined })
      )
      assert.strictEqual(reply.text, "Bonjour !")
      assert.deepStrictEqual(reply.finish.usage, { inputTokens: 26, outputTokens: 3, estimated: false })
      assert.strictEqual(reply.finish.finishReason, "stop")
      const sent = server.requests[0]!
      assert.strictEqual(sent.url, "/v1/chat/completions")
      assert.isUndefined(sent.headers.authorization)
      const body = sent.body as Record<string, unknown>
      assert.strictEqual(body.max_tokens, 64)
      assert.isUndefined(body.max_completion_tokens)
      assert.isUndefined(body.temperature)
    })
  )

  it.live("finishes with estimated usage when a compatible server ends without a usage chunk", () =>
    Effect.gen(function* () {
      const { exit } = yield* run([FixtureServer.sse("openai/ollama.sse", { until: '"choices":[]' })])
      assert.isTrue(Exit.isSuccess(exit))
      if (!Exit.isSuccess(exit)) return
      assert.strictEqual(exit.value.finish.finishReason, "stop")
      assert.isTrue(exit.value.finish.usage.estimated)
      assert.isUndefined(exit.value.finish.error)
      assert.isAtLeast(exit.value.finish.usage.outputTokens, 3)
    })
  )

  it.live("refuses a JSON answer to a streaming request as an invalid response, without retrying", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* run([
        { status: 200, headers: { "content-type": "application/json" }, chunks: ['{"id":"chatcmpl-1","choices":[]}'] },
        FixtureServer.sse("openai/stream.sse")
      ])
      assert.strictEqual(server.requests.length, 1)
      assert.strictEqual(reasonOf(exit)?._tag, "InvalidResponse")
    })
  )

  it.live("times out when no response headers arrive", () =>
    Effect.gen(function* () {
      const { exit } = yield* run([{ chunks: [], silent: true }], { requestTimeoutMs: 100, retry: { times: 0 } })
      assert.strictEqual(reasonOf(exit)?._tag, "Timeout")
    })
  )

  it.live("ends with an aborted finish when the caller aborts mid-stream", () =>
    Effect.gen(function* () {
      const server = yield* FixtureServer.start([
        { ...FixtureServer.sse("openai/stream.sse", { until: '"finish_reason":"stop"' }), hold: true }
      ])
      const model = yield* provider(server).pipe(Effect.provide(FetchHttpClient.layer))
      const controller = new AbortController()
      const parts = yield* model.stream({ ...request, signal: controller.signal }).pipe(
        Stream.tap((part) =>
          Effect.sync(() => part._tag === "TextDelta" && part.text.includes("help") && controller.abort())
        ),
        Stream.runCollect
      )
      const finish = parts.at(-1)
      assert.strictEqual(finish?._tag, "Finish")
      if (finish?._tag !== "Finish") return
      assert.strictEqual(finish.finishReason, "aborted")
      assert.isTrue(finish.usage.estimated)
      assert.strictEqual(parts.filter((part) => part._tag === "Finish").length, 1)
    })
  )

  it.live("fails with InvalidResponse on a chunk whose fields have the wrong types, without a retry", () =>
    Effect.gen(function* () {
      const result = yield* run([
        FixtureServer.events(
          'data: {"choices":[{"index":0,"delta":{"content":42},"finish_reason":null}]}',
          'data: {"choices":[{"index":0,"delta":{"content":"Hello"},"finish_reason":"stop"}]}',
          "data: [DONE]"
        )
      ])
      FixtureServer.assertInvalidResponse(result, "content")
    })
  )

  it.live("ends with an error Finish when the usage after the text is malformed", () =>
    Effect.gen(function* () {
      const { exit } = yield* run([
        FixtureServer.events(
          'data: {"choices":[{"index":0,"delta":{"content":"Hello"},"finish_reason":null}]}',
          'data: {"choices":[],"usage":{"prompt_tokens":-3,"completion_tokens":1}}',
          "data: [DONE]"
        )
      ])
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Hello")
      assert.strictEqual(reply.finish.finishReason, "error")
      assert.strictEqual(reply.finish.error?.reason._tag, "InvalidResponse")
    })
  )
})

describe("OpenAiProvider.decoder", () => {
  it("normalises finish reasons", () => {
    assert.strictEqual(OpenAiProvider.finishReasonOf("stop"), "stop")
    assert.strictEqual(OpenAiProvider.finishReasonOf("length"), "length")
    assert.strictEqual(OpenAiProvider.finishReasonOf("content_filter"), "content_filter")
    assert.strictEqual(OpenAiProvider.finishReasonOf("tool_calls"), "tool_calls")
    assert.strictEqual(OpenAiProvider.finishReasonOf("error"), "error")
    assert.strictEqual(OpenAiProvider.finishReasonOf("something_new"), "other")
  })

  it("turns an in-stream error object into a failure", () => {
    const decoder = OpenAiProvider.decoder()
    const fed = decoder.feed({
      type: "message",
      data: '{"error":{"message":"The server had an error","type":"server_error"}}',
      lastEventId: ""
    })
    assert.strictEqual(fed.failure?._tag, "Unavailable")
  })
})
