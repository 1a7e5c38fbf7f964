/**
 * Evaluating review apps against a model: each app runs on a fixed set of inputs (the
 * `eval/` folder of this package holds realistic ones), the way its jobs run (prompt,
 * reply, structured output, the one reformat retry), and the result is, per app and
 * lane, the share of replies that parse and pass every validator on the first try and
 * after the retry. `pnpm eval:reviews` (`scripts/EvalReviews.ts`) runs it against the
 * configured provider.
 *
 * @since 0.1.0
 */
import * as App from "@vouch/app-api/App"
import { type ModelCatalogue, ModelProvider, ModelProviders } from "@vouch/models"
import { Effect, Schema } from "effect"
import type { ReviewOutput } from "./Review.ts"

/**
 * One input to evaluate.
 *
 * @category models
 * @since 0.1.0
 */
export interface Case {
  readonly name: string
  readonly input: unknown
}

/**
 * What one case gave.
 *
 * @category models
 * @since 0.1.0
 */
export interface Outcome {
  readonly app: string
  readonly lane: string
  readonly name: string
  readonly firstTry: boolean
  readonly afterRetry: boolean
  /** The problems' rules of the last reply, or the provider's error. */
  readonly problems: ReadonlyArray<string>
}

/**
 * One line of the table: an app's lane.
 *
 * @category models
 * @since 0.1.0
 */
export interface Row {
  readonly app: string
  readonly lane: string
  readonly cases: number
  readonly firstTry: number
  readonly afterRetry: number
}

const problemsOf = (output: unknown): ReadonlyArray<string> =>
  ((output as Partial<ReviewOutput>).problems ?? []).map((problem) => problem.rule)

/**
 * Runs one case of an app on a model: the first attempt, and the reformat retry when the
 * reply has problems. A provider failure counts as a failed case.
 *
 * @category validation
 * @since 0.1.0
 */
export const runCase = Effect.fn("ReviewEval.runCase")(function* (
  app: App.Any,
  model: ModelCatalogue.ModelDefinition,
  testCase: Case
) {
  const providers = yield* ModelProviders.ModelProviders
  const input = Schema.decodeUnknownSync(app.input)(testCase.input)
  // A single-task app (no lanes) runs in the one lane `run`.
  const lane = app.lanes === undefined ? "run" : (App.laneOf(app, input) ?? "(routed)")
  const prompt = app.prompt(input, [])
  const maxOutputTokens = Math.min(
    App.requestedOutputCap(app, input, prompt.maxOutputTokens) ?? model.caps.maxOutputTokens,
    model.caps.maxOutputTokens
  )
  const attempt = (request: App.Prompt, number: number) =>
    ModelProvider.collect(
      providers.stream(model, {
        ...(request.system === undefined ? {} : { system: request.system }),
        messages: request.messages,
        maxOutputTokens
      })
    ).pipe(
      Effect.map((reply) => {
        const answered: App.Reply = {
          text: reply.text,
          truncated: reply.finish.finishReason === "length",
          attempt: number
        }
        return { reply: answered, problems: problemsOf(App.outputOf(app, reply.text, input, answered)) }
      })
    )
  const failed = (error: { readonly message: string }) =>
    Effect.succeed({
      app: app.slug,
      lane,
      name: testCase.name,
      firstTry: false,
      afterRetry: false,
      problems: [error.message]
    })
  return yield* Effect.gen(function* () {
    const first = yield* attempt(prompt, 1)
    if (first.problems.length === 0)
      return { app: app.slug, lane, name: testCase.name, firstTry: true, afterRetry: true, problems: [] }
    const retry = app.retry?.prompt(first.reply, input)
    const second = retry === undefined ? first : yield* attempt(retry, 2)
    return {
      app: app.slug,
      lane,
      name: testCase.name,
      firstTry: false,
      afterRetry: second.problems.length === 0,
      problems: second.problems
    } satisfies Outcome
  }).pipe(Effect.catch(failed))
})

/**
 * The table's rows: per app and lane, in the order first seen.
 *
 * @category validation
 * @since 0.1.0
 */
export const rows = (outcomes: ReadonlyArray<Outcome>): Array<Row> => {
  const byLane = new Map<string, { app: string; lane: string; cases: number; firstTry: number; afterRetry: number }>()
  for (const outcome of outcomes) {
    const key = `${outcome.app}\u0000${outcome.lane}`
    const row = byLane.get(key) ?? { app: outcome.app, lane: outcome.lane, cases: 0, firstTry: 0, afterRetry: 0 }
    row.cases++
    if (outcome.firstTry) row.firstTry++
    if (outcome.afterRetry) row.afterRetry++
    byLane.set(key, row)
  }
  return [...byLane.values()]
}

const share = (count: number, of: number) => `${count}/${of} (${of === 0 ? 0 : Math.round((100 * count) / of)}%)`

/**
 * The table as text: app, lane, cases, passing on the first try, passing after the retry.
 *
 * @category validation
 * @since 0.1.0
 */
export const table = (lines: ReadonlyArray<Row>): string => {
  const cells = [
    ["app", "lane", "cases", "first try", "after retry"],
    ...lines.map((row) => [
      row.app,
      row.lane,
      String(row.cases),
      share(row.firstTry, row.cases),
      share(row.afterRetry, row.cases)
    ])
  ]
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)))
  return cells
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd()
    )
    .join("\n")
}

/**
 * The model to evaluate: `requested` when given (an id or alias, which must be
 * available), else the catalogue's default when available, else the first available
 * model; the scripted model only when requested. None when no provider is configured.
 *
 * @category validation
 * @since 0.1.0
 */
export const chooseModel = (
  catalogue: ModelCatalogue.ModelCatalogue["Service"],
  requested: string | undefined
): Effect.Effect<ModelCatalogue.ModelDefinition | undefined, ModelCatalogue.ModelCatalogueError> =>
  Effect.gen(function* () {
    if (requested !== undefined) return (yield* catalogue.resolveAvailable(requested)).model
    const models = catalogue.catalogue.models.filter((model) => model.available && model.provider !== "scripted")
    return models.find((model) => model.id === catalogue.catalogue.defaultModel) ?? models[0]
  })
