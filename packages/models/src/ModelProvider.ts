/**
 * The one interface every provider adapter implements: a common request (system
 * prompt, messages, output cap, optional temperature, optional abort signal, optional
 * tools) and one streaming result, a `Stream` of text deltas and complete tool calls
 * that always ends with a `Finish` record carrying usage, the normalised finish reason
 * and the provider's raw reason.
 *
 * Failures before the first text delta fail the stream with a `ModelProviderError`
 * (after bounded retries for rate limits, overload and connection errors). Once text
 * has been delivered a failure no longer fails the stream: it ends with a `Finish`
 * whose `finishReason` is `"error"`, whose `error` says what happened, and whose usage
 * is what the provider reported or, where it did not, an upper-bound estimate marked
 * `estimated`, so the caller can always settle what was consumed.
 *
 * @since 0.1.0
 */
import { Effect, type Redacted, Schema, Stream } from "effect"

/**
 * The providers Vouch speaks to.
 *
 * @category models
 * @since 0.1.0
 */
export const ProviderName = Schema.Literals(["openai", "anthropic", "google", "scripted"])

/**
 * @category models
 * @since 0.1.0
 */
export type ProviderName = typeof ProviderName.Type

/**
 * The providers reached over the network (all but the offline `scripted` model).
 *
 * @category models
 * @since 0.1.0
 */
export type RemoteProviderName = Exclude<ProviderName, "scripted">

/**
 * A tool the model may call: its name, what it does, and its arguments as a JSON Schema
 * object (sent as OpenAI's `function.parameters`, Anthropic's `input_schema` and
 * Google's `functionDeclarations[].parameters`; keep it to the subset all three read:
 * `type`, `properties`, `required`, `description`, `enum`, `items`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Tool {
  readonly name: string
  readonly description: string
  readonly parameters: Readonly<Record<string, unknown>>
}

/**
 * A call of a tool by the model: the provider's call id (Google sends none: the adapter
 * names it `<name>_<n>`), the tool's name and its arguments as the JSON text the model
 * wrote (not validated: the tool validates them and answers an error when they are bad).
 *
 * @category models
 * @since 0.1.0
 */
export interface ToolCall {
  readonly _tag: "ToolCall"
  readonly id: string
  readonly name: string
  readonly arguments: string
}

/**
 * What a tool answered to a call, sent back to the model in the next request.
 *
 * @category models
 * @since 0.1.0
 */
export interface ToolResult {
  readonly id: string
  readonly name: string
  readonly content: string
  readonly isError?: boolean | undefined
}

/**
 * One message of a conversation. An assistant message may carry the tool calls the
 * model made (`toolCalls`); the user message after it carries their results
 * (`toolResults`), and its `content` may then be empty.
 *
 * @category models
 * @since 0.1.0
 */
export interface Message {
  readonly role: "user" | "assistant"
  readonly content: string
  readonly toolCalls?: ReadonlyArray<ToolCall> | undefined
  readonly toolResults?: ReadonlyArray<ToolResult> | undefined
}

/**
 * The common request. `model` is the provider's own model name (the catalogue's
 * `provider_model`). Interrupting the stream's fiber, or aborting `signal`, stops the
 * request; an abort ends the stream with a `Finish` whose reason is `"aborted"`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Request {
  readonly model: string
  readonly system?: string | undefined
  readonly messages: ReadonlyArray<Message>
  readonly maxOutputTokens: number
  readonly temperature?: number | undefined
  readonly signal?: AbortSignal | undefined
  /** The tools the model may call (none: a plain reply). */
  readonly tools?: ReadonlyArray<Tool> | undefined
}

