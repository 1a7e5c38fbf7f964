/**
 * The `SqlClient` of the whole toolkit, on one code path: `@effect/sql-pg`'s
 * `PgClient` speaks the PostgreSQL wire protocol either to a real server
 * (`DATABASE_URL`) or to embedded PGlite (PostgreSQL compiled to WebAssembly) served
 * by a worker thread on a private Unix socket. Same SQL, same driver, same behaviour.
 *
 * PGlite is single-session: the client keeps exactly one connection to it, so
 * statements and transactions from concurrent fibers are serialised (a fiber that
 * starts its own query while another fiber holds a transaction waits for it).
 *
 * @since 0.1.0
 */

import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Worker } from "node:worker_threads"
import { PgClient } from "@effect/sql-pg"
import { Config, Context, Effect, Exit, Layer, Option, Redacted, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as PgliteTemplate from "./internal/pgliteTemplate.ts"
import type * as PgliteWorker from "./internal/pgliteWorker.ts"

/**
 * Which database is behind the `SqlClient`.
 *
 * @category models
 * @since 0.1.0
 */
export type Backend = "postgres" | "pglite"

/**
 * Facts about the database in use.
 *
 * @category services
 * @since 0.1.0
 */
export class DatabaseInfo extends Context.Service<
  DatabaseInfo,
  {
    readonly backend: Backend
    /** Where PGlite keeps its files (`undefined` in memory or on PostgreSQL). */
    readonly dataDirectory: string | undefined
    /**
     * Keeps the database as it stands as the schema template of `layerPglite`'s
     * `schemaKey`, for the next fresh data folder: call it once the host's migrations
     * are applied and before anything else is written. Does nothing unless this start
     * created the data folder with no template for its key (and on PostgreSQL).
     */
    readonly keepSchemaTemplate: Effect.Effect<void>
  }
>()("@vouch/database/Database/DatabaseInfo") {}

/**
 * The database did not answer (health check).
 *
 * @category errors
 * @since 0.1.0
 */
export class DatabaseUnavailable extends Schema.TaggedError<DatabaseUnavailable>()("DatabaseUnavailable", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/**
 * The services every database layer provides.
 *
 * @category models
 * @since 0.1.0
 */
export type Services = SqlClient.SqlClient | PgClient.PgClient | DatabaseInfo

/**
 * A real PostgreSQL server.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerPostgres = (
  url: Redacted.Redacted<string> | string,
  options?: { readonly maxConnections?: number | undefined; readonly applicationName?: string | undefined }
): Layer.Layer<Services, never> =>
  Layer.merge(
    PgClient.layer({
      url: typeof url === "string" ? Redacted.make(url) : url,
      maxConnections: options?.maxConnections ?? 10,
      applicationName: options?.applicationName ?? "vouch"
    }),
    Layer.succeed(
      DatabaseInfo,
      DatabaseInfo.of({ backend: "postgres", dataDirectory: undefined, keepSchemaTemplate: Effect.void })
    )
  ).pipe(Layer.orDie)

const defaultSharedBuffers = "16MB"

const workerScript = new URL(
  import.meta.url.endsWith(".ts") ? "./internal/pgliteWorker.ts" : "./internal/pgliteWorker.js",
  import.meta.url
)

/** Waits for the worker's message of `kind` (after `send`, if given). */
const awaitMessage = (worker: Worker, kind: string, send?: () => void) =>
  Effect.callback<void>((resume) => {
    const listener = (message: { readonly kind: string }) => {
      if (message.kind !== kind) return
      worker.off("message", listener)
      resume(Effect.void)
    }
    worker.on("message", listener)
    send?.()
    return Effect.sync(() => worker.off("message", listener))
  })

/**
 * `pglite.wasm` compiled by the first PGlite worker of this process, handed to the next
 * ones (a host or a test suite opening several databases compiles it once).
 */
let compiledWasm: WebAssembly.Module | undefined

/**
 * Starts the worker thread that owns PGlite and waits until it serves `socketPath`,
 * sending it the schema key meanwhile (computed while PGlite starts); stops it (socket
 * closed, database closed and flushed) when the scope closes, or terminates it when it
 * never got ready.
 */
const pgliteWorker = (options: PgliteWorker.Options, schemaKey: Effect.Effect<string> | undefined) =>
  Effect.gen(function* () {
    let ready = false
    const worker = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const worker = new Worker(workerScript, { workerData: { ...options, wasmModule: compiledWasm } })
        if (compiledWasm === undefined) {
          const kept = (message: { readonly kind: string; readonly module?: WebAssembly.Module }) => {
            if (message.kind !== "module") return
            compiledWasm ??= message.module
            worker.off("message", kept)
          }
          worker.on("message", kept)
        }
        return worker
      }),
      (worker) =>
        ready
          ? Effect.callback<void>((resume) => {
              worker.removeAllListeners("exit")
              worker.once("exit", () => resume(Effect.void))
              worker.postMessage({ kind: "stop" })
            })
          : Effect.promise(() => worker.terminate())
    )
    if (schemaKey !== undefined)
      yield* Effect.forkScoped(
        Effect.map(Effect.exit(schemaKey), (key) =>
          // Without a key (it failed) a fresh folder starts from the `initdb` template.
          worker.postMessage({ kind: "schema", key: Exit.isSuccess(key) ? key.value : undefined })
        )
      )
    yield* Effect.callback<void>((resume) => {
      const failed = (error: unknown) =>
        resume(Effect.die(error instanceof Error ? error : new Error(`PGlite could not start: ${String(error)}`)))
      const listener = (message: { readonly kind: string; readonly error?: string }) => {
        if (message.kind === "ready") resume(Effect.void)
        else if (message.kind === "failed") failed(message.error)
      }
      const exited = (code: number) => failed(`the PGlite worker exited with ${code}`)
      worker.on("message", listener)
      worker.once("error", failed)
      worker.once("exit", exited)
      return Effect.sync(() => {
        worker.off("message", listener)
        worker.off("error", failed)
        worker.off("exit", exited)
      })
    })
    ready = true
    return worker
  })

