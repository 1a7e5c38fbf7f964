import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it, layer } from "@effect/vitest"
import { Effect, Exit, Option, Queue } from "effect"
import { SqlClient } from "effect/sql"
import * as Database from "../src/Database.ts"
import * as DatabaseTest from "../src/DatabaseTest.ts"
import { createdRelations } from "../src/internal/relations.ts"
import * as Migrations from "../src/Migrations.ts"

const things = Migrations.make("things", {
  "0001_create_things": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE, body text NOT NULL DEFAULT '')`
  }),
  "0002_add_search": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE things ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || body)) STORED`
    yield* sql`CREATE INDEX things_search ON things USING gin (search)`
  })
})

for (const backend of DatabaseTest.backends("database", { migrations: [things] })) {
  layer(backend.layer, { excludeTestServices: true, timeout: 60_000 })(`Database on ${backend.name}`, (it) => {
    it.effect("reports its backend", () =>
      Effect.gen(function* () {
        const info = yield* Database.DatabaseInfo
        assert.strictEqual(info.backend, backend.name === "PGlite" ? "pglite" : "postgres")
        yield* Database.check()
      })
    )

    it.effect("listens on PostgreSQL only (PGlite's one session is not held by a listener)", () =>
      Effect.gen(function* () {
        const listen = yield* Database.listen
        assert.strictEqual(Option.isSome(listen), backend.name !== "PGlite")
        if (Option.isNone(listen)) return
        const notifications = yield* listen.value("vouch_database_test")
        const sql = yield* SqlClient.SqlClient
        yield* sql`SELECT pg_notify('vouch_database_test', 'hello')`
        assert.strictEqual((yield* Queue.take(notifications)).payload, "hello")
      })
    )

    it.effect("runs the same SQL, full-text search included", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO things (name, body) VALUES ('pdf tools', 'Extract tables from invoices'), ('csv', 'Clean columns')`
        const found = yield* sql<{ readonly name: string }>`
          SELECT name FROM things WHERE search @@ websearch_to_tsquery('english', 'invoice table') ORDER BY name`
        assert.deepStrictEqual(
          found.map((row) => row.name),
          ["pdf tools"]
        )
      })
    )

    it.effect("rolls a failed transaction back", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const exit = yield* Effect.exit(
          sql.withTransaction(
            Effect.gen(function* () {
              yield* sql`INSERT INTO things (name) VALUES ('rolled back')`
              return yield* Effect.fail("stop")
            })
          )
        )
        assert.isTrue(Exit.isFailure(exit))
        const rows = yield* sql`SELECT 1 FROM things WHERE name = 'rolled back'`
        assert.strictEqual(rows.length, 0)
      })
    )

    it.effect("keeps concurrent transactions apart", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE counters (id int PRIMARY KEY, value int NOT NULL)`
        yield* sql`INSERT INTO counters VALUES (1, 0)`
        yield* Effect.forEach(
          Array.from({ length: 40 }, (_, index) => index),
          (index) =>
            sql
              .withTransaction(
                Effect.gen(function* () {
                  const [row] = yield* sql<{
                    readonly value: number
                  }>`SELECT value FROM counters WHERE id = 1 FOR UPDATE`
                  yield* sql`UPDATE counters SET value = ${row!.value + 1} WHERE id = 1`
                  if (index % 5 === 0) return yield* Effect.fail("abandon this one")
                })
              )
              .pipe(Effect.ignore),
          { concurrency: 10 }
        )
        const [row] = yield* sql<{ readonly value: number }>`SELECT value FROM counters WHERE id = 1`
        assert.strictEqual(row!.value, 32)
      })
    )

    it.effect("applies migrations once and in order, and again as a no-op", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const applied = yield* sql<{ readonly name: string }>`
          SELECT name FROM vouch_migrations WHERE package = 'things' ORDER BY applied_at, name`
        assert.deepStrictEqual(
          applied.map((row) => row.name),
          ["0001_create_things", "0002_add_search"]
        )
        assert.deepStrictEqual(yield* Migrations.run([things]), [])
        const later = Migrations.make("things", {
          ...Object.fromEntries(things.migrations),
          "0003_add_rating": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`ALTER TABLE things ADD COLUMN rating int`
          })
        })
        assert.deepStrictEqual(yield* Migrations.run([later]), ["things/0003_add_rating"])
      })
    )

    it.effect("leaves nothing behind when a migration fails", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const broken = Migrations.make("broken", {
          "0001_good": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE broken_good (id int)`
          }),
          "0002_bad": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE broken_bad (id nonexistent_type)`
          })
        })
        const error = yield* Effect.flip(Migrations.run([broken]))
        assert.deepInclude(error, { package: "broken", name: "0002_bad" })
        const tables = yield* sql`SELECT 1 FROM information_schema.tables WHERE table_name = 'broken_good'`
        assert.strictEqual(tables.length, 0)
      })
    )

    it.effect("refuses to take over a host's table of the same name, naming it", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE host_orders (id int PRIMARY KEY, note text)`
        const intruder = Migrations.make("intruder", {
          "0001_create_orders": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE IF NOT EXISTS host_orders (order_id text PRIMARY KEY)`
          })
        })
        const error = yield* Effect.flip(Migrations.run([intruder]))
        assert.deepInclude(error, { package: "intruder", name: "0001_create_orders", relation: "host_orders" })
        assert.include(error.message, `"host_orders"`)
        const recorded = yield* sql`SELECT 1 FROM vouch_migrations WHERE package = 'intruder'`
        assert.strictEqual(recorded.length, 0)
        // The host's table is untouched (the statement never ran).
        const columns = yield* sql<{ readonly column_name: string }>`
          SELECT column_name FROM information_schema.columns WHERE table_name = 'host_orders' ORDER BY column_name`
        assert.deepStrictEqual(
          columns.map((row) => row.column_name),
          ["id", "note"]
        )
      })
    )

    it.effect("refuses another package's relation, indexes included, and accepts the package's own", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const other = Migrations.make("other", {
          "0001_index_things": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE INDEX IF NOT EXISTS things_search ON things (name)`
          })
        })
        const error = yield* Effect.flip(Migrations.run([other]))
        assert.strictEqual(error.relation, "things_search")
        const again = Migrations.make("things", {
          ...Object.fromEntries(things.migrations),
          "0004_again": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE IF NOT EXISTS "things" (id serial PRIMARY KEY)`
            yield* sql`CREATE INDEX IF NOT EXISTS things_search ON things USING gin (search)`
          })
        })
        assert.include(yield* Migrations.run([again]), "things/0004_again")
        const owned = yield* sql<{ readonly relation: string }>`
          SELECT relation FROM vouch_relations WHERE package = 'things' ORDER BY relation`
        assert.includeMembers(
          owned.map((row) => row.relation),
          ["things", "things_name_key", "things_pkey", "things_search"]
        )
      })
    )

    it.effect("follows renames and drops", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const moving = Migrations.make("moving", {
          "0001_create": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE moving_old (id int)`
            yield* sql`CREATE TABLE moving_dropped (id int)`
          }),
          "0002_rename": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`ALTER TABLE moving_old RENAME TO moving_new`
            yield* sql`DROP TABLE moving_dropped`
          }),
          "0003_again": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE IF NOT EXISTS moving_new (id int)`
          })
        })
        assert.strictEqual((yield* Migrations.run([moving])).length, 3)
        const owned = yield* sql<{ readonly relation: string }>`
          SELECT relation FROM vouch_relations WHERE package = 'moving' ORDER BY relation`
        assert.deepStrictEqual(
          owned.map((row) => row.relation),
          ["moving_new"]
        )
      })
    )
  })
}

