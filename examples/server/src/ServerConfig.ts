/**
 * The reference server's configuration, read from environment variables and
 * validated once at start. Every variable is documented in the README.
 */

import { resolve } from "node:path"
import type { BlobStorage } from "@vouch/blob-storage"
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import type * as LogLevel from "effect/LogLevel"

export interface ServerSettings {
  readonly host: string
  readonly port: number
  /** The address people and CLIs use to reach this server (links in mail, `login_url`). */
  readonly publicUrl: string
  readonly dataDirectory: string
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  readonly redisUrl: Option.Option<Redacted.Redacted<string>>
  /** Signs pagination cursors; shared by every process of one deployment. */
  readonly secret: Option.Option<Redacted.Redacted<string>>
  readonly trustProxy: boolean
  /** `off` disables rate limiting (benchmarks, trusted internal deployments). */
  readonly rateLimits: "on" | "off"
  readonly logFormat: "json" | "pretty"
  readonly logLevel: LogLevel.LogLevel
  readonly shutdownTimeoutSeconds: number
  readonly cliVersion: string
  readonly desktopUrl: Option.Option<string>
  /** The largest request body read whole (JSON and form bodies); multipart saves have their own limits. */
  readonly maxBodyBytes: number
  /**
   * Addresses whose `GET /v1/health` probes are not counted (the headers are still
   * sent), besides the server's own: loopback and `HOST`.
   */
  readonly healthProbeAddresses: ReadonlyArray<string>
  /** `VOUCH_KEY_CACHE_MS`: how long an API key's or session's resolution is reused (0: never). */
  readonly keyCacheMillis: number
  /** `VOUCH_SKILL_CACHE_MS`: how long the skill and version rows of detail and download are reused (0: never). */
  readonly skillCacheMillis: number
  /** `VOUCH_DOWNLOAD_FLUSH_MS`: how often counted downloads are written (0: on each request). */
  readonly downloadFlushMillis: number
  /** `VOUCH_CACHE_ENTRIES`: the entries each of those caches keeps at most. */
  readonly cacheEntries: number

  /** Where blobs live: `VOUCH_DATA_DIR/blobs`, the database, or an S3-compatible bucket. */
  readonly blobStore: "filesystem" | "postgres" | "s3"
  /** `VOUCH_BLOB_STORE_SHARED`: the operator says every process sees the same blob folder. */
  readonly blobStoreShared: boolean
  /** The bucket of the `s3` store. */
  readonly s3: Option.Option<BlobStorage.S3Options>
}

const settings = Config.all({
  host: Config.String("HOST").pipe(Config.withDefault("127.0.0.1")),
  port: Config.Port("PORT").pipe(Config.withDefault(8787)),
  publicUrl: Config.option(Config.URL("VOUCH_PUBLIC_URL")),
  dataDirectory: Config.NonEmptyString("VOUCH_DATA_DIR").pipe(Config.withDefault(".vouch")),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  redisUrl: Config.option(Config.Redacted("REDIS_URL")),
  secret: Config.option(Config.Redacted("VOUCH_SECRET")),
  trustProxy: Config.Boolean("VOUCH_TRUST_PROXY").pipe(Config.withDefault(false)),
  rateLimits: Config.Literals(["on", "off"], "VOUCH_RATE_LIMITS").pipe(Config.withDefault("on" as const)),
  logFormat: Config.Literals(["json", "pretty"], "LOG_FORMAT").pipe(Config.withDefault("json" as const)),
  logLevel: Config.LogLevel("LOG_LEVEL").pipe(Config.withDefault("Info" as const)),
  shutdownTimeoutSeconds: Config.Int("VOUCH_SHUTDOWN_TIMEOUT_SECONDS").pipe(Config.withDefault(20)),
  cliVersion: Config.String("VOUCH_CLI_VERSION").pipe(Config.withDefault("0.1.0")),
  desktopUrl: Config.option(Config.String("VOUCH_DESKTOP_URL")),
  maxBodyBytes: Config.Int("VOUCH_MAX_BODY_BYTES").pipe(Config.withDefault(2 * 1024 * 1024)),
  keyCacheMillis: Config.Int("VOUCH_KEY_CACHE_MS").pipe(Config.withDefault(1_000)),
  skillCacheMillis: Config.Int("VOUCH_SKILL_CACHE_MS").pipe(Config.withDefault(1_000)),
  downloadFlushMillis: Config.Int("VOUCH_DOWNLOAD_FLUSH_MS").pipe(Config.withDefault(1_000)),
  cacheEntries: Config.Int("VOUCH_CACHE_ENTRIES").pipe(Config.withDefault(10_000)),
  healthProbeAddresses: Config.String("VOUCH_HEALTH_PROBE_ADDRESSES").pipe(
    Config.withDefault(""),
    Config.map((list) =>
      list
        .split(",")
        .map((address) => address.trim())
        .filter((address) => address.length > 0)
    )
  )
})

