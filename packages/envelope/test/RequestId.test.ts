/**
 * Request ids keep their format (`req_` and 26 Crockford base32 characters, each of the
 * 32 at every position: 130 random bits) and stay unique while the random source is
 * drawn in batches, not once per id.
 */
import { afterEach, assert, describe, it, vi } from "@effect/vitest"
import * as fc from "fast-check"
import * as RequestId from "../src/RequestId.ts"

const format = /^req_[0-9a-hjkmnp-tv-z]{26}$/

describe("RequestId.make", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("makes ids of the exact format, unique across any run of calls (batch boundaries included)", () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 700 }), (count) => {
        for (let i = 0; i < count; i++) {
          const id = RequestId.make()
          assert.match(id, format)
          assert.isTrue(RequestId.isValid(id))
          assert.isFalse(seen.has(id), id)
          seen.add(id)
        }
      }),
      { numRuns: 60 }
    )
  })

  it("uses every one of the 32 characters at every one of the 26 positions", () => {
    const positions = Array.from({ length: 26 }, () => new Set<string>())
    for (let i = 0; i < 10_000; i++) {
      const id = RequestId.make()
      for (let position = 0; position < 26; position++) positions[position]!.add(id[4 + position]!)
    }
    for (const characters of positions) assert.strictEqual(characters.size, 32)
  })

  it("draws from the random source once per batch, not once per id", () => {
    const draw = vi.spyOn(crypto, "getRandomValues")
    const ids = new Set(Array.from({ length: 2_560 }, RequestId.make))
    assert.strictEqual(ids.size, 2_560)
    assert.isAtMost(draw.mock.calls.length, 11)
    assert.isAtLeast(draw.mock.calls.length, 10)
  })
})
