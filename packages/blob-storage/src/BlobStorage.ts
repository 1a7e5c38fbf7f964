/**
 * A content-addressed blob store: bytes go in, their address comes out, written
 * `sha256:<64 lowercase hex>`. The same bytes always have the same address, so a put
 * is idempotent and a blob never changes once stored.
 *
 * Four implementations ship: `layerFileSystem(directory)` (sharded folders, atomic
 * writes through a temporary file and a rename), `layerS3(options)` (any S3-compatible
 * object store, signed with `aws4fetch`, which is loaded only when this layer is built),
 * `layerSql` (PostgreSQL `bytea` chunks, with the migrations of `BlobStorageMigrations`)
 * and `layerMemory` for tests; `layerCached` keeps the small blobs read through any of
 * them in memory. Every durable store checks the digest on read. The
 * filesystem store belongs to one process (or one shared volume); the S3 and SQL stores
 * are shared by every process of a deployment. A host can supply its own by providing the
 * `BlobStorage` service.
 *
 * @since 0.1.0
 */
import { createHash, randomBytes } from "node:crypto"
import type { AwsClient } from "aws4fetch"
import { Context, Effect, FileSystem, Layer, Option, Path, Redacted, Schema } from "effect"
import { SqlClient } from "effect/sql"

/**
 * A blob address: `sha256:` and 64 lowercase hex characters.
 *
 * @category models
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
 * @category parsing
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

  /**
   * Blobs as objects of an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Ceph,
   * s3rver...), keyed `<prefix>sha256/<hex>`, shared by every process that points at
   * the same bucket. Requests are signed by `aws4fetch` (loaded when this layer is
   * built, so hosts that never use S3 never load it); a put first asks whether the
   * object exists (`HEAD`) and uploads only when it does not, with the digest sent as
   * `x-amz-content-sha256` so the store refuses a body damaged in transit. Errors name
   * the operation, the HTTP status and the store's error code, never a credential.
   */
  static readonly layerS3 = (options: S3Options) =>
    Layer.effect(
      BlobStorage,
      Effect.gen(function* () {
        const { AwsClient } = yield* Effect.tryPromise({
          try: () => import("aws4fetch"),
          catch: (cause) => unavailable("initialise", safeError("loading aws4fetch", cause))
        })
        const client = new AwsClient({
          accessKeyId: options.accessKeyId,
          secretAccessKey: Redacted.value(options.secretAccessKey),
          ...(options.sessionToken === undefined ? {} : { sessionToken: Redacted.value(options.sessionToken) }),
          service: "s3",
          region: options.region ?? "us-east-1",
          // Retries 5xx and 429 with backoff; network failures surface at once.
          retries: 2
        })
        const s3 = makeS3(client, options)
        const prefix = options.prefix ?? ""
        const key = (address: BlobAddress) => `${prefix}sha256/${address.slice("sha256:".length)}`

        const has = Effect.fn("BlobStorage.has")(function* (address: BlobAddress) {
          return yield* s3.exists("has", key(address))
        })

        const put = Effect.fn("BlobStorage.put")(function* (bytes: Uint8Array) {
          const address = addressOf(bytes)
          if (!(yield* s3.exists("put", key(address)))) yield* s3.write("put", key(address), bytes, address)
          return address
        })

        const get = Effect.fn("BlobStorage.get")(function* (address: BlobAddress) {
          const bytes = yield* s3.read("get", key(address))
          if (Option.isSome(bytes) && addressOf(bytes.value) !== address) {
            return yield* new BlobStorageError({ reason: new BlobCorrupted({ address }) })
          }
          return bytes
        })

        const remove = Effect.fn("BlobStorage.remove")(function* (address: BlobAddress) {
          yield* s3.delete("remove", key(address))
        })

        const check = Effect.gen(function* () {
          const probe = `${prefix}health/${crypto.randomUUID()}`
          const bytes = randomBytes(32)
          yield* s3.write("check", probe, bytes, addressOf(bytes))
          const read = yield* s3.read("check", probe)
          yield* s3.delete("check", probe)
          if (Option.isNone(read) || Buffer.compare(read.value, bytes) !== 0) {
            return yield* unavailable("check", new Error("S3 check read back a different probe"))
          }
        }).pipe(Effect.withSpan("BlobStorage.check"))

        return BlobStorage.of({ put, get, has, remove, check })
      })
    )

  /**
   * Blobs in PostgreSQL (or PGlite): one `blobs` row per address and its bytes in
   * `blob_chunks` rows of at most `sqlChunkBytes` (1 MiB) each, written in one
   * transaction, so a reader never sees half a blob. Needs the tables of
   * `BlobStorageMigrations.migrations`. Puts of the same bytes from several processes
   * at once are safe: the `blobs` row is inserted `ON CONFLICT DO NOTHING` first, the
   * loser waits for the winner's transaction and then writes nothing; a put of bytes
   * already stored sends no bytes at all.
   */
  static readonly layerSql = Layer.effect(
    BlobStorage,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const failed = (operation: string) => (cause: unknown) => unavailable(operation, cause)

      const has = Effect.fn("BlobStorage.has")(function* (address: BlobAddress) {
        const rows = yield* sql`SELECT 1 FROM blobs WHERE address = ${address}`.pipe(Effect.mapError(failed("has")))
        return rows.length > 0
      })

      const put = Effect.fn("BlobStorage.put")(function* (bytes: Uint8Array) {
        const address = addressOf(bytes)
        if (yield* has(address)) return address
        const chunkCount = Math.ceil(bytes.length / sqlChunkBytes)
        yield* Effect.gen(function* () {
          const claimed = yield* sql`
            INSERT INTO blobs (address, size, chunk_count) VALUES (${address}, ${bytes.length}, ${chunkCount})
            ON CONFLICT (address) DO NOTHING
            RETURNING address`
          // Another put of the same bytes committed first: nothing to write.
          if (claimed.length === 0) return
          for (let seq = 0; seq < chunkCount; seq++) {
            const data = bytes.subarray(seq * sqlChunkBytes, (seq + 1) * sqlChunkBytes)
            yield* sql`INSERT INTO blob_chunks (address, seq, data) VALUES (${address}, ${seq}, ${data})`
          }
        }).pipe(sql.withTransaction, Effect.mapError(failed("put")))
        return address
      })

      const get = Effect.fn("BlobStorage.get")(function* (address: BlobAddress) {
        // One statement, one snapshot: the header and every chunk, or nothing.
        const rows = yield* sql<{ readonly chunk_count: number; readonly data: Uint8Array | null }>`
          SELECT b.chunk_count, c.data
          FROM blobs b LEFT JOIN blob_chunks c ON c.address = b.address
          WHERE b.address = ${address}
          ORDER BY c.seq`.pipe(Effect.mapError(failed("get")))
        if (rows.length === 0) return Option.none<Uint8Array>()
        const chunks = rows.flatMap((row) => (row.data === null ? [] : [row.data]))
        const bytes = concatenate(chunks)
        if (chunks.length !== Number(rows[0]!.chunk_count) || addressOf(bytes) !== address) {
          return yield* new BlobStorageError({ reason: new BlobCorrupted({ address }) })
        }
        return Option.some(bytes)
      })

      const remove = Effect.fn("BlobStorage.remove")(function* (address: BlobAddress) {
        yield* sql`DELETE FROM blobs WHERE address = ${address}`.pipe(Effect.mapError(failed("remove")))
      })

      const check = Effect.gen(function* () {
        const bytes = randomBytes(32)
        const address = yield* put(bytes)
        const read = yield* get(address)
        yield* remove(address)
        if (Option.isNone(read) || Buffer.compare(read.value, bytes) !== 0) {
          return yield* unavailable("check", new Error("read back a different probe"))
        }
      }).pipe(Effect.withSpan("BlobStorage.check"))

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

  /**
   * Keeps the small blobs read through the store provided to it in memory, most recently
   * read first, within `CacheOptions` (default: blobs up to 256 KiB, 32 MiB in all). A
   * blob never changes once stored, so a kept blob is never stale; `remove` forgets it.
   * Reads served from memory skip the store and its digest check (done when the blob was
   * read the first time). `BlobStorage.layerCached().pipe(Layer.provide(store))`.
   */
  static readonly layerCached = (options?: CacheOptions) =>
    Layer.effect(
      BlobStorage,
      Effect.gen(function* () {
        return cached(yield* BlobStorage, options)
      })
    )
}

