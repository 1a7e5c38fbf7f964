/**
 * Hardening of the app API over HTTP: the data store charges before it stores and caps
 * what a guest stores, data keys are accepted only when addressable, cancelling costs no
 * more than finishing, and a deeply nested body is no stack overflow.
 */
import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { CreditLedger } from "@vouch/ledger"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import { AppRuntime } from "../src/index.ts"
import { call, frames, migrations, runtime, serve, settle, user } from "./Fixtures.ts"

const guest = (slug: string, credits: number) =>
  Effect.gen(function* () {
    const issued = (yield* call("/v1/app-api/guest", { method: "POST", json: { slug } })).body.data
    if (credits > 0)
      yield* (yield* CreditLedger.CreditLedger).grant({
        accountId: issued.guest_id,
        grantId: `test:${issued.guest_id}`,
        amount: credits
      })
    return { token: String(issued.token), guestId: String(issued.guest_id) }
  })

// A JSON string value of exactly `bytes` bytes once encoded.
const jsonOfSize = (bytes: number) => "x".repeat(bytes - 2)

for (const backend of DatabaseTest.backends("app_api_limits", { migrations })) {
  layer(serve(runtime(backend.layer)), { excludeTestServices: true })(`app API limits on ${backend.name}`, (it) => {
    it.effect("the data store charges a write before storing it, in whole credits: no credits, nothing stored", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger.CreditLedger
        const broke = yield* guest("talk", 0)
        const refused = yield* call("/v1/app-api/data/history", {
          method: "PUT",
          token: broke.token,
          json: { value: 1 }
        })
        assert.strictEqual(refused.status, 402)
        assert.strictEqual(refused.body.error?.code, "insufficient_credits")
        assert.strictEqual((yield* call("/v1/app-api/data/history", { token: broke.token })).status, 404)

        // One credit pays for the first write at once and for the next ones ahead.
        const { token, guestId } = yield* guest("talk", 1)
        const first = yield* call("/v1/app-api/data/a", { method: "PUT", token, json: { value: 1 } })
        assert.strictEqual(first.status, 200)
        assert.strictEqual((yield* ledger.balance(guestId)).available, 0)
        const second = yield* call("/v1/app-api/data/b", { method: "PUT", token, json: { value: 2 } })
        assert.strictEqual(second.status, 200)
        assert.strictEqual((yield* ledger.balance(guestId)).debitsPosted, 1)
      })
    )

    it.effect("a guest stores at most guestDataBytes per app; a user is not capped by it", () =>
      Effect.gen(function* () {
        const cap = AppRuntime.defaults.guestDataBytes
        const { token } = yield* guest("talk", 10)
        const size = 60_000
        const fits = Math.floor(cap / size)
        for (let index = 0; index < fits; index++) {
          const put = yield* call(`/v1/app-api/data/k${index}`, {
            method: "PUT",
            token,
            json: { value: jsonOfSize(size) }
          })
          assert.strictEqual(put.status, 200, put.text)
        }
        const over = yield* call("/v1/app-api/data/over", { method: "PUT", token, json: { value: jsonOfSize(size) } })
        assert.strictEqual(over.status, 403)
        assert.strictEqual(over.body.error?.code, "forbidden")
        assert.strictEqual((yield* call("/v1/app-api/data/over", { token })).status, 404)
        // Replacing a value counts the new size instead of the old one.
        const replaced = yield* call("/v1/app-api/data/k0", { method: "PUT", token, json: { value: jsonOfSize(size) } })
        assert.strictEqual(replaced.status, 200)
        assert.strictEqual((yield* call("/v1/app-api/data/k0", { method: "DELETE", token })).status, 200)
        const after = yield* call("/v1/app-api/data/over", { method: "PUT", token, json: { value: jsonOfSize(size) } })
        assert.strictEqual(after.status, 200)

        const member = yield* user("storer@example.com", "talk", 10)
        for (let index = 0; index <= fits; index++) {
          const put = yield* call(`/v1/app-api/data/k${index}`, {
            method: "PUT",
            token: member.token,
            json: { value: jsonOfSize(size) }
          })
          assert.strictEqual(put.status, 200)
        }
      })
    )

    it.effect("a data key is accepted only when it can be addressed: up to 100 characters, else 400", () =>
      Effect.gen(function* () {
        const { token } = yield* user("keys@example.com", "talk", 10)
        const longest = "k".repeat(AppRuntime.limits.dataKeyLength)
        assert.strictEqual(AppRuntime.limits.dataKeyLength, 100)
        assert.strictEqual(
          (yield* call(`/v1/app-api/data/${longest}`, { method: "PUT", token, json: { value: 1 } })).status,
          200
        )
        assert.deepStrictEqual((yield* call(`/v1/app-api/data/${longest}`, { token })).body.data, { value: 1 })
        assert.deepStrictEqual((yield* call("/v1/app-api/data", { token })).body.data, { keys: [longest] })
        assert.strictEqual((yield* call(`/v1/app-api/data/${longest}`, { method: "DELETE", token })).status, 200)
        for (const length of [101, 116, 128]) {
          const key = "k".repeat(length)
          for (const method of ["PUT", "GET", "DELETE"]) {
            const answer = yield* call(`/v1/app-api/data/${key}`, {
              method,
              token,
              ...(method === "PUT" ? { json: { value: 1 } } : {})
            })
            assert.strictEqual(answer.status, 400, `${method} ${length}`)
            assert.strictEqual(answer.body.error?.code, "validation_error")
            assert.strictEqual(answer.body.error?.details?.field, "key")
          }
        }
        assert.deepStrictEqual((yield* call("/v1/app-api/data", { token })).body.data, { keys: [] })
      })
    )

    it.effect("cancelling a run after its whole reply costs no more than letting it finish", () =>
      Effect.gen(function* () {
        const { token, accountId } = yield* user("quitter@example.com", "echo", 1000)
        const text = "tell me about the weather in a few long sentences, please ".repeat(8)
        const finished = yield* call("/v1/app-api/run", { method: "POST", token, key: "finish", json: { text } })
        const done = yield* settle(finished.body.data.job_id, token)
        assert.strictEqual(done.status, "succeeded")

        // The same reply, streamed whole, then the provider stalls without usage: cancel.
        const server = yield* HttpServer.HttpServer
        const reply = `echo: ${text}`
        const stopped = yield* Effect.promise(async () => {
          const response = await fetch(`${HttpServer.formatAddress(server.address)}/v1/app-api/run-stream`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${token}`,
              "idempotency-key": "stop"
            },
            body: JSON.stringify({ text: `${text}[hold]` })
          })
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
          let raw = ""
          let cancelled = false
          for (;;) {
            const { value, done: ended } = await reader.read()
            if (ended) break
            raw += value
            const events = frames(raw.slice(0, raw.lastIndexOf("\n\n") + 2))
            const received = events
              .filter(([event]) => event === "delta")
              .map(([, data]) => data.text)
              .join("")
            if (!cancelled && received === reply) {
              cancelled = true
              const jobId = events.find(([event]) => event === "job")?.[1].job_id
              await fetch(`${HttpServer.formatAddress(server.address)}/v1/app-api/jobs/${jobId}/cancel`, {
                method: "POST",
                headers: { authorization: `Bearer ${token}` }
              })
            }
          }
          return frames(raw).find(([event]) => event === "done")?.[1]
        })
        assert.strictEqual(stopped?.status, "cancelled")
        assert.isAbove(stopped?.charged_credits, 0)
        assert.isAtMost(stopped?.charged_credits, done.charged_credits)
        const balance = yield* (yield* CreditLedger.CreditLedger).balance(accountId)
        assert.strictEqual(balance.available, 1000 - done.charged_credits - stopped?.charged_credits)
      })
    )

    it.effect("a 10,000-deep JSON body is answered, not a stack overflow", () =>
      Effect.gen(function* () {
        const { token } = yield* user("deep@example.com", "echo", 1000)
        const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`
        const server = yield* HttpServer.HttpServer
        const answer = yield* Effect.promise(() =>
          fetch(`${HttpServer.formatAddress(server.address)}/v1/app-api/run`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${token}`,
              "idempotency-key": "deep"
            },
            body: `{"text":"deep","extra":${deep}}`
          }).then(async (response) => ({ status: response.status, body: await response.json() }))
        )
        // Run (the extra field is not the app's), or refused at decode by a nesting bound.
        assert.include([200, 400], answer.status, JSON.stringify(answer.body))
        if (answer.status === 400) assert.strictEqual(answer.body.error.code, "validation_error")
      })
    )
  })
}
