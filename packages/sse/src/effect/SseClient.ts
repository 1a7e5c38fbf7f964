/**
 * `SseClient` with its Effect edge: everything of `@vouch/sse/SseClient`, plus
 * `fromResponse` and `request`, which read an event stream into a typed catalogue's
 * items (or a JSON body) as Effect values. A separate entry so that the core client
 * loads without `effect`.
 *
 * @since 0.1.0
 */
import { Effect, Schema, Stream } from "effect"
import { isEventStream } from "../SseClient.ts"
import * as EventCatalogue from "./EventCatalogue.ts"
import * as SseDecoder from "./SseDecoder.ts"

export * from "../SseClient.ts"

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
 * import * as EventCatalogue from "@vouch/sse/effect/EventCatalogue"
 * import * as SseClient from "@vouch/sse/effect/SseClient"
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
