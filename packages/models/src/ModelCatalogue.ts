/**
 * The model catalogue: which models exist, what they are called (ids and aliases),
 * what they cost (integer credits per million tokens; 1 USD = 10,000 credits), what
 * they may do (input, output and wall-clock caps), which one is the default, and
 * whether each can run now (`available: false` with a reason when its provider has no
 * credentials or configuration turns it off).
 *
 * The catalogue comes from a JSON file validated with Schema; every error names the
 * field at fault (`models[2].caps.max_output_tokens`). The package bundles a default
 * catalogue (`src/default-catalogue.json`) covering OpenAI, Anthropic and Google.
 *
 * The file format (unknown keys are refused, so a misspelt field is reported):
 *
 * ```json
 * {
 *   "default_model": "gpt-4.1-mini",
 *   "aliases": { "fast": "gemini-2.5-flash", "smart": "claude-sonnet-4-5" },
 *   "providers": { "google": { "enabled": true } },
 *   "models": [{
 *     "id": "gpt-4.1-mini", "label": "GPT-4.1 mini", "provider": "openai", "provider_model": "gpt-4.1-mini",
 *     "rates": { "credits_per_mtok": { "in": 4000, "out": 16000 } },
 *     "caps": { "context_window": 1047576, "max_input_tokens": 1000000, "max_output_tokens": 32768, "wall_clock_ms": 120000 },
 *     "enabled": true
 *   }]
 * }
 * ```
 *
 * @since 0.1.0
 */
import { Context, Effect, FileSystem, Layer, Option, Predicate, Result, Schema, SchemaIssue } from "effect"
import defaultCatalogueJson from "./default-catalogue.json" with { type: "json" }
import * as ModelProvider from "./ModelProvider.ts"
import * as ModelsConfig from "./ModelsConfig.ts"

/**
 * Credits per US dollar.
 *
 * @category constants
 * @since 0.1.0
 */
export const creditsPerUsd = 10_000

/**
 * Rates are per this many tokens.
 *
 * @category constants
 * @since 0.1.0
 */
export const tokensPerRate = 1_000_000

const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0))
const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Identifier = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$/))

/**
 * One model in the catalogue file.
 *
 * @category models
 * @since 0.1.0
 */
export const ModelFile = Schema.Struct({
  id: Identifier,
  label: Schema.NonEmptyString,
  provider: ModelProvider.ProviderName,
  provider_model: Schema.NonEmptyString,
  rates: Schema.Struct({
    credits_per_mtok: Schema.Struct({ in: NonNegativeInt, out: NonNegativeInt })
  }),
  caps: Schema.Struct({
    context_window: PositiveInt,
    max_input_tokens: PositiveInt,
    max_output_tokens: PositiveInt,
    wall_clock_ms: PositiveInt
  }),
  enabled: Schema.optionalKey(Schema.Boolean)
})

const ProviderFile = Schema.Struct({ enabled: Schema.optionalKey(Schema.Boolean) })

/**
 * The catalogue file.
 *
 * @category models
 * @since 0.1.0
 */
export const CatalogueFile = Schema.Struct({
  default_model: Identifier,
  aliases: Schema.optionalKey(Schema.Record(Identifier, Identifier)),
  providers: Schema.optionalKey(
    Schema.Struct({
      openai: Schema.optionalKey(ProviderFile),
      anthropic: Schema.optionalKey(ProviderFile),
      google: Schema.optionalKey(ProviderFile),
      scripted: Schema.optionalKey(ProviderFile)
    })
  ),
  models: Schema.Array(ModelFile).check(Schema.isMinLength(1))
})

/**
 * @category models
 * @since 0.1.0
 */
export type CatalogueFile = typeof CatalogueFile.Encoded

/**
 * Integer credits per million tokens.
 *
 * @category models
 * @since 0.1.0
 */
