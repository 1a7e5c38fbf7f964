/**
 * `pnpm eval:reviews [--model <id or alias>]`: runs each review app on the fixed inputs in
 * `packages/review-kit/eval/` against the configured model provider (the variables of
 * `@vouch/models`' `ModelsConfig`: `OPENAI_API_KEY` or `OPENAI_BASE_URL` for any
 * OpenAI-compatible server, `ANTHROPIC_API_KEY`, `GOOGLE_API_KEY`, `VOUCH_MODEL_CATALOGUE`)
 * and prints, per app and lane, the share of replies that parse and pass every validator,
 * on the first try and after the reformat retry. The model is `--model` (or
 * `VOUCH_EVAL_MODEL`), else the catalogue's default when available, else the first
 * available model; `--model scripted` with `VOUCH_SCRIPTED_MODEL=on` runs offline. With no
 * provider configured it says so and exits 0.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { ModelCatalogue, ModelProviders, ModelsConfig, ScriptedProvider } from "@vouch/models"
import {
  ReviewEval,
  ShaderReviewApp,
  ShaderReviewScript,
  SwiftReviewApp,
  SwiftReviewScript,
  WritingStyleApp,
  WritingStyleScript
} from "@vouch/review-kit"
import * as Glslang from "@vouch/shader-review/node/Glslang"
import { Console, Effect, Layer } from "effect"
import { FetchHttpClient } from "effect/http"

const suites = [
  { app: WritingStyleApp.app, file: "writing-style.json" },
  { app: ShaderReviewApp.make({ compiler: Glslang.compiler() }).app, file: "shader-review.json" },
  { app: SwiftReviewApp.app, file: "swift-review.json" }
]

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name)
  return index < 0 ? undefined : process.argv[index + 1]
}

const program = Effect.gen(function* () {
  const catalogue = yield* ModelCatalogue.ModelCatalogue
  const requested = argument("--model") ?? (process.env.VOUCH_EVAL_MODEL || undefined)
  const model = yield* ReviewEval.chooseModel(catalogue, requested)
  if (model === undefined) {
    yield* Console.log(
      "No model provider is configured, so no review was evaluated. Set OPENAI_API_KEY or OPENAI_BASE_URL (any OpenAI-compatible server), ANTHROPIC_API_KEY or GOOGLE_API_KEY, or run offline with VOUCH_SCRIPTED_MODEL=on and --model scripted."
    )
    return
  }
  yield* Console.log(`Evaluating the review apps on ${model.id} (${model.provider})`)
  const outcomes: Array<ReviewEval.Outcome> = []
  for (const suite of suites) {
    const cases = JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "packages", "review-kit", "eval", suite.file), "utf8")
    ) as ReadonlyArray<ReviewEval.Case>
    for (const testCase of cases) {
      const outcome = yield* ReviewEval.runCase(suite.app, model, testCase)
      outcomes.push(outcome)
      yield* Console.log(
        `  ${outcome.app} ${outcome.lane} "${outcome.name}": ${outcome.firstTry ? "passed" : outcome.afterRetry ? "passed after the retry" : `failed (${outcome.problems.join(", ")})`}`
      )
    }
  }
  yield* Console.log(`\n${ReviewEval.table(ReviewEval.rows(outcomes))}`)
})

const models = Layer.mergeAll(
  ModelCatalogue.ModelCatalogue.layer,
  ModelProviders.ModelProviders.layer().pipe(
    Layer.provide([
      FetchHttpClient.layer,
      Layer.succeed(ScriptedProvider.Players, [
        WritingStyleScript.player,
        ShaderReviewScript.player,
        SwiftReviewScript.player
      ])
    ])
  )
).pipe(Layer.provide([ModelsConfig.ModelsConfig.layerConfig, NodeServices.layer]))

await Effect.runPromise(
  program.pipe(
    Effect.provide(models),
    Effect.catch((error) =>
      Effect.sync(() => {
        console.error(error.message)
        process.exitCode = 1
      })
    )
  )
)
