/**
 * Handlers of the platform group. The health check touches the database (`SELECT 1`)
 * and the blob storage (write, read back, delete a probe) concurrently, each with a
 * time limit, so a hung dependency reports `error` instead of hanging the check. Both
 * results are kept for one second, so health requests under load do not each write a
 * probe file or send a query (a failure shows within that second). A blob store that other processes of the deployment cannot see
 * reports `error` too.
 */
import { BlobStorage } from "@vouch/blob-storage"
import { HttpEnvelope } from "@vouch/envelope"
import { Deferred, Duration, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { Api } from "../Api.ts"
import { ServerConfig } from "../ServerConfig.ts"
import { blobStoreNotShared } from "../Storage.ts"
import { PlatformStats } from "./PlatformStats.ts"

const probe = <A, E, R>(check: Effect.Effect<A, E, R>) =>
  check.pipe(
    Effect.timeout("2 seconds"),
    Effect.as("ok" as const),
    Effect.catchCause((cause) => Effect.as(Effect.logWarning("health check failed", cause), "error" as const))
  )

/**
 * Shares one run of `effect` among the callers that arrive while it is in flight:
 * under load, concurrent health requests wait for the same probe instead of each
 * writing its own file and running its own query. Every answer still comes from a
 * check that started no earlier than the previous one finished. The probe runs
 * uninterruptibly (it is bounded by its timeouts), so no waiter is left hanging.
 */
const shareInFlight = <A, R>(effect: Effect.Effect<A, never, R>): Effect.Effect<A, never, R> => {
  let current: Deferred.Deferred<A> | undefined
  return Effect.suspend(() => {
    if (current !== undefined) return Deferred.await(current)
    const deferred = Deferred.makeUnsafe<A>()
    current = deferred
    return effect.pipe(
      Effect.exit,
      Effect.flatMap((exit) => {
        current = undefined
        return Deferred.done(deferred, exit)
      }),
      Effect.uninterruptible,
      Effect.andThen(Deferred.await(deferred))
    )
  })
}

/**
 * The health check's two probes: the database at most once per `databaseTtl` (default
 * one second; concurrent calls share one query; zero: on every call), the blob store at
 * most once per `storageTtl` (concurrent calls share one probe). A result, failed or
 * not, is kept for its time, then probed again: a database or store that starts failing
 * shows within that time.
 */
export const makeHealthCheck = Effect.fnUntraced(function* <E1, R1, E2, R2>(
  database: Effect.Effect<unknown, E1, R1>,
  storage: Effect.Effect<unknown, E2, R2>,
  storageTtl: Duration.Input = "1 second",
  databaseTtl: Duration.Input = "1 second"
) {
  const storageProbe = yield* Effect.cachedWithTTL(probe(storage), storageTtl)
  const databaseProbe =
    Duration.toMillis(Duration.fromInputUnsafe(databaseTtl)) > 0
      ? yield* Effect.cachedWithTTL(probe(database), databaseTtl)
      : probe(database)
  return shareInFlight(Effect.all([databaseProbe, storageProbe], { concurrency: 2 }))
})

export const PlatformHttp = HttpApiBuilder.group(Api, "platform", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const storage = yield* BlobStorage.BlobStorage
    const stats = yield* PlatformStats
    const config = yield* ServerConfig

    const cliVersion = {
      version: config.cliVersion,
      downloads: {
        npm: "https://www.npmjs.com/package/@vouch/cli",
        install: "npm install --global @vouch/cli",
        desktop: Option.getOrElse(config.desktopUrl, () => `${config.publicUrl}/download/desktop`)
      },
      mcp: { url: `${config.publicUrl}/mcp`, transport: "streamable-http" }
    }

    const notShared = blobStoreNotShared(config)
    const check = yield* makeHealthCheck(sql`SELECT 1`, storage.check)

    return handlers
      .handle("health", () =>
        Effect.gen(function* () {
          const [db, blobs] = yield* check
          const storageError = Option.isSome(notShared)
            ? notShared
            : blobs === "ok"
              ? Option.none()
              : Option.some("the blob store failed its check (see the server log)")
          return yield* HttpEnvelope.ok({
            status: db === "ok" && Option.isNone(storageError) ? ("ok" as const) : ("degraded" as const),
            db,
            storage: Option.isNone(storageError) ? ("ok" as const) : ("error" as const),
            ...Option.match(storageError, { onNone: () => ({}), onSome: (reason) => ({ storage_error: reason }) })
          })
        })
      )
      .handle("stats", () => Effect.flatMap(stats.counts, (counts) => HttpEnvelope.ok(counts)))
      .handle("cliVersion", () => HttpEnvelope.ok(cliVersion))
  })
)
