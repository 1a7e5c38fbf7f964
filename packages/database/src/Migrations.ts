/**
 * Each package ships its own migrations; a host runs them at start.
 *
 * A migration set is a package name and a record of migrations keyed `NNNN_name`
 * (the shape of `effect/sql`'s `Migrator.fromRecord`), applied in key order. `run`
 * applies the sets in the order given, each migration once, recorded in
 * `vouch_migrations (package, name)`. Everything runs in one transaction under a
 * transaction-scoped advisory lock, so two processes starting together against one
 * PostgreSQL apply each migration exactly once, and a failing migration leaves nothing
 * half-applied.
 *
 * Why not `Migrator.make` from `effect/sql` directly: it keeps one table per migrator
 * keyed by a numeric id and takes no cross-process lock on PostgreSQL; several
 * packages sharing one database would need one table each and could race at start.
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The migrations of one package.
 *
 * @category models
 * @since 0.1.0
 */
export interface MigrationSet {
  readonly package: string
  readonly migrations: ReadonlyArray<
    readonly [name: string, migration: Effect.Effect<void, unknown, SqlClient.SqlClient>]
  >
}

/**
 * A migration failed; nothing of this run was applied.
 *
 * @category errors
 * @since 0.1.0
 */
export class MigrationFailed extends Schema.TaggedError<MigrationFailed>()("MigrationFailed", {
  package: Schema.String,
  name: Schema.String,
  cause: Schema.Defect()
}) {}

const namePattern = /^\d{4}_[a-z0-9_]+$/

/**
 * Declares the migrations of a package. Names must look like `0001_create_things`
 * and are applied in order.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (
  packageName: string,
  migrations: Readonly<Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>>>
): MigrationSet => {
  for (const name of Object.keys(migrations)) {
    if (!namePattern.test(name))
      throw new TypeError(`migration ${packageName}/${name} must be named like 0001_create_things`)
  }
  return {
    package: packageName,
    migrations: Object.entries(migrations).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
  }
}

// An arbitrary constant shared by every Vouch process: the advisory lock key.
const lockKey = 7_237_281_431

/**
 * Applies every pending migration of the sets, in order; returns the names applied
 * (`package/name`).
 *
 * @category migrations
 * @since 0.1.0
 */
export const run = (
  sets: ReadonlyArray<MigrationSet>
): Effect.Effect<ReadonlyArray<string>, MigrationFailed, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`SELECT pg_advisory_xact_lock(${lockKey})`
        yield* sql`
          CREATE TABLE IF NOT EXISTS vouch_migrations (
            package text NOT NULL,
            name text NOT NULL,
            applied_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (package, name)
          )`
        const applied = new Set(
          (yield* sql<{
            readonly package: string
            readonly name: string
          }>`SELECT package, name FROM vouch_migrations`).map((row) => `${row.package}/${row.name}`)
        )
        const done: Array<string> = []
        for (const set of sets) {
          for (const [name, migration] of set.migrations) {
            const key = `${set.package}/${name}`
            if (applied.has(key)) continue
            yield* migration.pipe(
              Effect.catchCause((cause) => Effect.fail(new MigrationFailed({ package: set.package, name, cause })))
            )
            yield* sql`INSERT INTO vouch_migrations (package, name) VALUES (${set.package}, ${name})`
            done.push(key)
          }
        }
        return done
      })
    )
  }).pipe(
    Effect.catchTag("SqlError", (cause) => Effect.fail(new MigrationFailed({ package: "*", name: "*", cause }))),
    Effect.withSpan("Migrations.run")
  )
