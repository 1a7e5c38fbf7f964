/**
 * The server's database: PostgreSQL from `DATABASE_URL`, else embedded PGlite under
 * `VOUCH_DATA_DIR/pglite`; every mounted package's migrations applied at start (once,
 * under an advisory lock, so several processes can start together); the server
 * secret that signs pagination cursors; and the blob store (`VOUCH_BLOB_STORE`).
 */

import { randomBytes } from "node:crypto"
import { join } from "node:path"
import { AppMigrations } from "@vouch/app-api"
import { BillingMigrations } from "@vouch/billing"
import { BlobStorage, BlobStorageMigrations } from "@vouch/blob-storage"
import { CreatorMigrations } from "@vouch/creator"
import { Database, Migrations } from "@vouch/database"
import { Pagination } from "@vouch/envelope"
import { IdentityMigrations } from "@vouch/identity"
import { JobMigrations } from "@vouch/jobs"
import { LedgerMigrations } from "@vouch/ledger"
import { RateLimitStore } from "@vouch/rate-limit"
import { RegistryMigrations } from "@vouch/registry"
import { Context, Effect, type FileSystem, Layer, Option, type Path, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import * as Boot from "./Boot.ts"
import { ServerConfig, type ServerSettings } from "./ServerConfig.ts"

/** The server's own tables. */
export const serverMigrations = Migrations.make("server", {
  "0001_create_server_settings": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE IF NOT EXISTS server_settings (name text PRIMARY KEY, value text NOT NULL)`
  })
})

/** Every migration set the server runs at start, in dependency order. */
export const migrationSets: ReadonlyArray<Migrations.MigrationSet> = [
  serverMigrations,
  Migrations.make("rate-limit", RateLimitStore.RateLimitStore.migrations),
  Migrations.make("blob-storage", BlobStorageMigrations.migrations),
  Migrations.make("identity", IdentityMigrations.migrations),
  Migrations.make("registry", RegistryMigrations.migrations),
  Migrations.make("ledger", LedgerMigrations.migrations),
  Migrations.make("billing", BillingMigrations.migrations),
  Migrations.make("jobs", JobMigrations.migrations),
  Migrations.make("app-api", AppMigrations.migrations),
  Migrations.make("creator", CreatorMigrations.migrations)
]

/** The server's schema, by its migrations: the key of PGlite's schema templates. */
export const schemaKey = Migrations.fingerprint(migrationSets)

/**
 * The secret shared by every process of a deployment: `VOUCH_SECRET` when set,
 * otherwise generated once and kept in the database.
 */
export class ServerSecret extends Context.Service<
  ServerSecret,
  { readonly secret: Redacted.Redacted<string>; readonly cursors: Pagination.CursorCodec }
>()("@vouch/example-server/ServerSecret") {
  static readonly layer = Layer.effect(
    ServerSecret,
    Effect.gen(function* () {
      const config = yield* ServerConfig
      const secret = yield* Option.match(config.secret, {
        onSome: (value) => Effect.succeed(Redacted.value(value)),
        onNone: () =>
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            const read = sql<{ readonly value: string }>`SELECT value FROM server_settings WHERE name = 'secret'`
            // Every start but the first finds it: one read, no write.
            const kept = yield* read
            if (kept[0] !== undefined) return kept[0].value
            const candidate = randomBytes(32).toString("base64url")
            // Another process starting at the same time may have written its own first: theirs is kept.
            yield* sql`INSERT INTO server_settings (name, value) VALUES ('secret', ${candidate}) ON CONFLICT DO NOTHING`
            return (yield* read)[0]!.value
          }).pipe(Effect.orDie)
      })
      if (secret.length < 16) return yield* Effect.die(new Error("VOUCH_SECRET must have at least 16 characters"))
      return ServerSecret.of({ secret: Redacted.make(secret), cursors: Pagination.makeCursorCodec(secret) })
    })
  )
}

const migrated = Layer.effectDiscard(
  Effect.gen(function* () {
    const applied = yield* Migrations.run(migrationSets)
    if (applied.length > 0) {
      yield* Effect.logInfo("applied migrations", applied)
      // Before the secret or anything else is written: the next fresh folder starts here.
      yield* (yield* Database.DatabaseInfo).keepSchemaTemplate
    }
  })
)

/**
 * Why the configured blob store is not shared by every process of this deployment, if
 * it is not: a filesystem store under `VOUCH_DATA_DIR` while `DATABASE_URL` lets several
 * processes serve one registry, unless the operator declares the folder shared (one
 * process only, or a volume every process mounts) with `VOUCH_BLOB_STORE_SHARED=true`.
 * The health check reports it as a storage error.
 */
export const blobStoreNotShared = (config: ServerSettings): Option.Option<string> =>
  config.blobStore === "filesystem" && Option.isSome(config.databaseUrl) && !config.blobStoreShared
    ? Option.some(
        "blobs are kept in this process's VOUCH_DATA_DIR while DATABASE_URL allows several processes: " +
          "set VOUCH_BLOB_STORE=postgres or s3, or VOUCH_BLOB_STORE_SHARED=true for a single process or a shared volume"
      )
    : Option.none()

/**
 * The blob store chosen by `VOUCH_BLOB_STORE` (the S3 and PostgreSQL ones need the
 * migrations above), with the blobs up to 256 KiB last read kept in memory (32 MiB).
 */
export const blobStorage = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const notShared = blobStoreNotShared(config)
    if (Option.isSome(notShared)) yield* Effect.logWarning(`blob store not shared: ${notShared.value}`)
    const store: Layer.Layer<
      BlobStorage.BlobStorage,
      BlobStorage.BlobStorageError,
      SqlClient.SqlClient | FileSystem.FileSystem | Path.Path
    > =
      config.blobStore === "postgres"
        ? BlobStorage.BlobStorage.layerSql
        : config.blobStore === "s3" && Option.isSome(config.s3)
          ? BlobStorage.BlobStorage.layerS3(config.s3.value)
          : BlobStorage.BlobStorage.layerFileSystem(join(config.dataDirectory, "blobs"))
    // Small blobs (most skill archives) are served from memory after their first read.
    return BlobStorage.BlobStorage.layerCached().pipe(Layer.provide(store))
  })
)

/** Database, migrations and secret, for the layers above. */
/** The migrations run and the server's secret, on a database provided from outside (`main.ts` opens it early). */
export const layerMigrated = ServerSecret.layer.pipe(Layer.provideMerge(migrated))

export const layer = layerMigrated.pipe(Layer.provideMerge(Boot.database))
