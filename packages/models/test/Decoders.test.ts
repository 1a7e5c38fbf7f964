// The providers' wire decoders are plain synchronous parsers: the same reply whatever
// the chunking of the bytes, and never an exception, whatever the events hold.
import { assert, describe, it } from "@effect/vitest"
import { SseDecoder } from "@vouch/sse"
import * as fc from "fast-check"
import * as AnthropicProvider from "../src/AnthropicProvider.ts"
import * as GoogleProvider from "../src/GoogleProvider.ts"
import type * as Streaming from "../src/internal/Streaming.ts"
import * as OpenAiProvider from "../src/OpenAiProvider.ts"
import { fixture } from "./FixtureServer.ts"

const decoders: ReadonlyArray<readonly [string, () => Streaming.Decoder, ReadonlyArray<string>]> = [
  ["openai", OpenAiProvider.decoder, ["openai/stream.sse", "openai/length.sse", "openai/ollama.sse"]],
  [
    "anthropic",
    AnthropicProvider.decoder,
    ["anthropic/stream.sse", "anthropic/length.sse", "anthropic/error-after-text.sse"]
  ],
  ["google", GoogleProvider.decoder, ["google/stream.sse", "google/length.sse", "google/error-after-text.sse"]]
]

// Feeds bytes cut at the given positions through the SSE parser into a decoder.
const decode = (makeDecoder: () => Streaming.Decoder, bytes: Uint8Array, cuts: ReadonlyArray<number>) => {
  const decoder = makeDecoder()
  let text = ""
  const failures: Array<string> = []
  const parser = SseDecoder.createParser({
    onEvent: (event) => {
      const fed = decoder.feed(event)
      text += fed.texts.join("")
      if (fed.failure !== undefined) failures.push(fed.failure._tag)
    }
  })
  const positions = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((left, right) => left - right)
  let previous = 0
  for (const position of [...positions, bytes.length]) {
    parser.feed(bytes.slice(previous, position))
    previous = position
  }
  parser.end()
  return { text, failures, state: { ...decoder.state } }
}

const field = (names: ReadonlyArray<string>, depth: number): fc.Arbitrary<unknown> =>
  depth === 0
    ? fc.oneof(
        fc.jsonValue({ maxDepth: 1 }),
        fc.constantFrom("stop", "MAX_TOKENS", "text_delta", "message_stop", -1, 0.5, 1e20)
      )
    : fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.array(field(names, depth - 1), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom(...names), field(names, depth - 1), { maxKeys: 5 })
      )

// Objects built from the keys the decoders read, holding anything.
const names = [
  "type",
  "choices",
  "delta",
  "content",
  "refusal",
  "finish_reason",
  "usage",
  "prompt_tokens",
  "completion_tokens",
  "error",
  "message",
  "input_tokens",
  "output_tokens",
  "stop_reason",
  "candidates",
  "parts",
  "text",
  "thought",
  "finishReason",
  "usageMetadata",
  "promptTokenCount",
  "candidatesTokenCount",
  "promptFeedback",
  "blockReason",
  "index"
]

describe("provider decoders", () => {
  for (const [provider, makeDecoder, files] of decoders) {
    it(`${provider}: decode the same reply whatever the chunking`, () => {
      for (const file of files) {
        const bytes = new TextEncoder().encode(fixture(file))
        const whole = decode(makeDecoder, bytes, [])
        assert.isAbove(whole.text.length, 0, file)
        fc.assert(
          fc.property(fc.array(fc.nat(), { maxLength: 40 }), (cuts) => {
            assert.deepStrictEqual(decode(makeDecoder, bytes, cuts), whole)
          }),
          { numRuns: 200 }
        )
      }
    })

    it(`${provider}: never throws, and only reports counts that are numbers`, () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              type: fc.constantFrom(
                "message",
                "message_start",
                "content_block_delta",
                "message_delta",
                "error",
                "ping"
              ),
              data: fc.oneof(
                fc.string(),
                field(names, 3).map((value) => JSON.stringify(value) ?? "null"),
                fc.constant("[DONE]")
              )
            }),
            { maxLength: 8 }
          ),
          (events) => {
            const decoder = makeDecoder()
            for (const event of events) {
              const fed = decoder.feed({ ...event, lastEventId: "" })
              for (const text of fed.texts) assert.isString(text)
            }
            const { inputTokens, outputTokens } = decoder.state
            for (const count of [inputTokens, outputTokens]) {
              if (count !== undefined) assert.isTrue(Number.isSafeInteger(count) && count >= 0)
            }
          }
        ),
        { numRuns: 500 }
      )
    })
  }
})
