import { assert, describe, it, layer } from "@effect/vitest"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Context, Effect, Fiber, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import * as JobMigrations from "../src/JobMigrations.ts"
import { type Job, JobStore, type Lease } from "../src/JobStore.ts"

const migrations = [Migrations.make("jobs", JobMigrations.migrations)]

const at = DatabaseTest.atTime

const t0 = Date.parse("2030-01-01T00:00:00Z")
const newJob = (jobId: string, overrides: Partial<Parameters<JobStore["Service"]["enqueue"]>[0]> = {}) => ({
  jobId,
  appSlug: "chat",
  subjectId: "user:1",
  input: { content: "hello" },
  model: "scripted",
  maxOutputTokens: 100,
  deadlineAt: new Date(t0 + 600_000),
  ...overrides
})

// A random program of job operations, one step at a time, as plain data to compare
// two stores by: lease tokens named in order of appearance, the database's own
// `createdAt` left out, and only the program's jobs looked at (claims and takeovers
// may meet other tests' jobs in a shared database, so they take every eligible job).
// Few distinct durations, so that a step often lands exactly on a lease's or deadline's end.
const seconds = fc.constantFrom(1, 5, 10, 30)
const deadline = fc.constantFrom(10, 60, 600)
const program = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant("enqueue" as const), deadline }),
    fc.record({
      kind: fc.constant("start" as const),
      deadline,
      lease: seconds
    }),
    fc.record({ kind: fc.constant("claim" as const), lease: seconds }),
    { arbitrary: fc.record({ kind: fc.constant("reap" as const), lease: seconds }), weight: 3 },
    fc.record({ kind: fc.constant("heartbeat" as const), lease: fc.nat(12), millis: seconds }),
    fc.record({
      kind: fc.constant("finish" as const),
      lease: fc.nat(12),
      status: fc.constantFrom("succeeded" as const, "failed" as const, "cancelled" as const),
      charged: fc.nat(50)
    }),
    fc.record({ kind: fc.constant("cancel" as const), job: fc.nat(8) }),
    fc.record({ kind: fc.constant("append" as const), lease: fc.nat(12), count: fc.nat(3) }),
    fc.record({ kind: fc.constant("events" as const), job: fc.nat(8), after: fc.nat(4) }),
    fc.record({ kind: fc.constant("get" as const), job: fc.nat(8) }),
    { arbitrary: fc.record({ kind: fc.constant("wait" as const), seconds }), weight: 3 }
  ),
  { minLength: 5, maxLength: 40 }
)

const runProgram = (
  jobs: JobStore["Service"],
  steps: typeof program extends fc.Arbitrary<infer A> ? A : never,
  prefix: string,
  start: number
) =>
  Effect.gen(function* () {
    // Every lease handed out, stale ones included, in order: lease steps pick among them.
    const held: Array<{ readonly jobId: string; readonly token: string }> = []
    const leaseAt = (index: number) => held[index % Math.max(held.length, 1)] ?? { jobId: "none", token: "none" }
    const jobId = (index: number) => `${prefix}-${index}`
    const plain = ({ createdAt: _createdAt, ...job }: Job) => job
    const mine = (leases: ReadonlyArray<Lease>) =>
      leases
        .filter((lease) => lease.job.jobId.startsWith(`${prefix}-`))
        .sort((left, right) => (left.job.jobId < right.job.jobId ? -1 : 1))
        .map((lease) => {
          held.push({ jobId: lease.job.jobId, token: lease.leaseToken })
          return { job: plain(lease.job), lease: held.length - 1 }
        })
    let now = start
    let created = 0
    const outcomes: Array<unknown> = []
    const perform = (step: (typeof steps)[number]): Effect.Effect<unknown> => {
      const deadlineAt = new Date(now + ("deadline" in step ? step.deadline : 0) * 1000)
      const leased = leaseAt("lease" in step ? step.lease : 0)
      switch (step.kind) {
        case "enqueue":
          return Effect.map(jobs.enqueue(newJob(jobId(created++), { deadlineAt })), plain)
        case "start":
          return Effect.map(
            jobs.start(newJob(jobId(created++), { deadlineAt }), { owner: "starter", leaseMillis: step.lease * 1000 }),
            (lease) => mine([lease])
          )
        case "claim":
          return Effect.map(jobs.claim({ owner: "claimer", limit: 1000, leaseMillis: step.lease * 1000 }), mine)
        case "reap":
          return Effect.map(jobs.reapAbandoned({ owner: "reaper", limit: 1000, leaseMillis: step.lease * 1000 }), mine)
        case "heartbeat":
          return jobs.heartbeat({ jobId: leased.jobId, leaseToken: leased.token, leaseMillis: step.millis * 1000 })
        case "finish":
          return jobs.finish(leased.jobId, leased.token, {
            status: step.status,
            output: { text: `out ${step.charged}` },
            usage: { output_tokens: step.charged },
            error: step.status === "succeeded" ? undefined : { code: step.status, message: "stopped" },
            chargedCredits: step.charged
          })
        case "cancel":
          return Effect.map(jobs.requestCancel(jobId(step.job)), Option.map(plain))
        case "append":
          return jobs.appendEvents(
            leased.jobId,
            leased.token,
            Array.from({ length: step.count }, (_, index) => ({ event: "delta", data: { index } }))
          )
        case "events":
          return jobs.events(jobId(step.job), step.after)
        case "get":
          return Effect.map(jobs.get(jobId(step.job)), Option.map(plain))
        case "wait":
          return Effect.sync(() => {
            now += step.seconds * 1000
          })
      }
    }
    for (const step of steps) {
      const outcome = perform(step)
      outcomes.push(yield* outcome.pipe(at(now)))
    }
    return outcomes
  })

