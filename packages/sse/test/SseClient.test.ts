import { assert, describe, it } from "@effect/vitest"
import { Effect, Stream } from "effect"
import * as EventCatalogue from "../src/effect/EventCatalogue.ts"
import * as SseClient from "../src/effect/SseClient.ts"

const encoder = new TextEncoder()

// A body delivered in small byte chunks, so frames and characters are split.
const eventStream = (text: string, headers: Record<string, string> = {}) => {
  const bytes = encoder.encode(text)
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < bytes.length; index += 5) controller.enqueue(bytes.slice(index, index + 5))
        controller.close()
      }
    }),
    { headers: { "content-type": "text/event-stream; charset=utf-8", ...headers } }
  )
}

const turn =
  'event: job\ndata: {"job_id":"job_1","session_id":"s_1"}\n\nevent: delta\ndata: {"text":"Grüße "}\n\n: keep-alive\n\nevent: delta\ndata: {"text":"😀"}\n\nevent: done\ndata: {"job_id":"job_1","status":"succeeded","charged_credits":2,"output":{"output":"Grüße 😀"},"truncated":false}\n\n'

describe("SseClient", () => {
  it("tells an event stream from JSON by its Content-Type", () => {
    assert.isTrue(SseClient.isEventStream(eventStream("")))
    assert.isTrue(SseClient.isEventStream(new Response("", { headers: { "content-type": "Text/Event-Stream" } })))
    assert.isFalse(SseClient.isEventStream(new Response("{}", { headers: { "content-type": "application/json" } })))
    assert.isFalse(SseClient.isEventStream(new Response("")))
  })

  it("reads events without an Effect runtime", async () => {
    const events = []
    for await (const event of SseClient.readEvents(eventStream(turn))) events.push(event.type)
    assert.deepStrictEqual(events, ["job", "delta", "delta", "done"])
  })

  it.effect("streams the typed events of an event-stream answer", () =>
    Effect.gen(function* () {
      const answer = yield* SseClient.request("http://test/messages", { method: "POST" }, EventCatalogue.appApi, {
        fetch: async (_input, init) => {
          assert.strictEqual(new Headers(init?.headers).get("accept"), "text/event-stream, application/json")
          return eventStream(turn)
        }
      })
      assert.strictEqual(answer._tag, "EventStream")
      if (answer._tag !== "EventStream") return
      const text = yield* answer.events.pipe(
        Stream.runFold(
          () => "",
          (text, item) => (item.event === "delta" ? text + item.data.text : text)
        )
      )
      assert.strictEqual(text, "Grüße 😀")
    })
  )

  it.effect("answers with the JSON body of an idempotent replay or an early rejection", () =>
    Effect.gen(function* () {
      const replay = { ok: true, data: { job_id: "job_1", session_id: "s_1" }, meta: { request_id: "req_1" } }
      const answer = yield* SseClient.request("http://test/messages", undefined, EventCatalogue.appApi, {
        fetch: async () => Response.json(replay)
      })
      assert.deepStrictEqual(answer, { _tag: "Json", status: 200, body: replay })
      const rejected = yield* SseClient.fromResponse(
        Response.json({ ok: false, error: { code: "INSUFFICIENT_CREDITS" } }, { status: 402 }),
        EventCatalogue.appApi
      )
      assert.strictEqual(rejected._tag === "Json" ? rejected.status : 0, 402)
    })
  )

  it.effect("fails clearly on a body that is neither, and on a failed request", () =>
    Effect.gen(function* () {
      const html = yield* SseClient.fromResponse(
        new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
        EventCatalogue.appApi
      ).pipe(Effect.flip)
      assert.strictEqual(html._tag, "UnexpectedResponse")
      const refused = yield* SseClient.request("http://test/messages", undefined, EventCatalogue.appApi, {
        fetch: () => Promise.reject(new TypeError("fetch failed"))
      }).pipe(Effect.flip)
      assert.strictEqual(refused._tag, "TransportError")
    })
  )
})
