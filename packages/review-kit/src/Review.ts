/**
 * The review kit: a review app of spec 3 described as data (slug, lanes and their output
 * caps, a prompt builder, the reply checker, the server-side reader, the dialect) turned
 * into an `App` of the app runtime. What every review app gets from it:
 *
 * - **Structured replies.** The job's `output` keeps the spec's `output` (the reply text,
 *   byte for byte) and adds `review` (the object read with `@vouch/json-repair`, repaired
 *   when the reply was cut), `problems` (every validator finding `{path, rule, message}`),
 *   `truncated` (the output cap cut the reply) and `attempts`.
 * - **One reformat retry** inside the same job when the reply does not parse or breaks an
 *   invariant (problems an app marks as notes, `isNote`, do not count), with a note naming
 *   what was wrong; the hold covers two attempts (see
 *   `App.Retry`); a reply that still fails is returned with its problems.
 * - **Server-side prescan.** `prescan(input)` runs (free) on an input without client
 *   measurements before the prompt is built and before the reply is checked; a client's
 *   measurements are used as sent.
 * - **Dialect.** The app's envelope and stream spellings, as data (`ReviewDialect`).
 * - **Guests** never run (none of the review apps sponsors guest usage: 403 `FORBIDDEN`).
 * - **`$model`**: an optional model id or alias beside the app's own fields (the app
 *   API's per-run model choice); none: the app's `defaultModel`, else the catalogue's.
 *
 * Pure: no server code is imported (the `App` contract is types and plain functions).
 *
 * @since 0.1.0
 */
import * as App from "@vouch/app-api/App"
import type { ReplyCheck } from "@vouch/json-repair"
import * as TokenEstimate from "@vouch/models/TokenEstimate"
import { Schema, Struct } from "effect"

/**
 * One validator finding: where, which rule, what.
 *
 * @category models
 * @since 0.1.0
 */
export type Problem = ReplyCheck.Problem

/**
 * A reply text read and validated: the object (repaired when cut; `undefined` when there
 * is none), whether it was complete, and every problem.
 *
 * @category models
 * @since 0.1.0
 */
export type Checked = ReplyCheck.Checked

/**
 * A review app, described.
 *
 * @category models
 * @since 0.1.0
 */
export interface ReviewApp<Input> {
  readonly slug: string
  readonly name: string
  /** The input object's schema (a struct; the kit adds the optional `$model`). */
  readonly input: Schema.Codec<Input, unknown>
  /** Each lane's output cap in tokens; the input's `task` picks the lane (none: a single run task). */
  readonly lanes?: Readonly<Record<string, number>> | undefined
  /** The prompt of a run (after the prescan); `retryNote` on the reformat retry. */
  readonly prompt: (input: Input, options: { readonly retryNote?: string | undefined }) => App.Prompt
  /** Reads a reply text and validates it against what was sent (after the prescan). */
  readonly check: (text: string, input: Input) => Checked
  /** Problems that are notes (reported, never a reason for the retry); none: every problem counts. */
  readonly isNote?: ((problem: Problem) => boolean) | undefined
  /** The note of the reformat retry, naming at most `max` problems. */
  readonly retryNote: (problems: ReadonlyArray<Problem>, max?: number) => string
  /** The server-side reader: the input with measurements when the client sent none. */
  readonly prescan?: ((input: Input) => Input) | undefined
  readonly dialect?: App.Dialect | undefined
  readonly markupBps?: number | undefined
  readonly defaultModel?: string | undefined
}

/**
 * What a review app's job `output` holds.
 *
 * @category models
 * @since 0.1.0
 */
export interface ReviewOutput {
  /** The reply text, byte for byte (spec 3's `output.output`). */
  readonly output: string
  readonly review: unknown
  readonly problems: ReadonlyArray<Problem>
  readonly truncated: boolean
  /** 2 when the reformat retry ran (the reply is the retry's). */
  readonly attempts: number
}

/**
 * The most tokens (by `TokenEstimate`) the retry note may add to the first prompt; the
 * hold covers a second attempt this much longer.
 *
 * @category constants
 * @since 0.1.0
 */
export const retryNoteTokens = 2_000

/**
 * The optional `$model` field the kit adds to every review app's input.
 *
 * @category models
 * @since 0.1.0
 */
export const ModelField = Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)))

/**
 * A struct schema with the optional `$model` field, its checks kept.
 *
 * @category models
 * @since 0.1.0
 */
export const withModelField = <Fields extends Schema.Struct.Fields>(schema: Schema.Struct<Fields>) => {
  const extended = schema.mapFields(Struct.assign({ $model: ModelField }))
  const checks = schema.ast.checks
  // The checks read the app's own fields, which the extended type keeps.
  return checks === undefined ? extended : extended.check(...(checks as unknown as [never, ...Array<never>]))
}

const modelOf = (input: unknown): string | undefined => {
  const model = typeof input === "object" && input !== null ? (input as { $model?: unknown }).$model : undefined
  return typeof model === "string" ? model : undefined
}

/**
 * The retry prompt for a checked reply: none when it has no problems, or when no note
 * of at most `retryNoteTokens` more than the first prompt can be written.
 *
 * @category utilities
 * @since 0.1.0
 */
export const retryPrompt = <Input>(
  review: ReviewApp<Input>,
  input: Input,
  problems: ReadonlyArray<Problem>
): App.Prompt | undefined => {
  if (problems.length === 0) return undefined
  const first = TokenEstimate.prompt(review.prompt(input, {}))
  for (let max = 12; max >= 1; max = Math.floor(max / 2)) {
    const prompt = review.prompt(input, { retryNote: review.retryNote(problems, max) })
    if (TokenEstimate.prompt(prompt) - first <= retryNoteTokens) return prompt
  }
  return undefined
}

/**
 * The input as the model sees it: with the server-side prescan when the client sent none.
 *
 * @category parsing
 * @since 0.1.0
 */
export const prepared = <Input>(review: ReviewApp<Input>, input: Input): Input =>
  review.prescan === undefined ? input : review.prescan(input)

/**
 * The job output of a reply: the text as is, the object read from it, every problem.
 *
 * @category encoding
 * @since 0.1.0
 */
export const outputOf = <Input>(review: ReviewApp<Input>, input: Input, reply: App.Reply): ReviewOutput => {
  const checked = review.check(reply.text, prepared(review, input))
  return {
    output: reply.text,
    review: checked.review ?? null,
    problems: checked.problems,
    truncated: reply.truncated,
    attempts: reply.attempt
  }
}

/**
 * The app of a review app description.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = <Input>(review: ReviewApp<Input>): App.App<Input> =>
  App.make<Input>({
    slug: review.slug,
    name: review.name,
    input: review.input,
    model: modelOf,
    defaultModel: review.defaultModel,
    prompt: (input) => review.prompt(prepared(review, input), {}),
    output: (_text, input, reply) => outputOf(review, input, reply),
    retry: {
      extraPromptTokens: retryNoteTokens,
      prompt: (reply, input) => {
        const seen = prepared(review, input)
        const problems = review.check(reply.text, seen).problems
        return retryPrompt(
          review,
          seen,
          review.isNote === undefined ? problems : problems.filter((problem) => !review.isNote!(problem))
        )
      }
    },
    lanes:
      review.lanes === undefined
        ? undefined
        : Object.fromEntries(Object.entries(review.lanes).map(([lane, outputCap]) => [lane, { outputCap }])),
    dialect: review.dialect,
    markupBps: review.markupBps,
    guestsMayRun: false,
    guestCredits: 0
  })
