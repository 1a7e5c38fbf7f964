/**
 * The job tables, as migrations keyed `NNNN_name` for `effect/sql`'s
 * `Migrator.fromRecord`.
 *
 * - `jobs` is both the queue and the API resource: status, lease (owner, fencing
 *   token, expiry), deadline, cancellation flag, output, usage, charge and error.
 * - `job_events` keeps every stream event of a job in order (`seq`), so a stream can
 *   be resumed from `Last-Event-ID` in any process.
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
}
