import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Digest from "../src/Digest.ts"

const nodeHex = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex")

describe("Digest", () => {
  it("gives the SHA-256 of the standard's test vectors", () => {
    assert.strictEqual(Digest.sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    assert.strictEqual(Digest.sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    assert.strictEqual(
      Digest.sha256HexPortable("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    )
  })

  it("computes the same digest in JavaScript as Node's native hash, for bytes and strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 80 })),
        (data) => {
          assert.strictEqual(Digest.sha256HexPortable(data), nodeHex(data))
          assert.strictEqual(Digest.sha256Hex(data), nodeHex(data))
        }
      )
    )
  })
})
