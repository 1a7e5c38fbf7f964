/**
 * Transactions for repositories: `Transaction.make(sql)` returns a function that runs
 * an effect in one transaction (nested calls become savepoints) and turns database
 * errors into defects, as repository boundaries do, leaving the effect's own typed
 * failures (which roll the transaction back) in its error channel.
 *
 * ```ts
 * const sql = yield* SqlClient.SqlClient
 * const transaction = Transaction.make(sql)
 * yield* transaction(Effect.gen(function* () { ... }))
 * ```
 *
 * The package has no database driver: repositories depend on it alone, hosts bring the
 * `SqlClient` (`@vouch/database`, or any `effect/sql` client).
 *
 * @since 0.1.0
 */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"

/**
 * @category constructors
 * @since 0.1.0
 */
export const make =
  (sql: SqlClient.SqlClient) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, Exclude<E, { readonly _tag: "SqlError" }>, R> =>
    effect.pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die)) as Effect.Effect<
      A,
      Exclude<E, { readonly _tag: "SqlError" }>,
      R
    >
