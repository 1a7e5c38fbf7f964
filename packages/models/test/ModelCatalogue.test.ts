import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Layer, Option, Result } from "effect"
import * as fc from "fast-check"
import * as ModelCatalogue from "../src/ModelCatalogue.ts"
import * as ModelsConfig from "../src/ModelsConfig.ts"

const valid: ModelCatalogue.CatalogueFile = {
  default_model: "small",
  aliases: { fast: "small", smart: "large" },
  models: [
    {
      id: "small",
      label: "Small",
      provider: "openai",
      provider_model: "gpt-4.1-mini",
      rates: { credits_per_mtok: { in: 4000, out: 16000 } },
      caps: { context_window: 100_000, max_input_tokens: 90_000, max_output_tokens: 8_000, wall_clock_ms: 60_000 }
    },
    {
      id: "large",
      label: "Large",
      provider: "anthropic",
      provider_model: "claude-sonnet-4-5-20250929",
      rates: { credits_per_mtok: { in: 30000, out: 150000 } },
      caps: { context_window: 200_000, max_input_tokens: 136_000, max_output_tokens: 64_000, wall_clock_ms: 300_000 }
    },
    {
      id: "gemini",
      label: "Gemini",
      provider: "google",
      provider_model: "gemini-2.5-flash",
      rates: { credits_per_mtok: { in: 3000, out: 25000 } },
      caps: { context_window: 1_048_576, max_input_tokens: 983_040, max_output_tokens: 65_536, wall_clock_ms: 120_000 }
    }
  ]
}

const directory = mkdtempSync(join(tmpdir(), "vouch-models-"))
const writeFile = (name: string, content: unknown) => {
  const path = join(directory, name)
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content))
  return path
}

const invalidOf = (input: unknown) => {
  const result = ModelCatalogue.parse(input, "test.json")
  assert.isTrue(Result.isFailure(result), "the document should be refused")
  if (!Result.isFailure(result)) throw new Error("accepted")
  const reason = result.failure.reason
  assert.strictEqual(reason._tag, "CatalogueInvalid")
  if (reason._tag !== "CatalogueInvalid") throw new Error(reason._tag)
  return reason
}

const withModels = (change: (models: Array<Record<string, unknown>>) => void) => {
  const copy = structuredClone(valid) as unknown as { models: Array<Record<string, unknown>> }
  change(copy.models)
  return copy
}

// The catalogue layer under an environment given as a record.
const catalogueFrom = (env: Record<string, string>) =>
  ModelCatalogue.ModelCatalogue.layer.pipe(
    Layer.provide([ModelsConfig.ModelsConfig.layerConfig, NodeServices.layer]),
    Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env)))
  )

const catalogueUnder = (env: Record<string, string>) =>
  Effect.map(ModelCatalogue.ModelCatalogue, (service) => service.catalogue).pipe(Effect.provide(catalogueFrom(env)))

const modelOf = (catalogue: ModelCatalogue.Catalogue, id: string) => catalogue.models.find((model) => model.id === id)!

