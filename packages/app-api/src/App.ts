/**
 * The `App` contract: what a hosted app is to the runtime. The runtime does the rest
 * (tokens, estimates, holds, jobs, streaming, settlement, sessions, the data store).
 *
 * ```ts
 * const Echo = App.make({
 *   slug: "echo",
 *   name: "Echo",
 *   input: Schema.Struct({ text: Schema.String.check(Schema.isMaxLength(4000)), $model: Schema.optionalKey(Schema.String) }),
 *   model: (input) => input.$model,
 *   prompt: (input) => ({ system: "Repeat the user's text.", messages: [{ role: "user", content: input.text }] })
 * })
 * ```
 *
 * @since 0.1.0
 */
import type { Envelope } from "@vouch/envelope"
import type { ModelProvider } from "@vouch/models"
import type { Schema } from "effect"
import type { Job, LiveEvent, Subject } from "./AppModels.ts"

/**
 * What the model is asked: a system prompt and the conversation, oldest first, the
 * last message from the user.
 *
 * @category models
 * @since 0.1.0
 */
export interface Prompt {
  readonly system?: string | undefined
  readonly messages: ReadonlyArray<ModelProvider.Message>
  /** Lower than the model's cap for this app or lane; the hold is sized from it. */
  readonly maxOutputTokens?: number | undefined
}

/**
 * A lane of an app: a kind of run selected by the input's `task`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Lane {
  /** The most output tokens a run of this lane may generate (never above the model's cap). */
  readonly outputCap: number
}

/**
 * A finished reply as the app's hooks see it: its text and whether the output cap cut it
 * (the provider's finish reason was `length`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Reply {
  readonly text: string
  readonly truncated: boolean
  /** 1 for the first attempt, 2 for the reformat retry. */
  readonly attempt: number
}

/**
 * One automatic retry inside the same job (the review apps' reformat retry). The hold
 * covers two attempts: twice the prompt plus `extraPromptTokens`, and twice the output
 * cap. The retry runs only when what is left of the hold after the first attempt covers
 * it (a partially funded run may skip it); the job is charged what both attempts used.
 *
 * @category models
 * @since 0.1.0
 */
export interface Retry<Input> {
  /** The most tokens (by `TokenEstimate`) a retry's prompt may add to the first prompt. */
  readonly extraPromptTokens: number
  /** The prompt of the retry for a first reply; none when the reply is accepted. */
  readonly prompt: (reply: Reply, input: Input) => Prompt | undefined
}

/**
 * How an app speaks on the wire, as data: the spelling of its error codes, the body
 * of `POST /run` and its stream events. Applied to requests made with a token of the
 * app (and `POST /guest` naming it); none: the app API's own (spec 2).
 *
 * @category models
 * @since 0.1.0
 */
export interface Dialect {
  /** The error envelope (for example `Envelope.appUppercase`: `VALIDATION_ERROR`). */
  readonly envelope: Envelope.Dialect
  /** The `data` of `POST /run`; default `{job_id, status}`. */
  readonly runResponse?: ((job: Job) => Readonly<Record<string, unknown>>) | undefined
  /** Each live event of a stream as sent, or none to leave it out; default as is. */
  readonly event?: ((event: LiveEvent) => LiveEvent | undefined) | undefined
}

/**
 * @category models
 * @since 0.1.0
 */
export interface App<Input = unknown> {
  /** The slug a token is bound to: lowercase letters, digits and inner hyphens. */
  readonly slug: string
  readonly name: string
  /** Decodes the request body (the input object itself, no wrapper). */
  readonly input: Schema.Codec<Input, unknown>
  /** The model id or alias the input asks for (none: the catalogue's default or `defaultModel`). */
  readonly model?: ((input: Input) => string | undefined) | undefined
  readonly defaultModel?: string | undefined
  /** Builds the prompt; `history` is the session's transcript for session messages. */
  readonly prompt: (input: Input, history: ReadonlyArray<ModelProvider.Message>) => Prompt
  /**
   * The job's `output` object from the reply text and the run's decoded input; default
   * `{output: text}`. `reply` says whether the output cap cut it and which attempt it is.
   */
  readonly output?: ((text: string, input: Input, reply: Reply) => unknown) | undefined
  /** One automatic retry inside the same job when a reply is not acceptable; none: no retry. */
  readonly retry?: Retry<Input> | undefined
  /** The app's wire dialect; none: the app API's own. */
  readonly dialect?: Dialect | undefined
  /**
   * The app's lanes: a run's lane is the one its input's `task` names, and its output
   * is capped at the lane's `outputCap` (so the hold, and `/estimate`, differ per
   * lane). An input without a known `task` is held for the largest lane. None: no lanes.
   */
  readonly lanes?: Readonly<Record<string, Lane>> | undefined
  /** The publisher's cut in basis points, added to the model's rates. */
  readonly markupBps?: number | undefined
  /**
   * The publisher pays for runs: each run's hold is placed on, and settled from, the
   * ledger account `sponsor.account` instead of the caller's, at the model's rates
   * without the markup; guests may run. `/estimate` answers `sponsor_enabled: true`.
   */
  readonly sponsor?: { readonly account: string } | undefined
  /**
   * @deprecated Set `sponsor` (the account that pays) instead. `true` without `sponsor`
   * is refused when the runtime starts: there would be nobody to charge.
   */
  readonly sponsorEnabled?: boolean | undefined
  /** Whether guest tokens may run (spend credits); guests can always call /me and /estimate. */
  readonly guestsMayRun?: boolean | undefined
  /** Whether the app keeps conversation sessions (`/sessions`). */
  readonly sessions?: boolean | undefined
  /** Credits granted to a new guest of this app (default 0). */
  readonly guestCredits?: number | undefined
  /**
   * Whether the app serves a caller: a token's subject, or `undefined` for a new guest
   * (`POST /guest`). A caller it does not serve is treated as for an unknown app (a
   * token gets 401, a guest request 404). None: everyone (a hosted mini-app's draft
   * serves only its owners).
   */
  readonly serves?: ((subject: Subject | undefined) => boolean) | undefined
}

