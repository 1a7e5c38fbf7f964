import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Layer, Stream } from "effect"
import { FetchHttpClient } from "effect/http"
import { ModelProvider, ModelProviders, ModelsConfig, ScriptedProvider } from "../src/index.ts"

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

describe("ScriptedProvider players", () => {
  const player: ScriptedProvider.Player = (request) =>
    request.system === "review" ? `{"echo":${JSON.stringify(request.messages.at(-1)?.content)}}` : undefined

  it.effect("the first player that recognises a request answers it; others fall back to the rules", () =>
    Effect.gen(function* () {
      const provider = ScriptedProvider.make({ players: [() => undefined, player] })
      const played = yield* ModelProvider.collect(provider.stream({ ...request("hi"), system: "review" }))
      assert.strictEqual(played.text, '{"echo":"hi"}')
      const plain = yield* ModelProvider.collect(provider.stream(request("hi")))
      assert.strictEqual(plain.text, "scripted reply: hi")
    })
  )

  it.effect("ModelProviders.layer takes its players from the Players reference", () =>
    Effect.gen(function* () {
      const providers = yield* ModelProviders.ModelProviders
      const played = yield* ModelProvider.collect(
        providers.provider("scripted").stream({ ...request("hi"), system: "review" })
      )
      assert.strictEqual(played.text, '{"echo":"hi"}')
    }).pipe(
      Effect.provide(
        ModelProviders.ModelProviders.layer().pipe(
          Layer.provide([ModelsConfig.ModelsConfig.layer({ scripted: true }), FetchHttpClient.layer]),
          Layer.provide(Layer.succeed(ScriptedProvider.Players, [player]))
        )
      )
    )
  )
})