describe("ModelCatalogue file", () => {
  it("accepts a valid document and maps it to the domain", () => {
    const definition = Result.getOrThrow(ModelCatalogue.parse(valid))
    assert.strictEqual(definition.defaultModel, "small")
    assert.deepStrictEqual(definition.models[1], {
      id: "large",
      label: "Large",
      provider: "anthropic",
      providerModel: "claude-sonnet-4-5-20250929",
      rates: { inputCreditsPerMillion: 30000, outputCreditsPerMillion: 150000 },
      caps: { contextWindow: 200_000, maxInputTokens: 136_000, maxOutputTokens: 64_000, wallClockMs: 300_000 },
      enabled: true
    })
  })

  it("bundles a default catalogue covering the three providers and the scripted model, with fast and smart aliases", () => {
    const definition = ModelCatalogue.defaultDefinition
    assert.deepStrictEqual(
      new Set(definition.models.map((model) => model.provider)),
      new Set(["openai", "anthropic", "google", "scripted"])
    )
    const scripted = definition.models.find((model) => model.provider === "scripted")
    assert.include(scripted?.label ?? "", "Scripted test model")
    // Only configuration turns the scripted model on.
    const off = ModelCatalogue.withAvailability(definition, {
      providers: {
        openai: ModelsConfig.unconfigured,
        anthropic: ModelsConfig.unconfigured,
        google: ModelsConfig.unconfigured
      },
      cataloguePath: Option.none(),
      disabled: []
    })
    const on = ModelCatalogue.withAvailability(definition, {
      providers: {
        openai: ModelsConfig.unconfigured,
        anthropic: ModelsConfig.unconfigured,
        google: ModelsConfig.unconfigured
      },
      cataloguePath: Option.none(),
      disabled: [],
      scripted: true
    })
    assert.deepStrictEqual(
      on.models.filter((model) => model.available).map((model) => model.id),
      ["scripted"]
    )
    assert.include(
      off.models.find((model) => model.id === "scripted")?.unavailableReason ?? "",
      "VOUCH_SCRIPTED_MODEL=on"
    )
    assert.isDefined(definition.aliases.fast)
    assert.isDefined(definition.aliases.smart)
    for (const model of definition.models) {
      assert.isAtMost(model.caps.maxInputTokens + model.caps.maxOutputTokens, model.caps.contextWindow, model.id)
    }
  })

  it("names the field of a value of the wrong type", () => {
    const reason = invalidOf(
      withModels((models) => {
        ;(models[1]!.caps as Record<string, unknown>).max_output_tokens = "lots"
      })
    )
    assert.strictEqual(reason.field, "models[1].caps.max_output_tokens")
    assert.strictEqual(reason.source, "test.json")
  })

  it("names a missing field, a misspelt one and a non-integer rate", () => {
    assert.strictEqual(invalidOf(withModels((models) => delete models[0]!.label)).field, "models[0].label")
    const misspelt = invalidOf(
      withModels((models) => {
        models[2]!.provider_modle = models[2]!.provider_model
        delete models[2]!.provider_model
      })
    )
    assert.includeMembers(
      misspelt.problems.map((problem) => problem.field),
      ["models[2].provider_model", "models[2].provider_modle"]
    )
    const fractional = invalidOf(
      withModels((models) => {
        models[0]!.rates = { credits_per_mtok: { in: 0.5, out: 16000 } }
      })
    )
    assert.strictEqual(fractional.field, "models[0].rates.credits_per_mtok.in")
  })

  it("refuses an unknown provider", () => {
    assert.strictEqual(invalidOf(withModels((models) => (models[0]!.provider = "mistral"))).field, "models[0].provider")
  })

  it("refuses duplicate ids, aliases to nothing or shadowing an id, an unknown default and caps over the window", () => {
    assert.strictEqual(invalidOf(withModels((models) => (models[2]!.id = "small"))).field, "models[2].id")
    assert.strictEqual(invalidOf({ ...valid, aliases: { quick: "tiny" } }).field, "aliases.quick")
    assert.strictEqual(invalidOf({ ...valid, aliases: { large: "small" } }).field, "aliases.large")
    assert.strictEqual(invalidOf({ ...valid, default_model: "huge" }).field, "default_model")
    const overWindow = invalidOf(
      withModels((models) => {
        ;(models[0]!.caps as Record<string, unknown>).max_output_tokens = 200_000
      })
    )
    assert.strictEqual(overWindow.field, "models[0].caps.max_output_tokens")
    assert.match(overWindow.message, /context window/)
  })

  it("accepts an alias as the default and stores the concrete id", () => {
    assert.strictEqual(
      Result.getOrThrow(ModelCatalogue.parse({ ...valid, default_model: "smart" })).defaultModel,
      "large"
    )
  })

  it("refuses text that is not JSON", () => {
    const result = ModelCatalogue.parseText("{ not json", "broken.json")
    assert.isTrue(Result.isFailure(result))
    if (Result.isFailure(result))
      assert.match(result.failure.message, /broken\.json is invalid at the top level: not JSON/)
  })
})

