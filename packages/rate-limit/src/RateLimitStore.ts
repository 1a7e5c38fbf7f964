/**
 * Where request counts live. A key's window opens with its first request and lasts
 * the policy's length; the window's end is kept in the shared store with the count, so
 * every process agrees on it, and each decision is one atomic statement. (Windows
 * aligned to the clock would let a burst straddling a boundary through twice.)
 *
 * - `layerSql`: an `UNLOGGED` PostgreSQL table, one row per key, upserted in one
 *   statement (losing the counters in a crash is acceptable; they are rebuilt within a
 *   window). Works on PGlite for a single process.
 * - `layerRedis(url)`: `INCR` and `PEXPIRE` in one `MULTI`, keys expiring with their window.
 * - `layerMemory`: one process only, for tests and single-process hosts.
 *
 * @since 0.1.0
 */
import { Clock, Context, Duration, Effect, Layer, Schedule, Schema } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The count of a key in the current window.
 *
 * @category models
 * @since 0.1.0
 */
export interface Count {
  readonly count: number
  /** Epoch milliseconds at which the window ends. */
  readonly resetAt: number
}

/**
 * The store failed; the middleware lets the request through (fail open) and logs it.
 *
 * @category errors
 * @since 0.1.0
 */
export class RateLimitStoreError extends Schema.TaggedError<RateLimitStoreError>()("RateLimitStoreError", {
  cause: Schema.Defect()
}) {}

/**
 * @category services
 * @since 0.1.0
 */
export class RateLimitStore extends Context.Service<
  RateLimitStore,
  {
    /** Counts one request for `key` in the current window and returns the new count. */
    readonly increment: (key: string, windowSeconds: number) => Effect.Effect<Count, RateLimitStoreError>
  }
>()("@vouch/rate-limit/RateLimitStore") {
  /** Counters in PostgreSQL (run `RateLimitStore.migrations` first). Old rows are swept every 10 minutes. */
  static readonly layerSql = Layer.effect(
    RateLimitStore,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`DELETE FROM rate_limit_counters WHERE window_end < now() - interval '1 hour'`.pipe(
        Effect.ignore,
        Effect.repeat(Schedule.spaced(Duration.minutes(10))),
        Effect.forkScoped
      )
      return RateLimitStore.of({
        increment: (key, windowSeconds) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const start = new Date(now)
            const end = new Date(now + windowSeconds * 1000)
            const rows = yield* sql<{ readonly count: number; readonly window_end: Date }>`
              INSERT INTO rate_limit_counters AS counter (key, window_start, window_end, count)
              VALUES (${key}, ${start}, ${end}, 1)
              ON CONFLICT (key) DO UPDATE SET
                count = CASE WHEN counter.window_end <= EXCLUDED.window_start THEN 1 ELSE counter.count + 1 END,
                window_start = CASE WHEN counter.window_end <= EXCLUDED.window_start
                  THEN EXCLUDED.window_start ELSE counter.window_start END,
                window_end = CASE WHEN counter.window_end <= EXCLUDED.window_start
                  THEN EXCLUDED.window_end ELSE counter.window_end END
              RETURNING count, window_end`
            return { count: rows[0]!.count, resetAt: new Date(rows[0]!.window_end).getTime() }
          }).pipe(
            Effect.mapError((cause) => new RateLimitStoreError({ cause })),
            Effect.withSpan("RateLimitStore.increment")
          )
      })
    })
  )

  /** The table of `layerSql`, as migrations for `Migrations.make("rate-limit", ...)`. */
  static readonly migrations: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {
    "0001_create_rate_limit_counters": Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`
        CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_counters (
          key text PRIMARY KEY,
          window_start timestamptz NOT NULL,
          window_end timestamptz NOT NULL,
          count integer NOT NULL
        )`
    })
  }

  /** Counters in Redis at `url`; keys expire with their window. */
  static readonly layerRedis = (url: string, options?: { readonly prefix?: string | undefined }) =>
    Layer.effect(
      RateLimitStore,
      Effect.gen(function* () {
        // The Redis client is loaded only by a host that counts in Redis.
        const { Redis } = yield* Effect.promise(() => import("ioredis"))
        const client = yield* Effect.acquireRelease(
          Effect.sync(() => new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true })),
          (client) => Effect.promise(() => client.quit().catch(() => "closed"))
        )
        const prefix = options?.prefix ?? "vouch:rate:"
        return RateLimitStore.of({
          increment: (key, windowSeconds) =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis
              const redisKey = `${prefix}${key}`
              // Open the window if none is open, count, and read how long the window has left.
              const results = yield* Effect.tryPromise({
                try: () =>
                  client
                    .multi()
                    .set(redisKey, "0", "PX", windowSeconds * 1000, "NX")
                    .incr(redisKey)
                    .pttl(redisKey)
                    .exec(),
                catch: (cause) => new RateLimitStoreError({ cause })
              })
              const failed = results?.find(([error]) => error !== null)
              if (results === null || results === undefined || results.length !== 3 || failed !== undefined) {
                return yield* new RateLimitStoreError({ cause: failed?.[0] ?? new Error("no reply from Redis") })
              }
              const remainingMillis = Number(results[2]![1])
              return {
                count: Number(results[1]![1]),
                resetAt: now + (remainingMillis > 0 ? remainingMillis : windowSeconds * 1000)
              }
            }).pipe(Effect.withSpan("RateLimitStore.increment"))
        })
      })
    )

  /** Counters in this process's memory. */
  static readonly layerMemory = Layer.sync(RateLimitStore, () => {
    const counters = new Map<string, { end: number; count: number }>()
    return RateLimitStore.of({
      increment: (key, windowSeconds) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const current = counters.get(key)
          const next =
            current === undefined || current.end <= now
              ? { end: now + windowSeconds * 1000, count: 1 }
              : { end: current.end, count: current.count + 1 }
          counters.set(key, next)
          if (counters.size > 100_000) {
            for (const [name, value] of counters) if (value.end <= now) counters.delete(name)
          }
          return { count: next.count, resetAt: next.end }
        })
    })
  })
}
