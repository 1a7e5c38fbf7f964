/**
 * A `fetch`-based client for endpoints that answer with an event stream, or with plain
 * JSON: an idempotent replay of a streaming request, and an early rejection, answer
 * with JSON (spec 2, Endpoints, rule 4). The client checks `Content-Type` first and
 * says which of the two it got.
 *
 * `readEvents` is the plain version (an async iterable of decoded events, no Effect
 * runtime, no dependencies: browser and edge safe); `fromResponse` and `request` are the
Effect edge, with a typed catalogue, in `@vouch/sse/effect/SseClient`.
 *
 * @since 0.1.0
 */
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