describe("ModelCatalogue service", () => {
  it.effect("loads the file named by VOUCH_MODEL_CATALOGUE", () =>
    Effect.gen(function* () {
      const catalogue = yield* catalogueUnder({ VOUCH_MODEL_CATALOGUE: writeFile("valid.json", valid) })
      assert.deepStrictEqual(
        catalogue.models.map((model) => model.id),
        ["small", "large", "gemini"]
      )
      assert.deepStrictEqual(catalogue.aliases, { fast: "small", smart: "large" })
    })
  )

  it.effect("uses the bundled catalogue when no file is configured", () =>
    Effect.gen(function* () {
      const catalogue = yield* catalogueUnder({})
      assert.strictEqual(catalogue.models.length, ModelCatalogue.defaultDefinition.models.length)
      assert.strictEqual(catalogue.defaultModel, ModelCatalogue.defaultDefinition.defaultModel)
    })
  )

  it.effect("fails to build on an invalid file, naming the field", () =>
    Effect.gen(function* () {
      const path = writeFile(
        "invalid.json",
        withModels((models) => {
          ;(models[0]!.caps as Record<string, unknown>).wall_clock_ms = -5
        })
      )
      const exit = yield* Effect.exit(catalogueUnder({ VOUCH_MODEL_CATALOGUE: path }))
      assert.isTrue(Exit.isFailure(exit))
      const error = Exit.isFailure(exit) ? exit.cause.reasons.find((reason) => reason._tag === "Fail") : undefined
      const failure = (error as { readonly error: ModelCatalogue.ModelCatalogueError }).error
      assert.strictEqual(failure.reason._tag, "CatalogueInvalid")
      assert.include(failure.message, "models[0].caps.wall_clock_ms")
      assert.include(failure.message, path)
    })
  )

  it.effect("fails to build when the file cannot be read", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(catalogueUnder({ VOUCH_MODEL_CATALOGUE: join(directory, "absent.json") }))
      const error = Exit.isFailure(exit) ? exit.cause.reasons.find((reason) => reason._tag === "Fail") : undefined
      assert.strictEqual(
        (error as { readonly error: ModelCatalogue.ModelCatalogueError }).error.reason._tag,
        "CatalogueUnreadable"
      )
    })
  )

  it.effect("resolves ids, aliases and the default; an unknown name is UnknownModel", () =>
    Effect.gen(function* () {
      const service = yield* ModelCatalogue.ModelCatalogue
      const fast = yield* service.resolve("fast")
      assert.strictEqual(fast.model.id, "small")
      assert.strictEqual(fast.alias, "fast")
      const direct = yield* service.resolve("large")
      assert.strictEqual(direct.model.id, "large")
      assert.isNull(direct.alias)
      assert.strictEqual((yield* service.resolve(undefined)).model.id, "small")
      assert.strictEqual((yield* service.resolve("")).model.id, "small")
      const unknown = yield* Effect.flip(service.resolve("gpt-9"))
      assert.strictEqual(unknown.reason._tag, "UnknownModel")
      const prototypeKey = yield* Effect.flip(service.resolve("constructor"))
      assert.strictEqual(prototypeKey.reason._tag, "UnknownModel")
    }).pipe(
      Effect.provide(
        ModelCatalogue.ModelCatalogue.layerFrom(valid).pipe(Layer.provide(ModelsConfig.ModelsConfig.layer()))
      )
    )
  )
})

