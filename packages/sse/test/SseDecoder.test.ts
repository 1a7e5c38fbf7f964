import { assert, describe, it } from "@effect/vitest"
import { Effect, Stream } from "effect"
import * as fc from "fast-check"
import * as SseDecoder from "../src/effect/SseDecoder.ts"
import { interpret, interpretBytes, type Outcome } from "./reference.ts"

const encoder = new TextEncoder()

const run = (chunks: ReadonlyArray<string | Uint8Array>, options?: SseDecoder.ParserOptions): Outcome => {
  const outcome: Outcome = { events: [], retries: [], comments: [] }
  const parser = SseDecoder.createParser({
    onEvent: (event) => outcome.events.push(event),
    onRetry: (milliseconds) => outcome.retries.push(milliseconds),
    onComment: (comment) => outcome.comments.push(comment),
    ...options
  })
  for (const chunk of chunks) parser.feed(chunk)
  parser.end()
  return outcome
}

const message = (data: string, lastEventId = "", type = "message"): SseDecoder.Event => ({ type, data, lastEventId })

interface Case {
  readonly name: string
  readonly input: string | Uint8Array
  readonly events: ReadonlyArray<SseDecoder.Event>
  readonly retries?: ReadonlyArray<number>
  readonly comments?: ReadonlyArray<string>
}

const bytes = (...parts: ReadonlyArray<string | ReadonlyArray<number>>): Uint8Array => {
  const arrays = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : Uint8Array.from(part)))
  const result = new Uint8Array(arrays.reduce((total, array) => total + array.length, 0))
  let offset = 0
  for (const array of arrays) {
    result.set(array, offset)
    offset += array.length
  }
  return result
}

const BOM = [0xef, 0xbb, 0xbf]

// Ported from the web-platform-tests `eventsource/format-*` cases and the WHATWG text.
const cases: ReadonlyArray<Case> = [
  { name: "one event", input: "data: hello\n\n", events: [message("hello")] },
  { name: "data over several lines joined with LF", input: "data: a\ndata: b\ndata\n\n", events: [message("a\nb\n")] },
  { name: "CRLF line ends", input: "data: a\r\ndata: b\r\n\r\n", events: [message("a\nb")] },
  { name: "CR line ends", input: "data: a\r\rdata: b\r\r", events: [message("a"), message("b")] },
  {
    name: "mixed line ends",
    input: "data: a\r\n\ndata: b\n\r\ndata: c\r\r\n",
    events: [message("a"), message("b"), message("c")]
  },
  {
    name: "comments",
    input: ": hello\n:no space\n:\n:  two spaces\ndata: x\n\n",
    events: [message("x")],
    comments: ["hello", "no space", "", " two spaces"]
  },
  {
    name: "event names",
    input: "event: delta\ndata: x\n\ndata: y\n\n",
    events: [message("x", "", "delta"), message("y")]
  },
  { name: "an empty event name is a message", input: "event:\ndata: x\n\n", events: [message("x")] },
  { name: "the last event name wins", input: "event: a\nevent: b\ndata: x\n\n", events: [message("x", "", "b")] },
  {
    name: "the last event id persists across events",
    input: "id: 1\ndata: a\n\ndata: b\n\nid: 2\ndata: c\n\n",
    events: [message("a", "1"), message("b", "1"), message("c", "2")]
  },
  {
    name: "an id with NUL is ignored",
    input: "id: 1\ndata: a\n\nid: 2\u0000x\ndata: b\n\n",
    events: [message("a", "1"), message("b", "1")]
  },
  {
    name: "an empty id resets it",
    input: "id: 1\ndata: a\n\nid\ndata: b\n\n",
    events: [message("a", "1"), message("b")]
  },
  { name: "an id without data still sets it", input: "id: 7\n\ndata: a\n\n", events: [message("a", "7")] },
  {
    name: "retry takes only ASCII digits",
    input: "retry: 1000\nretry: 10s\nretry: -1\nretry:\nretry: 1.5\nretry:  20\nretry: ٣\nretry:0\n\n",
    events: [],
    retries: [1000, 0]
  },
  { name: "a field line without a colon", input: "data\n\ndata\ndata\n\n", events: [message(""), message("\n")] },
  { name: "one leading space removed", input: "data:  two\ndata:none\n\n", events: [message(" two\nnone")] },
  { name: "a colon inside the value", input: "data: a: b\n\n", events: [message("a: b")] },
  { name: "an empty data line dispatches empty data", input: "data:\n\n", events: [message("")] },
  { name: "an empty data buffer is not dispatched", input: "event: x\n\ndata: y\n\n", events: [message("y")] },
  { name: "a pending event is discarded at end of stream", input: "data: a\n\ndata: b\n", events: [message("a")] },
  {
    name: "an unterminated last line is discarded",
    input: "data: a\n\ndata: b\n\ndata: c",
    events: [message("a"), message("b")]
  },
  { name: "unknown fields are ignored", input: "foo: bar\n data: no\nDATA: no\ndata: a\n\n", events: [message("a")] },
  {
    name: "NUL and other characters in data",
    input: "data: a\u0000b\u2028c\n\n",
    events: [message("a\u0000b\u2028c")]
  },
  { name: "a final CR is a line end", input: "data: a\r\r", events: [message("a")] },
  { name: "UTF-8 text", input: bytes("data: café 東京 😀\n\n"), events: [message("café 東京 😀")] },
  { name: "one leading BOM removed from bytes", input: bytes(BOM, "data: a\n\n"), events: [message("a")] },
  {
    name: "only one leading BOM removed from bytes",
    input: bytes(BOM, BOM, "data: a\n\ndata: b\n\n"),
    events: [message("b")]
  },
  { name: "no BOM removed from text", input: "\uFEFFdata: a\n\ndata: b\n\n", events: [message("b")] },
  { name: "a BOM later in the stream is kept", input: bytes("data: a", BOM, "\n\n"), events: [message("a\uFEFF")] },
  {
    name: "invalid UTF-8 becomes U+FFFD",
    input: bytes("data: a", [0xff, 0xc3], "\n\n"),
    events: [message("a\uFFFD\uFFFD")]
  },
  {
    name: "a truncated character at end of stream is dropped",
    input: bytes("data: a\n\ndata: ", [0xf0, 0x9f]),
    events: [message("a")]
  }
]

