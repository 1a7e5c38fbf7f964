/**
 * The SQL of Idempotency-Keys (`app_idempotency`): one row per (app, subject, key)
 * with the request's hash and the job it created.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "./internal/rows.ts"

/**
 * @category models
 * @since 0.1.0
 */
export const Recorded = Schema.Struct({ request_hash: Schema.String, job_id: Schema.String })

/**
 * @category models
 * @since 0.1.0
 */
export type Recorded = typeof Recorded.Type

/**
 * A key as a request brings it.
 *
 * @category models
 * @since 0.1.0
 */
export interface Key {
  readonly appSlug: string
  readonly subjectId: string
  readonly idempotencyKey: string
}

const JobId = Schema.Struct({ job_id: Schema.String })

/**
 * @category services
 * @since 0.1.0
 */
export class IdempotencyRepository extends Context.Service<
  IdempotencyRepository,
  {
    readonly find: (key: Key) => Effect.Effect<Option.Option<Recorded>>
    /** Records the key for a new job; false when another request recorded it first. */
    readonly record: (
      key: Key,
      request: {
        readonly requestHash: string
        readonly jobId: string
        readonly sessionId: string | undefined
        readonly at: Date
      }
    ) => Effect.Effect<boolean>
  }
>()("@vouch/app-api/IdempotencyRepository") {
  /**
   * The repository over `SqlClient`.
   *
   * @since 0.1.0
   */
  static readonly layer = Layer.effect(
    IdempotencyRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return IdempotencyRepository.of({
        find: Effect.fn("IdempotencyRepository.find")(function* (key: Key) {
          const rows = yield* decodeRows(Recorded)(sql`
            SELECT request_hash, job_id FROM app_idempotency
            WHERE app_slug = ${key.appSlug} AND subject_id = ${key.subjectId} AND idempotency_key = ${key.idempotencyKey}`)
          return Option.fromNullishOr(rows[0])
        }),
        record: Effect.fn("IdempotencyRepository.record")(function* (key, request) {
          const rows = yield* decodeRows(JobId)(sql`
            INSERT INTO app_idempotency (app_slug, subject_id, idempotency_key, request_hash, job_id, session_id, created_at)
            VALUES (${key.appSlug}, ${key.subjectId}, ${key.idempotencyKey}, ${request.requestHash}, ${request.jobId}, ${request.sessionId ?? null}, ${request.at})
            ON CONFLICT DO NOTHING RETURNING job_id`)
          return rows.length > 0
        })
      })
    })
  )
}