/**
 * Embedded PGlite: on disk in `dataDirectory` (created when missing), or in memory
 * without one. PGlite runs in a worker thread of its own, so a long query never holds
 * the caller's event loop; the worker serves it on a Unix socket in a fresh private
 * folder (mode 0700), so no TCP port is opened and no other user can connect. The
 * workers of one process share PGlite's WebAssembly, compiled by the first of them.
 *
 * A fresh (missing or empty) `dataDirectory` is filled with a copy of an initialised
 * template kept in `templateDirectory` (default `$XDG_CACHE_HOME/vouch/pglite-<version>`,
 * made by the first fresh start of the machine), which saves PGlite's `initdb`;
 * `templateDirectory: false` initialises every folder itself.
 *
 * `schemaKey` names the host's schema (for example a digest of its migrations' names,
 * `Migrations.fingerprint`); it is computed while PGlite starts. A fresh data folder
 * then waits for it and is a copy of the schema template of that key when one was kept
 * (`DatabaseInfo.keepSchemaTemplate`, called by the host after its migrations), so the
 * migrations of a cold start find nothing to do; folders with files never wait for it.
 *
 * `sharedBuffers` is PostgreSQL's `shared_buffers` for the embedded database (default
 * `16MB`, PostgreSQL's own default is `128MB`): PGlite allocates and clears the whole
 * buffer pool in WebAssembly memory at every open, about 0.6 s of CPU for 128 MB, while
 * its one session reads pages that are not buffered from the operating system's cache.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerPglite = (options?: {
  readonly dataDirectory?: string | undefined
  readonly templateDirectory?: string | false | undefined
  readonly sharedBuffers?: string | undefined
  readonly schemaKey?: Effect.Effect<string> | undefined
}): Layer.Layer<Services, never> =>
  Layer.unwrap(
    Effect.gen(function* () {
      const dataDirectory = options?.dataDirectory === undefined ? undefined : resolve(options.dataDirectory)
      const socketFolder = yield* Effect.acquireRelease(
        Effect.sync(() => mkdtempSync(join(tmpdir(), "vouch-pglite-"))),
        (folder) => Effect.sync(() => rmSync(folder, { recursive: true, force: true }))
      )
      const socketPath = join(socketFolder, ".s.PGSQL.5432")
      const template = options?.templateDirectory ?? PgliteTemplate.defaultTemplateDirectory()
      const worker = yield* pgliteWorker(
        {
          dataDirectory,
          templateDirectory: template === false ? undefined : resolve(template),
          socketPath,
          sharedBuffers: options?.sharedBuffers ?? defaultSharedBuffers,
          schemaKeyed: options?.schemaKey !== undefined
        },
        options?.schemaKey
      )
      return Layer.merge(
        PgClient.layer({
          path: socketPath,
          database: "postgres",
          username: "postgres",
          maxConnections: 1,
          minConnections: 1
        }),
        Layer.succeed(
          DatabaseInfo,
          DatabaseInfo.of({
            backend: "pglite",
            dataDirectory,
            keepSchemaTemplate: awaitMessage(worker, "schema-kept", () => worker.postMessage({ kind: "keep-schema" }))
          })
        )
      )
    })
  ).pipe(Layer.orDie)

/**
 * PostgreSQL's `LISTEN` on the database in use, for notifications between processes
 * (for example `JobStore.layerWith({ listen })`); none on PGlite, whose one session a
 * listener would hold.
 *
 * @category utilities
 * @since 0.1.0
 */
export const listen: Effect.Effect<
  Option.Option<PgClient.PgClient["listen"]>,
  never,
  DatabaseInfo | PgClient.PgClient
> = Effect.gen(function* () {
  const info = yield* DatabaseInfo
  const client = yield* PgClient.PgClient
  return info.backend === "postgres" ? Option.some(client.listen) : Option.none()
})

/**
 * The database chosen by configuration: PostgreSQL from `DATABASE_URL` when set,
 * otherwise PGlite on disk under `VOUCH_DATA_DIR` (default `.vouch`) in `pglite/`.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer: Layer.Layer<Services, Config.ConfigError> = Layer.unwrap(
  Effect.gen(function* () {
    const url = yield* Config.option(Config.Redacted("DATABASE_URL"))
    if (Option.isSome(url)) return layerPostgres(url.value)
    const dataDirectory = yield* Config.NonEmptyString("VOUCH_DATA_DIR").pipe(Config.withDefault(".vouch"))
    return layerPglite({ dataDirectory: join(dataDirectory, "pglite") })
  })
)

/**
 * Checks that the database answers `SELECT 1` within `timeout` (2 seconds by default).
 *
 * @category http
 * @since 0.1.0
 */
export const check = (options?: {
  readonly timeout?: `${number} seconds` | `${number} millis` | undefined
}): Effect.Effect<void, DatabaseUnavailable, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`SELECT 1`
  }).pipe(
    Effect.timeout(options?.timeout ?? "2 seconds"),
    Effect.mapError((cause) => new DatabaseUnavailable({ message: "The database did not answer.", cause })),
    Effect.catchDefect((cause) => Effect.fail(new DatabaseUnavailable({ message: "The database failed.", cause }))),
    Effect.withSpan("Database.check")
  )
