/**
 * The machinery the three adapters share: send the request, map HTTP failures to
 * reasons, decode the event stream with `@vouch/sse`, feed each event to the
 * provider's pure decoder, retry (bounded, with backoff) only while no text has been
 * delivered, and always finish with usage: reported, or estimated from above.
 */
import * as SseDecoder from "@vouch/sse/effect/SseDecoder"
import { Clock, Effect, Predicate, Redacted, Result, Schema, Stream } from "effect"
import { type HttpClient, HttpClientError, type HttpClientRequest } from "effect/http"
import * as HttpClientModule from "effect/http/HttpClient"
import * as ModelProvider from "../ModelProvider.ts"
import * as TokenEstimate from "../TokenEstimate.ts"

/** What a provider's decoder has learned from the events so far. */
export interface DecodeState {
  inputTokens: number | undefined
  /** The final output count; a provisional count (Anthropic's `message_start`) is not put here. */
  outputTokens: number | undefined
  rawFinishReason: string | undefined
  finishReason: ModelProvider.FinishReason | undefined
  /**
   * The provider's terminal event arrived (`[DONE]`, `message_stop`): reading stops.
   * A body that ends without one still finished normally if a finish reason was seen.
   */
  complete: boolean
}

/** What one event produced: text, complete tool calls, and possibly an in-stream failure. */
export interface Fed {
  readonly texts: ReadonlyArray<string>
  readonly toolCalls?: ReadonlyArray<ModelProvider.ToolCall> | undefined
  readonly failure?: ModelProvider.Reason | undefined
}

/**
 * Tool calls streamed in pieces (OpenAI's `tool_calls[].function.arguments`,
 * Anthropic's `input_json_delta`), gathered by the provider's index until complete.
 */
export interface CallPiece {
  readonly id?: string | null | undefined
  readonly name?: string | null | undefined
  readonly arguments?: string | null | undefined
}

export interface PendingCalls {
  readonly add: (index: number, piece: CallPiece) => void
  /** The complete calls, in index order, and forgets them (`only`: just that index). */
  readonly take: (only?: number) => ReadonlyArray<ModelProvider.ToolCall>
}

export const pendingCalls = (): PendingCalls => {
  const calls = new Map<number, { id: string; name: string; arguments: string }>()
  return {
    add: (index, piece) => {
      const call = calls.get(index) ?? { id: "", name: "", arguments: "" }
      if (piece.id != null && piece.id !== "") call.id = piece.id
      if (piece.name != null && piece.name !== "" && call.name === "") call.name = piece.name
      if (piece.arguments != null) call.arguments += piece.arguments
      calls.set(index, call)
    },
    take: (only) => {
      const indexes = [...calls.keys()].filter((index) => only === undefined || index === only).sort((a, b) => a - b)
      return indexes.map((index) => {
        const call = calls.get(index)!
        calls.delete(index)
        return {
          _tag: "ToolCall",
          id: call.id === "" ? `call_${index}` : call.id,
          name: call.name,
          arguments: call.arguments.trim() === "" ? "{}" : call.arguments
        }
      })
    }
  }
}

/** A provider's pure event decoder, fresh for every attempt. */
export interface Decoder {
  readonly state: DecodeState
  feed(event: SseDecoder.Event): Fed
}

export const emptyState = (): DecodeState => ({
  inputTokens: undefined,
  outputTokens: undefined,
  rawFinishReason: undefined,
  finishReason: undefined,
  complete: false
})

/**
 * A decoder of events whose data is a JSON object: data that is not JSON is an invalid
 * response, JSON that is not an object is ignored. `terminal` names a data value that
 * ends the reply (OpenAI's `[DONE]`).
 */
