/**
 * The health check's probes are kept for one second: many checks within that second
 * write one storage probe and send one database query, and a store or database that
 * fails is reported once the kept result expires. The clock is moved by hand (no sleeps).
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { makeHealthCheck } from "../src/platform/PlatformHttp.ts"

describe("health check", () => {
  it.effect("probes the blob store once per second, concurrent and sequential checks alike", () =>
    Effect.gen(function* () {
      let databaseProbes = 0
      let storageProbes = 0
      let storageFails = false
      const check = yield* makeHealthCheck(
        Effect.sync(() => databaseProbes++),
        Effect.suspend(() => {
          storageProbes++
          return storageFails ? Effect.fail("disk gone") : Effect.void
        })
      )
      const results = yield* Effect.all(
        Array.from({ length: 50 }, () => check),
        { concurrency: "unbounded" }
      )
      for (let i = 0; i < 50; i++) results.push(yield* check)
      assert.deepStrictEqual(new Set(results.map(([db, blobs]) => `${db}/${blobs}`)), new Set(["ok/ok"]))
      assert.strictEqual(storageProbes, 1)
      assert.strictEqual(databaseProbes, 1)

      storageFails = true
      yield* TestClock.adjust("999 millis")
      assert.deepStrictEqual(yield* check, ["ok", "ok"])
      assert.strictEqual(storageProbes, 1)
      yield* TestClock.adjust("1 millis")
      assert.deepStrictEqual(yield* check, ["ok", "error"])
      assert.deepStrictEqual(yield* check, ["ok", "error"])
      assert.strictEqual(storageProbes, 2)

      storageFails = false
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(yield* check, ["ok", "ok"])
      assert.strictEqual(storageProbes, 3)
    })
  )

  it.effect("queries the database once per second; a failing database shows when the kept result expires", () =>
    Effect.gen(function* () {
      let databaseProbes = 0
      let databaseFails = false
      const check = yield* makeHealthCheck(
        Effect.suspend(() => {
          databaseProbes++
          return databaseFails ? Effect.fail("connection refused") : Effect.void
        }),
        Effect.void
      )
      yield* Effect.all(
        Array.from({ length: 20 }, () => check),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(databaseProbes, 1)
      databaseFails = true
      yield* TestClock.adjust("999 millis")
      assert.deepStrictEqual(yield* check, ["ok", "ok"])
      yield* TestClock.adjust("1 millis")
      assert.deepStrictEqual(yield* check, ["error", "ok"])
      assert.strictEqual(databaseProbes, 2)
      // The failure is kept for its second too, then the database is asked again.
      databaseFails = false
      assert.deepStrictEqual(yield* check, ["error", "ok"])
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(yield* check, ["ok", "ok"])
      assert.strictEqual(databaseProbes, 3)
    })
  )

  it.effect("queries the database on every check when its time is zero", () =>
    Effect.gen(function* () {
      let databaseProbes = 0
      const check = yield* makeHealthCheck(
        Effect.sync(() => databaseProbes++),
        Effect.void,
        "1 second",
        0
      )
      for (let i = 0; i < 5; i++) yield* check
      assert.strictEqual(databaseProbes, 5)
    })
  )
})
