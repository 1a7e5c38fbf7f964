/**
 * What the model catalogue and the provider adapters need from their host: each
 * provider's credentials and address, the catalogue file, and what configuration
 * turns off. `layerConfig` reads them through effect `Config` (the environment by
 * default):
 *
 * | variable | meaning |
 * |---|---|
 * | `OPENAI_API_KEY`, `OPENAI_BASE_URL` | OpenAI, or any OpenAI-compatible server (Ollama `http://localhost:11434/v1`, vLLM, llama.cpp, OpenRouter) |
 * | `ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL` | Anthropic |
 * | `GOOGLE_API_KEY` (or `GEMINI_API_KEY`), `GOOGLE_BASE_URL` | Google Gemini |
 * | `VOUCH_MODEL_CATALOGUE` | path of the catalogue JSON file; the bundled default when unset |
 * | `VOUCH_MODELS_DISABLED` | comma-separated provider names or model ids to list as unavailable |
 *
 * A provider is configured when it has an API key or an explicit base URL (a local
 * OpenAI-compatible server needs no key). Empty values count as unset.
 *
 * @since 0.1.0
 */
import { Config, ConfigProvider, Context, Effect, Layer, Option, Redacted } from "effect"
import type * as ModelProvider from "./ModelProvider.ts"

/**
 * One provider's settings.
 *
 * @category models
 * @since 0.1.0
 */
export interface ProviderSettings {
  readonly apiKey: Option.Option<Redacted.Redacted<string>>
  /** An explicit base URL; none means the provider's official address. */
  readonly baseUrl: Option.Option<string>
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  readonly providers: Readonly<Record<ModelProvider.RemoteProviderName, ProviderSettings>>
  /** Whether the deterministic offline `scripted` provider is on (`VOUCH_SCRIPTED_MODEL=on`). */
  readonly scripted?: boolean | undefined
  /** The catalogue file; none means the catalogue bundled with the package. */
  readonly cataloguePath: Option.Option<string>
  /** Provider names or model ids listed as unavailable whatever the catalogue says. */
  readonly disabled: ReadonlyArray<string>
}

/**
 * A provider with neither key nor base URL.
 *
 * @category constructors
 * @since 0.1.0
 */
export const unconfigured: ProviderSettings = { apiKey: Option.none(), baseUrl: Option.none() }

/**
 * Whether a provider has credentials or an explicit address.
 *
 * @category validation
 * @since 0.1.0
 */
export const isConfigured = (settings: ProviderSettings): boolean =>
  Option.isSome(settings.apiKey) || Option.isSome(settings.baseUrl)

/**
 * The variables that configure each provider, for messages.
 *
 * @category constants
 * @since 0.1.0
 */
export const variables: Readonly<Record<ModelProvider.ProviderName, string>> = {
  openai: "OPENAI_API_KEY or OPENAI_BASE_URL",
  anthropic: "ANTHROPIC_API_KEY or ANTHROPIC_BASE_URL",
  google: "GOOGLE_API_KEY (or GEMINI_API_KEY) or GOOGLE_BASE_URL",
  scripted: "VOUCH_SCRIPTED_MODEL=on"
}

const optionalText = (name: string) =>
  Config.option(Config.String(name)).pipe(
    Config.map(Option.flatMap((value) => (value.trim() === "" ? Option.none() : Option.some(value.trim()))))
  )

// An http(s) address; anything else fails configuration with the variable named.
const optionalUrl = (name: string) =>
  optionalText(name).pipe(
    Config.flatMap((value): Config.Config<Option.Option<string>> => {
      if (Option.isNone(value)) return Config.succeed(value)
      const parsed = URL.parse(value.value)
      return parsed !== null && (parsed.protocol === "http:" || parsed.protocol === "https:")
        ? Config.succeed(value)
        : Config.fail(
            new ConfigProvider.SourceError({ message: `${name} must be an http(s) URL, got "${value.value}"` })
          )
    })
  )

const optionalSecret = (name: string) =>
  optionalText(name).pipe(Config.map(Option.map((value) => Redacted.make(value, { label: name }))))

/**
 * The settings from configuration (see the module documentation for the variables).
 *
 * @category constructors
 * @since 0.1.0
 */
export const fromConfig: Config.Config<Options> = Config.all({
  openaiKey: optionalSecret("OPENAI_API_KEY"),
  openaiBase: optionalUrl("OPENAI_BASE_URL"),
  anthropicKey: optionalSecret("ANTHROPIC_API_KEY"),
  anthropicBase: optionalUrl("ANTHROPIC_BASE_URL"),
  googleKey: optionalSecret("GOOGLE_API_KEY"),
  geminiKey: optionalSecret("GEMINI_API_KEY"),
  googleBase: optionalUrl("GOOGLE_BASE_URL"),
  cataloguePath: optionalText("VOUCH_MODEL_CATALOGUE"),
  disabled: optionalText("VOUCH_MODELS_DISABLED"),
  scripted: Config.Literals(["on", "off"], "VOUCH_SCRIPTED_MODEL").pipe(Config.withDefault("off" as const))
}).pipe(
  Config.map(
    (settings): Options => ({
      providers: {
        openai: { apiKey: settings.openaiKey, baseUrl: settings.openaiBase },
        anthropic: { apiKey: settings.anthropicKey, baseUrl: settings.anthropicBase },
        google: { apiKey: Option.orElse(settings.googleKey, () => settings.geminiKey), baseUrl: settings.googleBase }
      },
      cataloguePath: settings.cataloguePath,
      scripted: settings.scripted === "on",
      disabled: Option.match(settings.disabled, {
        onNone: () => [],
        onSome: (list) =>
          list
            .split(",")
            .map((item) => item.trim())
            .filter((item) => item !== "")
      })
    })
  )
)

/**
 * @category services
 * @since 0.1.0
 */
export class ModelsConfig extends Context.Service<ModelsConfig, Options>()("@vouch/models/ModelsConfig") {
  /** Settings given in code. */
  static readonly layer = (options: Partial<Options> = {}) =>
    Layer.succeed(
      ModelsConfig,
      ModelsConfig.of({
        providers: options.providers ?? { openai: unconfigured, anthropic: unconfigured, google: unconfigured },
        cataloguePath: options.cataloguePath ?? Option.none(),
        disabled: options.disabled ?? [],
        scripted: options.scripted ?? false
      })
    )

  /** Settings from configuration: the environment unless another `ConfigProvider` is installed. */
  static readonly layerConfig = Layer.effect(
    ModelsConfig,
    Effect.gen(function* () {
      return ModelsConfig.of(yield* fromConfig)
    })
  )
}
