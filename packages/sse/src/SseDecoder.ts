/**
 * Decodes an event stream (`text/event-stream`) exactly as the WHATWG HTML standard
 * interprets one: line ends LF, CR and CRLF (also when a CR ends one chunk and its LF
 * starts the next), comments, `event`, multi-line `data` joined with LF, `id` (ignored
 * when it contains NUL, and kept across events), `retry` (all ASCII digits only), field
 * lines without a colon, one leading space removed from a value, no dispatch of an
 * empty data buffer, and a pending event discarded at the end of the stream.
 *
 * `createParser` is a plain synchronous function: feed it strings or bytes. Bytes are
 * decoded as UTF-8 in streaming mode (a character split across chunks is joined, and
 * exactly one leading byte order mark is removed); strings are taken as already decoded,
 * so no byte order mark is removed from them. The module has no dependencies (browser
and edge safe); `decode` and `channel` are the Effect edge, in `@vouch/sse/effect/SseDecoder`.
 *
 * @since 0.1.0
 */

/**
 * A dispatched event. `type` is `"message"` when the stream named none;
 * `lastEventId` is the last event id seen so far in the stream (`""` when none).
 *
 * @category models
 * @since 0.1.0
 */
export interface Event {
  readonly type: string
  readonly data: string
  readonly lastEventId: string
}

/**
 * The callbacks of a parser. They run synchronously inside `feed`; if one throws,
 * the exception leaves `feed` and the rest of that chunk is dropped.
 *
 * @category models
 * @since 0.1.0
 */
export interface ParserCallbacks {
  readonly onEvent: (event: Event) => void
  /** A valid `retry` field: the reconnection time in milliseconds. */
  readonly onRetry?: ((milliseconds: number) => void) | undefined
  /** A comment line, without its colon and one leading space. */
  readonly onComment?: ((comment: string) => void) | undefined
}

/**
 * @category models
 * @since 0.1.0
 */
export interface ParserOptions {
  /**
   * The most UTF-16 code units a pending event may hold (its data plus the line being
   * read). Past it, `feed` throws `EventTooLarge` and the parser refuses further input
   * until `end`. Default 16 MiB.
   */
  readonly maxEventSize?: number | undefined
}

/**
 * A streaming parser. `end` discards a pending event and a pending line, flushes the
 * UTF-8 decoder and makes the parser ready for a new stream (a reconnection), keeping
 * only the last event id, as an `EventSource` does.
 *
 * @category models
 * @since 0.1.0
 */
export interface Parser {
  feed(chunk: string | Uint8Array): void
  end(): void
  /** The last event id seen so far (`""` when none). */
  readonly lastEventId: string
}

/**
 * A pending event grew past `maxEventSize`.
 *
 * @category errors
 * @since 0.1.0
 */
export class EventTooLarge extends Error {
  readonly _tag = "EventTooLarge"
  override readonly name = "EventTooLarge"
  readonly maxEventSize: number

  constructor(options: { readonly maxEventSize: number; readonly message: string }) {
    super(options.message)
    this.maxEventSize = options.maxEventSize
  }
}

/**
 * The default `maxEventSize`: 16 MiB of UTF-16 code units.
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultMaxEventSize = 16 * 1024 * 1024

const LF = 10
const SPACE = 32
const COLON = 58
const digits = /^[0-9]+$/

/**
 * Creates a streaming parser.
 *
 * @example
 * ```ts
 * import { SseDecoder } from "@vouch/sse"
 *
 * const parser = SseDecoder.createParser({ onEvent: (event) => console.log(event) })
 * parser.feed("event: delta\ndata: {\"text\":")
 * parser.feed("\"Hi\"}\n\n") // => { type: "delta", data: '{"text":"Hi"}', lastEventId: "" }
 * parser.end()
 * ```
 *
 * @category constructors
 * @since 0.1.0
 */
export const createParser = (callbacks: ParserCallbacks & ParserOptions): Parser => new StreamParser(callbacks)

// A class, not closures: every parser shares the optimized code of these methods (a
// closure per parser makes V8 deoptimize on every new parser, and give up).
class StreamParser implements Parser {
  readonly onEvent: (event: Event) => void
  readonly onRetry: ((milliseconds: number) => void) | undefined
  readonly onComment: ((comment: string) => void) | undefined
  readonly maxEventSize: number
  // The line being read when a chunk ended without a line end (a rope: joined once).
  pending = ""
  // A chunk ended with CR: an LF at the start of the next chunk belongs to it.
  skipLineFeed = false
  data = ""
  hasData = false
  type = ""
  lastEventId = ""
  decoder: TextDecoder | undefined = undefined
  // Bytes only: the first decoded character is still to come (a leading BOM is removed).
  atStart = true
  failure: EventTooLarge | undefined = undefined

