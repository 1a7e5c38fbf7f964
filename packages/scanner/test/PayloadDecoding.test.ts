// The detectors decode embedded payloads without Node's Buffer (the scanner bundles for
// browsers): the decoding must stay what Buffer gave, byte for byte.
import { assert, it } from "@effect/vitest"
import * as fc from "fast-check"
import { base64Run, base64Runs, base64ToLatin1, decodeBase64, hexToLatin1 } from "../src/internal/detectors.ts"

it("decodes base64 and hex payloads exactly as Node's Buffer does, without it", () => {
  fc.assert(
    fc.property(
      fc.string({
        unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_- \n$".split("")),
        maxLength: 60
      }),
      (s) => {
        assert.strictEqual(base64ToLatin1(s), Buffer.from(s, "base64").toString("latin1"))
      }
    ),
    { numRuns: 20000 }
  )
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEFxz".split("")), maxLength: 40 }), (s) => {
      assert.strictEqual(hexToLatin1(s), Buffer.from(s, "hex").toString("latin1"))
    }),
    { numRuns: 20000 }
  )
})

it("decides a printable base64 payload while decoding it, as decoding it in full and checking it does", () => {
  // printable text, random bytes and both mixed: the early stop must never change the answer
  const printableText = fc.string({ minLength: 0, maxLength: 80 }).map((text) => Buffer.from(text).toString("base64"))
  const bytes = fc.uint8Array({ maxLength: 80 }).map((data) => Buffer.from(data).toString("base64"))
  const value = fc
    .array(
      fc.oneof(
        printableText,
        bytes,
        fc.constantFrom("=", "-", "_", " ", "é", "\n", "A", "QUFB", "AAAA", "////", "CQoN", "ICAg")
      ),
      { maxLength: 6 }
    )
    .map((parts) => parts.join(""))
  fc.assert(
    fc.property(value, (text) => {
      const decoded = base64ToLatin1(text)
      let good = 0
      for (const character of decoded) {
        const code = character.charCodeAt(0)
        if ((code >= 32 && code < 127) || code === 9 || code === 10 || code === 13) good++
      }
      const printable = decoded.length >= 12 && good / decoded.length >= 0.9
      assert.strictEqual(decodeBase64(text), printable ? decoded : undefined)
    }),
    { numRuns: 20000 }
  )
})

it("finds the runs of base64 its expression finds, at the same places", () => {
  // runs of both alphabets, mixed, cut short (39 and 40 characters) and padded
  const piece = fc.oneof(
    fc.string({ unit: fc.constantFrom(..."aZ09+/-_=".split("")), maxLength: 50 }),
    fc.constantFrom("A".repeat(39), "A".repeat(40), "b+".repeat(20), "c_".repeat(20), "===", " ", "é", "\n", "-", "/")
  )
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
      const text = pieces.join("")
      const expected = Array.from(text.matchAll(base64Run), (match) => ({ index: match.index, value: match[0] }))
      assert.deepStrictEqual(base64Runs(text), expected)
    }),
    { numRuns: 20000 }
  )
})
