/**
 * Rows decoded with their schema: a row that does not match is a bug (a defect), and
 * a database failure is one too (the services do not promise to survive it).
 */
import { Effect, Option, Schema } from "effect"
import type { SqlError } from "effect/sql"

/** Every row of a query, decoded. */
export const all =
  <S extends Schema.Codec<unknown, unknown>>(schema: S) =>
  (query: Effect.Effect<ReadonlyArray<unknown>, SqlError.SqlError>): Effect.Effect<ReadonlyArray<S["Type"]>> =>
    query.pipe(Effect.flatMap(Schema.decodeUnknownEffect(Schema.Array(schema))), Effect.orDie)

/** The first row of a query, decoded. */
export const first =
  <S extends Schema.Codec<unknown, unknown>>(schema: S) =>
  (query: Effect.Effect<ReadonlyArray<unknown>, SqlError.SqlError>): Effect.Effect<Option.Option<S["Type"]>> =>
    Effect.map(all(schema)(query), (rows) => Option.fromNullishOr(rows[0]))

/** Whether a query returned any row. */
export const some = (query: Effect.Effect<ReadonlyArray<unknown>, SqlError.SqlError>): Effect.Effect<boolean> =>
  query.pipe(
    Effect.map((rows) => rows.length > 0),
    Effect.orDie
  )

/** A statement whose result is not needed. */
export const run = (query: Effect.Effect<unknown, SqlError.SqlError>): Effect.Effect<void> =>
  query.pipe(Effect.asVoid, Effect.orDie)
