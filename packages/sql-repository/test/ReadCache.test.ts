import { assert, describe, it } from "@effect/vitest"
import { Deferred, Effect, Exit, Fiber } from "effect"
import { ReadCache } from "../src/index.ts"

// A query that counts its runs and answers once `gate` opens.
const gated = <A>(gate: Deferred.Deferred<void>, answer: () => ReadCache.Found<A> | undefined) => {
  const runs = { count: 0 }
  const query = Effect.suspend(() => {
    runs.count++
    return Effect.as(Deferred.await(gate), answer())
  })
  return { runs, query }
}

describe("ReadCache.Store.read", () => {
  it.effect("shares a read under way with the readers that miss meanwhile, then keeps what it found", () =>
    Effect.gen(function* () {
      const cache = new ReadCache.Store({ ttlMillis: 1_000, maxEntries: 10 })
      const gate = yield* Deferred.make<void>()
      const { runs, query } = gated(gate, () => ({ value: "row" }))
      const readers = yield* Effect.forkChild(
        Effect.all(
          Array.from({ length: 5 }, () => cache.read("key", 0, query)),
          { concurrency: "unbounded" }
        )
      )
      yield* Effect.yieldNow
      yield* Deferred.succeed(gate, undefined)
      assert.deepStrictEqual(yield* Fiber.join(readers), ["row", "row", "row", "row", "row"])
      assert.strictEqual(runs.count, 1)
      assert.strictEqual(yield* cache.read("key", 10, query), "row")
      assert.strictEqual(runs.count, 1)
    })
  )

  it.effect("never shares nor keeps nothing found: each reader asks for itself", () =>
    Effect.gen(function* () {
      const cache = new ReadCache.Store({ ttlMillis: 1_000, maxEntries: 10 })
      const gate = yield* Deferred.make<void>()
      const { runs, query } = gated<string>(gate, () => undefined)
      const readers = yield* Effect.forkChild(
        Effect.all(
          Array.from({ length: 3 }, () => cache.read("key", 0, query)),
          { concurrency: "unbounded" }
        )
      )
      yield* Effect.yieldNow
      yield* Deferred.succeed(gate, undefined)
      assert.deepStrictEqual(yield* Fiber.join(readers), [undefined, undefined, undefined])
      assert.strictEqual(runs.count, 3)
      assert.strictEqual(cache.size, 0)
    })
  )

  it.effect("does not share a read that overlapped an invalidation, nor keep it", () =>
    Effect.gen(function* () {
      const cache = new ReadCache.Store({ ttlMillis: 1_000, maxEntries: 10 })
      const gate = yield* Deferred.make<void>()
      let version = "before"
      const { runs, query } = gated(gate, () => ({ value: version }))
      const first = yield* Effect.forkChild(cache.read("key", 0, query))
      yield* Effect.yieldNow
      // A write: readers from now on must not get what the read under way finds.
      version = "after"
      cache.invalidate()
      const second = yield* Effect.forkChild(cache.read("key", 0, query))
      yield* Effect.yieldNow
      yield* Deferred.succeed(gate, undefined)
      assert.strictEqual(yield* Fiber.join(second), "after")
      assert.strictEqual(runs.count, 2)
      yield* Fiber.join(first)
      assert.strictEqual(cache.size, 1)
      assert.strictEqual(yield* cache.read("key", 10, query), "after")
    })
  )

  it.effect("lets the waiters read for themselves when the shared read fails, and past a row's horizon", () =>
    Effect.gen(function* () {
      const cache = new ReadCache.Store({ ttlMillis: 1_000, maxEntries: 10 })
      const gate = yield* Deferred.make<void>()
      let fail = true
      let runs = 0
      const query = Effect.suspend(() => {
        runs++
        return fail
          ? Effect.andThen(Deferred.await(gate), Effect.fail("down" as const))
          : Effect.succeed({ value: "row" })
      })
      const leader = yield* Effect.forkChild(Effect.exit(cache.read("key", 0, query)))
      yield* Effect.yieldNow
      const waiter = yield* Effect.forkChild(cache.read("key", 0, query))
      yield* Effect.yieldNow
      fail = false
      yield* Deferred.succeed(gate, undefined)
      assert.isTrue(Exit.isFailure(yield* Fiber.join(leader)))
      assert.strictEqual(yield* Fiber.join(waiter), "row")
      assert.strictEqual(runs, 2)

      // A row valid until 5 ms: a reader at 7 ms waiting on its read asks for itself.
      const horizon = new ReadCache.Store({ ttlMillis: 1_000, maxEntries: 10 })
      const open = yield* Deferred.make<void>()
      const limited = gated(open, () => ({ value: "row", until: 5 }))
      const early = yield* Effect.forkChild(horizon.read("key", 0, limited.query))
      yield* Effect.yieldNow
      const late = yield* Effect.forkChild(horizon.read("key", 7, limited.query))
      yield* Effect.yieldNow
      yield* Deferred.succeed(open, undefined)
      assert.strictEqual(yield* Fiber.join(early), "row")
      assert.strictEqual(yield* Fiber.join(late), "row")
      assert.strictEqual(limited.runs.count, 2)
    })
  )
})
