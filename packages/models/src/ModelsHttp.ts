/**
 * The handlers of the `models` group: `GET /v1/models` answers the catalogue in force,
 * in the app dialect of the envelope. Also the mapping of catalogue errors to the
 * app API's answer (400 `validation_error` naming the `$model` field) for the app
 * layer's estimate and run endpoints.
 *
 * Mounting in a host API that `.add(ModelsApi.ModelsApi)`:
 *
 * ```ts
 * ModelsHttp.layerFor(Api) // needs ModelCatalogue.ModelCatalogue
 * ```
 *
 * @since 0.1.0
 */
import { ApiError, ApiMount, HttpEnvelope } from "@vouch/envelope"
import { Effect, type Layer } from "effect"
import { type HttpApi, HttpApiBuilder, type HttpApiGroup } from "effect/http-api"
import * as ModelCatalogue from "./ModelCatalogue.ts"
import * as ModelsApi from "./ModelsApi.ts"

/**
 * Builds the group's handlers from the `ModelCatalogue` service; pass it to
 * `HttpApiBuilder.group(Api, "models", build)` in the host.
 *
 * @category http
 * @since 0.1.0
 */
export const build = <Handlers extends HttpApiBuilder.Handlers.FromGroup<typeof ModelsApi.ModelsApi>>(
  handlers: Handlers
) =>
  Effect.gen(function* () {
    const catalogue = yield* ModelCatalogue.ModelCatalogue
    // The catalogue is fixed for the life of the layer: encoded once, not on every request.
    const answer = HttpEnvelope.okConstant(ModelsApi.ModelList, ModelsApi.fromCatalogue(catalogue.catalogue))
    return handlers.handle("list", () => answer)
  })

/**
 * The handlers of the `models` group in a host API that contains it (under any
 * prefix: `HttpApi.make("host").add(ModelsApi.ModelsApi.prefix("/catalogue"))`),
 * answering in the app dialect of the envelope. An API without it, or with a group
 * of the same name and other endpoints, is a type error. Needs the `ModelCatalogue`.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerFor = <Id extends string, ApiGroups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, ApiGroups> & ApiMount.Check<ApiGroups, typeof ModelsApi.ModelsApi>
) => ApiMount.layer(api, { models: (api: typeof ModelsApi.Api) => HttpApiBuilder.group(api, "models", build) })

/**
 * The handlers of the standalone `ModelsApi.Api`.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer: Layer.Layer<
  HttpApiGroup.Service<"models", "models">,
  never,
  ModelCatalogue.ModelCatalogue
> = layerFor(ModelsApi.Api)

/**
 * The app API's answer to a catalogue error: an unknown or unavailable model (or a
 * prompt over the model's input cap) is 400 `validation_error` with
 * `details: {field: "$model", ...}`; an unreadable or invalid catalogue is a 500.
 *
 * @category errors
 * @since 0.1.0
 */
export const toApiError = (error: ModelCatalogue.ModelCatalogueError, field = "$model"): ApiError.ApiError => {
  const reason = error.reason
  switch (reason._tag) {
    case "UnknownModel":
      return ApiError.make("validation_error", error.message, {
        field,
        reason: "unknown_model",
        requested: reason.requested
      })
    case "ModelUnavailable":
      return ApiError.make("validation_error", error.message, {
        field,
        reason: "model_unavailable",
        model: reason.model,
        unavailable_reason: reason.unavailableReason
      })
    case "PromptTooLong":
      return ApiError.make("validation_error", error.message, {
        field: "content",
        reason: "prompt_too_long",
        model: reason.model,
        prompt_tokens: reason.promptTokens,
        max_input_tokens: reason.maxInputTokens
      })
    default:
      return ApiError.make("internal_error")
  }
}

/**
 * Resolves `$model` for a handler, failing with the app API's answer.
 *
 * @category http
 * @since 0.1.0
 */
export const resolveForRun = (
  requested: string | null | undefined
): Effect.Effect<ModelCatalogue.Resolved, ApiError.ApiError, ModelCatalogue.ModelCatalogue> =>
  Effect.flatMap(ModelCatalogue.ModelCatalogue, (catalogue) => catalogue.resolveAvailable(requested)).pipe(
    Effect.mapError((error) => toApiError(error))
  )
