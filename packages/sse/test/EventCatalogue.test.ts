import { assert, describe, it } from "@effect/vitest"
import { Effect, Schema, Stream } from "effect"
import * as EventCatalogue from "../src/effect/EventCatalogue.ts"
import * as SseDecoder from "../src/effect/SseDecoder.ts"

const items = (text: string, options?: EventCatalogue.DecodeOptions) =>
  Stream.make(text).pipe(SseDecoder.decode(), EventCatalogue.decode(EventCatalogue.appApi, options), Stream.runCollect)

describe("EventCatalogue (spec 2 client rules)", () => {
  it.effect("decodes named frames with their schema and ends after done", () =>
    Effect.gen(function* () {
      const result = yield* items(
        [
          'event: job\ndata: {"job_id":"job_1","session_id":"s_1"}\n\n',
          'event: delta\ndata: {"text":"Hel"}\n\n',
          "event: delta\ndata: {}\n\n",
          'event: delta\ndata: {"text":"lo"}\n\n',
          'event: done\ndata: {"job_id":"job_1","status":"succeeded","charged_credits":3,"output":{"output":"Hello"},"truncated":false}\n\n',
          'event: delta\ndata: {"text":"after the end"}\n\n'
        ].join("")
      )
      assert.deepStrictEqual(
        result.map((item) => item.event),
        ["job", "delta", "delta", "delta", "done"]
      )
      assert.deepStrictEqual(result[2]!.data, { text: "" }, "a missing text counts as empty")
      const done = result[4]!
      assert.strictEqual(done.event === "done" ? done.data.output?.output : undefined, "Hello")
    })
  )

  it.effect("ignores unknown and unnamed events, skips frames without data or with invalid JSON", () =>
    Effect.gen(function* () {
      const result = yield* items(
        [
          'data: {"text":"unnamed"}\n\n',
          'event: ping\ndata: {"text":"unknown"}\n\n',
          "event: delta\ndata:\n\n",
          "event: delta\ndata:   \n\n",
          "event: delta\ndata: {not json\n\n",
          "event: delta\n\n",
          'event: delta\ndata: {"te\ndata: xt":\ndata:  "joined"}\n\n',
          "event: delta\ndata:   \n",
          'data: {"text":"trimmed"}  \n\n',
          'event: pending\ndata: {"job_id":"job_2"}\n\n'
        ].join("")
      )
      assert.deepStrictEqual(result, [
        { event: "delta", data: { text: "joined" }, lastEventId: "" },
        { event: "delta", data: { text: "trimmed" }, lastEventId: "" },
        { event: "pending", data: { job_id: "job_2" }, lastEventId: "" }
      ])
    })
  )

  it.effect("surfaces the error event when the stream closes", () =>
    Effect.gen(function* () {
      const failure = yield* items(
        'event: delta\ndata: {"text":"a"}\n\nevent: error\ndata: {"message":"model failed","code":"INTERNAL","job_id":"job_3"}\n\nevent: delta\ndata: {"text":"b"}\n\n'
      ).pipe(Effect.flip)
      assert.strictEqual(failure._tag, "RemoteFailure")
      assert.strictEqual(failure.message, "model failed")
      assert.deepStrictEqual(failure._tag === "RemoteFailure" ? failure.data : undefined, {
        message: "model failed",
        code: "INTERNAL",
        job_id: "job_3"
      })
      // The items before the close are still delivered.
      const seen: Array<string> = []
      yield* Stream.make('event: delta\ndata: {"text":"a"}\n\nevent: error\ndata: {}\n\n').pipe(
        SseDecoder.decode(),
        EventCatalogue.decode(EventCatalogue.appApi),
        Stream.runForEach((item) => Effect.sync(() => seen.push(item.event))),
        Effect.ignore
      )
      assert.deepStrictEqual(seen, ["delta"])
    })
  )

  it.effect("fails on a payload that does not match its schema, or skips it when asked", () =>
    Effect.gen(function* () {
      const frame = 'event: delta\ndata: {"text":42}\n\nevent: done\ndata: {"job_id":"job_4"}\n\n'
      const failure = yield* items(frame).pipe(Effect.flip)
      assert.strictEqual(failure._tag, "InvalidPayload")
      const skipped = yield* items(frame, { invalid: "skip" })
      assert.deepStrictEqual(
        skipped.map((item) => item.event),
        ["done"]
      )
    })
  )

  it("reads one event without an Effect runtime", () => {
    const catalogue = EventCatalogue.make(
      { step: Schema.Struct({ n: Schema.Number }), finished: Schema.Struct({}) },
      { terminal: ["finished"] }
    )
    assert.deepStrictEqual(EventCatalogue.read(catalogue, { type: "step", data: '{"n":1}', lastEventId: "4" }), {
      _tag: "Item",
      item: { event: "step", data: { n: 1 }, lastEventId: "4" },
      terminal: false
    })
    assert.deepStrictEqual(EventCatalogue.read(catalogue, { type: "toString", data: "{}", lastEventId: "" }), {
      _tag: "Skipped",
      reason: "UnknownEvent"
    })
    assert.strictEqual(EventCatalogue.read(catalogue, { type: "finished", data: "{}", lastEventId: "" })._tag, "Item")
  })
})
