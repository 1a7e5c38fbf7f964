/**
 * The principal cache's state (internal/PrincipalCache.ts): resolutions kept for their
 * time and never past the key's expiry, at most `maxEntries`, none stored by a lookup
 * that overlapped a write. Revocation and membership changes over HTTP are in the
 * reference server's `ReadCaches.test.ts` and in `IdentityHttp.test.ts`.
 */
import { assert, describe, it } from "@effect/vitest"
import * as PrincipalCache from "../src/internal/PrincipalCache.ts"

const state = (settings: Partial<PrincipalCache.Settings> = {}) => {
  const made = new PrincipalCache.State()
  made.settings = { ...PrincipalCache.defaults, ...settings }
  return made
}

describe("principal cache", () => {
  it("keeps a resolution for its time, never past the key's expiry", () => {
    const cache = state({ ttlMillis: 1_000 })
    cache.set("digest a", "principal a", cache.generation, 0)
    cache.set("digest b", "principal b", cache.generation, 0, 10)
    assert.strictEqual(cache.get("digest a", 999), "principal a")
    assert.strictEqual(cache.get("digest a", 1_000), undefined)
    assert.strictEqual(cache.get("digest b", 10), undefined)
  })

  it("keeps at most maxEntries, the oldest leaving first", () => {
    const cache = state({ maxEntries: 2 })
    for (const digest of ["a", "b", "c"]) cache.set(digest, digest, cache.generation, 0)
    assert.strictEqual(cache.size, 2)
    assert.deepStrictEqual(
      ["a", "b", "c"].map((digest) => cache.get(digest, 1)),
      [undefined, "b", "c"]
    )
  })

  it("keeps nothing when its time is zero, or looked up before an invalidation", () => {
    const off = state({ ttlMillis: 0 })
    off.set("a", "principal", off.generation, 0)
    assert.strictEqual(off.get("a", 0), undefined)
    const cache = state()
    const before = cache.generation
    cache.invalidate()
    cache.set("a", "principal", before, 0)
    assert.strictEqual(cache.get("a", 1), undefined)
  })
})
