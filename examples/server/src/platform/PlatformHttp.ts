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
import { Clock, Deferred, Duration, Effect, Option } from "effect"
import type { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { Api } from "../Api.ts"
import { ServerConfig } from "../ServerConfig.ts"
import { blobStoreNotShared } from "../Storage.ts"
import { Health } from "./PlatformApi.ts"
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

type Status = "ok" | "error"

/**
 * One probe whose result is kept for `ttlMillis` from when it was answered (failed or
 * not); concurrent callers share a run. `fresh` is the kept result when still valid.
 */
const keptProbe = <E, R>(check: Effect.Effect<unknown, E, R>, ttlMillis: number) => {
  let kept: { readonly status: Status; readonly until: number } | undefined
  const run = shareInFlight(
    Effect.flatMap(probe(check), (status) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        kept = { status, until: now + ttlMillis }
        return status
      })
    )
  )
  return {
    fresh: (now: number): Status | undefined => (kept !== undefined && kept.until > now ? kept.status : undefined),
    run
  }
}

/**
 * The health check's two probes: the database at most once per `databaseTtl` (default
 * one second; concurrent calls share one query; zero: every call asks), the blob store
 * at most once per `storageTtl` (concurrent calls share one probe). A result, failed or
 * not, is kept for its time from when it came, then probed again: a database or store
 * that starts failing shows within that time. While both kept results are valid, a
 * check answers from them without running anything.
 */
export const makeHealthCheck = <E1, R1, E2, R2>(
  database: Effect.Effect<unknown, E1, R1>,
  storage: Effect.Effect<unknown, E2, R2>,
  storageTtl: Duration.Input = "1 second",
  databaseTtl: Duration.Input = "1 second"
): Effect.Effect<Effect.Effect<readonly [Status, Status], never, R1 | R2>> =>
  Effect.sync(() => {
    const millis = (input: Duration.Input) => Duration.toMillis(Duration.fromInputUnsafe(input))
    const db = keptProbe(database, millis(databaseTtl))
    const blobs = keptProbe(storage, millis(storageTtl))
    // The clock read in place (what `Clock.currentTimeMillis` reads): a check answered from
    // the kept results is a single step.
    return Effect.withFiber((fiber) => {
      const now = fiber.getRef(Clock.Clock).currentTimeMillisUnsafe()
      const dbStatus = db.fresh(now)
      const blobStatus = blobs.fresh(now)
      if (dbStatus !== undefined && blobStatus !== undefined) return Effect.succeed([dbStatus, blobStatus] as const)
      return Effect.all(
        [
          dbStatus === undefined ? db.run : Effect.succeed(dbStatus),
          blobStatus === undefined ? blobs.run : Effect.succeed(blobStatus)
        ] as const,
        { concurrency: 2 }
      )
    })
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

    // The few answers health can give, each encoded once (the request id spliced in).
    const answers = new Map<string, Effect.Effect<HttpServerResponse.HttpServerResponse>>()
    const answer = (db: Status, blobs: Status) => {
      const key = `${db}/${blobs}`
      let found = answers.get(key)
      if (found === undefined) {
        const storageError = Option.isSome(notShared)
          ? notShared
          : blobs === "ok"
            ? Option.none()
            : Option.some("the blob store failed its check (see the server log)")
        found = HttpEnvelope.okConstant(Health, {
          status: db === "ok" && Option.isNone(storageError) ? ("ok" as const) : ("degraded" as const),
          db,
          storage: Option.isNone(storageError) ? ("ok" as const) : ("error" as const),
          ...Option.match(storageError, { onNone: () => ({}), onSome: (reason) => ({ storage_error: reason }) })
        })
        answers.set(key, found)
      }
      return found
    }

    return handlers
      .handle("health", () => Effect.flatMap(check, ([db, blobs]) => answer(db, blobs)))
      .handle("stats", () => Effect.flatMap(stats.counts, (counts) => HttpEnvelope.ok(counts)))
      .handle("cliVersion", () => HttpEnvelope.ok(cliVersion))
  })
)