/**
 * Why a reply ended, the same for every provider:
 *
 * - `stop`: the model finished (or hit a stop sequence);
 * - `length`: the reply reached the output cap (`maxOutputTokens`);
 * - `content_filter`: the provider's safety system stopped or refused it;
 * - `tool_calls`: the model asked for a tool;
 * - `error`: the stream failed after text was delivered (see `Finish.error`);
 * - `aborted`: the caller aborted the request;
 * - `other`: anything else the provider reported (see `rawFinishReason`).
 *
 * @category models
 * @since 0.1.0
 */
export type FinishReason = "stop" | "length" | "content_filter" | "tool_calls" | "error" | "aborted" | "other"

/**
 * Tokens consumed. `estimated` is true when the provider did not report one of the
 * counts and it was replaced by an upper bound (`TokenEstimate`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Usage {
  readonly inputTokens: number
  readonly outputTokens: number
  readonly estimated: boolean
}

/**
 * A piece of the reply's text.
 *
 * @category models
 * @since 0.1.0
 */
export interface TextDelta {
  readonly _tag: "TextDelta"
  readonly text: string
}

/**
 * The last part of every stream that did not fail.
 *
 * @category models
 * @since 0.1.0
 */
export interface Finish {
  readonly _tag: "Finish"
  readonly finishReason: FinishReason
  /** The provider's own reason (`end_turn`, `MAX_TOKENS`, ...), or null when it sent none. */
  readonly rawFinishReason: string | null
  readonly usage: Usage
  /** Set when `finishReason` is `"error"`: the failure that ended the stream after text was delivered. */
  readonly error?: ModelProviderError | undefined
}

/**
 * @category models
 * @since 0.1.0
 */
export type Part = TextDelta | ToolCall | Finish

/**
 * A provider adapter.
 *
 * @category models
 * @since 0.1.0
 */
export interface ModelProvider {
  readonly provider: ProviderName
  readonly stream: (request: Request) => Stream.Stream<Part, ModelProviderError>
}

/**
 * Bounded retries before the first token: `times` more attempts after the first
 * (default 2), exponential backoff from `baseDelayMs` (default 500, doubling, capped
 * at `maxDelayMs`, default 8000), and a provider's `Retry-After` honoured when it is no
 * longer than `maxDelayMs` (a longer one fails at once, with the hint in
 * `RateLimited.retryAfterMs`). Never after text was delivered.
 *
 * @category models
 * @since 0.1.0
 */
export interface RetryOptions {
  readonly times: number
  readonly baseDelayMs: number
  readonly maxDelayMs: number
}

/**
 * What every adapter takes.
 *
 * @category models
 * @since 0.1.0
 */
export interface AdapterOptions {
  /** The provider's API key; optional for OpenAI-compatible servers that need none. */
  readonly apiKey?: Redacted.Redacted<string> | string | undefined
  /** The provider's API address; each adapter has the official one as its default. */
  readonly baseUrl?: string | undefined
  readonly retry?: Partial<RetryOptions> | undefined
  /** How long to wait for the response headers (default 60000). */
  readonly requestTimeoutMs?: number | undefined
  /** Extra headers sent with every request (an OpenRouter `HTTP-Referer`, a proxy's key). */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

const reasonFields = {
  message: Schema.String,
  /** The HTTP status, when the failure was an HTTP answer. */
  status: Schema.optionalKey(Schema.Number),
  /** The provider's own error type or code (`rate_limit_error`, `RESOURCE_EXHAUSTED`, ...). */
  providerCode: Schema.optionalKey(Schema.String)
}

/**
 * The key is missing, wrong or not allowed to use the model (401, 403).
 *
 * @category errors
 * @since 0.1.0
 */
export class AuthenticationFailed extends Schema.TaggedError<AuthenticationFailed>()(
  "AuthenticationFailed",
  reasonFields
) {}

/**
 * Too many requests (429). `retryAfterMs` is the provider's hint, when it gave one.
 *
 * @category errors
 * @since 0.1.0
 */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  ...reasonFields,
  retryAfterMs: Schema.optionalKey(Schema.Number)
}) {}

