/**
 * A `fetch`-based client for endpoints that answer with an event stream, or with plain
 * JSON: an idempotent replay of a streaming request, and an early rejection, answer
 * with JSON (spec 2, Endpoints, rule 4). The client checks `Content-Type` first and
 * says which of the two it got.
 *
 * `readEvents` is the plain version (an async iterable of decoded events, no Effect
 * runtime); `fromResponse` and `request` are the Effect edge, with a typed catalogue.
 *
 * @since 0.1.0
 */
import { Effect, Schema, Stream } from "effect"
import * as EventCatalogue from "./EventCatalogue.ts"
import * as SseDecoder from "./SseDecoder.ts"

/**
 * Whether a response carries an event stream: its media type is `text/event-stream`
 * (parameters and letter case ignored).
 *
 * @category parsing
 * @since 0.1.0
 */
export const isEventStream = (response: Response): boolean => {
  const contentType = response.headers.get("content-type")
  if (contentType === null) return false
  const semicolon = contentType.indexOf(";")
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase() === "text/event-stream"
}

/**
 * The request failed, or the body could not be read.
 *
 * @category errors
 * @since 0.1.0
 */
export class TransportError extends Schema.TaggedError<TransportError>()("TransportError", {
  message: Schema.String,
  cause: Schema.Defect()
}) {}

/**
 * The response was neither an event stream nor JSON.
 *
 * @category errors
 * @since 0.1.0
 */
export class UnexpectedResponse extends Schema.TaggedError<UnexpectedResponse>()("UnexpectedResponse", {
  status: Schema.Number,
  contentType: Schema.String,
  body: Schema.String,
  message: Schema.String
}) {}

/**
 * Reads the events of an event-stream response without an Effect runtime. Throws a
 * `TypeError` when the response is not an event stream: check `isEventStream` first.
 *
 * @example
 * ```ts
 * import { SseClient } from "@vouch/sse"
 *
 * const response = await fetch("http://127.0.0.1:8787/v1/app-api/sessions/s_1/messages", {
 *   method: "POST",
 *   headers: { "content-type": "application/json", "idempotency-key": "k1", authorization: "Bearer …" },
 *   body: JSON.stringify({ content: "Hello", stream: true })
 * })
 * if (SseClient.isEventStream(response)) {
 *   for await (const event of SseClient.readEvents(response)) console.log(event.type, event.data)
 * } else {
 *   console.log("replayed", await response.json())
 * }
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export async function* readEvents(
  response: Response,
  options?: SseDecoder.ParserOptions
): AsyncGenerator<SseDecoder.Event, void, undefined> {
  if (!isEventStream(response)) throw new TypeError("The response is not text/event-stream")
  if (response.body === null) return
  const events: Array<SseDecoder.Event> = []
  const parser = SseDecoder.createParser({ onEvent: (event) => events.push(event), ...options })
  const reader = response.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(value)
      while (events.length > 0) yield events.shift()!
    }
    parser.end()
  } finally {
    reader.releaseLock()
    await response.body.cancel().catch(() => undefined)
  }
}

/**
 * What a streaming endpoint answered: its typed events, or a JSON body (a replay or an
 * early rejection; `status` tells which).
 *
 * @category models
 * @since 0.1.0
 */
export type Answer<Events extends Record<string, Schema.ConstraintDecoder<unknown>>> =
  | {
      readonly _tag: "EventStream"
      readonly status: number
      readonly events: Stream.Stream<
        EventCatalogue.Item<Events>,
        TransportError | SseDecoder.EventTooLarge | EventCatalogue.InvalidPayload | EventCatalogue.RemoteFailure
      >
    }
  | { readonly _tag: "Json"; readonly status: number; readonly body: unknown }

/**
 * Options of `fromResponse` and `request`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options extends SseDecoder.ParserOptions, EventCatalogue.DecodeOptions {}

/**
 * Reads a response: an event stream becomes a stream of the catalogue's items, and a
 * JSON body is parsed. Anything else fails with `UnexpectedResponse`.
 *
 * @category parsing
 * @since 0.1.0
 */
export const fromResponse = Effect.fnUntraced(function* <
  Events extends Record<string, Schema.ConstraintDecoder<unknown>>
>(
  response: Response,
  catalogue: EventCatalogue.Catalogue<Events>,
  options?: Options
): Effect.fn.Return<Answer<Events>, TransportError | UnexpectedResponse> {
  if (isEventStream(response)) {
    const body = response.body
    const events =
      body === null
        ? Stream.empty
        : Stream.fromReadableStream({
            evaluate: () => body,
            onError: (cause) => new TransportError({ message: "Reading the event stream failed", cause })
          }).pipe(SseDecoder.decode(options), EventCatalogue.decode(catalogue, options))
    return { _tag: "EventStream", status: response.status, events }
  }
  const text = yield* Effect.tryPromise({
    try: () => response.text(),
    catch: (cause) => new TransportError({ message: "Reading the response body failed", cause })
  })
  try {
    return { _tag: "Json", status: response.status, body: JSON.parse(text) }
  } catch {
    return yield* new UnexpectedResponse({
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body: text.slice(0, 1024),
      message: `Expected text/event-stream or JSON, got HTTP ${response.status} ${response.headers.get("content-type") ?? "without a content type"}`
    })
  }
})

/**
 * Sends a request with `fetch` (interrupting the effect aborts it) and reads the
 * answer with `fromResponse`.
 *
 * @example
 * ```ts
 * import { EventCatalogue, SseClient } from "@vouch/sse"
 * import { Effect, Stream } from "effect"
 *
 * const program = Effect.gen(function* () {
 *   const answer = yield* SseClient.request(
 *     "http://127.0.0.1:8787/v1/app-api/sessions/s_1/messages",
 *     {
 *       method: "POST",
 *       headers: { "content-type": "application/json", "idempotency-key": "k1", authorization: "Bearer …" },
 *       body: JSON.stringify({ content: "Hello", stream: true })
 *     },
 *     EventCatalogue.appApi
 *   )
 *   if (answer._tag === "Json") return answer.body // a replay: the envelope of the original turn
 *   return yield* answer.events.pipe(
 *     Stream.runFold(() => "", (text, item) => (item.event === "delta" ? text + item.data.text : text))
 *   )
 * })
 * ```
 *
 * @category http
 * @since 0.1.0
 */
export const request = Effect.fnUntraced(function* <Events extends Record<string, Schema.ConstraintDecoder<unknown>>>(
  input: string | URL | Request,
  init: RequestInit | undefined,
  catalogue: EventCatalogue.Catalogue<Events>,
  options?: Options & { readonly fetch?: typeof globalThis.fetch | undefined }
): Effect.fn.Return<Answer<Events>, TransportError | UnexpectedResponse> {
  const fetch = options?.fetch ?? globalThis.fetch
  const response = yield* Effect.tryPromise({
    try: (signal) =>
      fetch(input, {
        ...init,
        headers: withAccept(init?.headers),
        signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal
      }),
    catch: (cause) => new TransportError({ message: "The request failed", cause })
  })
  return yield* fromResponse(response, catalogue, options)
})

const withAccept = (headers: RequestInit["headers"]): Headers => {
  const result = new Headers(headers)
  if (!result.has("accept")) result.set("accept", "text/event-stream, application/json")
  return result
}
