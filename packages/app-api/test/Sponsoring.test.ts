import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { CreditLedger } from "@vouch/ledger"
import { Effect, Schema } from "effect"
import { App } from "../src/index.ts"
import { call, EchoApp, migrations, runtime, serve, settle, TalkApp, user } from "./Fixtures.ts"

/** A sponsored app with two lanes, whose output names the lane its input asked for. */
const GiftApp = App.make({
  slug: "gift",
  name: "Gift",
  input: Schema.Struct({ text: Schema.String, task: Schema.optionalKey(Schema.String) }),
  prompt: (input) => ({ messages: [{ role: "user", content: input.text }] }),
  output: (text, input) => ({ output: text, task: input.task ?? null }),
  lanes: { short: { outputCap: 10 }, long: { outputCap: 800 } },
  markupBps: 2000,
  sponsor: { account: "acc_publisher" }
})

for (const backend of DatabaseTest.backends("app_sponsor", { migrations })) {
  layer(serve(runtime(backend.layer, {}, [EchoApp, TalkApp, GiftApp])), { excludeTestServices: true })(
    `sponsored apps and lanes over HTTP on ${backend.name}`,
    (it) => {
      it.effect("the publisher holds and pays; the caller's balance is untouched; 402 when it cannot cover", () =>
        Effect.gen(function* () {
          const ledger = yield* CreditLedger.CreditLedger
          const { token, accountId } = yield* user("sponsored@example.com", "gift", 50)
          const estimate = yield* call("/v1/app-api/estimate", { method: "POST", token, json: { text: "hi" } })
          assert.strictEqual(estimate.body.data.sponsor_enabled, true)
          assert.strictEqual(estimate.body.data.markup_bps, 0)

          const refused = yield* call("/v1/app-api/run", { method: "POST", token, key: "g1", json: { text: "hi" } })
          assert.strictEqual(refused.status, 402)
          assert.strictEqual(refused.body.error?.code, "insufficient_credits")
          assert.strictEqual((yield* ledger.balance(accountId)).available, 50)

          yield* ledger.grant({ accountId: "acc_publisher", grantId: "publisher", amount: 1000 })
          const run = yield* call("/v1/app-api/run", {
            method: "POST",
            token,
            key: "g2",
            json: { text: "hi", task: "long" }
          })
          assert.strictEqual(run.status, 200)
          const job = yield* settle(run.body.data.job_id, token)
          assert.strictEqual(job.status, "succeeded")
          assert.isAbove(job.charged_credits, 0)
          assert.deepStrictEqual(job.output, { output: "echo: hi", task: "long" })
          assert.strictEqual((yield* ledger.balance(accountId)).available, 50)
          const publisher = yield* ledger.balance("acc_publisher")
          assert.strictEqual(publisher.available, 1000 - job.charged_credits)
          assert.strictEqual(publisher.debitsPending, 0)
          const me = yield* call("/v1/app-api/me", { token })
          assert.strictEqual(me.body.data.credits, 50)

          // Guests of a sponsored app may run, on the publisher's credits.
          const guest = (yield* call("/v1/app-api/guest", { method: "POST", json: { slug: "gift" } })).body.data.token
          const guestRun = yield* call("/v1/app-api/run", {
            method: "POST",
            token: guest,
            key: "g3",
            json: { text: "hello" }
          })
          assert.strictEqual(guestRun.status, 200)
          const guestJob = yield* settle(guestRun.body.data.job_id, guest)
          assert.strictEqual(guestJob.status, "succeeded")
          assert.strictEqual(
            (yield* ledger.balance("acc_publisher")).available,
            1000 - job.charged_credits - guestJob.charged_credits
          )
        })
      )

      it.effect("the estimate answers for the lane the input's task selects; unknown tasks hold the largest", () =>
        Effect.gen(function* () {
          const { token } = yield* user("lanes@example.com", "gift", 0)
          const hold = (json: unknown) =>
            Effect.map(
              call("/v1/app-api/estimate", { method: "POST", token, json }),
              (answer) => answer.body.data.hold_credits as number
            )
          const short = yield* hold({ text: "hi", task: "short" })
          const long = yield* hold({ text: "hi", task: "long" })
          assert.isBelow(short, long)
          assert.strictEqual(yield* hold({ text: "hi", task: "other" }), long)
          assert.strictEqual(yield* hold({ text: "hi" }), long)
        })
      )
    }
  )
}