export interface Rates {
  readonly inputCreditsPerMillion: number
  readonly outputCreditsPerMillion: number
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Caps {
  /** The model's whole window: prompt plus reply. */
  readonly contextWindow: number
  /** The hard ceiling on the prompt. */
  readonly maxInputTokens: number
  /** The hard ceiling on the reply; holds are sized from it. */
  readonly maxOutputTokens: number
  /** How long one turn may run before it is stopped. */
  readonly wallClockMs: number
}

/**
 * A model as the catalogue file defines it.
 *
 * @category models
 * @since 0.1.0
 */
export interface ModelDefinition {
  readonly id: string
  readonly label: string
  readonly provider: ModelProvider.ProviderName
  /** The provider's own name for the model, sent in requests. */
  readonly providerModel: string
  readonly rates: Rates
  readonly caps: Caps
  readonly enabled: boolean
}

/**
 * The parsed catalogue file.
 *
 * @category models
 * @since 0.1.0
 */
export interface Definition {
  readonly defaultModel: string
  readonly aliases: Readonly<Record<string, string>>
  readonly disabledProviders: ReadonlyArray<ModelProvider.ProviderName>
  readonly models: ReadonlyArray<ModelDefinition>
}

/**
 * A model with its availability.
 *
 * @category models
 * @since 0.1.0
 */
export interface Model extends ModelDefinition {
  readonly available: boolean
  readonly unavailableReason: string | null
}

/**
 * The catalogue in force.
 *
 * @category models
 * @since 0.1.0
 */
export interface Catalogue {
  readonly defaultModel: string
  readonly aliases: Readonly<Record<string, string>>
  readonly models: ReadonlyArray<Model>
}

/**
 * A requested id or alias, resolved. `alias` is the alias requested, or null.
 *
 * @category models
 * @since 0.1.0
 */
export interface Resolved {
  readonly model: Model
  readonly alias: string | null
}

/**
 * No model has this id or alias. The app layer answers 400 `validation_error`.
 *
 * @category errors
 * @since 0.1.0
 */
export class UnknownModel extends Schema.TaggedError<UnknownModel>()("UnknownModel", {
  requested: Schema.String
}) {}

/**
 * The model exists but cannot run now. The app layer answers 400 `validation_error`.
 *
 * @category errors
 * @since 0.1.0
 */
export class ModelUnavailable extends Schema.TaggedError<ModelUnavailable>()("ModelUnavailable", {
  model: Schema.String,
  alias: Schema.NullOr(Schema.String),
  unavailableReason: Schema.String
}) {}

/**
 * The prompt is over the model's `max_input_tokens`.
 *
 * @category errors
 * @since 0.1.0
 */
export class PromptTooLong extends Schema.TaggedError<PromptTooLong>()("PromptTooLong", {
  model: Schema.String,
  promptTokens: Schema.Number,
  maxInputTokens: Schema.Number
}) {}

/**
 * The catalogue file could not be read.
 *
 * @category errors
 * @since 0.1.0
 */
export class CatalogueUnreadable extends Schema.TaggedError<CatalogueUnreadable>()("CatalogueUnreadable", {
  source: Schema.String,
  message: Schema.String
}) {}

/**
 * One problem of a catalogue file: the field at fault (`models[2].caps.wall_clock_ms`,
 * empty for the whole document) and what is wrong with it.
 *
 * @category models
 * @since 0.1.0
 */
export const Problem = Schema.Struct({ field: Schema.String, message: Schema.String })

/**
 * @category models
 * @since 0.1.0
 */
export type Problem = typeof Problem.Type

/**
 * The catalogue file is not valid. `field` and `message` describe the first problem,
 * `problems` all of them.
 *
 * @category errors
 * @since 0.1.0
 */
export class CatalogueInvalid extends Schema.TaggedError<CatalogueInvalid>()("CatalogueInvalid", {
  source: Schema.String,
  field: Schema.String,
  message: Schema.String,
  problems: Schema.Array(Problem)
}) {}

/**
 * The one error of the catalogue.
 *
 * @category errors
 * @since 0.1.0
 */
export class ModelCatalogueError extends Schema.TaggedError<ModelCatalogueError>()("ModelCatalogueError", {
  reason: Schema.Union([UnknownModel, ModelUnavailable, PromptTooLong, CatalogueUnreadable, CatalogueInvalid])
}) {
  override get message(): string {
    return describe(this.reason)
  }
}

const describe = (reason: ModelCatalogueError["reason"]): string => {
  switch (reason._tag) {
    case "UnknownModel":
      return `No model or alias is named "${reason.requested}".`
    case "ModelUnavailable":
      return `The model "${reason.model}" is unavailable: ${reason.unavailableReason}.`
    case "PromptTooLong":
      return `The prompt (${reason.promptTokens} tokens) is over the ${reason.maxInputTokens}-token limit of "${reason.model}".`
    case "CatalogueUnreadable":
      return `The model catalogue ${reason.source} could not be read: ${reason.message}`
    case "CatalogueInvalid":
      return `The model catalogue ${reason.source} is invalid at ${reason.field === "" ? "the top level" : reason.field}: ${reason.message}`
  }
}

const invalid = (source: string, problems: ReadonlyArray<Problem>): ModelCatalogueError =>
  new ModelCatalogueError({
    reason: new CatalogueInvalid({
      source,
      field: problems[0]?.field ?? "",
      message: problems[0]?.message ?? "invalid",
      problems: [...problems]
    })
  })

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const fieldOf = (path: ReadonlyArray<unknown> | undefined): string => {
  let field = ""
  for (const segment of path ?? []) {
    const key = Predicate.isObject(segment) && "key" in segment ? (segment as { readonly key: unknown }).key : segment
    field += Predicate.isNumber(key) ? `[${key}]` : field === "" ? String(key) : `.${String(key)}`
  }
  return field
}

const decodeFile = Schema.decodeUnknownResult(CatalogueFile, { onExcessProperty: "error", errors: "all" })

/**
 * Validates a catalogue document (already parsed from JSON): its shape, then what a
 * shape cannot say (unique ids, aliases that name models and no model, a default
 * that exists, caps that fit in the context window). `source` names the document in
 * errors.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parse = (input: unknown, source = "<value>"): Result.Result<Definition, ModelCatalogueError> => {
  const decoded = decodeFile(input)
  if (Result.isFailure(decoded)) {
    const formatted = formatter(decoded.failure.issue)
    return Result.fail(
      invalid(
        source,
        formatted.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }))
      )
    )
  }
  const file = decoded.success
  const problems: Array<Problem> = []
  const ids = new Set<string>()
  file.models.forEach((model, index) => {
    if (ids.has(model.id)) problems.push({ field: `models[${index}].id`, message: `duplicate model id "${model.id}"` })
    ids.add(model.id)
    if (model.caps.max_input_tokens > model.caps.context_window) {
      problems.push({
        field: `models[${index}].caps.max_input_tokens`,
        message: `${model.caps.max_input_tokens} is over the context window (${model.caps.context_window})`
      })
    }
    if (model.caps.max_output_tokens > model.caps.context_window) {
      problems.push({
        field: `models[${index}].caps.max_output_tokens`,
        message: `${model.caps.max_output_tokens} is over the context window (${model.caps.context_window})`
      })
    }
  })
  const aliases = file.aliases ?? {}
  for (const [alias, target] of Object.entries(aliases)) {
    if (ids.has(alias)) problems.push({ field: `aliases.${alias}`, message: `"${alias}" is already a model id` })
    else if (!ids.has(target)) problems.push({ field: `aliases.${alias}`, message: `no model has the id "${target}"` })
  }
  const defaultModel = ids.has(file.default_model) ? file.default_model : aliases[file.default_model]
  if (defaultModel === undefined || !ids.has(defaultModel)) {
    problems.push({ field: "default_model", message: `no model or alias is named "${file.default_model}"` })
  }
  if (problems.length > 0) return Result.fail(invalid(source, problems))
  const providers = file.providers ?? {}
  return Result.succeed({
    defaultModel: defaultModel!,
    aliases,
    disabledProviders: ModelProvider.ProviderName.literals.filter((name) => providers[name]?.enabled === false),
    models: file.models.map((model) => ({
      id: model.id,
      label: model.label,
      provider: model.provider,
      providerModel: model.provider_model,
      rates: {
        inputCreditsPerMillion: model.rates.credits_per_mtok.in,
        outputCreditsPerMillion: model.rates.credits_per_mtok.out
      },
      caps: {
        contextWindow: model.caps.context_window,
        maxInputTokens: model.caps.max_input_tokens,
        maxOutputTokens: model.caps.max_output_tokens,
        wallClockMs: model.caps.wall_clock_ms
      },
      enabled: model.enabled ?? true
    }))
  })
}

/**
 * Parses the text of a catalogue file.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseText = (text: string, source = "<value>"): Result.Result<Definition, ModelCatalogueError> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return Result.fail(invalid(source, [{ field: "", message: `not JSON: ${(error as Error).message}` }]))
  }
  return parse(json, source)
}

/**
 * The catalogue bundled with the package.
 *
 * @category constructors
 * @since 0.1.0
 */
export const defaultDefinition: Definition = Result.getOrThrow(parse(defaultCatalogueJson, "<bundled default>"))

/**
 * Reads and validates a catalogue file (with the `FileSystem` of the platform).
 *
 * @category constructors
 * @since 0.1.0
 */
export const load = Effect.fn("ModelCatalogue.load")(function* (path: string) {
  const fileSystem = yield* FileSystem.FileSystem
  const text = yield* fileSystem
    .readFileString(path)
    .pipe(
      Effect.mapError(
        (error) =>
          new ModelCatalogueError({ reason: new CatalogueUnreadable({ source: path, message: error.message }) })
      )
    )
  return yield* Effect.fromResult(parseText(text, path))
})

/**
 * Adds each model's availability under the given settings: a model is unavailable
 * when it or its provider is disabled in the catalogue file or in `disabled`, or when
 * its provider has neither an API key nor a base URL.
 *
 * @category constructors
 * @since 0.1.0
 */
export const withAvailability = (definition: Definition, options: ModelsConfig.Options): Catalogue => ({
  defaultModel: definition.defaultModel,
  aliases: definition.aliases,
  models: definition.models.map((model): Model => {
    const reason = !model.enabled
      ? "the model is disabled in configuration"
      : options.disabled.includes(model.id)
        ? "the model is disabled in configuration"
        : definition.disabledProviders.includes(model.provider) || options.disabled.includes(model.provider)
          ? `the provider ${model.provider} is disabled in configuration`
          : !(model.provider === "scripted"
                ? options.scripted === true
                : ModelsConfig.isConfigured(options.providers[model.provider]))
            ? `the provider ${model.provider} has no credentials (set ${ModelsConfig.variables[model.provider]})`
            : null
    return { ...model, available: reason === null, unavailableReason: reason }
  })
})

/**
 * Resolves a model id or an alias; none (or an empty string) means the default model.
 * An id wins over an alias of the same name (the file refuses such aliases anyway).
 *
 * @category parsing
 * @since 0.1.0
 */
export const resolve = (
  catalogue: Catalogue,
  requested?: string | null | undefined
): Result.Result<Resolved, ModelCatalogueError> => {
  const name = requested === undefined || requested === null || requested === "" ? catalogue.defaultModel : requested
  const direct = catalogue.models.find((model) => model.id === name)
  if (direct !== undefined) return Result.succeed({ model: direct, alias: null })
  const target = Object.hasOwn(catalogue.aliases, name) ? catalogue.aliases[name] : undefined
  const aliased = target === undefined ? undefined : catalogue.models.find((model) => model.id === target)
  return aliased === undefined
    ? Result.fail(new ModelCatalogueError({ reason: new UnknownModel({ requested: name }) }))
    : Result.succeed({ model: aliased, alias: name })
}

/**
 * Resolves like `resolve`, and refuses a model that is unavailable.
 *
 * @category parsing
 * @since 0.1.0
 */
export const resolveAvailable = (
  catalogue: Catalogue,
  requested?: string | null | undefined
): Result.Result<Resolved, ModelCatalogueError> =>
  Result.flatMap(resolve(catalogue, requested), (resolved) =>
    resolved.model.available
      ? Result.succeed(resolved)
      : Result.fail(
          new ModelCatalogueError({
            reason: new ModelUnavailable({
              model: resolved.model.id,
              alias: resolved.alias,
              unavailableReason: resolved.model.unavailableReason ?? "unavailable"
            })
          })
        )
  )

/**
 * Checks a prompt estimate against the model's `max_input_tokens`.
 *
 * @category parsing
 * @since 0.1.0
 */
export const checkPrompt = (model: Model, promptTokens: number): Result.Result<number, ModelCatalogueError> =>
  promptTokens <= model.caps.maxInputTokens
    ? Result.succeed(promptTokens)
    : Result.fail(
        new ModelCatalogueError({
          reason: new PromptTooLong({ model: model.id, promptTokens, maxInputTokens: model.caps.maxInputTokens })
        })
      )

/**
 * The cost in credits of some usage at a model's rates, with the publisher's markup
 * in basis points, rounded up once: `ceil((in × in_rate + out × out_rate) ×
 * (10,000 + markup_bps) / (10,000 × 1,000,000))`. Exact for any counts (BigInt).
 *
 * @category constants
 * @since 0.1.0
 */
export const credits = (
  rates: Rates,
  usage: { readonly inputTokens: number; readonly outputTokens: number },
  markupBps = 0
): number => {
  const numerator =
    (BigInt(usage.inputTokens) * BigInt(rates.inputCreditsPerMillion) +
      BigInt(usage.outputTokens) * BigInt(rates.outputCreditsPerMillion)) *
    BigInt(10_000 + markupBps)
  const denominator = BigInt(10_000 * tokensPerRate)
  return Number((numerator + denominator - 1n) / denominator)
}

/**
 * The most output tokens (at most `maxOutputTokens`) whose cost, with the prompt, fits
 * in `availableCredits`: the scaled-down output cap of a run the balance funds only in
 * part (spec 2: the reply stops early and `truncated` is true). 0 when not even one
 * output token fits; the floor below which a run is refused with 402 is the caller's.
 *
 * @category constants
 * @since 0.1.0
 */
export const affordableOutputTokens = (
  rates: Rates,
  promptTokens: number,
  availableCredits: number,
  maxOutputTokens: number,
  markupBps = 0
): number => {
  const factor = BigInt(10_000 + markupBps)
  const budget = BigInt(Math.max(0, Math.floor(availableCredits))) * BigInt(10_000 * tokensPerRate)
  const promptCost = BigInt(promptTokens) * BigInt(rates.inputCreditsPerMillion) * factor
  if (promptCost > budget) return 0
  if (rates.outputCreditsPerMillion === 0) return maxOutputTokens
  const affordable = (budget - promptCost) / (BigInt(rates.outputCreditsPerMillion) * factor)
  return Number(affordable < BigInt(maxOutputTokens) ? affordable : BigInt(maxOutputTokens))
}

/**
 * The estimate of a run before it starts: `holdCredits` for the prompt plus the
 * model's full `max_output_tokens` (the amount held), `minCredits` for the prompt and a
 * one-token reply.
 *
 * @category constants
 * @since 0.1.0
 */
export const estimate = (
  model: ModelDefinition,
  promptTokens: number,
  markupBps = 0
): { readonly holdCredits: number; readonly minCredits: number } => ({
  holdCredits: credits(model.rates, { inputTokens: promptTokens, outputTokens: model.caps.maxOutputTokens }, markupBps),
  minCredits: credits(model.rates, { inputTokens: promptTokens, outputTokens: 1 }, markupBps)
})

/**
 * Credits as US dollars (for `billed_usd_per_mtok`).
 *
 * @category constants
 * @since 0.1.0
 */
export const usdOfCredits = (amount: number): number => amount / creditsPerUsd

/**
 * @category services
 * @since 0.1.0
 */
export class ModelCatalogue extends Context.Service<
  ModelCatalogue,
  {
    readonly catalogue: Catalogue
    /** Resolves an id or alias (none: the default model); fails with `UnknownModel`. */
    readonly resolve: (requested?: string | null | undefined) => Effect.Effect<Resolved, ModelCatalogueError>
    /** Resolves and refuses an unavailable model with `ModelUnavailable`. */
    readonly resolveAvailable: (requested?: string | null | undefined) => Effect.Effect<Resolved, ModelCatalogueError>
  }
>()("@vouch/models/ModelCatalogue") {
  /** A catalogue from a definition, with availability under the given settings. */
  static readonly make = (definition: Definition, options: ModelsConfig.Options): ModelCatalogue["Service"] => {
    const catalogue = withAvailability(definition, options)
    return ModelCatalogue.of({
      catalogue,
      resolve: Effect.fn("ModelCatalogue.resolve")(function* (requested?: string | null | undefined) {
        return yield* Effect.fromResult(resolve(catalogue, requested))
      }),
      resolveAvailable: Effect.fn("ModelCatalogue.resolveAvailable")(function* (requested?: string | null | undefined) {
        return yield* Effect.fromResult(resolveAvailable(catalogue, requested))
      })
    })
  }

  /**
   * The catalogue file of `ModelsConfig` (`VOUCH_MODEL_CATALOGUE`), or the bundled
   * default, with availability from the same settings; the file is read with the
   * platform's `FileSystem`. Fails to build, naming the field, when the file is invalid.
   */
  static readonly layer: Layer.Layer<
    ModelCatalogue,
    ModelCatalogueError,
    ModelsConfig.ModelsConfig | FileSystem.FileSystem
  > = Layer.effect(
    ModelCatalogue,
    Effect.gen(function* () {
      const options = yield* ModelsConfig.ModelsConfig
      const definition = yield* Option.match(options.cataloguePath, {
        onNone: () => Effect.succeed(defaultDefinition),
        onSome: load
      })
      return ModelCatalogue.make(definition, options)
    })
  )

  /**
   * A catalogue given in code (a definition, or a document to validate), with
   * availability from `ModelsConfig`.
   */
  static readonly layerFrom = (
    definition: Definition | CatalogueFile
  ): Layer.Layer<ModelCatalogue, ModelCatalogueError, ModelsConfig.ModelsConfig> =>
    Layer.effect(
      ModelCatalogue,
      Effect.gen(function* () {
        const options = yield* ModelsConfig.ModelsConfig
        const parsed = "defaultModel" in definition ? definition : yield* Effect.fromResult(parse(definition))
        return ModelCatalogue.make(parsed, options)
      })
    )
}
