/**
 * The HTTP contract of the public model catalogue, `GET /v1/models` (spec 2): no
 * authorization, the app dialect of the envelope, and `data` shaped
 * `{default_model, models[], aliases, pricing}`. Handlers are in `ModelsHttp`.
 *
 * `pricing` ("not shown" in the spec) is decided here: the credit unit and its rounding,
 * and every model's integer rates, so a client can compute a cost exactly:
 * `{currency: "credits", credits_per_usd: 10000, per_tokens: 1000000, rounding: "up",
 * hold: "prompt_tokens_plus_max_output_tokens", credits_per_mtok: {<model id>: {in, out}}}`.
 *
 * @since 0.1.0
 */
import { ApiError, Envelope, HttpEnvelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import * as ModelCatalogue from "./ModelCatalogue.ts"
import * as ModelProvider from "./ModelProvider.ts"

/**
 * One model of the catalogue, as the spec names its fields.
 *
 * @category models
 * @since 0.1.0
 */
export const ModelEntry = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  provider: ModelProvider.ProviderName,
  available: Schema.Boolean,
  unavailable_reason: Schema.NullOr(Schema.String),
  rates: Schema.Struct({
    billed_usd_per_mtok: Schema.Struct({ in: Schema.Number, out: Schema.Number })
  }),
  caps: Schema.Struct({
    max_input_tokens: Schema.Int,
    max_output_tokens: Schema.Int,
    wall_clock_ms: Schema.Int
  })
}).annotate({ identifier: "ModelEntry" })

/**
 * @category models
 * @since 0.1.0
 */
export type ModelEntry = typeof ModelEntry.Type

/**
 * How credits are computed.
 *
 * @category models
 * @since 0.1.0
 */
export const Pricing = Schema.Struct({
  currency: Schema.Literal("credits"),
  credits_per_usd: Schema.Int,
  per_tokens: Schema.Int,
  rounding: Schema.Literal("up"),
  hold: Schema.Literal("prompt_tokens_plus_max_output_tokens"),
  credits_per_mtok: Schema.Record(Schema.String, Schema.Struct({ in: Schema.Int, out: Schema.Int }))
}).annotate({ identifier: "ModelPricing" })

/**
 * The `data` of `GET /v1/models`.
 *
 * @category models
 * @since 0.1.0
 */
export const ModelList = Schema.Struct({
  default_model: Schema.String,
  models: Schema.Array(ModelEntry),
  aliases: Schema.Record(Schema.String, Schema.String),
  pricing: Pricing
}).annotate({ identifier: "ModelList" })

/**
 * @category models
 * @since 0.1.0
 */
export type ModelList = typeof ModelList.Type

/**
 * The wire shape of a catalogue.
 *
 * @category constructors
 * @since 0.1.0
 */
export const fromCatalogue = (catalogue: ModelCatalogue.Catalogue): ModelList => ({
  default_model: catalogue.defaultModel,
  models: catalogue.models.map((model) => ({
    id: model.id,
    label: model.label,
    provider: model.provider,
    available: model.available,
    unavailable_reason: model.unavailableReason,
    rates: {
      billed_usd_per_mtok: {
        in: ModelCatalogue.usdOfCredits(model.rates.inputCreditsPerMillion),
        out: ModelCatalogue.usdOfCredits(model.rates.outputCreditsPerMillion)
      }
    },
    caps: {
      max_input_tokens: model.caps.maxInputTokens,
      max_output_tokens: model.caps.maxOutputTokens,
      wall_clock_ms: model.caps.wallClockMs
    }
  })),
  aliases: { ...catalogue.aliases },
  pricing: {
    currency: "credits",
    credits_per_usd: ModelCatalogue.creditsPerUsd,
    per_tokens: ModelCatalogue.tokensPerRate,
    rounding: "up",
    hold: "prompt_tokens_plus_max_output_tokens",
    credits_per_mtok: Object.fromEntries(
      catalogue.models.map((model) => [
        model.id,
        { in: model.rates.inputCreditsPerMillion, out: model.rates.outputCreditsPerMillion }
      ])
    )
  }
})

/**
 * The `models` group: `GET /v1/models`, public.
 *
 * @category http
 * @since 0.1.0
 */
export class ModelsApi extends HttpApiGroup.make("models")
  .add(
    HttpApiEndpoint.get("list", "/v1/models", {
      success: Envelope.Success(ModelList),
      error: ApiError.failures("app", ["rate_limited", "internal_error"])
    })
      .annotate(OpenApi.Summary, "List the model catalogue")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "The public model catalogue: every model with its availability, rates and caps, the aliases, the default model and how credits are computed. Clients filter on `available` at run time."
        })
      )
  )
  .annotate(HttpEnvelope.Dialect, Envelope.app)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(OpenApi.annotations({ title: "Models", description: "The public model catalogue." })) {}

/**
 * An API holding only the `models` group, for serving the catalogue on its own (and
 * in tests). A host mounts `ModelsApi` in its own `HttpApi` instead.
 *
 * @category http
 * @since 0.1.0
 */
export class Api extends HttpApi.make("models").add(ModelsApi) {}