describe("ModelCatalogue availability", () => {
  it.effect("lists every model as unavailable, with the variable to set, when no provider has credentials", () =>
    Effect.gen(function* () {
      const catalogue = yield* catalogueUnder({ VOUCH_MODEL_CATALOGUE: writeFile("valid.json", valid) })
      for (const model of catalogue.models) assert.isFalse(model.available, model.id)
      assert.strictEqual(
        modelOf(catalogue, "small").unavailableReason,
        "the provider openai has no credentials (set OPENAI_API_KEY or OPENAI_BASE_URL)"
      )
      assert.match(modelOf(catalogue, "gemini").unavailableReason ?? "", /GOOGLE_API_KEY/)
    })
  )

  it.effect("makes a provider available with its key, GEMINI_API_KEY for Google, or a base URL alone", () =>
    Effect.gen(function* () {
      const path = writeFile("valid.json", valid)
      const withKeys = yield* catalogueUnder({
        VOUCH_MODEL_CATALOGUE: path,
        ANTHROPIC_API_KEY: "sk-ant",
        GEMINI_API_KEY: "AIza"
      })
      assert.isFalse(modelOf(withKeys, "small").available)
      assert.isTrue(modelOf(withKeys, "large").available)
      assert.isNull(modelOf(withKeys, "large").unavailableReason)
      assert.isTrue(modelOf(withKeys, "gemini").available)
      const local = yield* catalogueUnder({ VOUCH_MODEL_CATALOGUE: path, OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })
      assert.isTrue(modelOf(local, "small").available)
      const blank = yield* catalogueUnder({ VOUCH_MODEL_CATALOGUE: path, OPENAI_API_KEY: "  " })
      assert.isFalse(modelOf(blank, "small").available, "an empty key counts as unset")
    })
  )

  it.effect("refuses a base URL that is not an http(s) address, naming the variable", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(catalogueUnder({ OPENAI_BASE_URL: "localhost:11434" }))
      assert.include(String(error), "OPENAI_BASE_URL must be an http(s) URL")
    })
  )

  it.effect("turns models and providers off from the file and from VOUCH_MODELS_DISABLED", () =>
    Effect.gen(function* () {
      const file = {
        ...withModels((models) => (models[2]!.enabled = false)),
        providers: { anthropic: { enabled: false } }
      }
      const catalogue = yield* catalogueUnder({
        VOUCH_MODEL_CATALOGUE: writeFile("disabled.json", file),
        OPENAI_API_KEY: "sk",
        ANTHROPIC_API_KEY: "sk-ant",
        GOOGLE_API_KEY: "AIza"
      })
      assert.isTrue(modelOf(catalogue, "small").available)
      assert.strictEqual(
        modelOf(catalogue, "large").unavailableReason,
        "the provider anthropic is disabled in configuration"
      )
      assert.strictEqual(modelOf(catalogue, "gemini").unavailableReason, "the model is disabled in configuration")
      const fromEnvironment = yield* catalogueUnder({
        VOUCH_MODEL_CATALOGUE: writeFile("valid.json", valid),
        OPENAI_API_KEY: "sk",
        GOOGLE_API_KEY: "AIza",
        VOUCH_MODELS_DISABLED: "google, small"
      })
      assert.strictEqual(modelOf(fromEnvironment, "small").unavailableReason, "the model is disabled in configuration")
      assert.strictEqual(
        modelOf(fromEnvironment, "gemini").unavailableReason,
        "the provider google is disabled in configuration"
      )
    })
  )

  it.effect("refuses an unavailable model or an alias resolving to one with ModelUnavailable", () =>
    Effect.gen(function* () {
      const service = yield* ModelCatalogue.ModelCatalogue
      assert.strictEqual((yield* service.resolveAvailable("fast")).model.id, "small")
      const refused = yield* Effect.flip(service.resolveAvailable("smart"))
      assert.strictEqual(refused.reason._tag, "ModelUnavailable")
      if (refused.reason._tag === "ModelUnavailable") {
        assert.strictEqual(refused.reason.model, "large")
        assert.strictEqual(refused.reason.alias, "smart")
        assert.match(refused.reason.unavailableReason, /ANTHROPIC_API_KEY/)
      }
    }).pipe(
      Effect.provide(catalogueFrom({ VOUCH_MODEL_CATALOGUE: writeFile("valid.json", valid), OPENAI_API_KEY: "sk" }))
    )
  )
})

