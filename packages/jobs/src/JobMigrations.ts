/**
 * The job tables, as migrations keyed `NNNN_name` for `effect/sql`'s
 * `Migrator.fromRecord`.
 *
 * - `jobs_jobs` is both the queue and the API resource: status, lease (owner, fencing
 *   token, expiry), deadline, cancellation flag, output, usage, charge and error.
 * - `jobs_events` keeps every stream event of a job in order (`seq`), so a stream can
 *   be resumed from `Last-Event-ID` in any process.
 *
 * The tables carry the package's prefix, as every package's do, so they never meet a
 * host's own `jobs` table. Up to 0.1.x they were `jobs` and `job_events`: on such a
 * database `0002_prefix_tables` renames them (their rows, indexes and constraints
 * kept); on a fresh one `0001_create_jobs` creates the prefixed tables directly and
 * `0002_prefix_tables` does nothing.
 *
 * @since 0.1.0
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * @category migrations
 * @since 0.1.0
 */
export const migrations: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {
  "0001_create_jobs": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS jobs_jobs (
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
    yield* sql`CREATE INDEX IF NOT EXISTS jobs_queued ON jobs_jobs (created_at) WHERE status = 'queued'`
    yield* sql`CREATE INDEX IF NOT EXISTS jobs_running_lease ON jobs_jobs (lease_expires_at) WHERE status = 'running'`
    yield* sql`CREATE INDEX IF NOT EXISTS jobs_owner ON jobs_jobs (app_slug, subject_id, created_at)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS jobs_events (
        job_id text NOT NULL REFERENCES jobs_jobs (job_id) ON DELETE CASCADE,
        seq integer NOT NULL,
        event text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job_id, seq)
      )`
  }),
  "0002_prefix_tables": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Only a database whose `0001_create_jobs` created the unprefixed tables has
    // `jobs` without `jobs_jobs`; on a fresh one `jobs`, if any, is the host's own.
    const [state] = yield* sql<{ readonly legacy: boolean }>`
      SELECT to_regclass('jobs_jobs') IS NULL AND to_regclass('jobs') IS NOT NULL AS legacy`
    if (!state?.legacy) return
    yield* sql`ALTER TABLE jobs RENAME TO jobs_jobs`
    yield* sql`ALTER INDEX jobs_pkey RENAME TO jobs_jobs_pkey`
    yield* sql`ALTER TABLE jobs_jobs RENAME CONSTRAINT jobs_status_check TO jobs_jobs_status_check`
    yield* sql`ALTER TABLE job_events RENAME TO jobs_events`
    yield* sql`ALTER INDEX job_events_pkey RENAME TO jobs_events_pkey`
    yield* sql`ALTER TABLE jobs_events RENAME CONSTRAINT job_events_job_id_fkey TO jobs_events_job_id_fkey`
  })
}