describe("Migrations on a database migrated before relations were recorded", () => {
  it.effect(
    "keep the earlier packages' relations theirs and refuse them to a new package",
    () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // What the runner left before `vouch_relations`: the migrations table and the tables.
        yield* sql`CREATE TABLE vouch_migrations (package text NOT NULL, name text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (package, name))`
        yield* sql`CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE, body text NOT NULL DEFAULT '')`
        yield* sql`INSERT INTO vouch_migrations (package, name) VALUES ('things', '0001_create_things')`
        const later = Migrations.make("things", {
          "0001_create_things": Effect.die("applied already"),
          "0002_index": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE IF NOT EXISTS things (id serial PRIMARY KEY)`
            yield* sql`CREATE INDEX IF NOT EXISTS things_body ON things (body)`
          })
        })
        assert.deepStrictEqual(yield* Migrations.run([later]), ["things/0002_index"])
        const newcomer = Migrations.make("newcomer", {
          "0001_create": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE IF NOT EXISTS things (id int)`
          })
        })
        assert.strictEqual((yield* Effect.flip(Migrations.run([newcomer]))).relation, "things")
      }).pipe(Effect.provide(Database.layerPglite())),
    60_000
  )
})

describe("createdRelations", () => {
  it("reads the relations a statement creates, as PostgreSQL names them", () => {
    assert.deepStrictEqual(createdRelations("CREATE TABLE IF NOT EXISTS Jobs (id int)"), ["jobs"])
    assert.deepStrictEqual(createdRelations(`create unique index if not exists "Odd""Name" on t (a)`), [`Odd"Name`])
    assert.deepStrictEqual(createdRelations("CREATE OR REPLACE VIEW public.recent AS SELECT 1"), ["recent"])
    assert.deepStrictEqual(createdRelations("CREATE INDEX ON t (a)"), [])
    assert.deepStrictEqual(createdRelations("ALTER TABLE t ADD COLUMN created_at timestamptz"), [])
  })
})

