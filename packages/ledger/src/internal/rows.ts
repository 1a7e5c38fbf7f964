import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"

/**
 * Queries whose rows are decoded with a schema: `rows(Row)\`SELECT ...\``. A row that
 * does not match, like a database error, is a defect at the repository boundary.
 */
export const decoder =
  (sql: SqlClient.SqlClient) =>
  <A>(schema: Schema.Decoder<A>) => {
    const decode = Schema.decodeUnknownEffect(Schema.Array(schema))
    return (strings: TemplateStringsArray, ...args: ReadonlyArray<unknown>): Effect.Effect<ReadonlyArray<A>> =>
      sql(strings, ...args).pipe(Effect.flatMap(decode), Effect.orDie)
  }
