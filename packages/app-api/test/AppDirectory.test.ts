// Apps the runtime was not given at start, found through its `AppDirectory` port at
// each request (hosted mini-apps): run like a built-in app, by their job's process too,
// and served only to the callers the app accepts.
import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { CreditLedger } from "@vouch/ledger"
import { Effect, Layer, Option, Ref, Schema, Stream } from "effect"
import * as AppDirectory from "../src/AppDirectory.ts"
import { App, type AppModels, AppRuntime } from "../src/index.ts"
import { migrations, runtime } from "./Fixtures.ts"

// A directory whose contents change while the runtime runs.
const contents = Ref.makeUnsafe<ReadonlyMap<string, App.Any>>(new Map())

const shout = (serves?: App.Any["serves"]) =>
  App.make({
    slug: "shout",
    name: "Shout",
    input: Schema.Struct({ text: Schema.String }),
    prompt: (input) => ({ messages: [{ role: "user", content: input.text.toUpperCase() }] }),
    output: (text) => ({ output: text, shouted: true }),
    ...(serves === undefined ? {} : { serves })
  })

const directory = Layer.succeed(AppDirectory.AppDirectory, {
  find: (slug) => Effect.map(Ref.get(contents), (apps) => Option.fromNullishOr(apps.get(slug)))
})

const owner: AppModels.Subject = { app_slug: "shout", subject_type: "user", subject_id: "acc_owner" }
const stranger: AppModels.Subject = { app_slug: "shout", subject_type: "user", subject_id: "acc_stranger" }

for (const backend of DatabaseTest.backends("app_directory", { migrations })) {
  layer(runtime(backend.layer).pipe(Layer.provide(directory)), { excludeTestServices: true })(
    `AppDirectory on ${backend.name}`,
    (it) => {
      it.effect("serves an app of the directory like a built-in one, once it is there", () =>
        Effect.gen(function* () {
          const apps = yield* AppRuntime.AppRuntime
          const ledger = yield* CreditLedger.CreditLedger
          yield* ledger.grant({ accountId: "acc_owner", grantId: "directory", amount: 100_000 })
          yield* Ref.set(contents, new Map())
          assert.isTrue(Option.isNone(yield* apps.find("shout")))
          const before = yield* Effect.flip(apps.estimate(owner, { text: "hi" }))
          assert.strictEqual(before.reason, "AppNotServed")

          yield* Ref.set(contents, new Map([["shout", shout()]]))
          assert.strictEqual(Option.getOrThrow(yield* apps.find("shout")).name, "Shout")
          const submitted = yield* apps.submit(owner, { text: "hello" }, { idempotencyKey: "d-1", scope: "run" })
          if (Option.isSome(submitted.events)) yield* Stream.runDrain(submitted.events.value)
          const job = yield* apps.job(owner, submitted.job.job_id)
          assert.strictEqual(job.status, "succeeded")
          // The app's own output hook, found again by the job's execution.
          assert.deepStrictEqual(job.output, { output: "echo: HELLO", shouted: true })
          assert.isTrue(Option.isSome(yield* apps.guest("shout").pipe(Effect.option)))
        })
      )

      it.effect("serves only the callers the app accepts: others are as for an unknown app", () =>
        Effect.gen(function* () {
          const apps = yield* AppRuntime.AppRuntime
          yield* Ref.set(contents, new Map([["shout", shout((subject) => subject?.subject_id === "acc_owner")]]))
          assert.isTrue(Option.isSome(yield* apps.appOf(owner)))
          assert.isTrue(Option.isNone(yield* apps.appOf(stranger)))
          assert.strictEqual((yield* Effect.flip(apps.estimate(stranger, { text: "hi" }))).reason, "AppNotServed")
          assert.strictEqual((yield* Effect.flip(apps.guest("shout"))).reason, "AppNotFound")
          const estimate = yield* apps.estimate(owner, { text: "hi" })
          assert.isAbove(estimate.hold_credits, 0)
        })
      )
    }
  )
}
