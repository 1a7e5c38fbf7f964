import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Stream } from "effect"
import { ModelProvider, ScriptedProvider } from "../src/index.ts"

const request = (content: string, maxOutputTokens = 1000): ModelProvider.Request => ({
  model: "scripted-1",
  system: "sys",
  messages: [{ role: "user", content }],
  maxOutputTokens
})

describe("ScriptedProvider", () => {
  const provider = ScriptedProvider.make()

  it.effect("answers deterministically, in deltas, with usage", () =>
    Effect.gen(function* () {
      const first = yield* ModelProvider.collect(provider.stream(request("hello there")))
      const second = yield* ModelProvider.collect(provider.stream(request("hello there")))
      assert.strictEqual(first.text, "scripted reply: hello there")
      assert.deepStrictEqual(first, second)
      assert.strictEqual(first.finish.finishReason, "stop")
      assert.deepStrictEqual(first.finish.usage, {
        inputTokens: Math.ceil("syshello there".length / 4),
        outputTokens: 7,
        estimated: false
      })
      const parts = yield* Stream.runCollect(provider.stream(request("hello there")))
      assert.isAbove(parts.filter((part) => part._tag === "TextDelta").length, 1)
    })
  )

  it.effect("gives a scripted reply verbatim and cuts it at the output cap", () =>
    Effect.gen(function* () {
      const given = yield* ModelProvider.collect(provider.stream(request('review this [[reply]]{"verdict":"ok"}')))
      assert.strictEqual(given.text, '{"verdict":"ok"}')
      const capped = yield* ModelProvider.collect(provider.stream(request("x".repeat(100), 5)))
      assert.lengthOf(capped.text, 20)
      assert.strictEqual(capped.finish.finishReason, "length")
    })
  )

  it.effect("fails before any text on [[fail]] and ends early without real usage on [[cut]]", () =>
    Effect.gen(function* () {
      const failed = yield* Effect.exit(ModelProvider.collect(provider.stream(request("[[fail]]"))))
      assert.isTrue(Exit.isFailure(failed))
      const cut = yield* ModelProvider.collect(provider.stream(request("please [[cut]] here")))
      assert.isTrue(cut.finish.usage.estimated)
      assert.isBelow(cut.text.length, ScriptedProvider.replyTo(request("please [[cut]] here")).length)
    })
  )
})
