/**
 * Test helpers: run one suite against embedded PGlite (always, in memory) and against
 * a real PostgreSQL (when reachable), each test file in its own fresh database that is
 * dropped afterwards.
 *
 * PostgreSQL is found at `VOUCH_TEST_DATABASE_URL` (an administrative URL, default
 * `postgres://postgres@127.0.0.1:5432/postgres`). When it does not answer, its suites are
 * skipped, except with `CI=true`, where they run and fail loudly; `backends` then
 * registers a skipped test that says so (`<label> on PostgreSQL: skipped, ...`), so a
 * run without PostgreSQL shows what it did not test. Loading this module probes that
 * server, so it is not in the package's barrel: import it by its own path.
 *
 * ```ts
 * import * as DatabaseTest from "@vouch/database/DatabaseTest"
 * import { layer } from "@effect/vitest"
 *
 * for (const backend of DatabaseTest.backends("ledger", { migrations: [LedgerSet] })) {
 *   layer(MyService.layer.pipe(Layer.provideMerge(backend.layer)), { excludeTestServices: true })(
 *     `MyService on ${backend.name}`,
 *     (it) => { it.effect("works", () => ...) }
 *   )
 * }
 * ```
 *
 * @since 0.1.0
 */

import { connect } from "node:net"
import { PgClient } from "@effect/sql-pg"
import { it } from "@effect/vitest"
import { Clock, Effect, Layer, Redacted, type Scope } from "effect"
import { SqlClient } from "effect/sql"
import * as Database from "./Database.ts"
import * as Migrations from "./Migrations.ts"

/**
 * The administrative URL of the test PostgreSQL.
 *
 * @category constants
 * @since 0.1.0
 */
export const postgresUrl = process.env.VOUCH_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

const reachable = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const parsed = new URL(url)
    const socket = connect({ host: parsed.hostname || "127.0.0.1", port: Number(parsed.port || 5432) })
    const done = (value: boolean) => {
      socket.destroy()
      resolve(value)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
  })

/**
 * Whether the PostgreSQL backend runs: reachable, or required because `CI=true`.
 *
 * @category constants
 * @since 0.1.0
 */
export const postgresEnabled: boolean = process.env.CI === "true" || (await reachable(postgresUrl))

/**
 * One database to run a suite on.
 *
 * @category models
 * @since 0.1.0
 */
export interface Backend {
  readonly name: "PGlite" | "PostgreSQL"
  readonly layer: Layer.Layer<Database.Services>
}

const onAdmin = (statement: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.unsafe(statement)
  }).pipe(
    Effect.provide(PgClient.layer({ url: Redacted.make(postgresUrl), maxConnections: 1 })),
    // A test server left in a bad state (a held lock, no free connection) fails the
    // suite with a message instead of hanging it.
    Effect.timeoutOrElse({
      duration: "30 seconds",
      orElse: () => Effect.die(new Error(`the test PostgreSQL did not answer within 30 s: ${statement}`))
    }),
    Effect.orDie
  )

const withMigrations = (layer: Layer.Layer<Database.Services>, migrations: ReadonlyArray<Migrations.MigrationSet>) =>
  migrations.length === 0
    ? layer
    : Layer.effectDiscard(Effect.orDie(Migrations.run(migrations))).pipe(Layer.provideMerge(layer))

/**
 * A fresh PostgreSQL database for one test file, created on the test server and
 * dropped (with its connections) when the layer is released.
 *
 * @category layers
 * @since 0.1.0
 */
export const freshPostgres = (label: string): Layer.Layer<Database.Services> =>
  Layer.unwrap(
    Effect.map(freshPostgresUrl(label), (url) =>
      Database.layerPostgres(url, { maxConnections: 8, applicationName: `vouch-test-${label}` })
    )
  )

/**
 * Creates a fresh database on the test PostgreSQL and returns its URL; the database
 * is dropped when the scope closes. For tests that open several pools (processes).
 *
 * @category constructors
 * @since 0.1.0
 */
export const freshPostgresUrl = (label: string): Effect.Effect<string, never, Scope.Scope> =>
  Effect.gen(function* () {
    const name = `vouch_test_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${process.pid}_${Math.floor(Math.random() * 1e9)}`
    yield* Effect.acquireRelease(onAdmin(`CREATE DATABASE ${name}`), () =>
      onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    )
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    return url.toString()
  })

/**
 * Registers, in the suite being collected, one skipped test standing for the
 * PostgreSQL run of `label`, named after the reason (no server answers). `backends`
 * calls it when PostgreSQL is not enabled; call it beside a suite of your own that
 * runs only with PostgreSQL.
 *
 * @category constructors
 * @since 0.1.0
 */
export const skipPostgres = (label: string): void => {
  const { host } = new URL(postgresUrl)
  try {
    it.skip(`${label} on PostgreSQL: skipped, no server answers at ${host || "127.0.0.1:5432"} (set VOUCH_TEST_DATABASE_URL; CI=true requires it)`, () => {})
  } catch {
    // Not collecting a vitest suite (a script uses the backends): nothing to show it in.
  }
}

/**
 * The backends a suite runs on, with the given migrations applied: PGlite in memory
 * always, PostgreSQL in a fresh database when enabled (otherwise a skipped test that
 * says why, see `skipPostgres`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const backends = (
  label: string,
  options?: { readonly migrations?: ReadonlyArray<Migrations.MigrationSet> | undefined }
): ReadonlyArray<Backend> => {
  const migrations = options?.migrations ?? []
  const list: Array<Backend> = [{ name: "PGlite", layer: withMigrations(Database.layerPglite(), migrations) }]
  if (postgresEnabled) list.push({ name: "PostgreSQL", layer: withMigrations(freshPostgres(label), migrations) })
  else skipPostgres(label)
  return list
}

/**
 * Runs an effect as if the wall clock read `time` (milliseconds since the epoch), for
 * testing expiry against a database. Only the wall clock moves: sleeps and the monotonic
 * clock stay real, so the SQL driver's timeouts and pools behave as in production
 * (`TestClock` would freeze them).
 *
 * ```ts
 * yield* ledger.expireDue.pipe(DatabaseTest.atTime(Date.parse("2030-01-01T00:05:00Z")))
 * ```
 *
 * @category constructors
 * @since 0.1.0
 */
export const atTime =
  (time: number) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.gen(function* () {
      const real = yield* Clock.Clock
      return yield* Effect.provideService(effect, Clock.Clock, {
        currentTimeMillisUnsafe: () => time,
        currentTimeMillis: Effect.succeed(time),
        currentTimeNanosUnsafe: () => BigInt(time) * 1_000_000n,
        currentTimeNanos: Effect.succeed(BigInt(time) * 1_000_000n),
        monotonicTimeNanosUnsafe: () => real.monotonicTimeNanosUnsafe(),
        monotonicTimeNanos: real.monotonicTimeNanos,
        sleep: (duration) => real.sleep(duration)
      })
    })
