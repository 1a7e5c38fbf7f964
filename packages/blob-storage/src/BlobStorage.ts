/**
 * A content-addressed blob store: bytes go in, their address comes out, written
 * `sha256:<64 lowercase hex>`. The same bytes always have the same address, so a put
 * is idempotent and a blob never changes once stored.
 *
 * Two implementations ship: `layerFileSystem(directory)` (sharded folders, atomic
 * writes through a temporary file and a rename, the digest verified on read) and
 * `layerMemory` for tests. A host can supply its own (object storage) by providing
 * the `BlobStorage` service.
 *
 * @since 0.1.0
 */
import { createHash } from "node:crypto"
import { Context, Effect, FileSystem, Layer, Option, Path, Schema } from "effect"

/**
 * A blob address: `sha256:` and 64 lowercase hex characters.
 *
 * @category schemas
 * @since 0.1.0
 */
export const BlobAddress = Schema.String.check(Schema.isPattern(/^sha256:[0-9a-f]{64}$/)).pipe(
  Schema.brand("BlobAddress")
)

/**
 * @category models
 * @since 0.1.0
 */
export type BlobAddress = typeof BlobAddress.Type

/**
 * The address of some bytes.
 *
 * @category constructors
 * @since 0.1.0
 */
export const addressOf = (bytes: Uint8Array): BlobAddress =>
  `sha256:${createHash("sha256").update(bytes).digest("hex")}` as BlobAddress

/**
 * Reads an address from untrusted text (a path segment); `undefined` when malformed.
 *
 * @category decoding
 * @since 0.1.0
 */
export const parseAddress = (text: string): BlobAddress | undefined => (Schema.is(BlobAddress)(text) ? text : undefined)

/**
 * A stored blob that no longer matches its address (disk corruption, tampering).
 *
 * @category errors
 * @since 0.1.0
 */
export class BlobCorrupted extends Schema.TaggedError<BlobCorrupted>()("BlobCorrupted", {
  address: Schema.String
}) {}

/**
 * The storage backend failed (disk full, permissions, network for remote stores).
 *
 * @category errors
 * @since 0.1.0
 */
export class StorageUnavailable extends Schema.TaggedError<StorageUnavailable>()("StorageUnavailable", {
  operation: Schema.String,
  cause: Schema.Defect()
}) {}

/**
 * The one error of the blob store.
 *
 * @category errors
 * @since 0.1.0
 */
export class BlobStorageError extends Schema.TaggedError<BlobStorageError>()("BlobStorageError", {
  reason: Schema.Union([BlobCorrupted, StorageUnavailable])
}) {}

/**
 * @category services
 * @since 0.1.0
 */
export class BlobStorage extends Context.Service<
  BlobStorage,
  {
    /** Stores bytes and returns their address; storing the same bytes twice is a no-op. */
    readonly put: (bytes: Uint8Array) => Effect.Effect<BlobAddress, BlobStorageError>
    /** The bytes at an address, or none. */
    readonly get: (address: BlobAddress) => Effect.Effect<Option.Option<Uint8Array>, BlobStorageError>
    /** Whether an address is stored. */
    readonly has: (address: BlobAddress) => Effect.Effect<boolean, BlobStorageError>
    /** Removes a blob (callers make sure nothing references it any more). */
    readonly remove: (address: BlobAddress) => Effect.Effect<void, BlobStorageError>
    /** Checks that the store can write, read back and delete: the health check. */
    readonly check: Effect.Effect<void, BlobStorageError>
  }
>()("@vouch/blob-storage/BlobStorage") {
  /**
   * Blobs as files under `directory`, sharded by the first two byte pairs of the
   * digest (`ab/cd/abcd...`).
   */
  static readonly layerFileSystem = (directory: string) =>
    Layer.effect(
      BlobStorage,
      Effect.gen(function* () {
        const fileSystem = yield* FileSystem.FileSystem
        const path = yield* Path.Path
        const root = path.resolve(directory)
        const temporary = path.join(root, "tmp")
        yield* fileSystem
          .makeDirectory(temporary, { recursive: true })
          .pipe(Effect.mapError((cause) => unavailable("initialise", cause)))
        const location = (address: BlobAddress) => {
          const hex = address.slice("sha256:".length)
          return path.join(root, hex.slice(0, 2), hex.slice(2, 4), hex)
        }

        const has = (address: BlobAddress) =>
          fileSystem.exists(location(address)).pipe(Effect.mapError((cause) => unavailable("has", cause)))

        const put = Effect.fn("BlobStorage.put")(function* (bytes: Uint8Array) {
          const address = addressOf(bytes)
          const target = location(address)
          if (yield* has(address)) return address
          const staging = path.join(temporary, `${address.slice(7, 23)}-${crypto.randomUUID()}`)
          yield* Effect.gen(function* () {
            yield* fileSystem.makeDirectory(path.dirname(target), { recursive: true })
            yield* fileSystem.writeFile(staging, bytes)
            yield* fileSystem.rename(staging, target)
          }).pipe(
            Effect.tapError(() => Effect.ignore(fileSystem.remove(staging, { force: true }))),
            Effect.mapError((cause) => unavailable("put", cause))
          )
          return address
        })

        const get = Effect.fn("BlobStorage.get")(function* (address: BlobAddress) {
          const bytes = yield* fileSystem.readFile(location(address)).pipe(
            Effect.map(Option.some),
            Effect.catchTag("PlatformError", (error) =>
              error.reason._tag === "NotFound"
                ? Effect.succeed(Option.none<Uint8Array>())
                : Effect.fail(unavailable("get", error))
            )
          )
          if (Option.isSome(bytes) && addressOf(bytes.value) !== address) {
            return yield* new BlobStorageError({ reason: new BlobCorrupted({ address }) })
          }
          return bytes
        })

        const remove = Effect.fn("BlobStorage.remove")(function* (address: BlobAddress) {
          yield* fileSystem
            .remove(location(address), { force: true })
            .pipe(Effect.mapError((cause) => unavailable("remove", cause)))
        })

        const check = Effect.gen(function* () {
          const probe = path.join(temporary, `health-${crypto.randomUUID()}`)
          const bytes = new TextEncoder().encode(probe)
          yield* fileSystem.writeFile(probe, bytes)
          const read = yield* fileSystem.readFile(probe)
          yield* fileSystem.remove(probe)
          if (read.length !== bytes.length) yield* Effect.die("read back a different probe")
        }).pipe(
          Effect.mapError((cause) => unavailable("check", cause)),
          Effect.withSpan("BlobStorage.check")
        )

        return BlobStorage.of({ put, get, has, remove, check })
      })
    )

  /** Blobs in memory, for tests and ephemeral hosts. */
  static readonly layerMemory = Layer.sync(BlobStorage, () => {
    const blobs = new Map<string, Uint8Array>()
    return BlobStorage.of({
      put: (bytes) =>
        Effect.sync(() => {
          const address = addressOf(bytes)
          if (!blobs.has(address)) blobs.set(address, Uint8Array.from(bytes))
          return address
        }),
      get: (address) =>
        Effect.sync(() => Option.map(Option.fromUndefinedOr(blobs.get(address)), (bytes) => Uint8Array.from(bytes))),
      has: (address) => Effect.sync(() => blobs.has(address)),
      remove: (address) =>
        Effect.sync(() => {
          blobs.delete(address)
        }),
      check: Effect.void
    })
  })
}

const unavailable = (operation: string, cause: unknown) =>
  new BlobStorageError({ reason: new StorageUnavailable({ operation, cause }) })