// One contract, three implementations: in memory, on PGlite and on PostgreSQL.
const stores = [
  { name: "memory", layer: JobStore.layerMemory },
  ...DatabaseTest.backends("jobs", { migrations }).map((database) => ({
    name: database.name,
    layer: JobStore.layer.pipe(Layer.provide(database.layer))
  }))
]

for (const store of stores) {
  layer(store.layer, { timeout: 60_000, excludeTestServices: true })(`JobStore on ${store.name}`, (it) => {
    it.effect("claims each queued job exactly once across concurrent claimers", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        yield* Effect.forEach(
          Array.from({ length: 60 }, (_, index) => `job_claim_${index}`),
          (id) => jobs.enqueue(newJob(id)),
          {
            concurrency: 8
          }
        )
        const batches = yield* Effect.forEach(
          Array.from({ length: 12 }, (_, index) => `worker-${index}`),
          (owner) => jobs.claim({ owner, limit: 10, leaseMillis: 30_000 }).pipe(at(t0)),
          { concurrency: 12 }
        )
        const claimed = batches
          .flat()
          .map((lease) => lease.job.jobId)
          .filter((id) => id.startsWith("job_claim_"))
        assert.strictEqual(claimed.length, 60)
        assert.strictEqual(new Set(claimed).size, 60)
        for (const lease of batches.flat()) assert.strictEqual(lease.job.status, "running")
      })
    )

    it.effect("fences completion by the lease token and finishes once", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        const lease = yield* jobs.start(newJob("job_fence"), { owner: "a", leaseMillis: 30_000 }).pipe(at(t0))
        assert.isFalse(yield* jobs.finish("job_fence", "not-the-token", { status: "succeeded", chargedCredits: 1 }))
        assert.isTrue(
          yield* jobs.finish("job_fence", lease.leaseToken, {
            status: "succeeded",
            output: { output: "hi" },
            usage: { input_tokens: 3, output_tokens: 1 },
            chargedCredits: 5
          })
        )
        assert.isFalse(yield* jobs.finish("job_fence", lease.leaseToken, { status: "failed", chargedCredits: 0 }))
        const job = Option.getOrThrow(yield* jobs.get("job_fence"))
        assert.deepInclude(job, { status: "succeeded", chargedCredits: 5 })
        assert.deepStrictEqual(job.output, { output: "hi" })
      })
    )

    it.effect("lets a reaper take over a job whose owner stopped heartbeating, and the old owner loses it", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        const lease = yield* jobs.start(newJob("job_crash"), { owner: "crashed", leaseMillis: 30_000 }).pipe(at(t0))
        assert.deepStrictEqual(
          yield* jobs
            .heartbeat({ jobId: "job_crash", leaseToken: lease.leaseToken, leaseMillis: 30_000 })
            .pipe(at(t0 + 10_000)),
          { alive: true, cancelRequested: false }
        )
        const early = yield* jobs
          .reapAbandoned({ owner: "reaper", limit: 1000, leaseMillis: 30_000 })
          .pipe(at(t0 + 39_000))
        assert.notInclude(
          early.map((reaped) => reaped.job.jobId),
          "job_crash"
        )
        const reaped = yield* jobs
          .reapAbandoned({ owner: "reaper", limit: 1000, leaseMillis: 30_000 })
          .pipe(at(t0 + 41_000))
        const mine = reaped.find((item) => item.job.jobId === "job_crash")
        assert.isDefined(mine)
        // A second reaper finds nothing: the first holds a fresh lease.
        const second = yield* jobs
          .reapAbandoned({ owner: "other", limit: 1000, leaseMillis: 30_000 })
          .pipe(at(t0 + 42_000))
        assert.notInclude(
          second.map((item) => item.job.jobId),
          "job_crash"
        )
        const stale = yield* jobs.heartbeat({ jobId: "job_crash", leaseToken: lease.leaseToken, leaseMillis: 30_000 })
        assert.isFalse(stale.alive)
        assert.isFalse(yield* jobs.finish("job_crash", lease.leaseToken, { status: "succeeded", chargedCredits: 9 }))
        assert.isTrue(
          yield* jobs.finish("job_crash", mine!.leaseToken, {
            status: "failed",
            error: { code: "interrupted", message: "The server running this job stopped." },
            chargedCredits: 0
          })
        )
      })
    )

    // Time moves by the clock, never by waiting: a 1 ms lease has run out 2 ms later.
    it.effect("takes over a job as soon as its lease has run out, by the clock", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        const lease = yield* jobs.start(newJob("job_short_lease"), { owner: "gone", leaseMillis: 1 }).pipe(at(t0))
        const reap = (time: number) =>
          jobs.reapAbandoned({ owner: "reaper", limit: 1000, leaseMillis: 30_000 }).pipe(
            at(time),
            Effect.map((leases) => leases.filter((item) => item.job.jobId === "job_short_lease"))
          )
        assert.deepStrictEqual(yield* reap(t0 + 1), [])
        const [taken] = yield* reap(t0 + 2)
        assert.strictEqual(taken?.job.status, "running")
        assert.notStrictEqual(taken?.leaseToken, lease.leaseToken)
        assert.isFalse(
          yield* jobs.finish("job_short_lease", lease.leaseToken, { status: "succeeded", chargedCredits: 1 })
        )
        assert.isTrue(yield* jobs.finish("job_short_lease", taken!.leaseToken, { status: "failed", chargedCredits: 0 }))
      })
    )

    it.effect("reaps jobs past their deadline, queued or running", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        yield* jobs.enqueue(newJob("job_late", { deadlineAt: new Date(t0 + 5_000) }))
        const reaped = yield* jobs
          .reapAbandoned({ owner: "reaper", limit: 50, leaseMillis: 30_000 })
          .pipe(at(t0 + 6_000))
        assert.include(
          reaped.map((item) => item.job.jobId),
          "job_late"
        )
      })
    )

    it.effect("cancels a queued job at once and flags a running one for its owner", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        yield* jobs.enqueue(newJob("job_cancel_queued", { subjectId: "user:cancel" }))
        const cancelled = yield* jobs.requestCancel("job_cancel_queued")
        assert.strictEqual(Option.getOrThrow(cancelled).status, "cancelled")
        const lease = yield* jobs.start(newJob("job_cancel_running"), { owner: "a", leaseMillis: 30_000 })
        assert.isTrue(Option.isNone(yield* jobs.requestCancel("job_cancel_running")))
        const beat = yield* jobs.heartbeat({
          jobId: "job_cancel_running",
          leaseToken: lease.leaseToken,
          leaseMillis: 30_000
        })
        assert.deepStrictEqual(beat, { alive: true, cancelRequested: true })
      })
    )

    it.effect("wakes the owner waiting on a running job once its cancellation is requested", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        yield* jobs.start(newJob("job_await_cancel"), { owner: "a", leaseMillis: 30_000 })
        yield* jobs.start(newJob("job_await_other"), { owner: "a", leaseMillis: 30_000 })
        const waiting = yield* Effect.forkChild(jobs.awaitCancel("job_await_cancel"))
        const other = yield* Effect.forkChild(jobs.awaitCancel("job_await_other"))
        yield* jobs.requestCancel("job_await_cancel")
        yield* Fiber.join(waiting)
        // Another job's wait goes on.
        assert.isUndefined(other.pollUnsafe())
        yield* Fiber.interrupt(other)
      })
    )

    it.effect("stores stream events in order for the lease holder only, and replays them after a sequence", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        const lease = yield* jobs.start(newJob("job_events"), { owner: "a", leaseMillis: 30_000 })
        const first = yield* jobs.appendEvents("job_events", lease.leaseToken, [
          { event: "job", data: { job_id: "job_events" } },
          { event: "delta", data: { text: "Hel" } }
        ])
        const second = yield* jobs.appendEvents("job_events", lease.leaseToken, [
          { event: "delta", data: { text: "lo" } }
        ])
        assert.deepStrictEqual([...first, ...second], [1, 2, 3])
        assert.deepStrictEqual(yield* jobs.appendEvents("job_events", "stale", [{ event: "delta", data: {} }]), [])
        const replay = yield* jobs.events("job_events", 1)
        assert.deepStrictEqual(
          replay.map((event) => [event.seq, event.event, event.data]),
          [
            [2, "delta", { text: "Hel" }],
            [3, "delta", { text: "lo" }]
          ]
        )
      })
    )

    it.effect("stores no events once the job has finished, and keeps those it had", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        const lease = yield* jobs.start(newJob("job_closed_stream"), { owner: "a", leaseMillis: 30_000 })
        yield* jobs.appendEvents("job_closed_stream", lease.leaseToken, [{ event: "delta", data: { text: "a" } }])
        yield* jobs.finish("job_closed_stream", lease.leaseToken, { status: "succeeded", chargedCredits: 1 })
        assert.deepStrictEqual(
          yield* jobs.appendEvents("job_closed_stream", lease.leaseToken, [{ event: "late", data: 1 }]),
          []
        )
        assert.deepStrictEqual(yield* jobs.events("job_closed_stream"), [
          { seq: 1, event: "delta", data: { text: "a" } }
        ])
        assert.deepStrictEqual(yield* jobs.events("job_missing_stream"), [])
      })
    )

    it.effect("keeps what a job was given, with its defaults, as stored JSON", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        const input = { content: "hi", at: new Date(t0), nested: [1, { skipped: undefined }] }
        const queued = yield* jobs.enqueue({
          jobId: "job_defaults",
          appSlug: "chat",
          subjectId: "user:2",
          input,
          deadlineAt: new Date(t0)
        })
        assert.deepInclude(queued, {
          sessionId: null,
          kind: "run",
          status: "queued",
          model: null,
          maxOutputTokens: null,
          truncated: false,
          holdCredits: 0,
          chargedCredits: null,
          output: null,
          usage: null,
          error: null,
          attempts: 0,
          cancelRequested: false,
          finishedAt: null
        })
        assert.deepStrictEqual(queued.input, { content: "hi", at: "2030-01-01T00:00:00.000Z", nested: [1, {}] })
        assert.deepStrictEqual(queued.deadlineAt, new Date(t0))
        const [claimed] = (yield* jobs.claim({ owner: "a", limit: 1000, leaseMillis: 30_000 })).filter(
          (lease) => lease.job.jobId === "job_defaults"
        )
        assert.strictEqual(claimed?.job.attempts, 1)
        yield* jobs.finish("job_defaults", claimed!.leaseToken, {
          status: "failed",
          error: { code: "model_error", message: "no" },
          chargedCredits: 3
        })
        const finished = Option.getOrThrow(yield* jobs.get("job_defaults"))
        assert.deepInclude(finished, { status: "failed", chargedCredits: 3, output: null, usage: null })
        assert.deepStrictEqual(finished.error, { code: "model_error", message: "no" })
        assert.instanceOf(finished.finishedAt, Date)
      }).pipe(at(t0))
    )

    // The in-memory store is the reference for the SQL one: the same program, one step
    // at a time, gives the same jobs, leases, refusals and events.
    if (store.name !== "memory")
      it.effect("agrees with the in-memory store step by step on random programs", () =>
        Effect.gen(function* () {
          const jobs = yield* JobStore
          const reference = Effect.gen(function* () {
            return yield* JobStore
          })
          for (const [run, steps] of fc.sample(program, 12).entries()) {
            // Each run starts later than anything before it could still hold a lease.
            const start = t0 + 86_400_000 * (run + 1)
            const expected = yield* runProgram(
              yield* Effect.provide(reference, JobStore.layerMemory),
              steps,
              `diff-${run}`,
              start
            )
            const actual = yield* runProgram(jobs, steps, `diff-${run}`, start)
            assert.deepStrictEqual(actual, expected, `run ${run}: ${JSON.stringify(steps)}`)
          }
        })
      )

    it.effect("shows a job only to its own app and subject", () =>
      Effect.gen(function* () {
        const jobs = yield* JobStore
        yield* jobs.enqueue(newJob("job_private", { appSlug: "chat", subjectId: "user:owner" }))
        assert.isTrue(Option.isSome(yield* jobs.get("job_private", { appSlug: "chat", subjectId: "user:owner" })))
        assert.isTrue(Option.isNone(yield* jobs.get("job_private", { appSlug: "chat", subjectId: "user:other" })))
        assert.isTrue(Option.isNone(yield* jobs.get("job_private", { appSlug: "shader", subjectId: "user:owner" })))
        assert.isTrue(Option.isNone(yield* jobs.get("job_missing")))
      })
    )
  })
}

