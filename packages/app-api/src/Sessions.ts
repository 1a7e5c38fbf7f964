/**
 * Conversation sessions of the apps that keep them: creating, listing, reading and
 * deleting a subject's sessions, the transcript a session turn is prompted with, and
 * the turn appended when a session run succeeds.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Option } from "effect"
import type * as App from "./App.ts"
import * as AppError from "./AppError.ts"
import { limits, type Session, type SessionWithMessages, type Subject } from "./AppModels.ts"
import { newId, now } from "./internal/ids.ts"
import { type Owner, SessionRepository, type SessionRow } from "./SessionRepository.ts"

const ownerOf = (subject: Subject): Owner => ({ appSlug: subject.app_slug, subjectId: subject.subject_id })

/**
 * A session row as the API shows it.
 *
 * @category encoding
 * @since 0.1.0
 */
export const view = (row: SessionRow): Session => ({
  session_id: row.session_id,
  title: row.title,
  model: row.model,
  created_at: row.created_at.toISOString()
})

/**
 * A title as stored: trimmed, at most `limits.sessionTitleLength` characters.
 *
 * @category encoding
 * @since 0.1.0
 */
export const normaliseTitle = (title: string): string => title.trim().slice(0, limits.sessionTitleLength)

/**
 * @category services
 * @since 0.1.0
 */
export class Sessions extends Context.Service<
  Sessions,
  {
    readonly create: (app: App.Any, subject: Subject, title: string) => Effect.Effect<Session, AppError.AppError>
    readonly list: (
      subject: Subject,
      page: {
        readonly limit: number
        readonly before?: { readonly createdAt: string; readonly sessionId: string } | undefined
      }
    ) => Effect.Effect<ReadonlyArray<Session>>
    readonly get: (subject: Subject, sessionId: string) => Effect.Effect<SessionWithMessages, AppError.AppError>
    readonly remove: (subject: Subject, sessionId: string) => Effect.Effect<void, AppError.AppError>
    /** The transcript a turn of the subject's session is prompted with; `SessionsDisabled` or `SessionNotFound`. */
    readonly history: (
      app: App.Any,
      subject: Subject,
      sessionId: string
    ) => Effect.Effect<
      ReadonlyArray<{ readonly role: "user" | "assistant"; readonly content: string }>,
      AppError.AppError
    >
    /** Appends a succeeded turn (the user's message and the reply) to its session. */
    readonly appendTurn: (turn: {
      readonly sessionId: string
      readonly jobId: string
      readonly user: string
      readonly assistant: string
    }) => Effect.Effect<void>
  }
>()("@vouch/app-api/Sessions") {
  /**
   * Sessions over a `SessionRepository`.
   *
   * @since 0.1.0
   */
  static readonly layerWithoutRepository = Layer.effect(
    Sessions,
    Effect.gen(function* () {
      const repository = yield* SessionRepository

      const find = Effect.fn("Sessions.find")(function* (subject: Subject, sessionId: string) {
        const row = yield* repository.find(ownerOf(subject), sessionId)
        return Option.isSome(row) ? row.value : yield* AppError.fail("SessionNotFound", "No such session.")
      })

      return Sessions.of({
        create: Effect.fn("Sessions.create")(function* (app: App.Any, subject: Subject, title: string) {
          if (app.sessions !== true) return yield* AppError.fail("SessionsDisabled", "This app keeps no sessions.")
          const owner = ownerOf(subject)
          if ((yield* repository.count(owner)) >= limits.sessionsPerSubject)
            return yield* AppError.fail(
              "LimitReached",
              `At most ${limits.sessionsPerSubject} sessions: delete some first.`
            )
          const createdAt = yield* now
          const session = { sessionId: newId("ses_"), title: normaliseTitle(title), createdAt }
          yield* repository.insert(owner, session)
          return view({ session_id: session.sessionId, title: session.title, model: null, created_at: createdAt })
        }),
        list: Effect.fn("Sessions.list")(function* (subject, page) {
          const rows = yield* repository.list(ownerOf(subject), {
            limit: page.limit,
            ...(page.before === undefined
              ? {}
              : { before: { createdAt: new Date(page.before.createdAt), sessionId: page.before.sessionId } })
          })
          return rows.map(view)
        }),
        get: Effect.fn("Sessions.get")(function* (subject: Subject, sessionId: string) {
          const row = yield* find(subject, sessionId)
          const messages = yield* repository.messages(sessionId)
          return {
            ...view(row),
            messages: messages.map((message) => ({ ...message, created_at: message.created_at.toISOString() }))
          }
        }),
        remove: Effect.fn("Sessions.remove")(function* (subject: Subject, sessionId: string) {
          yield* find(subject, sessionId)
          yield* repository.remove(sessionId)
        }),
        history: Effect.fn("Sessions.history")(function* (app: App.Any, subject: Subject, sessionId: string) {
          if (app.sessions !== true) return yield* AppError.fail("SessionsDisabled", "This app keeps no sessions.")
          yield* find(subject, sessionId)
          const messages = yield* repository.messages(sessionId)
          return messages.map((message) => ({ role: message.role, content: message.content }))
        }),
        appendTurn: Effect.fn("Sessions.appendTurn")(function* (turn) {
          yield* repository.appendTurn({ ...turn, at: yield* now })
        })
      })
    })
  )

  /**
   * Sessions over SQL (needs `SqlClient`).
   *
   * @since 0.1.0
   */
  static readonly layer = Sessions.layerWithoutRepository.pipe(Layer.provide(SessionRepository.layer))
}
