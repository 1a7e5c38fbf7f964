/**
 * The read cache's state (internal/readCache.ts): rows kept for their time and never
 * past their horizon, at most `maxEntries` of them, none stored by a read that overlapped
 * a write; downloads queued once per skill, identity and day, their pending counts kept
 * until their write succeeds. The behaviour over HTTP is in the reference server's
 * `ReadCaches.test.ts`.
 */
import { assert, describe, it } from "@effect/vitest"
import * as ReadCache from "../src/internal/readCache.ts"

const state = (settings: Partial<ReadCache.Settings> = {}) => {
  const made = new ReadCache.State()
  made.settings = { ...ReadCache.defaults, ...settings }
  return made
}

describe("read cache", () => {
  it("keeps a row for its time, never past its horizon", () => {
    const cache = state({ ttlMillis: 1_000 })
    cache.set("a", "row a", cache.generation, 0)
    cache.set("b", "row b", cache.generation, 0, 300)
    assert.strictEqual(cache.get("a", 999), "row a")
    assert.strictEqual(cache.get("a", 1_000), undefined)
    assert.strictEqual(cache.get("b", 299), "row b")
    assert.strictEqual(cache.get("b", 300), undefined)
  })

  it("keeps at most maxEntries rows, the oldest leaving first", () => {
    const cache = state({ maxEntries: 3 })
    for (const key of ["a", "b", "c", "d"]) cache.set(key, key, cache.generation, 0)
    assert.strictEqual(cache.size, 3)
    assert.strictEqual(cache.get("a", 1), undefined)
    assert.deepStrictEqual(
      ["b", "c", "d"].map((key) => cache.get(key, 1)),
      ["b", "c", "d"]
    )
  })

  it("keeps nothing when its time is zero, or read before an invalidation", () => {
    const off = state({ ttlMillis: 0 })
    off.set("a", "row", off.generation, 0)
    assert.strictEqual(off.get("a", 0), undefined)

    const cache = state()
    cache.set("a", "row", cache.generation, 0)
    const before = cache.generation
    cache.invalidate()
    assert.strictEqual(cache.get("a", 1), undefined)
    cache.set("a", "stale row", before, 1)
    assert.strictEqual(cache.get("a", 2), undefined)
  })

  it("queues a download once per skill, identity and day, and keeps its count until written", () => {
    const cache = state()
    const download = { skillId: "s", identity: "i", day: "2026-11-25", version: "1.0.0" }
    assert.isTrue(cache.queue(download))
    assert.isFalse(cache.queue({ ...download, version: "1.0.1" }))
    assert.isTrue(cache.queue({ ...download, identity: "j" }))
    assert.strictEqual(cache.pendingOf("s"), 2)

    // A failed write queues them again; the counts stay.
    const taken = cache.take(1)!
    assert.lengthOf(taken, 1)
    assert.isTrue(cache.writing)
    assert.isUndefined(cache.take(10))
    assert.isFalse(cache.queue(download))
    cache.settle(false)
    assert.strictEqual(cache.pendingOf("s"), 2)

    // A written one leaves the pending count, and is not queued again the same day.
    cache.set("row", "row", cache.generation, 0)
    assert.lengthOf(cache.take(10)!, 2)
    cache.settle(true)
    assert.strictEqual(cache.pendingOf("s"), 0)
    assert.strictEqual(cache.get("row", 1), undefined)
    assert.isFalse(cache.queue(download))
    assert.isTrue(cache.queue({ ...download, day: "2026-11-26" }))
  })

  it("tells a waiter when the write under way ends", () => {
    const cache = state()
    let called = 0
    cache.afterWrite(() => called++)
    assert.strictEqual(called, 1)
    cache.queue({ skillId: "s", identity: "i", day: "2026-11-25", version: "1.0.0" })
    cache.take(10)
    cache.afterWrite(() => called++)
    assert.strictEqual(called, 1)
    cache.settle(true)
    assert.strictEqual(called, 2)
  })
})
