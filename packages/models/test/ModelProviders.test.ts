import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer, Stream } from "effect"
import { FetchHttpClient } from "effect/http"
import type * as ModelCatalogue from "../src/ModelCatalogue.ts"
import * as ModelProvider from "../src/ModelProvider.ts"
import * as ModelProviders from "../src/ModelProviders.ts"
import * as ModelsConfig from "../src/ModelsConfig.ts"
import * as FixtureServer from "./FixtureServer.ts"

const model = (provider: ModelProvider.ProviderName): ModelCatalogue.ModelDefinition => ({
  id: `${provider}-model`,
  label: provider,
  provider,
  providerModel: `${provider}-wire-name`,
  rates: { inputCreditsPerMillion: 1, outputCreditsPerMillion: 1 },
  caps: { contextWindow: 1000, maxInputTokens: 900, maxOutputTokens: 100, wallClockMs: 1000 },
  enabled: true
})

// A fake adapter that answers with the request it received.
const echo = (provider: ModelProvider.ProviderName): ModelProvider.ModelProvider => ({
  provider,
  stream: (request) =>
    Stream.make(
      { _tag: "TextDelta", text: `${provider}:${request.model}:${request.maxOutputTokens}` },
      {
        _tag: "Finish",
        finishReason: "stop",
        rawFinishReason: null,
        usage: { inputTokens: 1, outputTokens: 1, estimated: false }
      }
    )
})

describe("ModelProviders", () => {
  it.effect("dispatches on the provider, sends the provider's model name and clamps the output cap", () =>
    Effect.gen(function* () {
      const service = ModelProviders.ModelProviders.fromProviders({
        openai: echo("openai"),
        anthropic: echo("anthropic"),
        google: echo("google")
      })
      const request = { messages: [{ role: "user" as const, content: "hi" }], maxOutputTokens: 5000 }
      for (const provider of ["openai", "anthropic", "google"] as const) {
        const reply = yield* ModelProvider.collect(service.stream(model(provider), request))
        assert.strictEqual(reply.text, `${provider}:${provider}-wire-name:100`)
      }
    })
  )

  it.live("configures each adapter from the environment", () =>
    Effect.gen(function* () {
      const server = yield* FixtureServer.start([FixtureServer.sse("anthropic/stream.sse")])
      const service = yield* ModelProviders.ModelProviders.pipe(
        Effect.provide(
          ModelProviders.ModelProviders.layer({ retry: { times: 0 } }).pipe(
            Layer.provide(ModelsConfig.ModelsConfig.layerConfig),
            Layer.provide(FetchHttpClient.layer),
            Layer.provide(
              ConfigProvider.layer(
                ConfigProvider.fromEnvRecord({ ANTHROPIC_API_KEY: "sk-ant-env", ANTHROPIC_BASE_URL: server.url })
              )
            )
          )
        )
      )
      const reply = yield* ModelProvider.collect(
        service.stream(model("anthropic"), { messages: [{ role: "user", content: "hi" }], maxOutputTokens: 50 })
      )
      assert.strictEqual(reply.text, "Hello! How can I help you today?")
      const sent = server.requests[0]!
      assert.strictEqual(sent.headers["x-api-key"], "sk-ant-env")
      assert.strictEqual((sent.body as { readonly model: string }).model, "anthropic-wire-name")
      assert.strictEqual((sent.body as { readonly max_tokens: number }).max_tokens, 50)
    })
  )
})
