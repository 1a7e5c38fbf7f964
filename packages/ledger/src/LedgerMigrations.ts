/**
 * The ledger's tables, as migrations keyed `NNNN_name` for `effect/sql`'s
 * `Migrator.fromRecord` (run by the host at start, in order, once).
 *
 * - `credit_accounts`: one materialised balance row per subject. The `CHECK`
 *   constraints are the last line of defence: no overdraft can be committed even by a
 *   buggy caller.
 * - `credit_holds`: a hold resolves at most once (`pending` → `posted`, `voided` or
 *   `expired`).
 * - `credit_entries`: the append-only journal; `(kind, reference)` is unique, so a
 *   retried grant, hold or settlement cannot take effect twice.
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
  "0001_create_ledger": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS credit_accounts (
        account_id text PRIMARY KEY,
        credits_posted bigint NOT NULL DEFAULT 0,
        debits_posted bigint NOT NULL DEFAULT 0,
        debits_pending bigint NOT NULL DEFAULT 0,
        version bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT credit_accounts_non_negative CHECK (credits_posted >= 0 AND debits_posted >= 0 AND debits_pending >= 0),
        CONSTRAINT credit_accounts_no_overdraft CHECK (debits_posted + debits_pending <= credits_posted)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS credit_holds (
        hold_id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES credit_accounts (account_id),
        amount bigint NOT NULL CHECK (amount > 0),
        requested bigint NOT NULL CHECK (requested >= amount),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'voided', 'expired')),
        posted_amount bigint CHECK (posted_amount >= 0 AND posted_amount <= amount),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS credit_holds_pending_expiry ON credit_holds (expires_at) WHERE status = 'pending'`
    yield* sql`
      CREATE TABLE IF NOT EXISTS credit_entries (
        entry_id bigserial PRIMARY KEY,
        account_id text NOT NULL REFERENCES credit_accounts (account_id),
        kind text NOT NULL CHECK (kind IN ('grant', 'hold', 'release', 'charge')),
        reference text NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        memo text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kind, reference)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS credit_entries_account ON credit_entries (account_id, entry_id)`
  })
}