describe("Migrations.make", () => {
  it("refuses badly named migrations", () => {
    assert.throws(() => Migrations.make("x", { create: Effect.void }))
  })
})

describe.runIf(DatabaseTest.postgresEnabled)("Migrations on one PostgreSQL from two processes", () => {
  it.effect(
    "apply each migration exactly once",
    () =>
      Effect.gen(function* () {
        const counted = Migrations.make("counted", {
          "0001_count": Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE IF NOT EXISTS migration_runs (n int)`
            yield* sql`INSERT INTO migration_runs VALUES (1)`
          })
        })
        const url = yield* DatabaseTest.freshPostgresUrl("migrators")
        // Two independent pools on one database stand for two processes starting together.
        const runs = yield* Effect.all(
          [1, 2].map(() => Migrations.run([counted]).pipe(Effect.provide(Database.layerPostgres(url)))),
          { concurrency: "unbounded" }
        )
        assert.strictEqual(runs.flat().length, 1)
        const rows = yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM migration_runs`
        }).pipe(Effect.provide(Database.layerPostgres(url)))
        assert.strictEqual(rows[0]!.n, 1)
      }).pipe(Effect.scoped),
    60_000
  )
})

describe("Database.check", () => {
  it.effect(
    "reports a database that does not answer",
    () =>
      Effect.gen(function* () {
        const exit = yield* Effect.exit(
          Database.check({ timeout: "3 seconds" }).pipe(
            Effect.provide(Database.layerPostgres("postgres://postgres@127.0.0.1:9/nothing", { maxConnections: 1 }))
          )
        )
        assert.isTrue(Exit.isFailure(exit))
      }),
    60_000
  )
})

describe("Database.layerPglite on disk", () => {
  it.effect(
    "keeps its data across a close and a reopen",
    () =>
      Effect.gen(function* () {
        const directory = mkdtempSync(join(tmpdir(), "vouch-pglite-disk-"))
        const write = Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`CREATE TABLE kept (value text)`
          yield* sql`INSERT INTO kept VALUES ('still here')`
        })
        yield* write.pipe(Effect.provide(Database.layerPglite({ dataDirectory: directory })))
        const rows = yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ readonly value: string }>`SELECT value FROM kept`
        }).pipe(Effect.provide(Database.layerPglite({ dataDirectory: directory })))
        assert.deepStrictEqual(
          rows.map((row) => row.value),
          ["still here"]
        )
        rmSync(directory, { recursive: true, force: true })
      }),
    60_000
  )
})
