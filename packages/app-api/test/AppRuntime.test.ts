import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { JobStore } from "@vouch/jobs"
import { CreditLedger } from "@vouch/ledger"
import { Effect, Option } from "effect"
import { type AppModels, AppRuntime } from "../src/index.ts"
import { migrations, runtime } from "./Fixtures.ts"

for (const backend of DatabaseTest.backends("app_runtime", { migrations })) {
  layer(runtime(backend.layer), { excludeTestServices: true })(`app runtime on ${backend.name}`, (it) => {
    it.effect("a job whose process died is failed by the reaper and settled for what its stored events show", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger.CreditLedger
        const jobs = yield* JobStore.JobStore
        const apps = yield* AppRuntime.AppRuntime
        yield* ledger.grant({ accountId: "acc_crash", grantId: "crash", amount: 500 })
        const hold = yield* ledger.hold({
          accountId: "acc_crash",
          holdId: "job_crashed",
          requested: 200,
          floor: 1,
          expiresAt: new Date(Date.now() + 3_600_000)
        })
        // A process took the job, streamed some text, then vanished: its 30 s lease runs out
        // only on the moved clock below, so nothing here depends on real time passing.
        const lease = yield* jobs.start(
          {
            jobId: "job_crashed",
            appSlug: "echo",
            subjectId: "acc_crash",
            input: {
              input: { text: "hi" },
              prompt: { messages: [{ role: "user", content: "hi" }] },
              promptTokens: 100,
              markupBps: 0
            } satisfies AppModels.StoredInput,
            model: "fake-small",
            maxOutputTokens: 1000,
            holdCredits: hold.amount,
            deadlineAt: new Date(Date.now() + 3_600_000)
          },
          { owner: "a-process-that-died", leaseMillis: 30_000 }
        )
        yield* jobs.appendEvents("job_crashed", lease.leaseToken, [
          { event: "delta", data: { text: "x".repeat(4000) } }
        ])
        // A minute later, by the clock the reaper reads (no real waiting).
        const aMinuteLater = DatabaseTest.atTime(Date.now() + 60_000)
        assert.strictEqual(yield* apps.reap.pipe(aMinuteLater), 1)
        const job = Option.getOrThrow(yield* jobs.get("job_crashed"))
        assert.strictEqual(job.status, "failed")
        assert.strictEqual(job.error?.code, "abandoned")
        assert.isAbove(job.chargedCredits ?? 0, 0)
        assert.isAtMost(job.chargedCredits ?? 0, 200)
        const balance = yield* ledger.balance("acc_crash")
        assert.strictEqual(balance.debitsPending, 0)
        assert.strictEqual(balance.available, 500 - (job.chargedCredits ?? 0))
        assert.strictEqual(yield* apps.reap.pipe(aMinuteLater), 0)
      })
    )

    it("stable request hashes: key order does not matter, values do", () => {
      assert.strictEqual(
        AppRuntime.requestHash("run", { a: 1, b: [1, { c: 2, d: 3 }] }),
        AppRuntime.requestHash("run", { b: [1, { d: 3, c: 2 }], a: 1 })
      )
      assert.notStrictEqual(AppRuntime.requestHash("run", { a: 1 }), AppRuntime.requestHash("run", { a: 2 }))
      assert.notStrictEqual(AppRuntime.requestHash("run", { a: 1 }), AppRuntime.requestHash("message", { a: 1 }))
    })
  })
}