describe("ModelCatalogue pricing", () => {
  const rates = { inputCreditsPerMillion: 30_000, outputCreditsPerMillion: 150_000 }

  it("computes holds and charges in credits, rounded up once", () => {
    // 1,200 prompt tokens and 4,096 max output at $3/$15 per million: 650.4 credits.
    assert.strictEqual(ModelCatalogue.credits(rates, { inputTokens: 1200, outputTokens: 4096 }), 651)
    assert.strictEqual(ModelCatalogue.credits(rates, { inputTokens: 1200, outputTokens: 350 }), 89)
    assert.strictEqual(ModelCatalogue.credits(rates, { inputTokens: 0, outputTokens: 0 }), 0)
    assert.strictEqual(ModelCatalogue.credits(rates, { inputTokens: 1, outputTokens: 0 }), 1)
    // A 25% markup.
    assert.strictEqual(ModelCatalogue.credits(rates, { inputTokens: 1200, outputTokens: 350 }, 2500), 111)
  })

  it("stays exact where floating point would not", () => {
    const huge = { inputCreditsPerMillion: 9_999_999, outputCreditsPerMillion: 9_999_999 }
    const usage = { inputTokens: 9_999_999, outputTokens: 9_999_999 }
    const exact = (2n * 9_999_999n * 9_999_999n * 12_345n + 10_000n * 1_000_000n - 1n) / (10_000n * 1_000_000n)
    assert.strictEqual(ModelCatalogue.credits(huge, usage, 2345), Number(exact))
  })

  it("finds the largest affordable output cap, exactly at the boundary", () => {
    fc.assert(
      fc.property(
        fc.record({ inputCreditsPerMillion: fc.nat(200_000), outputCreditsPerMillion: fc.nat(800_000) }),
        fc.nat(200_000),
        fc.nat(5_000),
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(5_000),
        (rates, promptTokens, available, maxOutputTokens, markup) => {
          const cap = ModelCatalogue.affordableOutputTokens(rates, promptTokens, available, maxOutputTokens, markup)
          assert.isAtLeast(cap, 0)
          assert.isAtMost(cap, maxOutputTokens)
          const cost = (outputTokens: number) =>
            ModelCatalogue.credits(rates, { inputTokens: promptTokens, outputTokens }, markup)
          if (cap > 0 || cost(0) <= available) assert.isAtMost(cost(cap), available)
          if (cap < maxOutputTokens && cost(0) <= available) assert.isAbove(cost(cap + 1), available)
        }
      )
    )
    // The example of the notes: $3/$15, 1,200 prompt tokens, 300 credits available.
    assert.strictEqual(ModelCatalogue.affordableOutputTokens(rates, 1200, 300, 4096), 1760)
  })

  it("estimates the hold and the floor of a run", () => {
    const model = Result.getOrThrow(ModelCatalogue.parse(valid)).models[1]!
    assert.deepStrictEqual(ModelCatalogue.estimate(model, 1200), {
      holdCredits: ModelCatalogue.credits(model.rates, { inputTokens: 1200, outputTokens: 64_000 }),
      minCredits: 37
    })
  })

  it("checks a prompt against the input cap", () => {
    const model = modelOf(
      ModelCatalogue.withAvailability(Result.getOrThrow(ModelCatalogue.parse(valid)), {
        providers: {
          openai: ModelsConfig.unconfigured,
          anthropic: ModelsConfig.unconfigured,
          google: ModelsConfig.unconfigured
        },
        cataloguePath: Option.none(),
        disabled: []
      }),
      "small"
    )
    assert.isTrue(Result.isSuccess(ModelCatalogue.checkPrompt(model, 90_000)))
    const refused = ModelCatalogue.checkPrompt(model, 90_001)
    assert.isTrue(Result.isFailure(refused))
    if (Result.isFailure(refused)) assert.strictEqual(refused.failure.reason._tag, "PromptTooLong")
  })
})
