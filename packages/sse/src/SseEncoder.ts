/**
 * Writes an event stream that cannot be injected into: an event name or id containing
 * a line break (or an id containing NUL, which readers would silently ignore) is
 * refused instead of written, data is split into one `data:` line per line, and
 * heartbeats keep idle connections open, as comments or as a named `ping` event.
 *
 * `encode`, `encodeComment` and `encodeRetry` are plain functions returning the text
 * of one frame, without dependencies (browser and edge safe); `encodeStream` and
`withHeartbeat` are the Effect edge, in `@vouch/sse/effect/SseEncoder`.
 *
 * @since 0.1.0
 */

/**
 * An event to write. `type` defaults to `"message"` on the reader's side; line ends
 * inside `data` (LF, CR or CRLF) reach the reader as LF.
 *
 * @category models
 * @since 0.1.0
 */
export interface EventInit {
  readonly type?: string | undefined
  readonly data: string
  readonly id?: string | undefined
  /** A reconnection time in milliseconds, sent with the event. */
  readonly retry?: number | undefined
}

/**
 * An event that would change the meaning of the stream if it were written.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidEvent extends Error {
  readonly _tag = "InvalidEvent"
  override readonly name = "InvalidEvent"
  readonly field: "type" | "id" | "retry"

  constructor(options: { readonly field: "type" | "id" | "retry"; readonly message: string }) {
    super(options.message)
    this.field = options.field
  }
}

const lineBreak = /[\r\n]/
const lineBreaks = /\r\n|\r|\n/

/**
 * The text of one event frame. Throws `InvalidEvent` when `type` or `id` contains a
 * line break, `id` contains NUL, or `retry` is not a non-negative integer.
 *
 * @example
 * ```ts
 * import { SseEncoder } from "@vouch/sse"
 *
 * SseEncoder.encode({ type: "delta", data: "line one\nline two", id: "7" })
 * // => "id: 7\nevent: delta\ndata: line one\ndata: line two\n\n"
 * SseEncoder.encode({ type: "delta\ndata: injected", data: "" }) // throws InvalidEvent
 * ```
 *
 * @category encoding
 * @since 0.1.0
 */
export const encode = (event: EventInit): string => {
  let frame = ""
  if (event.id !== undefined) {
    if (lineBreak.test(event.id) || event.id.includes("\u0000")) {
      throw new InvalidEvent({ field: "id", message: "An event id must not contain CR, LF or NUL" })
    }
    frame += `id: ${event.id}\n`
  }
  if (event.type !== undefined) {
    if (lineBreak.test(event.type)) {
      throw new InvalidEvent({ field: "type", message: "An event type must not contain CR or LF" })
    }
    frame += `event: ${event.type}\n`
  }
  if (event.retry !== undefined) frame += retryLine(event.retry)
  const data = event.data
  if (lineBreak.test(data)) {
    for (const line of data.split(lineBreaks)) frame += `data: ${line}\n`
  } else {
    frame += `data: ${data}\n`
  }
  return `${frame}\n`
}

const retryLine = (milliseconds: number): string => {
  if (!Number.isSafeInteger(milliseconds) || milliseconds < 0) {
    throw new InvalidEvent({ field: "retry", message: "A retry time must be a non-negative integer of milliseconds" })
  }
  return `retry: ${milliseconds}\n`
}

/**
 * The text of a comment: one comment line per line of `text`, then a blank line (which
 * dispatches nothing, and makes proxies flush).
 *
 * @example
 * ```ts
 * import { SseEncoder } from "@vouch/sse"
 *
 * SseEncoder.encodeComment("keep-alive") // => ": keep-alive\n\n"
 * ```
 *
 * @category encoding
 * @since 0.1.0
 */
export const encodeComment = (text = ""): string =>
  `${text
    .split(lineBreaks)
    .map((line) => (line === "" ? ":" : `: ${line}`))
    .join("\n")}\n\n`

/**
 * The text of a reconnection time on its own. Throws `InvalidEvent` unless it is a
 * non-negative integer.
 *
 * @category encoding
 * @since 0.1.0
 */
export const encodeRetry = (milliseconds: number): string => `${retryLine(milliseconds)}\n`

/**
 * A heartbeat: a comment (`": ping"`), or a named `ping` event with data `{}` for
 * clients that only see events. Readers that follow spec 2 ignore an event name they
 * do not know, so `ping` is safe to send to them.
 *
 * @category models
 * @since 0.1.0
 */
export type Heartbeat = "comment" | "ping"

/**
 * The text of one heartbeat.
 *
 * @category encoding
 * @since 0.1.0
 */
export const encodeHeartbeat = (heartbeat: Heartbeat): string =>
  heartbeat === "comment" ? ": ping\n\n" : "event: ping\ndata: {}\n\n"
