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
import type { ModelProvider } from "@vouch/models"
import type { Schema } from "effect"

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
  /** The job's `output` object from the reply text; default `{output: text}`. */
  readonly output?: ((text: string) => unknown) | undefined
  /** The publisher's cut in basis points, added to the model's rates. */
  readonly markupBps?: number | undefined
  /** Whether the publisher pays for runs (`sponsor_enabled`). */
  readonly sponsorEnabled?: boolean | undefined
  /** Whether guest tokens may run (spend credits); guests can always call /me and /estimate. */
  readonly guestsMayRun?: boolean | undefined
  /** Whether the app keeps conversation sessions (`/sessions`). */
  readonly sessions?: boolean | undefined
  /** Credits granted to a new guest of this app (default 0). */
  readonly guestCredits?: number | undefined
}

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
 * The job output of an app for a reply text.
 *
 * @category accessors
 * @since 0.1.0
 */
export const outputOf = (app: Any, text: string): unknown =>
  app.output === undefined ? { output: text } : app.output(text)