/**
 * Bounds of `BlobStorage.layerCached`.
 *
 * @category models
 * @since 0.1.0
 */
export interface CacheOptions {
  /** The largest blob kept, in bytes (default 256 KiB); larger ones are read from the store every time. */
  readonly maxBlobBytes?: number | undefined
  /** The bytes kept in all (default 32 MiB); the least recently read blobs go first. */
  readonly maxBytes?: number | undefined
}

/**
 * A store that keeps the small blobs read through `store` in memory (see
 * `BlobStorage.layerCached`). The bytes it returns are shared between readers: do not
 * modify them.
 *
 * @category constructors
 * @since 0.1.0
 */
export const cached = (store: BlobStorage["Service"], options?: CacheOptions): BlobStorage["Service"] => {
  const maxBlobBytes = options?.maxBlobBytes ?? 256 * 1024
  const maxBytes = options?.maxBytes ?? 32 * 1024 * 1024
  // A Map iterates in insertion order: a hit is moved to the end, the first entry is the least recent.
  const kept = new Map<BlobAddress, Uint8Array>()
  let keptBytes = 0

  const forget = (address: BlobAddress) => {
    const bytes = kept.get(address)
    if (bytes === undefined) return
    kept.delete(address)
    keptBytes -= bytes.length
  }

  const keep = (address: BlobAddress, bytes: Uint8Array) => {
    if (bytes.length > maxBlobBytes || bytes.length > maxBytes) return
    forget(address)
    kept.set(address, bytes)
    keptBytes += bytes.length
    for (const oldest of kept.keys()) {
      if (keptBytes <= maxBytes) break
      forget(oldest)
    }
  }

  return BlobStorage.of({
    put: store.put,
    get: (address) =>
      Effect.suspend(() => {
        const hit = kept.get(address)
        if (hit !== undefined) {
          kept.delete(address)
          kept.set(address, hit)
          return Effect.succeed(Option.some(hit))
        }
        return Effect.map(store.get(address), (bytes) => {
          if (Option.isSome(bytes)) keep(address, bytes.value)
          return bytes
        })
      }),
    has: (address) => (kept.has(address) ? Effect.succeed(true) : store.has(address)),
    remove: (address) =>
      Effect.andThen(
        Effect.sync(() => forget(address)),
        store.remove(address)
      ),
    check: store.check
  })
}

