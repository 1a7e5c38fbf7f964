/**
 * The health check's storage probe is kept for one second: many checks within that
 * second write one probe, and a store that fails is reported once the kept result
 * expires. The clock is moved by hand (no sleeps).
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
      assert.isAbove(databaseProbes, 50)

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
})