  constructor(callbacks: ParserCallbacks & ParserOptions) {
    this.onEvent = callbacks.onEvent
    this.onRetry = callbacks.onRetry
    this.onComment = callbacks.onComment
    this.maxEventSize = callbacks.maxEventSize ?? defaultMaxEventSize
  }

  feed(chunk: string | Uint8Array): void {
    if (this.failure !== undefined) throw this.failure
    if (typeof chunk === "string") {
      this.feedText(chunk)
      return
    }
    // The decoder keeps every BOM (`ignoreBOM`), and exactly one leading BOM is removed
    // here: Node's own removal also drops a second BOM when the first one is split
    // across chunks.
    if (this.decoder === undefined) this.decoder = new TextDecoder("utf-8", { ignoreBOM: true })
    const text = this.decoder.decode(chunk, { stream: true })
    if (this.atStart && text.length > 0) {
      this.atStart = false
      if (text.charCodeAt(0) === 0xfeff) {
        this.feedText(text.slice(1))
        return
      }
    }
    this.feedText(text)
  }

  end(): void {
    // Whatever the decoder still holds belongs to an unterminated line: discarded.
    this.decoder = undefined
    this.atStart = true
    this.failure = undefined
    this.pending = ""
    this.skipLineFeed = false
    this.data = ""
    this.hasData = false
    this.type = ""
  }

  fail(): never {
    this.pending = ""
    this.data = ""
    this.hasData = false
    this.type = ""
    this.failure = new EventTooLarge({
      maxEventSize: this.maxEventSize,
      message: `An event-stream event grew past ${this.maxEventSize} characters`
    })
    throw this.failure
  }

  appendData(value: string): void {
    if (this.hasData) this.data = `${this.data}\n${value}`
    else {
      this.data = value
      this.hasData = true
    }
    if (this.data.length > this.maxEventSize) this.fail()
  }

  dispatch(): void {
    if (!this.hasData) {
      this.type = ""
      return
    }
    const event: Event = {
      type: this.type === "" ? "message" : this.type,
      data: this.data,
      lastEventId: this.lastEventId
    }
    this.data = ""
    this.hasData = false
    this.type = ""
    this.onEvent(event)
  }

  field(name: string, value: string): void {
    switch (name) {
      case "data":
        this.appendData(value)
        return
      case "event":
        this.type = value
        return
      case "id":
        if (value.indexOf("\0") === -1) this.lastEventId = value
        return
      case "retry":
        if (this.onRetry !== undefined && digits.test(value)) this.onRetry(Number(value))
        return
    }
  }

  // One line, `source[start, end)`, without its line end.
  line(source: string, start: number, end: number): void {
    if (start === end) {
      this.dispatch()
      return
    }
    const first = source.charCodeAt(start)
    if (
      first === 100 &&
      source.charCodeAt(start + 1) === 97 &&
      source.charCodeAt(start + 2) === 116 &&
      source.charCodeAt(start + 3) === 97 &&
      source.charCodeAt(start + 4) === COLON
    ) {
      this.appendData(source.slice(source.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, end))
      return
    }
    if (
      first === 101 &&
      source.charCodeAt(start + 1) === 118 &&
      source.charCodeAt(start + 2) === 101 &&
      source.charCodeAt(start + 3) === 110 &&
      source.charCodeAt(start + 4) === 116 &&
      source.charCodeAt(start + 5) === COLON
    ) {
      this.type = source.slice(source.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end)
      return
    }
    if (first === COLON) {
      if (this.onComment !== undefined) {
        this.onComment(source.slice(source.charCodeAt(start + 1) === SPACE ? start + 2 : start + 1, end))
      }
      return
    }
    let colon = start + 1
    while (colon < end && source.charCodeAt(colon) !== COLON) colon++
    if (colon === end) this.field(source.slice(start, end), "")
    else
      this.field(
        source.slice(start, colon),
        source.slice(colon + 1 < end && source.charCodeAt(colon + 1) === SPACE ? colon + 2 : colon + 1, end)
      )
  }