/**
 * The largest `bytea` value `layerSql` writes in one row: a blob of 10 MiB is ten rows.
 * Large enough that a skill archive takes a handful of statements, small enough that no
 * single value strains the driver's buffers or PostgreSQL's TOAST (1 GB per value).
 *
 * @category constants
 * @since 0.1.0
 */
export const sqlChunkBytes = 1024 * 1024

/**
 * Where an S3-compatible store is and how to sign for it.
 *
 * @category models
 * @since 0.1.0
 */
export interface S3Options {
  /** The service's base URL: `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO). */
  readonly endpoint: string
  readonly bucket: string
  /** The signing region; `us-east-1` by default (what MinIO and most compatible stores expect). */
  readonly region?: string | undefined
  readonly accessKeyId: string
  readonly secretAccessKey: Redacted.Redacted<string>
  readonly sessionToken?: Redacted.Redacted<string> | undefined
  /**
   * `true` (the default): `<endpoint>/<bucket>/<key>`, what MinIO, s3rver and most
   * compatible stores serve; `false`: `<bucket>.<endpoint host>/<key>` (virtual-hosted, AWS).
   */
  readonly forcePathStyle?: boolean | undefined
  /** Prepended to every key (`vouch/`), to share a bucket with other data. */
  readonly prefix?: string | undefined
  /** The longest one request may take, body included; 60 seconds by default. */
  readonly requestTimeoutMillis?: number | undefined
}

const unavailable = (operation: string, cause: unknown) =>
  new BlobStorageError({ reason: new StorageUnavailable({ operation, cause }) })

