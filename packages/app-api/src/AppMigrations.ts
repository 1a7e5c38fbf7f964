/**
 * The app runtime's tables (jobs and credits live in `@vouch/jobs` and `@vouch/ledger`).
 *
 * - `app_idempotency`: one row per (app, subject, Idempotency-Key): the request's hash
 *   and the job it created, so a repeat replays the job and a different body with the
 *   same key is refused.
 * - `app_sessions` / `app_session_messages`: conversation sessions and transcripts.
 * - `app_data`: the per-app, per-subject JSON store; `app_data_meter` accumulates its
 *   metered cost in nanodollars until a whole credit is due.
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
  "0001_create_app_runtime": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS app_idempotency (
        app_slug text NOT NULL,
        subject_id text NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        job_id text NOT NULL,
        session_id text,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (app_slug, subject_id, idempotency_key)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS app_sessions (
        session_id text PRIMARY KEY,
        app_slug text NOT NULL,
        subject_id text NOT NULL,
        title text NOT NULL,
        model text,
        created_at timestamptz NOT NULL
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS app_sessions_subject ON app_sessions (app_slug, subject_id, created_at DESC, session_id DESC)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS app_session_messages (
        session_id text NOT NULL REFERENCES app_sessions (session_id) ON DELETE CASCADE,
        seq integer NOT NULL,
        role text NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        job_id text,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (session_id, seq)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS app_data (
        app_slug text NOT NULL,
        subject_id text NOT NULL,
        key text NOT NULL,
        value jsonb NOT NULL,
        size_bytes integer NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (app_slug, subject_id, key)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS app_data_meter (
        subject_id text PRIMARY KEY,
        nanodollars bigint NOT NULL DEFAULT 0,
        charges bigint NOT NULL DEFAULT 0
      )`
  })
}