export const jsonDecoder = (
  feed: (state: DecodeState, payload: Record<string, unknown>, event: SseDecoder.Event) => Fed,
  options: { readonly terminal?: string | undefined } = {}
): Decoder => {
  const state = emptyState()
  return {
    state,
    feed: (event) => {
      if (options.terminal !== undefined && event.data.trim() === options.terminal) {
        state.complete = true
        return { texts: [] }
      }
      let payload: unknown
      try {
        payload = JSON.parse(event.data)
      } catch {
        return {
          texts: [],
          failure: new ModelProvider.InvalidResponse({ message: `a ${event.type} event is not JSON` })
        }
      }
      return Predicate.isObject(payload) ? feed(state, payload as Record<string, unknown>, event) : { texts: [] }
    }
  }
}

/**
 * A field a provider may leave out or send as `null` (both mean "not said"). Provider
 * schemas name only the fields the decoders read; other fields are ignored.
 */
export const maybe = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema))

/** A token count as providers send them: a non-negative safe integer. */
export const Count = Schema.Natural

/**
 * Decodes an event's JSON with the provider's schema and feeds the result to `f`; an
 * event that does not match the schema is an invalid response (a typed failure).
 */
export const decodeEvent = <S extends Schema.Decoder<unknown>>(
  schema: S,
  payload: unknown,
  event: SseDecoder.Event,
  f: (decoded: S["Type"]) => Fed
): Fed =>
  Result.match(Schema.decodeUnknownResult(schema)(payload), {
    onFailure: (error) => ({
      texts: [],
      failure: new ModelProvider.InvalidResponse({
        message: `a ${event.type} event does not have the expected shape: ${error.message}`.slice(0, 500)
      })
    }),
    onSuccess: f
  })

/** What the provider's error body said. */
export interface ErrorBody {
  readonly message?: string | undefined
  readonly code?: string | undefined
}

/** One provider's wire format. */
export interface Adapter {
  readonly provider: ModelProvider.ProviderName
  readonly httpRequest: (request: ModelProvider.Request) => HttpClientRequest.HttpClientRequest
  readonly decoder: () => Decoder
  /** The message and code of an error body (already parsed as JSON, or the raw text). */
  readonly errorBody: (body: unknown) => ErrorBody
  /** A provider-specific classification, before the generic one by status. */
  readonly classify?: ((status: number, body: ErrorBody) => ModelProvider.Reason | undefined) | undefined
}

export type RetryOptions = ModelProvider.RetryOptions

export interface Options {
  readonly retry: RetryOptions
  /** How long to wait for the response headers. */
  readonly requestTimeoutMs: number
}

export const defaultOptions: Options = {
  retry: { times: 2, baseDelayMs: 500, maxDelayMs: 8_000 },
  requestTimeoutMs: 60_000
}

export const resolveOptions = (options?: ModelProvider.AdapterOptions): Options => ({
  retry: { ...defaultOptions.retry, ...options?.retry },
  requestTimeoutMs: options?.requestTimeoutMs ?? defaultOptions.requestTimeoutMs
})

