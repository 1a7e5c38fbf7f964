/**
 * The SQL of the per-app data store (`app_data`) and its meter (`app_data_meter`):
 * queries only, rows decoded with their schemas. Values are stored as `jsonb` and read
 * back as JSON text, decoded here.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { BigIntText, decodeRows } from "./internal/rows.ts"

/**
 * The owner of stored values: an app and a subject.
 *
 * @category models
 * @since 0.1.0
 */
export interface Owner {
  readonly appSlug: string
  readonly subjectId: string
}

/**
 * A subject's meter: what it owes in nanodollars (negative when paid ahead) and how
 * many charges it has made.
 *
 * @category models
 * @since 0.1.0
 */
export const MeterRow = Schema.Struct({ nanodollars: BigIntText, charges: BigIntText })

/**
 * @category models
 * @since 0.1.0
 */
export type MeterRow = typeof MeterRow.Type

const Key = Schema.Struct({ key: Schema.String })
const Value = Schema.Struct({ value: Schema.fromJsonString(Schema.Unknown) })
const Usage = Schema.Struct({ count: Schema.Number, bytes: BigIntText })

/**
 * @category services
 * @since 0.1.0
 */
export class DataRepository extends Context.Service<
  DataRepository,
  {
    readonly keys: (owner: Owner) => Effect.Effect<ReadonlyArray<string>>
    readonly get: (owner: Owner, key: string) => Effect.Effect<Option.Option<unknown>>
    /** How many keys and bytes the owner stores under keys other than `key`. */
    readonly usageExcept: (
      owner: Owner,
      key: string
    ) => Effect.Effect<{ readonly count: number; readonly bytes: number }>
    /** Stores `encoded` (JSON text of `sizeBytes` bytes) under `key`, replacing any value. */
    readonly put: (
      owner: Owner,
      entry: { readonly key: string; readonly encoded: string; readonly sizeBytes: number; readonly at: Date }
    ) => Effect.Effect<void>
    readonly remove: (owner: Owner, key: string) => Effect.Effect<void>
    /**
     * The subject's meter, created when missing, with its row locked until the
     * surrounding transaction ends (operations of one subject are metered one at a time).
     */
    readonly lockMeter: (subjectId: string) => Effect.Effect<MeterRow>
    readonly updateMeter: (
      subjectId: string,
      meter: { readonly owed: number; readonly charged: boolean }
    ) => Effect.Effect<void>
  }
>()("@vouch/app-api/DataRepository") {
  /**
   * The repository over `SqlClient`.
   *
   * @since 0.1.0
   */
  static readonly layer = Layer.effect(
    DataRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return DataRepository.of({
        keys: Effect.fn("DataRepository.keys")(function* (owner: Owner) {
          const rows = yield* decodeRows(Key)(sql`
            SELECT key FROM app_data WHERE app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId} ORDER BY key`)
          return rows.map((row) => row.key)
        }),
        get: Effect.fn("DataRepository.get")(function* (owner: Owner, key: string) {
          const rows = yield* decodeRows(Value)(sql`
            SELECT value::text AS value FROM app_data
            WHERE app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId} AND key = ${key}`)
          return Option.map(Option.fromNullishOr(rows[0]), (row) => row.value)
        }),
        usageExcept: Effect.fn("DataRepository.usageExcept")(function* (owner: Owner, key: string) {
          const rows = yield* decodeRows(Usage)(sql`
            SELECT count(*)::int AS count, COALESCE(sum(size_bytes), 0)::text AS bytes FROM app_data
            WHERE app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId} AND key <> ${key}`)
          return rows[0] ?? { count: 0, bytes: 0 }
        }),
        put: Effect.fn("DataRepository.put")(function* (owner, entry) {
          yield* sql`
            INSERT INTO app_data (app_slug, subject_id, key, value, size_bytes, updated_at)
            VALUES (${owner.appSlug}, ${owner.subjectId}, ${entry.key}, ${entry.encoded}::jsonb, ${entry.sizeBytes}, ${entry.at})
            ON CONFLICT (app_slug, subject_id, key) DO UPDATE
              SET value = excluded.value, size_bytes = excluded.size_bytes, updated_at = excluded.updated_at`.pipe(
            Effect.orDie
          )
        }),
        remove: Effect.fn("DataRepository.remove")(function* (owner: Owner, key: string) {
          yield* sql`
            DELETE FROM app_data WHERE app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId} AND key = ${key}`.pipe(
            Effect.orDie
          )
        }),
        lockMeter: Effect.fn("DataRepository.lockMeter")(function* (subjectId: string) {
          const rows = yield* decodeRows(MeterRow)(sql`
            INSERT INTO app_data_meter (subject_id) VALUES (${subjectId})
            ON CONFLICT (subject_id) DO UPDATE SET nanodollars = app_data_meter.nanodollars
            RETURNING nanodollars::text, charges::text`)
          return rows[0] ?? { nanodollars: 0, charges: 0 }
        }),
        updateMeter: Effect.fn("DataRepository.updateMeter")(function* (subjectId, meter) {
          yield* sql`
            UPDATE app_data_meter SET nanodollars = ${meter.owed}, charges = charges + ${meter.charged ? 1 : 0}
            WHERE subject_id = ${subjectId}`.pipe(Effect.orDie)
        })
      })
    })
  )
}
