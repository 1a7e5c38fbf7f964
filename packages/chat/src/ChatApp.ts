/**
 * The multi-model chat app (spec 2): one conversation session per lane, the model
 * chosen per turn (`$model`, an id or an alias), a transcript kept by the server so a
 * turn sends only the new message. Guests may call `/me` and `/estimate` but get no
 * starting balance, so their turns answer 402. No markup.
 *
 * @since 0.1.0
 */
import { App } from "@vouch/app-api"
import { Schema } from "effect"

/**
 * @category constants
 * @since 0.1.0
 */
export const slug = "chat"

/**
 * @category constants
 * @since 0.1.0
 */
export const maxContentLength = 32_000

/**
 * The system prompt of every turn.
 *
 * @category constants
 * @since 0.1.0
 */
export const system =
  "You are a helpful assistant in a side-by-side model comparison. Answer the user's message directly and concisely, in the user's language. Use Markdown when it helps."

/**
 * A turn: `{content, $model?, stream?}`.
 *
 * @category models
 * @since 0.1.0
 */
export const Input = Schema.Struct({
  content: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(maxContentLength)),
  $model: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
  stream: Schema.optionalKey(Schema.Boolean)
})

/**
 * @category constants
 * @since 0.1.0
 */
export const app = App.make({
  slug,
  name: "Chat",
  input: Input,
  model: (input) => input.$model,
  prompt: (input, history) => ({ system, messages: [...history, { role: "user", content: input.content }] }),
  markupBps: 0,
  sponsorEnabled: false,
  guestsMayRun: true,
  guestCredits: 0,
  sessions: true
})

/**
 * The key under which the chat app keeps its comparison history in the data store.
 *
 * @category constants
 * @since 0.1.0
 */
export const historyKey = "history"
