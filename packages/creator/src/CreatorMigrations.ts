/**
 * The creator's tables.
 *
 * - `creator_apps`: the hosted mini-apps, one row per slug: the owner (an account or an
 *   organization), the account that created it, the definition, the visibility.
 * - `creator_turns`: one row per account with a chat turn in flight: a lease (token and
 *   expiry) that a second turn of the account cannot take until it is released or
 *   expired, so one turn runs at a time across every server process.
 * - `creator_daily`: the chat messages counted per account and UTC day.
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
  "0001_create_creator": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS creator_apps (
        slug text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL,
        owner_kind text NOT NULL CHECK (owner_kind IN ('account', 'organization')),
        owner_id text NOT NULL,
        created_by text NOT NULL,
        form text NOT NULL,
        prompt_template text NOT NULL,
        default_model text,
        markup_bps integer NOT NULL,
        sponsored boolean NOT NULL,
        visibility text NOT NULL CHECK (visibility IN ('private', 'public')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS creator_apps_owner ON creator_apps (owner_id, created_at)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS creator_turns (
        account_id text PRIMARY KEY,
        lease_token text NOT NULL,
        expires_at timestamptz NOT NULL
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS creator_daily (
        account_id text NOT NULL,
        day date NOT NULL,
        messages integer NOT NULL,
        PRIMARY KEY (account_id, day)
      )`
  })
}
