import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { NodeServices } from "@effect/platform-node"
import { assert, describe, it } from "@effect/vitest"
import { Effect, FileSystem, Layer, Option } from "effect"
import * as fc from "fast-check"
import { afterAll } from "vitest"
import * as BlobStorageModule from "../src/BlobStorage.ts"

const { BlobStorage } = BlobStorageModule
const directory = mkdtempSync(join(tmpdir(), "vouch-blobs-"))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

const implementations = [
  { name: "filesystem", layer: BlobStorage.layerFileSystem(directory).pipe(Layer.provide(NodeServices.layer)) },
  { name: "memory", layer: BlobStorage.layerMemory }
]

const bytes = (text: string) => new TextEncoder().encode(text)

for (const implementation of implementations) {
  describe(`BlobStorage (${implementation.name})`, () => {
    it.effect("stores bytes under their sha256 address and reads them back", () =>
      Effect.gen(function* () {
        const storage = yield* BlobStorage
        const address = yield* storage.put(bytes("hello"))
        assert.strictEqual(address, "sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824")
        assert.isTrue(yield* storage.has(address))
        const read = yield* storage.get(address)
        assert.deepStrictEqual(
          Option.map(read, (value) => new TextDecoder().decode(value)),
          Option.some("hello")
        )
      }).pipe(Effect.provide(implementation.layer))
    )

    it.effect("is idempotent and answers none for unknown or removed addresses", () =>
      Effect.gen(function* () {
        const storage = yield* BlobStorage
        const first = yield* storage.put(bytes("same"))
        const second = yield* storage.put(bytes("same"))
        assert.strictEqual(first, second)
        const unknown = BlobStorageModule.addressOf(bytes("never stored"))
        assert.isTrue(Option.isNone(yield* storage.get(unknown)))
        yield* storage.remove(first)
        assert.isFalse(yield* storage.has(first))
        yield* storage.remove(first)
      }).pipe(Effect.provide(implementation.layer))
    )

    it.effect("round-trips arbitrary bytes, concurrently", () =>
      Effect.gen(function* () {
        const storage = yield* BlobStorage
        const samples = fc.sample(fc.uint8Array({ maxLength: 4096 }), 40)
        const addresses = yield* Effect.forEach([...samples, ...samples], (sample) => storage.put(sample), {
          concurrency: 16
        })
        for (const [index, sample] of samples.entries()) {
          const read = yield* storage.get(addresses[index]!)
          assert.deepStrictEqual(Option.getOrThrow(read), sample)
        }
      }).pipe(Effect.provide(implementation.layer))
    )

    it.effect("passes its health check", () =>
      Effect.gen(function* () {
        const storage = yield* BlobStorage
        yield* storage.check
      }).pipe(Effect.provide(implementation.layer))
    )
  })
}

describe("BlobStorage (filesystem) integrity", () => {
  it.effect("refuses a blob whose bytes no longer match its address", () =>
    Effect.gen(function* () {
      const storage = yield* BlobStorage
      const address = yield* storage.put(bytes("original"))
      const hex = address.slice(7)
      writeFileSync(join(directory, hex.slice(0, 2), hex.slice(2, 4), hex), "tampered")
      const error = yield* Effect.flip(storage.get(address))
      assert.strictEqual(error.reason._tag, "BlobCorrupted")
    }).pipe(Effect.provide(implementations[0]!.layer))
  )

  it.effect("leaves no temporary files behind", () =>
    Effect.gen(function* () {
      const storage = yield* BlobStorage
      yield* storage.put(bytes("clean up after yourself"))
      yield* storage.check
      assert.deepStrictEqual(readdirSync(join(directory, "tmp")), [])
    }).pipe(Effect.provide(implementations[0]!.layer))
  )

  it.effect("reports an unwritable directory in its health check", () =>
    Effect.gen(function* () {
      const fileSystem = yield* FileSystem.FileSystem
      const broken = join(directory, "broken")
      const layer = BlobStorage.layerFileSystem(broken).pipe(Layer.provide(NodeServices.layer))
      const storage = yield* Effect.provide(BlobStorage, layer)
      yield* fileSystem.remove(broken, { recursive: true })
      writeFileSync(broken, "now a file, not a folder")
      const error = yield* Effect.flip(storage.check)
      assert.strictEqual(error.reason._tag, "StorageUnavailable")
    }).pipe(Effect.provide(NodeServices.layer))
  )
})

describe("BlobStorage addresses", () => {
  it("parses only canonical addresses", () => {
    const valid = BlobStorageModule.addressOf(bytes("x"))
    assert.strictEqual(BlobStorageModule.parseAddress(valid), valid)
    for (const invalid of [
      "sha256:ABC",
      `sha1:${"a".repeat(64)}`,
      `sha256:${"A".repeat(64)}`,
      "../../etc/passwd",
      ""
    ]) {
      assert.isUndefined(BlobStorageModule.parseAddress(invalid))
    }
  })
})