  // The rest of the chunk has no CR: every line ends with LF. The common lines are read
  // here without a call per line, and a one-line event is dispatched straight away.
  feedLines(chunk: string, position: number, lineFeed: number): void {
    const length = chunk.length
    if (lineFeed !== -1 && this.pending.length > 0) {
      const whole = this.pending + chunk.slice(position, lineFeed)
      this.pending = ""
      this.line(whole, 0, whole.length)
      position = lineFeed + 1
      lineFeed = chunk.indexOf("\n", position)
    }
    while (lineFeed !== -1) {
      if (lineFeed === position) {
        this.dispatch()
      } else {
        const first = chunk.charCodeAt(position)
        if (
          first === 100 &&
          chunk.charCodeAt(position + 1) === 97 &&
          chunk.charCodeAt(position + 2) === 116 &&
          chunk.charCodeAt(position + 3) === 97 &&
          chunk.charCodeAt(position + 4) === COLON
        ) {
          const value = chunk.slice(chunk.charCodeAt(position + 5) === SPACE ? position + 6 : position + 5, lineFeed)
          if (!this.hasData && chunk.charCodeAt(lineFeed + 1) === LF && value.length <= this.maxEventSize) {
            // `data: ...` then a blank line: the whole event.
            const event: Event = {
              type: this.type === "" ? "message" : this.type,
              data: value,
              lastEventId: this.lastEventId
            }
            this.type = ""
            position = lineFeed + 2
            lineFeed = chunk.indexOf("\n", position)
            this.onEvent(event)
            continue
          }
          this.appendData(value)
        } else if (
          first === 101 &&
          chunk.charCodeAt(position + 1) === 118 &&
          chunk.charCodeAt(position + 2) === 101 &&
          chunk.charCodeAt(position + 3) === 110 &&
          chunk.charCodeAt(position + 4) === 116 &&
          chunk.charCodeAt(position + 5) === COLON
        ) {
          this.type = chunk.slice(chunk.charCodeAt(position + 6) === SPACE ? position + 7 : position + 6, lineFeed)
        } else {
          this.line(chunk, position, lineFeed)
        }
      }
      position = lineFeed + 1
      lineFeed = chunk.indexOf("\n", position)
    }
    if (position < length) {
      this.pending = position === 0 ? this.pending + chunk : this.pending + chunk.slice(position)
      if (this.pending.length + this.data.length > this.maxEventSize) this.fail()
    }
  }

  feedText(chunk: string): void {
    const length = chunk.length
    if (length === 0) return
    let position = 0
    if (this.skipLineFeed) {
      this.skipLineFeed = false
      if (chunk.charCodeAt(0) === LF) position = 1
    }
    let lineFeed = chunk.indexOf("\n", position)
    // `includes` first on long chunks: V8's optimized `indexOf` of a character absent
    // from a long two-byte string was seen to run at 30 ns per character.
    let carriageReturn = length < 256 || chunk.includes("\r") ? chunk.indexOf("\r", position) : -1
    if (carriageReturn === -1) {
      this.feedLines(chunk, position, lineFeed)
      return
    }
    while (position < length) {
      if (lineFeed !== -1 && lineFeed < position) lineFeed = chunk.indexOf("\n", position)
      if (carriageReturn !== -1 && carriageReturn < position) carriageReturn = chunk.indexOf("\r", position)
      const end =
        carriageReturn === -1 ? lineFeed : lineFeed === -1 || carriageReturn < lineFeed ? carriageReturn : lineFeed
      if (end === -1) {
        this.pending = position === 0 ? this.pending + chunk : this.pending + chunk.slice(position)
        if (this.pending.length + this.data.length > this.maxEventSize) this.fail()
        return
      }
      if (this.pending.length > 0) {
        const whole = this.pending + chunk.slice(position, end)
        this.pending = ""
        this.line(whole, 0, whole.length)
      } else {
        this.line(chunk, position, end)
      }
      if (end === carriageReturn) {
        if (end + 1 === length) {
          this.skipLineFeed = true
          return
        }
        position = chunk.charCodeAt(end + 1) === LF ? end + 2 : end + 1
      } else {
        position = end + 1
      }
    }
  }
}

/**
 * What a stream of an event stream's parts carries: events, reconnection times and,
 * when asked for, comments.
 *
 * @category models
 * @since 0.1.0
 */
export type Part =
  | { readonly _tag: "Event"; readonly event: Event }
  | { readonly _tag: "Retry"; readonly milliseconds: number }
  | { readonly _tag: "Comment"; readonly comment: string }
