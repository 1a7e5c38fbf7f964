/**
 * The identity tables, as migrations keyed `NNNN_name` (run by the host at start
 * through `Migrations.run` of `@vouch/database`).
 *
 * - `identity_namespaces`: one row per namespace, whoever owns it (an account or an
 *   organization), so a namespace is unique across both. Rows are never deleted: a
 *   namespace once used stays reserved (see the README).
 * - Secrets are stored only as digests: `identity_keys.secret_digest`,
 *   `identity_cli_sessions.session_digest`, `identity_tokens.token_digest`,
 *   `identity_email_codes.code_digest` (keyed), `identity_accounts.password_hash` (scrypt).
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
  "0001_create_identity": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_namespaces (
        namespace text PRIMARY KEY,
        owner_kind text NOT NULL CHECK (owner_kind IN ('account', 'organization')),
        owner_id text NOT NULL,
        created_at timestamptz NOT NULL
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_accounts (
        account_id text PRIMARY KEY,
        username text NOT NULL UNIQUE REFERENCES identity_namespaces (namespace),
        display_name text NOT NULL,
        email text NOT NULL UNIQUE,
        email_verified boolean NOT NULL DEFAULT false,
        claimed boolean NOT NULL DEFAULT true,
        tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'pro', 'enterprise')),
        avatar_url text,
        password_hash text,
        created_at timestamptz NOT NULL,
        deletion_scheduled_at timestamptz
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_provider_links (
        provider text NOT NULL,
        subject text NOT NULL,
        account_id text NOT NULL REFERENCES identity_accounts (account_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (provider, subject)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_email_codes (
        email text PRIMARY KEY,
        code_digest text NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        consumed boolean NOT NULL DEFAULT false,
        sent_at timestamptz NOT NULL,
        window_started_at timestamptz NOT NULL,
        sent_in_window integer NOT NULL DEFAULT 1
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_keys (
        key_id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES identity_accounts (account_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('api', 'cli', 'session')),
        label text,
        prefix text NOT NULL,
        secret_digest text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS identity_keys_active ON identity_keys (account_id) WHERE revoked_at IS NULL`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_cli_sessions (
        session_digest text PRIMARY KEY,
        label text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        approved_by text REFERENCES identity_accounts (account_id) ON DELETE CASCADE,
        approved_at timestamptz,
        delivered_at timestamptz
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_tokens (
        token_digest text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('claim', 'verify_email', 'invitation')),
        account_id text REFERENCES identity_accounts (account_id) ON DELETE CASCADE,
        email text NOT NULL,
        organization_id text,
        role text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_organizations (
        organization_id text PRIMARY KEY,
        namespace text NOT NULL UNIQUE REFERENCES identity_namespaces (namespace),
        display_name text NOT NULL,
        description text NOT NULL DEFAULT '',
        tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'pro', 'enterprise')),
        created_at timestamptz NOT NULL,
        deleted_at timestamptz
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_memberships (
        organization_id text NOT NULL REFERENCES identity_organizations (organization_id) ON DELETE CASCADE,
        account_id text NOT NULL REFERENCES identity_accounts (account_id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (organization_id, account_id)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS identity_memberships_account ON identity_memberships (account_id)`
  }),
  "0002_create_app_tokens": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_app_tokens (
        token_digest text PRIMARY KEY,
        app_slug text NOT NULL,
        subject_type text NOT NULL CHECK (subject_type IN ('guest', 'user')),
        subject_id text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS identity_app_tokens_subject ON identity_app_tokens (subject_id) WHERE revoked_at IS NULL`
  }),
  // The mail counters of `MailLimits`: one row per recipient, sender or client key.
  "0003_create_mail_counts": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS identity_mail_counts (
        key text PRIMARY KEY,
        window_end timestamptz NOT NULL,
        count integer NOT NULL CHECK (count > 0)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS identity_mail_counts_window_end ON identity_mail_counts (window_end)`
  })
}
