import { deflateRawSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { vi } from "vitest"
import * as Zip from "../src/Zip.ts"

/** A result reduced to what callers see: the bytes, or the problem's kind. */
const outcome = (result: Zip.Result<Uint8Array>) =>
  result.ok ? { ok: true, bytes: Buffer.from(result.value).toString("hex") } : { ok: false, kind: result.problem.kind }

/** Text-like or random bytes, deflated at any level, then perhaps cut, flipped or extended. */
const stream = fc
  .record({
    data: fc.oneof(
      fc.uint8Array({ maxLength: 3000 }),
      fc.string({ maxLength: 400 }).map((value) => new TextEncoder().encode(value.repeat(1 + (value.length % 7))))
    ),
    level: fc.integer({ min: 0, max: 9 }),
    cut: fc.option(fc.nat(), { nil: undefined }),
    flips: fc.array(fc.record({ at: fc.nat(), bits: fc.integer({ min: 1, max: 255 }) }), { maxLength: 3 }),
    trailing: fc.uint8Array({ maxLength: 20 }),
    declared: fc.oneof(fc.constant("exact"), fc.constant("smaller"), fc.constant("larger"), fc.nat({ max: 5000 }))
  })
  .map(({ data, level, cut, flips, trailing, declared }) => {
    let compressed: Uint8Array = deflateRawSync(data, { level: level as 0 })
    if (cut !== undefined && compressed.length > 0) compressed = compressed.subarray(0, cut % compressed.length)
    compressed = new Uint8Array([...compressed, ...trailing])
    for (const flip of flips) if (compressed.length > 0) compressed[flip.at % compressed.length]! ^= flip.bits
    const size =
      declared === "exact"
        ? data.length
        : declared === "smaller"
          ? Math.max(0, data.length - 1)
          : declared === "larger"
            ? data.length + 17
            : declared
    return { compressed, size }
  })

describe("Zip with native zlib and in JavaScript", () => {
  it("never inflates a damaged stream that JavaScript refuses, and inflates to the same bytes", () => {
    let stricter = 0
    fc.assert(
      fc.property(stream, ({ compressed, size }) => {
        const native = outcome(Zip.inflate(compressed, size))
        const portable = outcome(Zip.inflatePortable(compressed, size))
        if (native.ok) assert.deepStrictEqual(portable, native)
        // zlib also checks what fflate lets through (a stored block's length complement, a
        // distance before the start of the output): such a stream is corrupt for it only.
        else if (portable.ok) {
          assert.strictEqual(native.kind, "corrupt_data")
          stricter++
        }
        // Both refuse it; which problem comes first in a damaged stream may differ, as zlib
        // stops at the first byte past the declared size and fflate at the end of a step.
        else if (native.kind !== portable.kind)
          assert.deepStrictEqual([native.kind, portable.kind].sort(), ["corrupt_data", "exceeds_declared_size"])
      }),
      { numRuns: 3000 }
    )
    assert.isBelow(stricter, 300)
  })

  it("agrees on every valid stream, whatever the declared size", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 5000 }),
        fc.integer({ min: 0, max: 9 }),
        fc.nat(6000),
        (data, level, size) => {
          const compressed = deflateRawSync(data, { level: level as 0 })
          const native = outcome(Zip.inflate(compressed, size))
          assert.deepStrictEqual(native, outcome(Zip.inflatePortable(compressed, size)))
          assert.deepStrictEqual(
            native,
            size >= data.length ? outcome({ ok: true, value: data }) : { ok: false, kind: "exceeds_declared_size" }
          )
        }
      )
    )
  })

  it("computes the same CRC-32", () => {
    assert.strictEqual(Zip.crc32Portable(new TextEncoder().encode("123456789")), 0xcbf43926)
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        assert.strictEqual(Zip.crc32(bytes), Zip.crc32Portable(bytes))
      })
    )
  })

  it("reads archives alike in a runtime without Node's zlib (browsers, edge runtimes)", async () => {
    const asked: Array<string> = []
    const getBuiltinModule = process.getBuiltinModule
    vi.resetModules()
    vi.spyOn(process, "getBuiltinModule").mockImplementation(((name: string) => {
      asked.push(name)
      return name === "node:zlib" ? undefined : getBuiltinModule(name)
    }) as typeof process.getBuiltinModule)
    const Portable = await import("../src/Zip.ts")
    vi.restoreAllMocks()
    assert.include(asked, "node:zlib")
    // the fresh instance inflates with fflate: a stored block whose length complement is wrong
    // is refused by zlib and let through by fflate
    const lenientStream = new Uint8Array([1, 0, 0, 0, 0])
    assert.isFalse(Zip.inflate(lenientStream, 17).ok)
    assert.deepStrictEqual(Portable.inflate(lenientStream, 17), Zip.inflatePortable(lenientStream, 17))
    assert.isTrue(Portable.inflate(lenientStream, 17).ok)
    const text = new TextEncoder().encode("a line of a skill's documentation\n".repeat(9000))
    const compressed = deflateRawSync(text)
    const entry = {
      name: "b.txt",
      flags: 0,
      method: 8,
      crc: Zip.crc32(text),
      compressedSize: compressed.length,
      uncompressedSize: text.length
    }
    // The same bytes, and the same count of compressed bytes used (the stream ends before its data).
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (trailing) => {
        const data = new Uint8Array([...compressed, ...trailing])
        const located = { entry, data } as unknown as Zip.Located
        const native = Zip.extract(located)
        assert.deepStrictEqual(Portable.extract(located), native)
        assert.strictEqual(native.ok, trailing.length === 0)
      }),
      { numRuns: 30 }
    )
  })
})