/** `Retry-After` (seconds or an HTTP date) or `retry-after-ms`, in milliseconds. */
export const retryAfterMs = (
  headers: Readonly<Record<string, string | undefined>>,
  now: number
): number | undefined => {
  const milliseconds = headers["retry-after-ms"]
  if (milliseconds !== undefined && /^\d+(\.\d+)?$/.test(milliseconds.trim())) return Number(milliseconds.trim())
  const value = headers["retry-after"]?.trim()
  if (value === undefined || value === "") return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The key's value, whether given plainly or redacted. */
export const keyOf = (apiKey: ModelProvider.AdapterOptions["apiKey"]): string | undefined =>
  apiKey === undefined ? undefined : Redacted.isRedacted(apiKey) ? Redacted.value(apiKey) : apiKey

/** A base URL without its trailing slashes. */
export const trimBase = (url: string): string => url.replace(/\/+$/, "")

/** `{error: {message, code|type|status}}`: the code is the first of the three that is a string. */
const ErrorObject = Schema.Struct({
  message: Schema.optional(Schema.Unknown),
  code: Schema.optional(Schema.Unknown),
  type: Schema.optional(Schema.Unknown),
  status: Schema.optional(Schema.Unknown)
})

/** The error bodies the providers send: plain text, `{error: "..."}`, `{error: {...}}`, `{message}`. */
const CommonErrorBody = Schema.Union([
  Schema.String,
  Schema.Struct({ error: Schema.Union([Schema.String, ErrorObject]) }),
  Schema.Struct({ message: Schema.String })
])

/**
 * The error message and code of the common `{error: {message, type|status, code}}` bodies.
 * An error body is diagnostics of a failure already known by its status, so a body of
 * another shape says nothing rather than failing.
 */
export const commonErrorBody = (body: unknown): ErrorBody => {
  const decoded = Schema.decodeUnknownResult(CommonErrorBody)(body)
  if (Result.isFailure(decoded)) return {}
  const value = decoded.success
  if (Predicate.isString(value)) return value.trim() === "" ? {} : { message: value.trim().slice(0, 500) }
  if ("message" in value) return { message: value.message }
  if (Predicate.isString(value.error)) return { message: value.error }
  const { message, code, type, status } = value.error
  const found = [code, type, status].find(Predicate.isString)
  return {
    ...(Predicate.isString(message) ? { message } : {}),
    ...(found === undefined ? {} : { code: found })
  }
}

/** A provider's error codes (type, status) that mean something other than `Unavailable`. */
export interface ErrorCodes {
  readonly rateLimited?: ReadonlyArray<string> | undefined
  readonly authentication?: ReadonlyArray<string> | undefined
  readonly invalidRequest?: ReadonlyArray<string> | undefined
  readonly timeout?: ReadonlyArray<string> | undefined
}

/** The reason of an error reported inside a stream, by its code; unknown codes are `Unavailable`. */
export const reasonOfCode = (body: ErrorBody, codes: ErrorCodes): ModelProvider.Reason => {
  const fields = {
    message: body.message ?? "the provider reported an error in the stream",
    ...(body.code === undefined ? {} : { providerCode: body.code })
  }
  const code = body.code ?? ""
  if (codes.rateLimited?.includes(code)) return new ModelProvider.RateLimited(fields)
  if (codes.authentication?.includes(code)) return new ModelProvider.AuthenticationFailed(fields)
  if (codes.invalidRequest?.includes(code)) return new ModelProvider.InvalidRequest(fields)
  if (codes.timeout?.includes(code)) return new ModelProvider.Timeout(fields)
  return new ModelProvider.Unavailable(fields)
}

/** The generic classification of an HTTP failure by status. */
export const reasonOfStatus = (
  status: number,
  body: ErrorBody,
  retryAfter: number | undefined
): ModelProvider.Reason => {
  const fields = {
    message: body.message ?? `HTTP ${status}`,
    status,
    ...(body.code === undefined ? {} : { providerCode: body.code })
  }
  if (status === 401 || status === 403) return new ModelProvider.AuthenticationFailed(fields)
  if (status === 429) {
    return new ModelProvider.RateLimited({
      ...fields,
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter })
    })
  }
  if (status === 408) return new ModelProvider.Timeout(fields)
  if (status >= 500) return new ModelProvider.Unavailable(fields)
  return new ModelProvider.InvalidRequest(fields)
}

const describeTransport = (error: unknown): string => {
  if (HttpClientError.isHttpClientError(error)) {
    const cause = error.reason.cause
    const detail = Predicate.isObject(cause) && "message" in cause ? String(cause.message) : undefined
    return detail === undefined ? error.reason.message : `${error.reason.message}: ${detail}`
  }
  return String(error)
}

const abortEffect = (signal: AbortSignal): Effect.Effect<void> =>
  Effect.callback<void>((resume) => {
    if (signal.aborted) {
      resume(Effect.void)
      return
    }
    const onAbort = () => resume(Effect.void)
    signal.addEventListener("abort", onAbort, { once: true })
    return Effect.sync(() => signal.removeEventListener("abort", onAbort))
  })