/**
 * Whether the app serves a caller (`undefined`: a new guest).
 *
 * @category utilities
 * @since 0.1.0
 */
export const servesSubject = (app: Any, subject: Subject | undefined): boolean =>
  app.serves === undefined || app.serves(subject)

/**
 * An app of any input type, as the runtime holds it.
 *
 * @category models
 * @since 0.1.0
 */
// biome-ignore lint/suspicious/noExplicitAny: the runtime only passes each app's decoded input back to the same app
export type Any = App<any>

/**
 * Defines an app, inferring its input type.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = <Input>(app: App<Input>): App<Input> => app

/**
 * The job output of an app for a reply text and the run's decoded input.
 *
 * @category utilities
 * @since 0.1.0
 */
export const outputOf = (
  app: Any,
  text: string,
  input?: unknown,
  reply: Reply = { text, truncated: false, attempt: 1 }
): unknown => (app.output === undefined ? { output: text } : app.output(text, input, reply))

/**
 * How many attempts a run of the app may make: 2 with a `retry`, else 1.
 *
 * @category utilities
 * @since 0.1.0
 */
export const attemptsOf = (app: Any): number => (app.retry === undefined ? 1 : 2)

/**
 * Whether the app's publisher pays for its runs.
 *
 * @category utilities
 * @since 0.1.0
 */
export const isSponsored = (app: Any): boolean => app.sponsor !== undefined

/**
 * The lane of a decoded input: the one its `task` names; none for an app without
 * lanes or an input without a known `task`.
 *
 * @category utilities
 * @since 0.1.0
 */
export const laneOf = (app: Any, input: unknown): string | undefined => {
  if (app.lanes === undefined || typeof input !== "object" || input === null) return undefined
  const task = (input as { readonly task?: unknown }).task
  return typeof task === "string" && Object.hasOwn(app.lanes, task) ? task : undefined
}

/**
 * The output cap the app asks for an input: the lower of the prompt's own cap and the
 * lane's (the largest lane's when the input names none); none when neither is set.
 *
 * @category utilities
 * @since 0.1.0
 */
export const requestedOutputCap = (app: Any, input: unknown, promptCap: number | undefined): number | undefined => {
  const lanes = Object.values(app.lanes ?? {}).map((entry) => entry.outputCap)
  const lane = laneOf(app, input)
  const laneCap =
    lane !== undefined ? app.lanes?.[lane]?.outputCap : lanes.length === 0 ? undefined : Math.max(...lanes)
  return promptCap === undefined ? laneCap : laneCap === undefined ? promptCap : Math.min(promptCap, laneCap)
}

/**
 * Why an app cannot be served, if it cannot: `sponsorEnabled` without a `sponsor`
 * account, or a lane without a positive integer `outputCap`.
 *
 * @category validation
 * @since 0.1.0
 */
export const problem = (app: Any): string | undefined => {
  if (app.sponsorEnabled === true && app.sponsor === undefined)
    return `The app ${app.slug} sets sponsorEnabled without a sponsor account: set sponsor: { account }.`
  if (app.sponsor !== undefined && app.sponsor.account.length === 0)
    return `The app ${app.slug} names an empty sponsor account.`
  if (
    app.retry !== undefined &&
    !(Number.isSafeInteger(app.retry.extraPromptTokens) && app.retry.extraPromptTokens >= 0)
  )
    return `The retry of the app ${app.slug} needs a non-negative integer extraPromptTokens.`
  for (const [name, lane] of Object.entries(app.lanes ?? {}))
    if (!Number.isSafeInteger(lane.outputCap) || lane.outputCap < 1)
      return `The lane ${name} of the app ${app.slug} needs a positive integer outputCap.`
  return undefined
}
