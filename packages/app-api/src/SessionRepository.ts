/**
 * The SQL of conversation sessions (`app_sessions`, `app_session_messages`): queries
 * only, rows decoded with their schemas. Who may see a session is the caller's
 * business (`Sessions`): every read here is scoped to an (app, subject) pair.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows, Timestamp } from "./internal/rows.ts"

/**
 * A row of `app_sessions`.
 *
 * @category models
 * @since 0.1.0
 */
export const SessionRow = Schema.Struct({
  session_id: Schema.String,
  title: Schema.String,
  model: Schema.NullOr(Schema.String),
  created_at: Timestamp
})

/**
 * @category models
 * @since 0.1.0
 */
export type SessionRow = typeof SessionRow.Type

/**
 * A row of `app_session_messages`.
 *
 * @category models
 * @since 0.1.0
 */
export const MessageRow = Schema.Struct({
  role: Schema.Literals(["user", "assistant"]),
  content: Schema.String,
  job_id: Schema.NullOr(Schema.String),
  created_at: Timestamp
})

/**
 * @category models
 * @since 0.1.0
 */
export type MessageRow = typeof MessageRow.Type

/**
 * The owner of sessions: an app and a subject.
 *
 * @category models
 * @since 0.1.0
 */
export interface Owner {
  readonly appSlug: string
  readonly subjectId: string
}

const Count = Schema.Struct({ count: Schema.Number })

/**
 * @category services
 * @since 0.1.0
 */
export class SessionRepository extends Context.Service<
  SessionRepository,
  {
    readonly count: (owner: Owner) => Effect.Effect<number>
    readonly insert: (
      owner: Owner,
      session: { readonly sessionId: string; readonly title: string; readonly createdAt: Date }
    ) => Effect.Effect<void>
    readonly find: (owner: Owner, sessionId: string) => Effect.Effect<Option.Option<SessionRow>>
    /** The newest first, before the `(created_at, session_id)` cursor when given. */
    readonly list: (
      owner: Owner,
      page: { readonly limit: number; readonly before?: { readonly createdAt: Date; readonly sessionId: string } }
    ) => Effect.Effect<ReadonlyArray<SessionRow>>
    /** The transcript, oldest first. */
    readonly messages: (sessionId: string) => Effect.Effect<ReadonlyArray<MessageRow>>
    /** Appends a user message and the assistant's reply as the next two of the transcript. */
    readonly appendTurn: (turn: {
      readonly sessionId: string
      readonly jobId: string
      readonly user: string
      readonly assistant: string
      readonly at: Date
    }) => Effect.Effect<void>
    readonly remove: (sessionId: string) => Effect.Effect<void>
  }
>()("@vouch/app-api/SessionRepository") {
  /**
   * The repository over `SqlClient`.
   *
   * @since 0.1.0
   */
  static readonly layer = Layer.effect(
    SessionRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return SessionRepository.of({
        count: Effect.fn("SessionRepository.count")(function* (owner: Owner) {
          const rows = yield* decodeRows(Count)(sql`
            SELECT count(*)::int AS count FROM app_sessions
            WHERE app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId}`)
          return rows[0]?.count ?? 0
        }),
        insert: Effect.fn("SessionRepository.insert")(function* (owner, session) {
          yield* sql`
            INSERT INTO app_sessions (session_id, app_slug, subject_id, title, created_at)
            VALUES (${session.sessionId}, ${owner.appSlug}, ${owner.subjectId}, ${session.title}, ${session.createdAt})`.pipe(
            Effect.orDie
          )
        }),
        find: Effect.fn("SessionRepository.find")(function* (owner: Owner, sessionId: string) {
          const rows = yield* decodeRows(SessionRow)(sql`
            SELECT session_id, title, model, created_at FROM app_sessions
            WHERE session_id = ${sessionId} AND app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId}`)
          return Option.fromNullishOr(rows[0])
        }),
        list: Effect.fn("SessionRepository.list")(function* (owner, page) {
          return yield* decodeRows(SessionRow)(
            page.before === undefined
              ? sql`
                  SELECT session_id, title, model, created_at FROM app_sessions
                  WHERE app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId}
                  ORDER BY created_at DESC, session_id DESC LIMIT ${page.limit}`
              : sql`
                  SELECT session_id, title, model, created_at FROM app_sessions
                  WHERE app_slug = ${owner.appSlug} AND subject_id = ${owner.subjectId}
                    AND (created_at, session_id) < (${page.before.createdAt}, ${page.before.sessionId})
                  ORDER BY created_at DESC, session_id DESC LIMIT ${page.limit}`
          )
        }),
        messages: Effect.fn("SessionRepository.messages")(function* (sessionId: string) {
          return yield* decodeRows(MessageRow)(sql`
            SELECT role, content, job_id, created_at FROM app_session_messages
            WHERE session_id = ${sessionId} ORDER BY seq`)
        }),
        appendTurn: Effect.fn("SessionRepository.appendTurn")(function* (turn) {
          yield* sql`
            INSERT INTO app_session_messages (session_id, seq, role, content, job_id, created_at)
            SELECT ${turn.sessionId}, last.seq + next.n, next.role, next.content, ${turn.jobId}, ${turn.at}
            FROM (SELECT COALESCE(MAX(seq), 0) AS seq FROM app_session_messages WHERE session_id = ${turn.sessionId}) AS last,
              (VALUES (1, 'user', ${turn.user}), (2, 'assistant', ${turn.assistant})) AS next (n, role, content)`.pipe(
            Effect.orDie
          )
        }),
        remove: Effect.fn("SessionRepository.remove")(function* (sessionId: string) {
          yield* sql`DELETE FROM app_sessions WHERE session_id = ${sessionId}`.pipe(Effect.orDie)
        })
      })
    })
  )
}
