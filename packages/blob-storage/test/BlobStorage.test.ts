import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { assert, describe, it, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, FileSystem, Layer, Option } from "effect"
import * as fc from "fast-check"
import { afterAll } from "vitest"
import * as BlobStorageModule from "../src/BlobStorage.ts"
import * as BlobStorageMigrations from "../src/BlobStorageMigrations.ts"
import * as S3Server from "./S3Server.ts"

const { BlobStorage } = BlobStorageModule
const directory = mkdtempSync(join(tmpdir(), "vouch-blobs-"))
const s3 = await S3Server.start()
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true })
  await s3.close()
})

const migrationSet = Migrations.make("blob-storage", BlobStorageMigrations.migrations)

// The same contract on every implementation: the SQL store on PGlite and PostgreSQL.
const implementations = [
  { name: "filesystem", layer: BlobStorage.layerFileSystem(directory).pipe(Layer.provide(NodeServices.layer)) },
  { name: "memory", layer: BlobStorage.layerMemory },
  { name: "S3 (s3rver)", layer: BlobStorage.layerS3(s3.options) },
  ...DatabaseTest.backends("blob_storage", { migrations: [migrationSet] }).map((backend) => ({
    name: `SQL on ${backend.name}`,
    layer: BlobStorage.layerSql.pipe(Layer.provide(backend.layer))
  }))
]

const bytes = (text: string) => new TextEncoder().encode(text)

for (const implementation of implementations) {
  layer(implementation.layer, { excludeTestServices: true, timeout: 60_000 })(
    `BlobStorage (${implementation.name})`,
    (it) => {
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
        })
      )

      it.effect("is idempotent and answers none for unknown or removed addresses", () =>
        Effect.gen(function* () {
          const storage = yield* BlobStorage
          const first = yield* storage.put(bytes("same"))
          const second = yield* storage.put(bytes("same"))
          assert.strictEqual(first, second)
          const unknown = BlobStorageModule.addressOf(bytes("never stored"))
          assert.isTrue(Option.isNone(yield* storage.get(unknown)))
          assert.isFalse(yield* storage.has(unknown))
          yield* storage.remove(first)
          assert.isFalse(yield* storage.has(first))
          assert.isTrue(Option.isNone(yield* storage.get(first)))
          yield* storage.remove(first)
        })
      )

      it.effect("round-trips arbitrary bytes, the empty blob included, concurrently", () =>
        Effect.gen(function* () {
          const storage = yield* BlobStorage
          const samples = [new Uint8Array(0), ...fc.sample(fc.uint8Array({ maxLength: 4096 }), 40)]
          const addresses = yield* Effect.forEach([...samples, ...samples], (sample) => storage.put(sample), {
            concurrency: 16
          })
          for (const [index, sample] of samples.entries()) {
            assert.strictEqual(addresses[index], BlobStorageModule.addressOf(sample))
            const read = yield* storage.get(addresses[index]!)
            assert.deepStrictEqual(Option.getOrThrow(read), sample)
          }
        })
      )

      it.effect("round-trips a large blob (several SQL chunks, not a multiple of the chunk size)", () =>
        Effect.gen(function* () {
          const storage = yield* BlobStorage
          const large = new Uint8Array(5 * BlobStorageModule.sqlChunkBytes + 12_345)
          for (let index = 0; index < large.length; index += 65_536) {
            crypto.getRandomValues(large.subarray(index, index + 65_536))
          }
          const address = yield* storage.put(large)
          const read = Option.getOrThrow(yield* storage.get(address))
          assert.strictEqual(read.length, large.length)
          assert.isTrue(Buffer.from(read).equals(large))
          // Exactly one chunk boundary apart: a blob of exactly one chunk.
          const exact = large.subarray(0, BlobStorageModule.sqlChunkBytes)
          assert.isTrue(Buffer.from(Option.getOrThrow(yield* storage.get(yield* storage.put(exact)))).equals(exact))
        })
      )

      it.effect("passes its health check", () =>
        Effect.gen(function* () {
          const storage = yield* BlobStorage
          yield* storage.check
        })
      )
    }
  )
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
