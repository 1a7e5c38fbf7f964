import { assert, describe, it } from "@effect/vitest"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, type Layer } from "effect"
import { SqlClient } from "effect/sql"
import * as JobMigrations from "../src/JobMigrations.ts"

const current = Migrations.make("jobs", JobMigrations.migrations)

// `0001_create_jobs` as 0.1.x released it: the unprefixed tables.
const released = Migrations.make("jobs", {
  "0001_create_jobs": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS jobs (
        job_id text PRIMARY KEY,
        app_slug text NOT NULL,
        subject_id text NOT NULL,
        session_id text,
        kind text NOT NULL DEFAULT 'run',
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
        input jsonb NOT NULL DEFAULT '{}',
        model text,
        max_output_tokens integer,
        truncated boolean NOT NULL DEFAULT false,
        hold_credits bigint NOT NULL DEFAULT 0,
        charged_credits bigint,
        output jsonb,
        usage jsonb,
        error jsonb,
        attempts integer NOT NULL DEFAULT 0,
        lease_owner text,
        lease_token text,
        lease_expires_at timestamptz,
        deadline_at timestamptz NOT NULL,
        cancel_requested boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS jobs_queued ON jobs (created_at) WHERE status = 'queued'`
    yield* sql`CREATE INDEX IF NOT EXISTS jobs_running_lease ON jobs (lease_expires_at) WHERE status = 'running'`
    yield* sql`CREATE INDEX IF NOT EXISTS jobs_owner ON jobs (app_slug, subject_id, created_at)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS job_events (
        job_id text NOT NULL REFERENCES jobs (job_id) ON DELETE CASCADE,
        seq integer NOT NULL,
        event text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job_id, seq)
      )`
  })
})

// Columns, constraints and indexes of the package's tables, to compare two databases by
// (PostgreSQL 18's named NOT NULL constraints left out: the columns say what they do).
const shape = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const columns = yield* sql`
    SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
    WHERE table_name IN ('jobs_jobs', 'jobs_events') ORDER BY table_name, column_name`
  const constraints = yield* sql`
    SELECT conrelid::regclass::text AS relation, conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid IN ('jobs_jobs'::regclass, 'jobs_events'::regclass) AND contype <> 'n' ORDER BY conname`
  const indexes = yield* sql`
    SELECT tablename, indexname, indexdef FROM pg_indexes
    WHERE tablename IN ('jobs_jobs', 'jobs_events') ORDER BY indexname`
  return { columns, constraints, indexes }
})

const freshDatabases: ReadonlyArray<readonly [string, () => Layer.Layer<Database.Services>]> = [
  ["PGlite", () => Database.layerPglite()],
  ...(DatabaseTest.postgresEnabled
    ? [["PostgreSQL", () => DatabaseTest.freshPostgres("jobs_migrations")] as const]
    : [])
]
if (!DatabaseTest.postgresEnabled) DatabaseTest.skipPostgres("job migrations")

for (const [backend, fresh] of freshDatabases) {
  describe(`JobMigrations on ${backend}`, () => {
    it.effect(
      "rename a 0.1.x database's tables, rows kept, to the shape a fresh database gets",
      () =>
        Effect.gen(function* () {
          const expected = yield* Effect.gen(function* () {
            yield* Effect.orDie(Migrations.run([current]))
            return yield* shape
          }).pipe(Effect.provide(fresh()))
          const upgraded = yield* Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* Effect.orDie(Migrations.run([released]))
            yield* sql`
              INSERT INTO jobs (job_id, app_slug, subject_id, status, deadline_at)
              VALUES ('job_kept', 'chat', 'user:1', 'succeeded', now())`
            yield* sql`INSERT INTO job_events (job_id, seq, event, data) VALUES ('job_kept', 1, 'delta', '{}')`
            assert.deepStrictEqual(yield* Effect.orDie(Migrations.run([current])), ["jobs/0002_prefix_tables"])
            const jobs = yield* sql<{ readonly job_id: string }>`SELECT job_id FROM jobs_jobs`
            const events = yield* sql<{ readonly seq: number }>`SELECT seq FROM jobs_events WHERE job_id = 'job_kept'`
            assert.deepStrictEqual([jobs.map((row) => row.job_id), events.map((row) => row.seq)], [["job_kept"], [1]])
            const [left] = yield* sql<{ readonly jobs: string | null; readonly events: string | null }>`
              SELECT to_regclass('jobs')::text AS jobs, to_regclass('job_events')::text AS events`
            assert.deepStrictEqual(left, { jobs: null, events: null })
            return yield* shape
          }).pipe(Effect.provide(fresh()))
          assert.deepStrictEqual(upgraded, expected)
        }),
      60_000
    )

    it.effect(
      "leave a host's own jobs table alone",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`CREATE TABLE jobs (id serial PRIMARY KEY, payload text NOT NULL)`
          yield* sql`INSERT INTO jobs (payload) VALUES ('the host''s')`
          assert.deepStrictEqual(yield* Effect.orDie(Migrations.run([current])), [
            "jobs/0001_create_jobs",
            "jobs/0002_prefix_tables"
          ])
          const host = yield* sql<{ readonly payload: string }>`SELECT payload FROM jobs`
          assert.deepStrictEqual(
            host.map((row) => row.payload),
            ["the host's"]
          )
          const ours = yield* sql`SELECT job_id FROM jobs_jobs`
          assert.strictEqual(ours.length, 0)
        }).pipe(Effect.provide(fresh())),
      60_000
    )

    it.effect(
      "refuse a host's table that has the package's name, naming it",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`CREATE TABLE jobs_jobs (id serial PRIMARY KEY)`
          const error = yield* Effect.flip(Migrations.run([current]))
          assert.deepInclude(error, { package: "jobs", name: "0001_create_jobs", relation: "jobs_jobs" })
          assert.match(error.message, /would create "jobs_jobs", which already exists/)
        }).pipe(Effect.provide(fresh())),
      60_000
    )
  })
}
