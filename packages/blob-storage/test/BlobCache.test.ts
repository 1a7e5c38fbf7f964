/**
 * `BlobStorage.layerCached`: small blobs are read from the store once and then from
 * memory; large ones every time; the least recently read go first when the bound is
 * reached; `remove` forgets; a missing blob is not remembered as missing.
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import * as BlobStorageModule from "../src/BlobStorage.ts"

const { BlobStorage } = BlobStorageModule

// The memory store, counting the reads that reach it.
const counting = () => {
  const reads: Array<string> = []
  const layer = Layer.effect(
    BlobStorage,
    Effect.gen(function* () {
      const store = yield* BlobStorage
      return BlobStorage.of({
        ...store,
        get: (address) =>
          Effect.andThen(
            Effect.sync(() => reads.push(address)),
            store.get(address)
          )
      })
    })
  ).pipe(Layer.provide(BlobStorage.layerMemory))
  return { reads, layer }
}

const filled = (size: number, value: number) => new Uint8Array(size).fill(value)

describe("BlobStorage.layerCached", () => {
  it.effect("reads a small blob from the store once, a large one every time", () => {
    const store = counting()
    return Effect.gen(function* () {
      const storage = yield* BlobStorage
      const small = yield* storage.put(filled(100, 1))
      const large = yield* storage.put(filled(2000, 2))
      for (let round = 0; round < 3; round++) {
        assert.deepStrictEqual(
          Option.map(yield* storage.get(small), (bytes) => bytes.length),
          Option.some(100)
        )
        assert.deepStrictEqual(
          Option.map(yield* storage.get(large), (bytes) => bytes.length),
          Option.some(2000)
        )
      }
      assert.deepStrictEqual(store.reads, [small, large, large, large])
    }).pipe(Effect.provide(BlobStorage.layerCached({ maxBlobBytes: 1000 }).pipe(Layer.provide(store.layer))))
  })

  it.effect("keeps at most maxBytes, dropping the least recently read first", () => {
    const store = counting()
    return Effect.gen(function* () {
      const storage = yield* BlobStorage
      const [a, b, c] = yield* Effect.forEach([1, 2, 3], (value) => storage.put(filled(400, value)))
      yield* storage.get(a!)
      yield* storage.get(b!)
      yield* storage.get(a!) // a is now more recent than b
      yield* storage.get(c!) // 1,200 bytes > 1,000: b goes
      store.reads.length = 0
      yield* storage.get(a!)
      yield* storage.get(c!)
      assert.deepStrictEqual(store.reads, [])
      yield* storage.get(b!)
      assert.deepStrictEqual(store.reads, [b!])
    }).pipe(
      Effect.provide(BlobStorage.layerCached({ maxBlobBytes: 1000, maxBytes: 1000 }).pipe(Layer.provide(store.layer)))
    )
  })

  it.effect("forgets a removed blob and does not remember a missing one", () => {
    const store = counting()
    return Effect.gen(function* () {
      const storage = yield* BlobStorage
      const address = yield* storage.put(filled(10, 7))
      assert.isTrue(Option.isSome(yield* storage.get(address)))
      yield* storage.remove(address)
      assert.isTrue(Option.isNone(yield* storage.get(address)))
      assert.isFalse(yield* storage.has(address))
      yield* storage.put(filled(10, 7))
      assert.isTrue(Option.isSome(yield* storage.get(address)))
      assert.deepStrictEqual(store.reads, [address, address, address])
    }).pipe(Effect.provide(BlobStorage.layerCached().pipe(Layer.provide(store.layer))))
  })
})