// Every way of cutting the input in two, plus one code unit (or byte) at a time.
const splits = (input: string | Uint8Array): Array<Array<string | Uint8Array>> => {
  const result: Array<Array<string | Uint8Array>> = [[input]]
  for (let cut = 0; cut <= input.length; cut++) result.push([input.slice(0, cut), input.slice(cut)])
  result.push(Array.from({ length: input.length }, (_, index) => input.slice(index, index + 1)))
  return result
}

describe("SseDecoder.createParser", () => {
  for (const testCase of cases) {
    it(`${testCase.name}, split at every boundary`, () => {
      const expected: Outcome = {
        events: [...testCase.events],
        retries: [...(testCase.retries ?? [])],
        comments: [...(testCase.comments ?? [])]
      }
      const oracle = typeof testCase.input === "string" ? interpret(testCase.input) : interpretBytes(testCase.input)
      assert.deepStrictEqual(oracle, expected, "the reference interpretation")
      for (const chunks of splits(testCase.input)) assert.deepStrictEqual(run(chunks), expected, JSON.stringify(chunks))
      if (typeof testCase.input === "string" && !testCase.input.startsWith("\uFEFF")) {
        // The same text as bytes, cut at every byte boundary.
        for (const chunks of splits(encoder.encode(testCase.input))) assert.deepStrictEqual(run(chunks), expected)
      }
    })
  }

  it("keeps the last event id after end, as a reconnecting EventSource does", () => {
    const events: Array<SseDecoder.Event> = []
    const parser = SseDecoder.createParser({ onEvent: (event) => events.push(event) })
    parser.feed("id: 9\ndata: a\n\ndata: pending")
    parser.end()
    assert.strictEqual(parser.lastEventId, "9")
    parser.feed(Uint8Array.from([...BOM, ...encoder.encode("data: b\n\n")]))
    assert.deepStrictEqual(events, [message("a", "9"), message("b", "9")])
  })

  it("fails clearly when an event grows past the maximum size, and recovers after end", () => {
    const events: Array<SseDecoder.Event> = []
    const parser = SseDecoder.createParser({ onEvent: (event) => events.push(event), maxEventSize: 16 })
    parser.feed("data: 0123456789\n\n")
    assert.throws(() => parser.feed("data: 0123456789\ndata: 0123456789\n"), /grew past 16/)
    assert.throws(() => parser.feed("data: x\n\n"), SseDecoder.EventTooLarge)
    parser.end()
    parser.feed("data: x\n\n")
    const unterminated = SseDecoder.createParser({ onEvent: () => {}, maxEventSize: 16 })
    assert.throws(() => {
      for (let index = 0; index < 16; index++) unterminated.feed("data: x")
    }, SseDecoder.EventTooLarge)
    assert.deepStrictEqual(events, [message("0123456789"), message("x")])
  })

  const piece = fc.constantFrom(
    "data",
    "data:",
    "data: ",
    "event:",
    "event: ",
    "id:",
    "id: ",
    "retry:",
    "retry: ",
    ":",
    " ",
    "\n",
    "\r",
    "\r\n",
    "\n\n",
    "1",
    "x",
    "é",
    "😀",
    "\u0000",
    "\uFEFF",
    "ping"
  )
  const streams = fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join(""))

  it("matches the reference on random streams fed in random chunks", () => {
    fc.assert(
      fc.property(streams, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        const positions = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b)
        const chunks: Array<string> = []
        let previous = 0
        for (const position of positions) {
          chunks.push(text.slice(previous, position))
          previous = position
        }
        chunks.push(text.slice(previous))
        assert.deepStrictEqual(run(chunks), interpret(text))
        const asBytes = encoder.encode(text)
        const byteChunks = positions.map((position, index) =>
          asBytes.slice(index === 0 ? 0 : positions[index - 1], Math.min(position, asBytes.length))
        )
        byteChunks.push(asBytes.slice(positions.length === 0 ? 0 : positions[positions.length - 1]))
        assert.deepStrictEqual(run(byteChunks), interpretBytes(asBytes))
      }),
      { numRuns: 2000 }
    )
  })

  it("never throws on random bytes (fuzz)", () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 64 }), { maxLength: 16 }), (chunks) => {
        const whole = bytes(...chunks.map((chunk) => [...chunk]))
        assert.deepStrictEqual(run(chunks), interpretBytes(whole))
      }),
      { numRuns: 2000 }
    )
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 64 }), { maxLength: 16 }), (chunks) => {
        assert.deepStrictEqual(run(chunks), interpret(chunks.join("")))
      }),
      { numRuns: 2000 }
    )
  })

  it("stays linear when one line spans many small chunks", () => {
    const events: Array<SseDecoder.Event> = []
    const parser = SseDecoder.createParser({ onEvent: (event) => events.push(event) })
    parser.feed("data: ")
    for (let index = 0; index < 200_000; index++) parser.feed("0123456789abcdef")
    parser.feed("\n\n")
    assert.strictEqual(events[0]!.data.length, 3_200_000)
  })
})

describe("SseDecoder.decode", () => {
  it.effect("decodes a stream of bytes and strings", () =>
    Effect.gen(function* () {
      const events = yield* Stream.make(encoder.encode("event: a\ndata: 1\n"), "\n", "data: 2\n\ndata: 3").pipe(
        SseDecoder.decode(),
        Stream.runCollect
      )
      assert.deepStrictEqual(events, [message("1", "", "a"), message("2")])
    })
  )

  it.effect("fails with EventTooLarge", () =>
    Effect.gen(function* () {
      const error = yield* Stream.make("data: 0123456789\n").pipe(
        SseDecoder.decode({ maxEventSize: 4 }),
        Stream.runCollect,
        Effect.flip
      )
      assert.strictEqual(error._tag, "EventTooLarge")
    })
  )

  it.effect("emits retries and comments as parts", () =>
    Effect.gen(function* () {
      const parts = yield* Stream.make(": hi\nretry: 5\ndata: x\n\n").pipe(SseDecoder.decodeParts(), Stream.runCollect)
      assert.deepStrictEqual(parts, [
        { _tag: "Comment", comment: "hi" },
        { _tag: "Retry", milliseconds: 5 },
        { _tag: "Event", event: message("x") }
      ])
    })
  )
})
