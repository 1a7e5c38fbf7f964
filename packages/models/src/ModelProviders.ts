/**
 * The three adapters behind one service: stream a reply from a catalogue model, the
 * adapter chosen by the model's provider, its `provider_model` sent as the model name,
 * and the output cap clamped to the model's `max_output_tokens`. Credentials and base
 * URLs come from `ModelsConfig`; requests go through the `HttpClient` in context
 * (`FetchHttpClient.layer`).
 *
 * The wall-clock cap (`caps.wall_clock_ms`) is the caller's to apply (a job runner
 * wraps the run in its own deadline), since what a time-out means for billing is
 * decided there.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Option, type Stream } from "effect"
import { HttpClient } from "effect/http"
import * as AnthropicProvider from "./AnthropicProvider.ts"
import * as GoogleProvider from "./GoogleProvider.ts"
import type * as ModelCatalogue from "./ModelCatalogue.ts"
import type * as ModelProvider from "./ModelProvider.ts"
import * as ModelsConfig from "./ModelsConfig.ts"
import * as OpenAiProvider from "./OpenAiProvider.ts"
import * as ScriptedProvider from "./ScriptedProvider.ts"

/**
 * A request without the model name, which comes from the catalogue entry.
 *
 * @category models
 * @since 0.1.0
 */
export type Request = Omit<ModelProvider.Request, "model">

/**
 * Options shared by the three adapters (retries, time-out).
 *
 * @category models
 * @since 0.1.0
 */
export type Options = Omit<ModelProvider.AdapterOptions, "apiKey" | "baseUrl" | "headers">

/**
 * @category services
 * @since 0.1.0
 */
export class ModelProviders extends Context.Service<
  ModelProviders,
  {
    readonly provider: (name: ModelProvider.ProviderName) => ModelProvider.ModelProvider
    /** Streams a reply from a catalogue model (whether it is available is the caller's check). */
    readonly stream: (
      model: ModelCatalogue.ModelDefinition,
      request: Request
    ) => Stream.Stream<ModelProvider.Part, ModelProvider.ModelProviderError>
  }
>()("@vouch/models/ModelProviders") {
  /** The service over given adapters (fakes in tests, a custom adapter). */
  static readonly fromProviders = (
    remote: Readonly<Record<ModelProvider.RemoteProviderName, ModelProvider.ModelProvider>> & {
      readonly scripted?: ModelProvider.ModelProvider | undefined
    }
  ): ModelProviders["Service"] => {
    const providers: Readonly<Record<ModelProvider.ProviderName, ModelProvider.ModelProvider>> = {
      ...remote,
      scripted: remote.scripted ?? ScriptedProvider.make()
    }
    return ModelProviders.of({
      provider: (name) => providers[name],
      stream: (model, request) =>
        providers[model.provider].stream({
          ...request,
          model: model.providerModel,
          maxOutputTokens: Math.max(1, Math.min(request.maxOutputTokens, model.caps.maxOutputTokens))
        })
    })
  }

  /** The three adapters configured from `ModelsConfig`, over the `HttpClient` in context. */
  static readonly layer = (
    options: Options = {}
  ): Layer.Layer<ModelProviders, never, ModelsConfig.ModelsConfig | HttpClient.HttpClient> =>
    Layer.effect(
      ModelProviders,
      Effect.gen(function* () {
        const config = yield* ModelsConfig.ModelsConfig
        const client = yield* HttpClient.HttpClient
        const settings = (name: ModelProvider.RemoteProviderName) => {
          const provider = config.providers[name]
          return {
            ...options,
            apiKey: Option.getOrUndefined(provider.apiKey),
            baseUrl: Option.getOrUndefined(provider.baseUrl)
          }
        }
        return ModelProviders.fromProviders({
          scripted: ScriptedProvider.make({ players: yield* ScriptedProvider.Players }),
          openai: OpenAiProvider.fromClient(client, settings("openai")),
          anthropic: AnthropicProvider.fromClient(client, settings("anthropic")),
          google: GoogleProvider.fromClient(client, settings("google"))
        })
      })
    )
}
