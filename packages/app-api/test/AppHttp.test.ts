import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { CreditLedger } from "@vouch/ledger"
import { Effect } from "effect"
import { call, frames, migrations, requests, runtime, serve, settle, user } from "./Fixtures.ts"

for (const backend of DatabaseTest.backends("app_api", { migrations })) {
  layer(serve(runtime(backend.layer)), { excludeTestServices: true })(`app API over HTTP on ${backend.name}`, (it) => {
    it.effect("guest tokens: bound to their app, /me and /estimate allowed, runs refused without a balance", () =>
      Effect.gen(function* () {
        const guest = yield* call("/v1/app-api/guest", { method: "POST", json: { slug: "talk" } })
        assert.strictEqual(guest.status, 201)
        assert.match(guest.body.data.guest_id, /^gst_/)
        const token: string = guest.body.data.token
        const me = yield* call("/v1/app-api/me", { token })
        assert.deepStrictEqual(me.body.data, {
          subject_type: "guest",
          subject_id: guest.body.data.guest_id,
          credits: 0,
          app: "talk"
        })
        const estimate = yield* call("/v1/app-api/estimate", { method: "POST", token, json: { content: "hello" } })
        assert.strictEqual(estimate.status, 200)
        assert.strictEqual(estimate.body.data.model, "fake-small")
        assert.isAbove(estimate.body.data.hold_credits, estimate.body.data.min_credits)
        const run = yield* call("/v1/app-api/run", { method: "POST", token, key: "k1", json: { content: "hello" } })
        assert.strictEqual(run.status, 402)
        assert.strictEqual(run.body.error?.code, "insufficient_credits")
        assert.strictEqual(run.body.error?.status, 402)

        const unknown = yield* call("/v1/app-api/guest", { method: "POST", json: { slug: "nope" } })
        assert.strictEqual(unknown.status, 404)
        const echoGuest = (yield* call("/v1/app-api/guest", { method: "POST", json: { slug: "echo" } })).body.data.token
        const refused = yield* call("/v1/app-api/run", {
          method: "POST",
          token: echoGuest,
          key: "k1",
          json: { text: "hi" }
        })
        assert.strictEqual(refused.status, 403)
        for (const bad of [undefined, "not-a-token-at-all-really"]) {
          const anonymous = yield* call("/v1/app-api/me", bad === undefined ? {} : { token: bad })
          assert.strictEqual(anonymous.status, 401)
          assert.strictEqual(anonymous.body.error?.code, "unauthorized")
        }
      })
    )

    it.effect("estimate: validation errors name the field, unavailable models are 400, nothing moves", () =>
      Effect.gen(function* () {
        const { token, accountId } = yield* user("estimate@example.com", "echo", 1000)
        const missing = yield* call("/v1/app-api/estimate", { method: "POST", token, json: { nope: 1 } })
        assert.strictEqual(missing.status, 400)
        assert.strictEqual(missing.body.error?.code, "validation_error")
        assert.strictEqual(missing.body.error?.details?.field, "text")
        const unavailable = yield* call("/v1/app-api/estimate", {
          method: "POST",
          token,
          json: { text: "x", $model: "fake-claude" }
        })
        assert.strictEqual(unavailable.status, 400)
        assert.strictEqual(unavailable.body.error?.details?.field, "$model")
        const unknown = yield* call("/v1/app-api/estimate", {
          method: "POST",
          token,
          json: { text: "x", $model: "gpt-99" }
        })
        assert.strictEqual(unknown.status, 400)
        const alias = yield* call("/v1/app-api/estimate", {
          method: "POST",
          token,
          json: { text: "hello", $model: "fast" }
        })
        assert.deepStrictEqual(
          [
            alias.body.data.model,
            alias.body.data.model_alias,
            alias.body.data.markup_bps,
            alias.body.data.sponsor_enabled,
            alias.body.data.byok
          ],
          ["fake-small", "fast", 1000, false, false]
        )
        const ledger = yield* CreditLedger.CreditLedger
        assert.strictEqual((yield* ledger.balance(accountId)).available, 1000)
      })
    )

    it.effect("run: a hold for the worst case, settled at real usage, charged once per Idempotency-Key", () =>
      Effect.gen(function* () {
        const { token, accountId } = yield* user("runner@example.com", "echo", 1000)
        const ledger = yield* CreditLedger.CreditLedger
        const noKey = yield* call("/v1/app-api/run", { method: "POST", token, json: { text: "hello" } })
        assert.strictEqual(noKey.status, 400)
        assert.strictEqual(noKey.body.error?.details?.field, "idempotency-key")

        const estimate = (yield* call("/v1/app-api/estimate", { method: "POST", token, json: { text: "hello there" } }))
          .body.data
        const run = yield* call("/v1/app-api/run", {
          method: "POST",
          token,
          key: "turn-1",
          json: { text: "hello there" }
        })
        assert.strictEqual(run.status, 200)
        assert.match(run.body.data.job_id, /^job_/)
        const job = yield* settle(run.body.data.job_id, token)
        assert.strictEqual(job.status, "succeeded")
        assert.deepStrictEqual(job.output, { output: "echo: hello there", length: 17 })
        assert.strictEqual(job.truncated, false)
        assert.strictEqual(job.hold_credits, estimate.hold_credits)
        // 100 input tokens at 1/1000 and 5 output tokens at 10/1000, plus 10% markup, rounded up once.
        assert.strictEqual(job.charged_credits, Math.ceil(((100 * 1000 + 5 * 10_000) * 11_000) / (10_000 * 1_000_000)))
        assert.strictEqual((yield* ledger.balance(accountId)).available, 1000 - job.charged_credits)

        const replay = yield* call("/v1/app-api/run", {
          method: "POST",
          token,
          key: "turn-1",
          json: { text: "hello there" }
        })
        assert.strictEqual(replay.body.data.job_id, run.body.data.job_id)
        const different = yield* call("/v1/app-api/run", {
          method: "POST",
          token,
          key: "turn-1",
          json: { text: "other" }
        })
        assert.strictEqual(different.status, 409)
        assert.strictEqual((yield* ledger.balance(accountId)).available, 1000 - job.charged_credits)

        const other = yield* user("someone-else@example.com", "echo", 10)
        assert.strictEqual(
          (yield* call(`/v1/app-api/jobs/${run.body.data.job_id}`, { token: other.token })).status,
          404
        )
        const talk = yield* user("runner@example.com", "talk", 0)
        assert.strictEqual((yield* call(`/v1/app-api/jobs/${run.body.data.job_id}`, { token: talk.token })).status, 404)
      })
    )

    it.effect("40 concurrent submissions with one Idempotency-Key make one job and one charge", () =>
      Effect.gen(function* () {
        const { token, accountId } = yield* user("racer@example.com", "echo", 1000)
        const results = yield* Effect.all(
          Array.from({ length: 40 }, () =>
            call("/v1/app-api/run", { method: "POST", token, key: "same", json: { text: "race" } })
          ),
          { concurrency: "unbounded" }
        )
        const ids = new Set(results.map((result) => result.body.data?.job_id))
        assert.strictEqual(ids.size, 1, JSON.stringify(results.map((result) => result.body)))
        const job = yield* settle([...ids][0]!, token)
        const ledger = yield* CreditLedger.CreditLedger
        assert.strictEqual((yield* ledger.balance(accountId)).available, 1000 - job.charged_credits)
      })
    )

    it.effect("a partial balance scales the output cap down and marks the job truncated; below the floor is 402", () =>
      Effect.gen(function* () {
        const { token, accountId } = yield* user("poor@example.com", "echo", 3)
        const estimate = (yield* call("/v1/app-api/estimate", {
          method: "POST",
          token,
          json: { text: "a long answer please" }
        })).body.data
        assert.isAbove(estimate.hold_credits, 3)
        requests.length = 0
        const run = yield* call("/v1/app-api/run", {
          method: "POST",
          token,
          key: "partial",
          json: { text: "a long answer please" }
        })
        assert.strictEqual(run.status, 200)
        const job = yield* settle(run.body.data.job_id, token)
        assert.strictEqual(job.truncated, true)
        assert.isAtMost(job.hold_credits, 3)
        const sent = requests.at(-1)?.body as { max_tokens?: number; max_completion_tokens?: number }
        assert.isBelow(sent.max_tokens ?? sent.max_completion_tokens ?? Infinity, 1000)
        const ledger = yield* CreditLedger.CreditLedger
        const left = (yield* ledger.balance(accountId)).available
        assert.strictEqual(left, 3 - job.charged_credits)
        const broke = yield* user("broke@example.com", "echo", 0)
        const refused = yield* call("/v1/app-api/run", {
          method: "POST",
          token: broke.token,
          key: "x",
          json: { text: "hi" }
        })
        assert.strictEqual(refused.status, 402)
        assert.strictEqual(refused.body.error?.code, "insufficient_credits")
      })
    )

    it.effect("run-stream: job, deltas, done; an idempotent replay answers JSON", () =>
      Effect.gen(function* () {
        const { token } = yield* user("streamer@example.com", "echo", 1000)
        const streamed = yield* call("/v1/app-api/run-stream", {
          method: "POST",
          token,
          key: "s1",
          json: { text: "stream me" }
        })
        assert.strictEqual(streamed.status, 200)
        assert.include(streamed.response.headers.get("content-type") ?? "", "text/event-stream")
        const events = frames(streamed.text)
        assert.strictEqual(events[0]?.[0], "job")
        const deltas = events
          .filter(([event]) => event === "delta")
          .map(([, data]) => data.text)
          .join("")
        assert.strictEqual(deltas, "echo: stream me")
        const done = events.at(-1)!
        assert.strictEqual(done[0], "done")
        assert.strictEqual(done[1].status, "succeeded")
        assert.strictEqual(done[1].output.output, "echo: stream me")
        assert.isAbove(done[1].charged_credits, 0)

        const replay = yield* call("/v1/app-api/run-stream", {
          method: "POST",
          token,
          key: "s1",
          json: { text: "stream me" }
        })
        assert.include(replay.response.headers.get("content-type") ?? "", "application/json")
        assert.strictEqual(replay.body.data.job_id, done[1].job_id)
        assert.strictEqual(replay.body.data.charged_credits, done[1].charged_credits)
      })
    )

    it.effect(
      "a stream is resumed from the store with Last-Event-ID; a streaming replay of a running job follows it",
      () =>
        Effect.gen(function* () {
          const { token } = yield* user("resumer@example.com", "echo", 1000)
          const run = yield* call("/v1/app-api/run", {
            method: "POST",
            token,
            key: "r1",
            json: { text: "slow resumable" }
          })
          const jobId: string = run.body.data.job_id
          yield* Effect.sleep("600 millis")
          const replay = yield* call("/v1/app-api/run-stream", {
            method: "POST",
            token,
            key: "r1",
            json: { text: "slow resumable" }
          })
          assert.include(replay.response.headers.get("content-type") ?? "", "text/event-stream")
          assert.strictEqual(frames(replay.text).at(-1)?.[0], "done")

          const whole = yield* call(`/v1/app-api/jobs/${jobId}/events`, { token })
          assert.include(whole.response.headers.get("content-type") ?? "", "text/event-stream")
          const events = frames(whole.text)
          assert.strictEqual(events[0]?.[0], "job")
          const done = events.at(-1)!
          assert.strictEqual(done[0], "done")
          const text = events
            .filter(([event]) => event === "delta")
            .map(([, data]) => data.text)
            .join("")
          assert.strictEqual(text, done[1].output.output)
          assert.strictEqual(text, "abcd".repeat(150))

          const ids = [...whole.text.matchAll(/^id: ?(\d+)$/gm)].map((match) => Number(match[1]))
          assert.isAbove(ids.length, 1)
          const middle = ids[Math.floor(ids.length / 2)]!
          const resumed = yield* call(`/v1/app-api/jobs/${jobId}/events`, {
            token,
            headers: { "last-event-id": String(middle) }
          })
          const rest = frames(resumed.text)
            .filter(([event]) => event === "delta")
            .map(([, data]) => data.text)
            .join("")
          assert.isTrue(text.endsWith(rest) && rest.length < text.length && rest.length > 0)
          const other = yield* user("someone@example.com", "echo", 0)
          assert.strictEqual((yield* call(`/v1/app-api/jobs/${jobId}/events`, { token: other.token })).status, 404)
          const bad = yield* call(`/v1/app-api/jobs/${jobId}/events`, { token, headers: { "last-event-id": "x" } })
          assert.strictEqual(bad.status, 400)
        })
    )

    it.effect(
      "a provider failure fails the job with its code and charges nothing; a cut stream is settled on an estimate",
      () =>
        Effect.gen(function* () {
          const { token, accountId } = yield* user("failing@example.com", "echo", 1000)
          const ledger = yield* CreditLedger.CreditLedger
          const failed = yield* call("/v1/app-api/run", {
            method: "POST",
            token,
            key: "f1",
            json: { text: "please fail" }
          })
          const job = yield* settle(failed.body.data.job_id, token)
          assert.strictEqual(job.status, "failed")
          assert.match(job.error.code, /^provider_/)
          assert.strictEqual(job.charged_credits, 0)
          assert.strictEqual((yield* ledger.balance(accountId)).available, 1000)

          const cut = yield* call("/v1/app-api/run", { method: "POST", token, key: "c1", json: { text: "cut me off" } })
          const cutJob = yield* settle(cut.body.data.job_id, token)
          assert.isAbove(cutJob.charged_credits, 0)
          assert.isAtMost(cutJob.charged_credits, cutJob.hold_credits)
          assert.strictEqual((yield* ledger.balance(accountId)).available, 1000 - cutJob.charged_credits)
        })
    )

    it.effect("cancellation stops a running job and settles what it consumed", () =>
      Effect.gen(function* () {
        const { token, accountId } = yield* user("canceller@example.com", "echo", 1000)
        const run = yield* call("/v1/app-api/run", {
          method: "POST",
          token,
          key: "slow-1",
          json: { text: "slow please" }
        })
        yield* Effect.sleep("300 millis")
        const cancelled = yield* call(`/v1/app-api/jobs/${run.body.data.job_id}/cancel`, { method: "POST", token })
        assert.strictEqual(cancelled.status, 200)
        const job = yield* settle(run.body.data.job_id, token)
        assert.strictEqual(job.status, "cancelled")
        const ledger = yield* CreditLedger.CreditLedger
        const balance = yield* ledger.balance(accountId)
        assert.strictEqual(balance.available, 1000 - job.charged_credits)
        assert.strictEqual(balance.debitsPending, 0)
      })
    )

    it.effect("sessions: a transcript per session, turns that see the history, cursor pagination, deletion", () =>
      Effect.gen(function* () {
        const { token } = yield* user("talker@example.com", "talk", 1000)
        const created = yield* call("/v1/app-api/sessions", { method: "POST", token, json: { title: "First" } })
        assert.strictEqual(created.status, 201)
        const sessionId: string = created.body.data.session.session_id
        const first = yield* call(`/v1/app-api/sessions/${sessionId}/messages`, {
          method: "POST",
          token,
          key: "m1",
          json: { content: "one" }
        })
        assert.strictEqual(first.status, 200)
        assert.deepStrictEqual(Object.keys(first.body.data).sort(), ["job_id", "session_id"])
        yield* settle(first.body.data.job_id, token)
        requests.length = 0
        const second = yield* call(`/v1/app-api/sessions/${sessionId}/messages`, {
          method: "POST",
          token,
          key: "m2",
          json: { content: "two", stream: true }
        })
        assert.include(second.response.headers.get("content-type") ?? "", "text/event-stream")
        assert.deepStrictEqual(
          (requests.at(-1)!.body as unknown as { messages: Array<{ content: string }> }).messages.map(
            (message) => message.content
          ),
          ["one", "echo: one", "two"]
        )
        const detail = yield* call(`/v1/app-api/sessions/${sessionId}`, { token })
        assert.deepStrictEqual(
          detail.body.data.messages.map(
            (message: { role: string; content: string }) => `${message.role}:${message.content}`
          ),
          ["user:one", "assistant:echo: one", "user:two", "assistant:echo: two"]
        )
        for (let index = 0; index < 3; index++)
          yield* call("/v1/app-api/sessions", { method: "POST", token, json: { title: `S${index}` } })
        const page1 = yield* call("/v1/app-api/sessions?limit=2", { token })
        assert.lengthOf(page1.body.data.sessions, 2)
        assert.isTrue(page1.body.meta.pagination?.has_more)
        const page2 = yield* call(`/v1/app-api/sessions?limit=2&cursor=${page1.body.meta.pagination?.next_cursor}`, {
          token
        })
        assert.deepStrictEqual(page2.body.meta.pagination, { has_more: false, next_cursor: null })
        const titles = [...page1.body.data.sessions, ...page2.body.data.sessions].map(
          (session: { title: string }) => session.title
        )
        assert.deepStrictEqual(titles, ["S2", "S1", "S0", "First"])
        const tampered = yield* call(`/v1/app-api/sessions?cursor=${page1.body.meta.pagination?.next_cursor}x`, {
          token
        })
        assert.strictEqual(tampered.status, 400)
        const other = yield* user("eavesdropper@example.com", "talk", 0)
        assert.strictEqual((yield* call(`/v1/app-api/sessions/${sessionId}`, { token: other.token })).status, 404)
        assert.strictEqual((yield* call(`/v1/app-api/sessions/${sessionId}`, { method: "DELETE", token })).status, 200)
        assert.strictEqual((yield* call(`/v1/app-api/sessions/${sessionId}`, { token })).status, 404)
      })
    )

    it.effect("the data store: per app and subject, JSON values, limits, 404 for a key never written", () =>
      Effect.gen(function* () {
        const { token } = yield* user("keeper@example.com", "talk", 10)
        assert.strictEqual((yield* call("/v1/app-api/data/history", { token })).status, 404)
        const put = yield* call("/v1/app-api/data/history", {
          method: "PUT",
          token,
          json: { value: [{ a: 1 }, "two", null] }
        })
        assert.strictEqual(put.status, 200)
        const got = yield* call("/v1/app-api/data/history", { token })
        assert.deepStrictEqual(got.body.data, { value: [{ a: 1 }, "two", null] })
        yield* call("/v1/app-api/data/other", { method: "PUT", token, json: { value: 7 } })
        assert.deepStrictEqual((yield* call("/v1/app-api/data", { token })).body.data, { keys: ["history", "other"] })
        const elsewhere = yield* user("keeper@example.com", "echo", 0)
        assert.deepStrictEqual((yield* call("/v1/app-api/data", { token: elsewhere.token })).body.data, { keys: [] })
        const tooBig = yield* call("/v1/app-api/data/big", {
          method: "PUT",
          token,
          json: { value: "x".repeat(70_000) }
        })
        assert.strictEqual(tooBig.status, 413)
        const badKey = yield* call(`/v1/app-api/data/${encodeURIComponent("bad key!")}`, {
          method: "PUT",
          token,
          json: { value: 1 }
        })
        assert.strictEqual(badKey.status, 400)
        assert.strictEqual((yield* call("/v1/app-api/data/other", { method: "DELETE", token })).status, 200)
        assert.strictEqual((yield* call("/v1/app-api/data/other", { token })).status, 404)
      })
    )

    it.effect("/apps/<slug>/ paths are 404", () =>
      Effect.gen(function* () {
        const { token } = yield* user("paths@example.com", "echo", 0)
        for (const path of ["/v1/app-api/apps/echo/me", "/v1/app-api/apps/echo/run"]) {
          const result = yield* call(path, { token })
          assert.strictEqual(result.status, 404, path)
        }
      })
    )
  })
}