/**
 * An error that says what failed without carrying the request (whose headers hold the
 * signature) or anything else from the cause but its message and system error code.
 */
const safeError = (what: string, cause: unknown): Error => {
  const message = cause instanceof Error ? cause.message : String(cause)
  const inner =
    cause instanceof Error
      ? (cause.cause as { readonly code?: unknown; readonly message?: unknown } | undefined)
      : undefined
  const detail =
    typeof inner?.code === "string" ? inner.code : typeof inner?.message === "string" ? inner.message : undefined
  return new Error(`${what}: ${message}${detail === undefined ? "" : ` (${detail})`}`)
}

const concatenate = (chunks: ReadonlyArray<Uint8Array>): Uint8Array => {
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

/** The four object requests the S3 store makes, each bounded, failures mapped. */
const makeS3 = (client: AwsClient, options: S3Options) => {
  const endpoint = new URL(options.endpoint)
  const basePath = endpoint.pathname.replace(/\/$/, "")
  const bucket = encodeURIComponent(options.bucket)
  const timeout = options.requestTimeoutMillis ?? 60_000
  const url = (key: string) => {
    const path = key.split("/").map(encodeURIComponent).join("/")
    return options.forcePathStyle === false
      ? `${endpoint.protocol}//${bucket}.${endpoint.host}${basePath}/${path}`
      : `${endpoint.origin}${basePath}/${bucket}/${path}`
  }
  // The request and the reading of its answer, as one bounded, interruptible step.
  const send = <A>(
    operation: string,
    method: string,
    key: string,
    init: RequestInit,
    answer: (response: Response) => Promise<A>
  ): Effect.Effect<A, BlobStorageError> =>
    Effect.tryPromise({
      try: async (signal) => answer(await client.fetch(url(key), { ...init, method, signal })),
      catch: (cause) => unavailable(operation, cause instanceof S3Failure ? cause : safeError(`S3 ${method}`, cause))
    }).pipe(
      Effect.timeoutOrElse({
        duration: timeout,
        orElse: () => Effect.fail(unavailable(operation, new Error(`S3 ${method} took longer than ${timeout} ms`)))
      })
    )
  const refuse = async (method: string, response: Response): Promise<never> => {
    // Only the error code of the answer: its message can quote the signed request.
    const code = errorCode(await response.text().catch(() => ""))
    throw new S3Failure(`S3 ${method} answered ${response.status}${code === undefined ? "" : ` ${code}`}`)
  }
  return {
    exists: (operation: string, key: string) =>
      send(operation, "HEAD", key, {}, async (response) => {
        await response.body?.cancel()
        if (response.status === 404) return false
        if (response.ok) return true
        return refuse("HEAD", response)
      }),
    read: (operation: string, key: string) =>
      send(operation, "GET", key, {}, async (response) => {
        if (response.status === 404) {
          // Absent only when the store says the key is (`NoSuchKey`), not the bucket.
          const code = errorCode(await response.text().catch(() => ""))
          if (code === undefined || code === "NoSuchKey") return Option.none<Uint8Array>()
          throw new S3Failure(`S3 GET answered 404 ${code}`)
        }
        if (!response.ok) return refuse("GET", response)
        return Option.some<Uint8Array>(new Uint8Array(await response.arrayBuffer()))
      }),
    write: (operation: string, key: string, bytes: Uint8Array, address: BlobAddress) =>
      send(
        operation,
        "PUT",
        key,
        {
          body: bytes as Uint8Array<ArrayBuffer>,
          headers: {
            "content-type": "application/octet-stream",
            "x-amz-content-sha256": address.slice("sha256:".length)
          }
        },
        async (response) => {
          if (!response.ok) return refuse("PUT", response)
          await response.body?.cancel()
        }
      ),
    delete: (operation: string, key: string) =>
      send(operation, "DELETE", key, {}, async (response) => {
        if (!response.ok && response.status !== 404) return refuse("DELETE", response)
        await response.body?.cancel()
      })
  }
}

class S3Failure extends Error {}

/** The `<Code>` of an S3 error document. */
const errorCode = (body: string): string | undefined => /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(body)?.[1]
