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
 * A package owns the relations (tables, indexes, sequences, views) its migrations
 * created, recorded in `vouch_relations (package, relation)`: after each migration the
 * runner compares the relations of the current schema with those before it and records
 * the new ones (a rename records the new name, a drop forgets the old). A migration
 * that would create a relation that already exists and is not the package's own
 * (`CREATE TABLE IF NOT EXISTS jobs` meeting a host's own `jobs` table, which
 * PostgreSQL would silently accept) fails with `MigrationFailed` naming the relation,
 * before the statement runs. A database migrated before this record existed is taken
 * as it stands: every relation present then is recorded for every package already
 * migrated, so their later migrations keep working, and a package installed afterwards
 * still meets the check.
 *
 * Why not `Migrator.make` from `effect/sql` directly: it keeps one table per migrator
 * keyed by a numeric id and takes no cross-process lock on PostgreSQL; several
 * packages sharing one database would need one table each and could race at start.
 *
 * @since 0.1.0
 */
import { createHash } from "node:crypto"
import { Array as Arr, Effect, Schema } from "effect"
import { SqlClient, Statement } from "effect/sql"
import { createdRelations } from "./internal/relations.ts"

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
 * A migration failed; nothing of this run was applied. `relation` is set when the
 * migration would have created a relation (table, index, ...) that already exists and
 * was not created by the package's own migrations (a host's table of the same name).
 *
 * @category errors
 * @since 0.1.0
 */
export class MigrationFailed extends Schema.TaggedError<MigrationFailed>()("MigrationFailed", {
  package: Schema.String,
  name: Schema.String,
  relation: Schema.optional(Schema.String),
  cause: Schema.Defect()
}) {
  override get message(): string {
    return this.relation === undefined
      ? `migration ${this.package}/${this.name} failed`
      : `migration ${this.package}/${this.name} would create "${this.relation}", which already exists and was not created by the migrations of ${this.package}: rename or drop that relation, or run ${this.package} in its own schema`
  }
}

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

/**
 * A short digest of the sets' packages and migration names, in order: the same sets give
 * the same fingerprint (for example the schema key of `Database.layerPglite`, whose
 * template for a key is a database these migrations produced). A migration is known by
 * its name, as `run` knows it: one changed under the same name changes no fingerprint.
 *
 * @category migrations
 * @since 0.1.0
 */
export const fingerprint = (sets: ReadonlyArray<MigrationSet>): string =>
  createHash("sha256")
    .update(JSON.stringify(sets.map((set) => [set.package, set.migrations.map(([name]) => name)])))
    .digest("hex")
    .slice(0, 16)

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
    // The relations of the schema unqualified names are created in.
    const relations = Effect.map(
      sql<{ readonly relname: string }>`
        SELECT relname FROM pg_class
        WHERE relnamespace = current_schema()::regnamespace
          AND relkind IN ('r', 'p', 'i', 'I', 'S', 'v', 'm', 'f')
          AND relname NOT IN ('vouch_migrations', 'vouch_migrations_pkey', 'vouch_relations', 'vouch_relations_pkey')`,
      (rows) => new Set(rows.map((row) => row.relname))
    )
    // The usual start: every migration is recorded already. Read outside the transaction
    // and the lock (a run commits all of its migrations or none, so a complete record is
    // final); anything missing, or no table yet, takes the full path below.
    const [table] = yield* sql<{ readonly present: boolean }>`
      SELECT to_regclass('vouch_migrations') IS NOT NULL AS present`
    if (table?.present) {
      const recorded = new Set(
        (yield* sql<{ readonly package: string; readonly name: string }>`
          SELECT package, name FROM vouch_migrations`).map((row) => `${row.package}/${row.name}`)
      )
      if (sets.every((set) => set.migrations.every(([name]) => recorded.has(`${set.package}/${name}`)))) return []
    }
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
        const [recorded] = yield* sql<{ readonly present: boolean }>`
          SELECT to_regclass('vouch_relations') IS NOT NULL AS present`
        if (!recorded?.present) {
          yield* sql`
            CREATE TABLE vouch_relations (
              package text NOT NULL,
              relation text NOT NULL,
              PRIMARY KEY (package, relation)
            )`
          // A database migrated before relations were recorded: what is there is taken
          // as belonging to every package already migrated.
          const packages = yield* sql<{ readonly package: string }>`SELECT DISTINCT package FROM vouch_migrations`
          const legacy = Array.from(yield* relations).flatMap((relation) =>
            packages.map((row) => ({ package: row.package, relation }))
          )
          if (Arr.isArrayNonEmpty(legacy)) yield* sql`INSERT INTO vouch_relations ${sql.insert(legacy)}`
        }
        const applied = new Set(
          (yield* sql<{
            readonly package: string
            readonly name: string
          }>`SELECT package, name FROM vouch_migrations`).map((row) => `${row.package}/${row.name}`)
        )
        const owned = new Set(
          (yield* sql<{
            readonly package: string
            readonly relation: string
          }>`SELECT package, relation FROM vouch_relations`).map((row) => `${row.package}/${row.relation}`)
        )
        let before = yield* relations
        const done: Array<string> = []
        for (const set of sets) {
          for (const [name, migration] of set.migrations) {
            const key = `${set.package}/${name}`
            if (applied.has(key)) continue
            const existing = before
            let foreign: string | undefined
            // Every statement of the migration is looked at before it runs: creating a
            // relation that exists and is not the package's own stops the migration.
            const refuseForeign: Statement.Transformer = (statement) => {
              const [text] = statement.compile()
              foreign = createdRelations(text).find(
                (relation) => existing.has(relation) && !owned.has(`${set.package}/${relation}`)
              )
              return foreign === undefined ? Effect.succeed(statement) : Effect.die(`foreign relation ${foreign}`)
            }
            yield* migration.pipe(
              Effect.provideService(Statement.CurrentTransformer, refuseForeign),
              Effect.catchCause((cause) =>
                Effect.fail(new MigrationFailed({ package: set.package, name, relation: foreign, cause }))
              )
            )
            yield* sql`INSERT INTO vouch_migrations (package, name) VALUES (${set.package}, ${name})`
            const after = yield* relations
            const created = Array.from(after).filter((relation) => !existing.has(relation))
            const removed = Array.from(existing).filter((relation) => !after.has(relation))
            const records = created.map((relation) => ({ package: set.package, relation }))
            if (Arr.isArrayNonEmpty(records)) {
              yield* sql`INSERT INTO vouch_relations ${sql.insert(records)} ON CONFLICT DO NOTHING`
              for (const relation of created) owned.add(`${set.package}/${relation}`)
            }
            if (removed.length > 0) yield* sql`DELETE FROM vouch_relations WHERE relation IN ${sql.in(removed)}`
            before = after
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