/**
 * The account's quota or credit with the provider is exhausted (a 429 that waiting
 * does not cure, such as OpenAI's `insufficient_quota`).
 *
 * @category errors
 * @since 0.1.0
 */
export class QuotaExhausted extends Schema.TaggedError<QuotaExhausted>()("QuotaExhausted", reasonFields) {}

/**
 * The provider refused the request as malformed or too large (400, 404, 413, 422).
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()("InvalidRequest", reasonFields) {}

/**
 * The provider is overloaded or failing (5xx, Anthropic's 529 and `overloaded_error`).
 *
 * @category errors
 * @since 0.1.0
 */
export class Unavailable extends Schema.TaggedError<Unavailable>()("Unavailable", reasonFields) {}

/**
 * No response headers within the request timeout (or a 408).
 *
 * @category errors
 * @since 0.1.0
 */
export class Timeout extends Schema.TaggedError<Timeout>()("Timeout", reasonFields) {}

/**
 * The connection could not be made or broke before a response arrived.
 *
 * @category errors
 * @since 0.1.0
 */
export class ConnectionFailed extends Schema.TaggedError<ConnectionFailed>()("ConnectionFailed", reasonFields) {}

/**
 * The response stream ended or broke before the provider said the reply was complete.
 *
 * @category errors
 * @since 0.1.0
 */
export class StreamInterrupted extends Schema.TaggedError<StreamInterrupted>()("StreamInterrupted", reasonFields) {}

/**
 * The provider answered something that is not its wire format.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidResponse extends Schema.TaggedError<InvalidResponse>()("InvalidResponse", reasonFields) {}

/**
 * The one error of every provider adapter.
 *
 * @category errors
 * @since 0.1.0
 */
export class ModelProviderError extends Schema.TaggedError<ModelProviderError>()("ModelProviderError", {
  provider: ProviderName,
  reason: Schema.Union([
    AuthenticationFailed,
    RateLimited,
    QuotaExhausted,
    InvalidRequest,
    Unavailable,
    Timeout,
    ConnectionFailed,
    StreamInterrupted,
    InvalidResponse
  ])
}) {
  override get message(): string {
    return `${this.provider}: ${this.reason._tag}: ${this.reason.message}`
  }
}

/**
 * @category errors
 * @since 0.1.0
 */
export type Reason = ModelProviderError["reason"]

/**
 * Whether a failure may be retried when no text has been delivered yet: rate limits,
 * overload, time-outs, connection failures and streams cut off before the first token.
 *
 * @category errors
 * @since 0.1.0
 */
export const isRetryable = (reason: Reason): boolean => {
  switch (reason._tag) {
    case "RateLimited":
    case "Unavailable":
    case "Timeout":
    case "ConnectionFailed":
    case "StreamInterrupted":
      return true
    default:
      return false
  }
}

/**
 * A whole reply: its text, its tool calls and its `Finish`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Reply {
  readonly text: string
  /** The tools the model called, in order. */
  readonly toolCalls: ReadonlyArray<ToolCall>
  readonly finish: Finish
}

/**
 * Runs a stream to its end and returns the text, the tool calls and the `Finish`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const collect = <E, R>(stream: Stream.Stream<Part, E, R>): Effect.Effect<Reply, E, R> =>
  Stream.runFold(
    stream,
    (): { text: string; toolCalls: Array<ToolCall>; finish: Finish | undefined } => ({
      text: "",
      toolCalls: [],
      finish: undefined
    }),
    (state, part) => {
      if (part._tag === "TextDelta") state.text += part.text
      else if (part._tag === "ToolCall") state.toolCalls.push(part)
      else state.finish = part
      return state
    }
  ).pipe(
    Effect.flatMap((state) =>
      state.finish === undefined
        ? Effect.die(new Error("a model stream ended without its Finish part"))
        : Effect.succeed({ text: state.text, toolCalls: state.toolCalls, finish: state.finish })
    )
  )
