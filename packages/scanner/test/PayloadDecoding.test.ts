// The detectors decode embedded payloads without Node's Buffer (the scanner bundles for
// browsers): the decoding must stay what Buffer gave, byte for byte.
import { assert, it } from "@effect/vitest"
import * as fc from "fast-check"
import { base64ToLatin1, hexToLatin1 } from "../src/internal/detectors.ts"

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
