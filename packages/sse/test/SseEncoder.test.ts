import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Stream } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import * as SseDecoder from "../src/effect/SseDecoder.ts"
import * as SseEncoder from "../src/effect/SseEncoder.ts"

const decodeAll = (text: string) => {
  const events: Array<SseDecoder.Event> = []
  const retries: Array<number> = []
  const comments: Array<string> = []
  const parser = SseDecoder.createParser({
    onEvent: (event) => events.push(event),
    onRetry: (milliseconds) => retries.push(milliseconds),
    onComment: (comment) => comments.push(comment)
  })
  parser.feed(text)
  parser.end()
  return { events, retries, comments }
}

describe("SseEncoder.encode", () => {
  it("writes id, event, retry and one data line per line", () => {
    assert.strictEqual(
      SseEncoder.encode({ type: "delta", data: "a\nb\r\nc\rd", id: "7", retry: 1500 }),
      "id: 7\nevent: delta\nretry: 1500\ndata: a\ndata: b\ndata: c\ndata: d\n\n"
    )
    assert.strictEqual(SseEncoder.encode({ data: "" }), "data: \n\n")
    assert.strictEqual(SseEncoder.encode({ data: " leading space" }), "data:  leading space\n\n")
  })

  it("refuses an event name or id that would inject fields", () => {
    for (const type of ["x\ndata: injected", "x\r", "\r\nid: 1"]) {
      assert.throws(() => SseEncoder.encode({ type, data: "{}" }), SseEncoder.InvalidEvent)
    }
    for (const id of ["1\ndata: injected", "1\r", "1\u0000"]) {
      assert.throws(() => SseEncoder.encode({ id, data: "{}" }), SseEncoder.InvalidEvent)
    }
    for (const retry of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.throws(() => SseEncoder.encode({ retry, data: "{}" }), SseEncoder.InvalidEvent)
    }
  })

  it("writes comments and heartbeats that dispatch nothing (or a ping)", () => {
    assert.strictEqual(SseEncoder.encodeComment("keep\nalive"), ": keep\n: alive\n\n")
    assert.deepStrictEqual(decodeAll(SseEncoder.encodeComment("keep\nalive")), {
      events: [],
      retries: [],
      comments: ["keep", "alive"]
    })
    assert.deepStrictEqual(decodeAll(SseEncoder.encodeHeartbeat("comment")).events, [])
    assert.deepStrictEqual(decodeAll(SseEncoder.encodeHeartbeat("ping")).events, [
      { type: "ping", data: "{}", lastEventId: "" }
    ])
    assert.deepStrictEqual(decodeAll(SseEncoder.encodeRetry(2000)).retries, [2000])
  })

  it("round-trips through the decoder: what is written is what is read", () => {
    const line = fc.string({ unit: "binary", maxLength: 12 })
    const name = line.filter((text) => !/[\r\n]/.test(text))
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.option(
              name.filter((text) => text !== ""),
              { nil: undefined }
            ),
            id: fc.option(
              name.filter((text) => !text.includes("\u0000")),
              { nil: undefined }
            ),
            data: line
          }),
          { maxLength: 6 }
        ),
        (events) => {
          const text = events.map((event) => SseEncoder.encode(event)).join("")
          let lastEventId = ""
          const expected = events.map((event) => {
            if (event.id !== undefined) lastEventId = event.id
            return { type: event.type ?? "message", data: event.data.replace(/\r\n|\r/g, "\n"), lastEventId }
          })
          assert.deepStrictEqual(decodeAll(text).events, expected)
        }
      ),
      { numRuns: 1000 }
    )
  })
})

describe("SseEncoder streams", () => {
  it.effect("encodes a stream and fails on an unsafe event", () =>
    Effect.gen(function* () {
      const frames = yield* Stream.make({ data: "1" }, { type: "done", data: "2" }).pipe(
        SseEncoder.encodeStream,
        Stream.runCollect
      )
      assert.deepStrictEqual(frames, ["data: 1\n\n", "event: done\ndata: 2\n\n"])
      const error = yield* Stream.make({ type: "a\nb", data: "" }).pipe(
        SseEncoder.encodeStream,
        Stream.runCollect,
        Effect.flip
      )
      assert.strictEqual(error.field, "type")
    })
  )

  it.effect("adds heartbeats between frames while the stream is idle, and ends with it", () =>
    Effect.gen(function* () {
      const source = Stream.make("data: first\n\n").pipe(
        Stream.concat(Stream.fromEffect(Effect.as(Effect.sleep("35 seconds"), "data: last\n\n")))
      )
      const fiber = yield* source.pipe(
        SseEncoder.withHeartbeat({ interval: "10 seconds", heartbeat: "ping" }),
        Stream.runCollect,
        Effect.forkChild
      )
      for (let step = 0; step < 8; step++) {
        yield* Effect.yieldNow
        yield* TestClock.adjust("5 seconds")
      }
      const frames = yield* Fiber.join(fiber)
      assert.deepStrictEqual(frames, [
        "data: first\n\n",
        "event: ping\ndata: {}\n\n",
        "event: ping\ndata: {}\n\n",
        "event: ping\ndata: {}\n\n",
        "data: last\n\n"
      ])
    })
  )
})
