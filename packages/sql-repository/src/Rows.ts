/**
 * Rows decoded with a Schema at the repository boundary: `Rows.decoder(sql)(Row)` is a
 * tagged template like `sql` itself whose rows come back decoded; a row that does not
 * match, like a database error, is a defect.
 *
 * ```ts
 * const rows = Rows.decoder(sql)
 * const accounts = yield* rows(AccountRow)`SELECT account_id, balance FROM accounts`
 * ```
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"

/**
 * @category constructors
 * @since 0.1.0
 */
export const decoder =
  (sql: SqlClient.SqlClient) =>
  <A>(schema: Schema.Decoder<A>) => {
    const decode = Schema.decodeUnknownEffect(Schema.Array(schema))
    return (strings: TemplateStringsArray, ...args: ReadonlyArray<unknown>): Effect.Effect<ReadonlyArray<A>> =>
      sql(strings, ...args).pipe(Effect.flatMap(decode), Effect.orDie)
  }