const blobSettings = Config.all({
  blobStore: Config.option(Config.Literals(["filesystem", "postgres", "s3"], "VOUCH_BLOB_STORE")),
  blobStoreShared: Config.Boolean("VOUCH_BLOB_STORE_SHARED").pipe(Config.withDefault(false)),
  endpoint: Config.option(Config.URL("VOUCH_S3_ENDPOINT")),
  bucket: Config.option(Config.NonEmptyString("VOUCH_S3_BUCKET")),
  region: Config.NonEmptyString("VOUCH_S3_REGION").pipe(Config.withDefault("us-east-1")),
  accessKeyId: Config.option(Config.NonEmptyString("VOUCH_S3_ACCESS_KEY_ID")),
  secretAccessKey: Config.option(Config.Redacted("VOUCH_S3_SECRET_ACCESS_KEY")),
  sessionToken: Config.option(Config.Redacted("VOUCH_S3_SESSION_TOKEN")),
  forcePathStyle: Config.Boolean("VOUCH_S3_FORCE_PATH_STYLE").pipe(Config.withDefault(true)),
  prefix: Config.String("VOUCH_S3_PREFIX").pipe(Config.withDefault(""))
})

/**
 * The blob store: `VOUCH_BLOB_STORE`, by default `postgres` when `DATABASE_URL` is set
 * (several processes may share it, and so must they share blobs) and `filesystem` on
 * embedded PGlite (one process owns its files).
 */
const readBlobStore = Effect.fnUntraced(function* (databaseUrl: Option.Option<unknown>) {
  const read = yield* blobSettings
  const blobStore = Option.getOrElse(read.blobStore, () => (Option.isSome(databaseUrl) ? "postgres" : "filesystem"))
  if (blobStore !== "s3") return { blobStore, blobStoreShared: read.blobStoreShared, s3: Option.none() }
  const required = <A>(value: Option.Option<A>, name: string) =>
    Option.match(value, {
      onSome: Effect.succeed,
      onNone: () => Effect.die(new Error(`VOUCH_BLOB_STORE=s3 needs ${name}`))
    })
  const s3: BlobStorage.S3Options = {
    endpoint: (yield* required(read.endpoint, "VOUCH_S3_ENDPOINT")).toString(),
    bucket: yield* required(read.bucket, "VOUCH_S3_BUCKET"),
    region: read.region,
    accessKeyId: yield* required(read.accessKeyId, "VOUCH_S3_ACCESS_KEY_ID"),
    secretAccessKey: yield* required(read.secretAccessKey, "VOUCH_S3_SECRET_ACCESS_KEY"),
    sessionToken: Option.getOrUndefined(read.sessionToken),
    forcePathStyle: read.forcePathStyle,
    prefix: read.prefix
  }
  return { blobStore, blobStoreShared: read.blobStoreShared, s3: Option.some(s3) }
})

export class ServerConfig extends Context.Service<ServerConfig, ServerSettings>()(
  "@vouch/example-server/ServerConfig"
) {
  /** Reads and validates the environment. */
  static readonly layer = Layer.effect(
    ServerConfig,
    Effect.gen(function* () {
      const read = yield* settings
      if (read.maxBodyBytes < 1024 || read.maxBodyBytes > 64 * 1024 * 1024) {
        return yield* Effect.die(new Error("VOUCH_MAX_BODY_BYTES must be between 1024 and 67108864"))
      }
      if (read.shutdownTimeoutSeconds < 0 || read.shutdownTimeoutSeconds > 600) {
        return yield* Effect.die(new Error("VOUCH_SHUTDOWN_TIMEOUT_SECONDS must be between 0 and 600"))
      }
      for (const [name, value] of [
        ["VOUCH_KEY_CACHE_MS", read.keyCacheMillis],
        ["VOUCH_SKILL_CACHE_MS", read.skillCacheMillis],
        ["VOUCH_DOWNLOAD_FLUSH_MS", read.downloadFlushMillis]
      ] as const) {
        if (value < 0 || value > 60_000) return yield* Effect.die(new Error(`${name} must be between 0 and 60000`))
      }
      if (read.cacheEntries < 1 || read.cacheEntries > 10_000_000) {
        return yield* Effect.die(new Error("VOUCH_CACHE_ENTRIES must be between 1 and 10000000"))
      }
      const publicUrl = Option.match(read.publicUrl, {
        onNone: () => `http://${read.host === "0.0.0.0" || read.host === "::" ? "127.0.0.1" : read.host}:${read.port}`,
        onSome: (url) => url.toString().replace(/\/$/, "")
      })
      const blobs = yield* readBlobStore(read.databaseUrl)
      return ServerConfig.of({ ...read, ...blobs, publicUrl, dataDirectory: resolve(read.dataDirectory) })
    })
  )

  /** Fixed settings for tests: an ephemeral port and the given data directory. */
  static readonly layerTest = (overrides: Partial<ServerSettings> & { readonly dataDirectory: string }) =>
    Layer.succeed(
      ServerConfig,
      ServerConfig.of({
        host: "127.0.0.1",
        port: 0,
        publicUrl: "http://127.0.0.1",
        databaseUrl: Option.none(),
        redisUrl: Option.none(),
        secret: Option.some(Redacted.make("test secret for cursors, not for production")),
        trustProxy: false,
        rateLimits: "on",
        logFormat: "json",
        logLevel: "Warn",
        shutdownTimeoutSeconds: 5,
        cliVersion: "0.1.0",
        desktopUrl: Option.none(),
        maxBodyBytes: 2 * 1024 * 1024,
        healthProbeAddresses: [],
        keyCacheMillis: 1_000,
        skillCacheMillis: 1_000,
        downloadFlushMillis: 1_000,
        cacheEntries: 10_000,

        blobStore: "filesystem",
        blobStoreShared: false,
        s3: Option.none(),
        ...overrides
      })
    )
}
