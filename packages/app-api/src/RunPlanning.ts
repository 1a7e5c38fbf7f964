/**
 * Planning a run before anything moves: decoding the body with the app's schema,
 * resolving the model, building and measuring the prompt, and pricing it with the
 * hold formula (`AppMetering`); which account pays; the hash that tells a repeated
 * Idempotency-Key from a different request.
 *
 * @since 0.1.0
 */
import { createHash } from "node:crypto"
import { HttpEnvelope } from "@vouch/envelope"
import { ModelCatalogue, type ModelProvider, TokenEstimate } from "@vouch/models"
import { Effect, Result, Schema } from "effect"
import * as App from "./App.ts"
import * as AppError from "./AppError.ts"
import * as AppMetering from "./AppMetering.ts"
import type { Subject } from "./AppModels.ts"
import { stableJson } from "./internal/stableJson.ts"

/**
 * The hash that tells a repeat from a different request under one Idempotency-Key:
 * over the decoded input, so a body is hashed only once it has passed the app's schema.
 *
 * @category utilities
 * @since 0.1.0
 */
export const requestHash = (scope: string, input: unknown): string =>
  createHash("sha256")
    .update(`${scope}\n${stableJson(input)}`)
    .digest("hex")

/**
 * The account that pays for a subject's runs of an app: the app's sponsor, else the caller.
 *
 * @category utilities
 * @since 0.1.0
 */
export const payerOf = (app: App.Any, subject: Subject): string => app.sponsor?.account ?? subject.subject_id

const modelError = (error: ModelCatalogue.ModelCatalogueError) =>
  AppError.fail(
    "InvalidInput",
    error.message,
    error.reason._tag === "PromptTooLong"
      ? { location: "body", field: "content" }
      : { location: "body", field: "$model" }
  )

/**
 * The body decoded by the app's schema, or `InvalidInput` naming the field.
 *
 * @category utilities
 * @since 0.1.0
 */
export const decodeInput = (app: App.Any, body: unknown): Effect.Effect<unknown, AppError.AppError> =>
  Result.match(Schema.decodeUnknownResult(app.input)(body), {
    onSuccess: (input) => Effect.succeed(input as unknown),
    onFailure: (error) =>
      AppError.fail(
        "InvalidInput",
        `The input does not match the ${app.name} app.`,
        HttpEnvelope.issueDetails("body", error.issue)
      )
  })

/**
 * A planned run: the app, its decoded input, the resolved model, the prompt and what
 * it holds.
 *
 * @category models
 * @since 0.1.0
 */
export interface Planned extends AppMetering.Hold {
  readonly app: App.Any
  readonly input: unknown
  readonly resolved: ModelCatalogue.Resolved
  readonly prompt: App.Prompt
  readonly promptTokens: number
  readonly maxOutputTokens: number
  readonly markupBps: number
  readonly sponsored: boolean
}

/**
 * Plans a run of a decoded input with the session's `history`: resolves the model
 * (`InvalidInput` when unknown or unavailable, or the prompt is too long), builds the
 * prompt and prices the hold.
 *
 * @category utilities
 * @since 0.1.0
 */
export const plan = Effect.fn("RunPlanning.plan")(function* (
  catalogue: ModelCatalogue.ModelCatalogue["Service"],
  app: App.Any,
  input: unknown,
  history: ReadonlyArray<ModelProvider.Message>
) {
  const resolved = yield* catalogue
    .resolveAvailable(app.model?.(input) ?? app.defaultModel)
    .pipe(Effect.catch(modelError))
  const prompt = app.prompt(input, history)
  const promptTokens = TokenEstimate.prompt(prompt)
  yield* Effect.fromResult(ModelCatalogue.checkPrompt(resolved.model, promptTokens)).pipe(Effect.catch(modelError))
  const sponsored = App.isSponsored(app)
  const markupBps = AppMetering.markupOf(app, sponsored)
  const maxOutputTokens = AppMetering.outputCap(
    App.requestedOutputCap(app, input, prompt.maxOutputTokens),
    resolved.model.caps.maxOutputTokens
  )
  const hold = AppMetering.hold(resolved.model.rates, promptTokens, maxOutputTokens, markupBps, app.retry)
  const planned: Planned = {
    app,
    input,
    resolved,
    prompt,
    promptTokens,
    maxOutputTokens,
    markupBps,
    sponsored,
    ...hold
  }
  return planned
})
