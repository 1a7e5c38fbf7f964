/**
 * SHA-256 digests as lowercase hex, the hash of blob addresses and content hashes.
 * Synchronous and without Node imports, so it runs in browsers and edge runtimes:
 * where the runtime offers Node's `crypto` module as a built-in (Node, Deno, Bun, read
 * with `process.getBuiltinModule`, not imported) its native hash is used, elsewhere
 * `@noble/hashes` (about fifteen times slower, the same digest).
 *
 * @since 0.2.0
 */
import { sha256 } from "@noble/hashes/sha2.js"

interface NativeHash {
  update(data: Uint8Array | string): NativeHash
  digest(encoding: "hex"): string
}

const native: ((algorithm: "sha256") => NativeHash) | undefined = /*#__PURE__*/ (() => {
  const process = (globalThis as { readonly process?: { readonly getBuiltinModule?: (name: string) => unknown } })
    .process
  const crypto = process?.getBuiltinModule?.("node:crypto") as
    | { readonly createHash?: (algorithm: "sha256") => NativeHash }
    | undefined
  return crypto?.createHash
})()

const utf8 = new TextEncoder()

const hex = (bytes: Uint8Array): string => {
  let text = ""
  for (let index = 0; index < bytes.length; index++) text += bytes[index]!.toString(16).padStart(2, "0")
  return text
}

/**
 * The SHA-256 of bytes, or of a string's UTF-8 bytes, in JavaScript (`@noble/hashes`),
 * whatever the runtime: what `sha256Hex` computes where no native hash is offered.
 *
 * @category encoding
 * @since 0.2.0
 */
export const sha256HexPortable = (data: Uint8Array | string): string =>
  hex(sha256(typeof data === "string" ? utf8.encode(data) : data))

/**
 * The SHA-256 of bytes, or of a string's UTF-8 bytes, as 64 lowercase hex digits.
 *
 * @example
 * ```ts
 * import { Digest } from "@vouch/skill-archive"
 *
 * console.log(Digest.sha256Hex("abc").slice(0, 16)) // => "ba7816bf8f01cfea"
 * ```
 *
 * @category encoding
 * @since 0.2.0
 */
export const sha256Hex = (data: Uint8Array | string): string =>
  native === undefined ? sha256HexPortable(data) : native("sha256").update(data).digest("hex")