interface Attempt {
  decoder: Decoder
  received: string
}

/** Builds the provider's `stream` from its adapter and an `HttpClient`. */
export const make =
  (client: HttpClient.HttpClient, adapter: Adapter, options: Options) =>
  (request: ModelProvider.Request): Stream.Stream<ModelProvider.Part, ModelProvider.ModelProviderError> =>
    // Fresh state for every run of the stream.
    Stream.suspend(() => streamOnce(client, adapter, options, request)).pipe(
      Stream.withSpan("ModelProvider.stream", { attributes: { provider: adapter.provider, model: request.model } })
    )

const streamOnce = (
  client: HttpClient.HttpClient,
  adapter: Adapter,
  options: Options,
  request: ModelProvider.Request
): Stream.Stream<ModelProvider.Part, ModelProvider.ModelProviderError> => {
  const scopedClient = HttpClientModule.withScope(client)
  const failure = (reason: ModelProvider.Reason) =>
    new ModelProvider.ModelProviderError({ provider: adapter.provider, reason })
  let current: Attempt = { decoder: adapter.decoder(), received: "" }
  let finished = false

  // A reply the provider finished carries its reported usage (estimated where it
  // sent none); a reply cut short counts at least what the received text implies,
  // since a count reported before the end may be provisional.
  const finish = (
    attempt: Attempt,
    finishReason: ModelProvider.FinishReason,
    error?: ModelProvider.ModelProviderError
  ): ModelProvider.Finish => {
    finished = true
    const state = attempt.decoder.state
    const ended = error === undefined && finishReason !== "aborted"
    const inputTokens = state.inputTokens ?? TokenEstimate.prompt(request)
    const estimatedOutput = TokenEstimate.output(attempt.received, request.maxOutputTokens)
    const outputTokens = ended
      ? (state.outputTokens ?? estimatedOutput)
      : Math.max(state.outputTokens ?? 0, estimatedOutput)
    return {
      _tag: "Finish",
      finishReason,
      rawFinishReason: state.rawFinishReason ?? null,
      usage: {
        inputTokens,
        outputTokens,
        estimated: state.inputTokens === undefined || state.outputTokens === undefined || !ended
      },
      ...(error === undefined ? {} : { error })
    }
  }

  const send = Effect.gen(function* () {
    const response = yield* scopedClient.execute(adapter.httpRequest(request)).pipe(
      Effect.mapError((error) => failure(new ModelProvider.ConnectionFailed({ message: describeTransport(error) }))),
      Effect.timeoutOrElse({
        duration: options.requestTimeoutMs,
        orElse: () =>
          Effect.fail(
            failure(new ModelProvider.Timeout({ message: `no response within ${options.requestTimeoutMs} ms` }))
          )
      })
    )
    if (response.status >= 200 && response.status < 300) {
      // A server that ignored `stream: true` answers JSON: a wrong format, not worth a retry.
      if ((response.headers["content-type"] ?? "").includes("json")) {
        const text = yield* response.text.pipe(Effect.orElseSucceed(() => ""))
        return yield* Effect.fail(
          failure(
            new ModelProvider.InvalidResponse({
              message: `expected an event stream, got JSON: ${text.slice(0, 200)}`,
              status: response.status
            })
          )
        )
      }
      return response
    }
    const text = yield* response.text.pipe(Effect.orElseSucceed(() => ""))
    const body = adapter.errorBody(parseJson(text))
    const retryAfter = retryAfterMs(response.headers, yield* Clock.currentTimeMillis)
    const reason = adapter.classify?.(response.status, body) ?? reasonOfStatus(response.status, body, retryAfter)
    return yield* Effect.fail(failure(reason))
  })

  const attemptOnce = (): Stream.Stream<ModelProvider.Part, ModelProvider.ModelProviderError> => {
    const attempt: Attempt = { decoder: adapter.decoder(), received: "" }
    current = attempt
    const body = Stream.unwrap(
      Effect.map(send, (response) =>
        response.stream.pipe(
          Stream.mapError((error) =>
            failure(new ModelProvider.StreamInterrupted({ message: describeTransport(error) }))
          ),
          SseDecoder.decode(),
          Stream.mapError((error) =>
            error instanceof SseDecoder.EventTooLarge
              ? failure(new ModelProvider.InvalidResponse({ message: "an event of the stream is too large" }))
              : error
          ),
          Stream.mapEffect((event) => {
            const fed = attempt.decoder.feed(event)
            const parts: Array<ModelProvider.Part> = []
            for (const text of fed.texts) {
              if (text.length === 0) continue
              attempt.received += text
              parts.push({ _tag: "TextDelta", text })
            }
            for (const call of fed.toolCalls ?? []) {
              // A call is output as much as text is: counted, and never repeated by a retry.
              attempt.received += `${call.name}${call.arguments}`
              parts.push(call)
            }
            return fed.failure === undefined
              ? Effect.succeed({ parts, complete: attempt.decoder.state.complete })
              : Effect.fail(failure(fed.failure))
          }),
          // Stop reading at the provider's terminal event, even if the connection stays open.
          Stream.takeUntil((item) => item.complete),
          Stream.map((item) => item.parts),
          Stream.flattenIterable
        )
      )
    )
    return body.pipe(
      Stream.concat(
        Stream.suspend(() => {
          const state = attempt.decoder.state
          return state.complete || state.finishReason !== undefined
            ? Stream.succeed(finish(attempt, state.finishReason ?? "other"))
            : Stream.fail(
                failure(
                  new ModelProvider.StreamInterrupted({
                    message: "the stream ended before the provider said the reply was complete"
                  })
                )
              )
        })
      ),
      // Once text was delivered, a failure ends the stream with what was consumed.
      Stream.catch((error) => {
        // The finish reason arrived and only the rest (usage, the terminal event) was lost.
        const reason = attempt.decoder.state.finishReason
        if (reason !== undefined && error.reason._tag === "StreamInterrupted") {
          return Stream.succeed(finish(attempt, reason))
        }
        return attempt.received.length > 0 ? Stream.succeed(finish(attempt, "error", error)) : Stream.fail(error)
      })
    )
  }

  const delayOf = (attemptNumber: number, reason: ModelProvider.Reason): number | undefined => {
    const backoff = Math.min(options.retry.maxDelayMs, options.retry.baseDelayMs * 2 ** attemptNumber)
    if (reason._tag === "RateLimited" && reason.retryAfterMs !== undefined) {
      return reason.retryAfterMs > options.retry.maxDelayMs ? undefined : Math.max(backoff, reason.retryAfterMs)
    }
    return backoff
  }

  const run = (attemptNumber: number): Stream.Stream<ModelProvider.Part, ModelProvider.ModelProviderError> =>
    attemptOnce().pipe(
      Stream.catch((error) => {
        // The attempt fails only while no text was delivered, so a retry repeats nothing.
        const delay = delayOf(attemptNumber, error.reason)
        return attemptNumber < options.retry.times && ModelProvider.isRetryable(error.reason) && delay !== undefined
          ? Stream.unwrap(Effect.map(Effect.sleep(delay), () => run(attemptNumber + 1)))
          : Stream.fail(error)
      })
    )

  const signal = request.signal
  if (signal === undefined) return run(0)
  return Stream.suspend(() =>
    signal.aborted ? Stream.empty : run(0).pipe(Stream.interruptWhen(abortEffect(signal)))
  ).pipe(
    Stream.concat(
      Stream.suspend(() => (signal.aborted && !finished ? Stream.succeed(finish(current, "aborted")) : Stream.empty))
    )
  )
}