// Two processes on one PostgreSQL database, each with its own pool: a cancellation asked
// for in one reaches the owner in the other, by NOTIFY (the owner's poll is set to an
// hour, so only the notification can wake it) and by the poll alone.
if (DatabaseTest.postgresEnabled)
  describe("JobStore across processes on PostgreSQL", () => {
    const twoProcesses = (owner: { readonly cancelPollMillis: number; readonly listening: boolean }) =>
      Effect.gen(function* () {
        const url = yield* DatabaseTest.freshPostgresUrl("jobs_cancel")
        const pool = (listening: boolean, cancelPollMillis?: number) =>
          Layer.build(
            Layer.unwrap(
              Effect.map(Database.listen, (listen) =>
                JobStore.layerWith({ cancelPollMillis, listen: listening ? Option.getOrUndefined(listen) : undefined })
              )
            ).pipe(Layer.provideMerge(Database.layerPostgres(url, { maxConnections: 3 })))
          )
        const other = yield* pool(false)
        yield* Migrations.run(migrations).pipe(Effect.provide(other), Effect.orDie)
        const first = yield* pool(owner.listening, owner.cancelPollMillis)
        const second = other
        return { owner: Context.get(first, JobStore), other: Context.get(second, JobStore) }
      })

    it.live(
      "a NOTIFY from the other process wakes the listening owner",
      () =>
        Effect.gen(function* () {
          const { owner, other } = yield* twoProcesses({ cancelPollMillis: 3_600_000, listening: true })
          yield* owner.start(newJob("job_notified"), { owner: "a", leaseMillis: 30_000 })
          const waiting = yield* Effect.forkChild(owner.awaitCancel("job_notified"))
          assert.isTrue(Option.isNone(yield* other.requestCancel("job_notified")))
          yield* Fiber.join(waiting)
        }),
      60_000
    )

    it.live(
      "the poll alone sees the other process's cancellation",
      () =>
        Effect.gen(function* () {
          const { owner, other } = yield* twoProcesses({ cancelPollMillis: 50, listening: false })
          yield* owner.start(newJob("job_polled"), { owner: "a", leaseMillis: 30_000 })
          const waiting = yield* Effect.forkChild(owner.awaitCancel("job_polled"))
          yield* other.requestCancel("job_polled")
          yield* Fiber.join(waiting)
        }),
      60_000
    )
  })
else DatabaseTest.skipPostgres("jobs across processes")

// The memory layer reads the `Clock` alone, so `TestClock` (frozen, moved by hand) drives it.
layer(JobStore.layerMemory)("JobStore in memory under TestClock", (it) => {
  it.effect("loses a lease once the test clock passes it, and its heartbeat says so", () =>
    Effect.gen(function* () {
      const jobs = yield* JobStore
      const lease = yield* jobs.start(newJob("job_test_clock"), { owner: "a", leaseMillis: 1_000 })
      yield* TestClock.adjust("999 millis")
      assert.deepStrictEqual(yield* jobs.reapAbandoned({ owner: "b", limit: 10, leaseMillis: 1_000 }), [])
      yield* TestClock.adjust("2 millis")
      const [taken] = yield* jobs.reapAbandoned({ owner: "b", limit: 10, leaseMillis: 1_000 })
      assert.strictEqual(taken?.job.jobId, "job_test_clock")
      const beat = yield* jobs.heartbeat({ jobId: "job_test_clock", leaseToken: lease.leaseToken, leaseMillis: 1_000 })
      assert.deepStrictEqual(beat, { alive: false, cancelRequested: false })
    })
  )
})
