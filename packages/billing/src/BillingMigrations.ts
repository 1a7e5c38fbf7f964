/**
 * Billing's tables, as migrations keyed `NNNN_name` (run by the host at start, in
 * order, once):
 *
 * - `billing_customers`: the provider's customer of each account (one each way).
 * - `billing_subscriptions`: each subscription as last known, with `state_at` (unix
 *   seconds): the creation time of the event that wrote it, or the time it was read
 *   from the provider. An event older than the stored state is ignored.
 * - `billing_events`: every webhook event applied, by its id, with what it did; a
 *   redelivery of an id finds its row and changes nothing.
 *
 * Credits are granted in `@vouch/ledger`'s journal, whose `(kind, reference)` is unique.
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
  "0001_create_billing": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS billing_customers (
        account_id text PRIMARY KEY,
        customer_id text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS billing_subscriptions (
        subscription_id text PRIMARY KEY,
        account_id text NOT NULL,
        customer_id text NOT NULL,
        status text NOT NULL,
        price_id text,
        plan_id text,
        current_period_start timestamptz,
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        state_at bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS billing_subscriptions_account ON billing_subscriptions (account_id)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS billing_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        created bigint NOT NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`
  })
}
