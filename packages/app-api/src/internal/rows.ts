/**
 * Row decoding for the repositories: every row a query returns is decoded with its
 * schema; a row that does not match is a defect (the schema and the table disagree).
 */
import { Effect, Schema } from "effect"

/** A `timestamptz` column: a `Date` from the driver, or its text. */
export const Timestamp = Schema.Union([Schema.Date, Schema.DateFromString])

/** A `bigint` column selected as text (drivers differ on how they answer a bigint). */
export const BigIntText = Schema.FiniteFromString

/** Decodes the rows of a query with `schema`; database and decoding errors are defects. */
export const decodeRows =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  <E, R>(query: Effect.Effect<ReadonlyArray<unknown>, E, R>): Effect.Effect<ReadonlyArray<S["Type"]>, never, R> => {
    const decode = Schema.decodeUnknownEffect(Schema.Array(schema))
    return query.pipe(
      Effect.flatMap((rows) => decode(rows)),
      Effect.orDie
    ) as Effect.Effect<ReadonlyArray<S["Type"]>, never, R>
  }
