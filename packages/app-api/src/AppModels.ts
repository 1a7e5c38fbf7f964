/**
 * The models of the app runtime, schema first: each is one `Schema` and its type is
 * derived from it. The HTTP contract (`AppApi`) answers with these schemas; the
 * runtime's services return their types; what the runtime stores as JSON (a job's
 * `StoredInput`) is decoded with them when read back.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * @category constants
 * @since 0.1.0
 */
export const limits = {
  idempotencyKeyLength: 200,
  /** The router's cap on a path parameter, so that every accepted key is addressable. */
  dataKeyLength: 100,
  dataKeys: 1000,
  dataValueBytes: 65_536,
  sessionTitleLength: 200,
  sessionsPerSubject: 1000,
  /** Nanodollars per data-store write and read (spec 2: about 400 and 100). */
  dataWriteNanodollars: 400,
  dataReadNanodollars: 100
} as const

/**
 * Who calls: the subject of an app token.
 *
 * @category models
 * @since 0.1.0
 */
export const Subject = Schema.Struct({
  app_slug: Schema.String,
  subject_type: Schema.Literals(["guest", "user"]),
  subject_id: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export type Subject = typeof Subject.Type

/**
 * What a run would hold: `POST /estimate`.
 *
 * @category models
 * @since 0.1.0
 */
export const Estimate = Schema.Struct({
  hold_credits: Schema.Int,
  min_credits: Schema.Int,
  model: Schema.String,
  model_alias: Schema.NullOr(Schema.String),
  markup_bps: Schema.Int,
  sponsor_enabled: Schema.Boolean,
  byok: Schema.Boolean
}).annotate({ identifier: "Estimate" })

/**
 * @category models
 * @since 0.1.0
 */
export type Estimate = typeof Estimate.Type

/**
 * The status of a job.
 *
 * @category models
 * @since 0.1.0
 */
export const JobStatus = Schema.Literals(["queued", "running", "succeeded", "failed", "cancelled"])

/**
 * A job's failure: `{code, message}`.
 *
 * @category models
 * @since 0.1.0
 */
export const JobFailure = Schema.Struct({ code: Schema.String, message: Schema.String })

/**
 * A job as the API shows it.
 *
 * @category models
 * @since 0.1.0
 */
export const Job = Schema.Struct({
  job_id: Schema.String,
  session_id: Schema.optionalKey(Schema.String),
  status: JobStatus,
  model: Schema.NullOr(Schema.String),
  charged_credits: Schema.Int,
  hold_credits: Schema.Int,
  output: Schema.Unknown,
  truncated: Schema.Boolean,
  error: Schema.NullOr(JobFailure),
  created_at: Schema.String,
  finished_at: Schema.NullOr(Schema.String)
}).annotate({ identifier: "Job" })

/**
 * @category models
 * @since 0.1.0
 */
export type Job = typeof Job.Type

/**
 * A conversation session.
 *
 * @category models
 * @since 0.1.0
 */
export const Session = Schema.Struct({
  session_id: Schema.String,
  title: Schema.String,
  model: Schema.NullOr(Schema.String),
  created_at: Schema.String
}).annotate({ identifier: "Session" })

/**
 * @category models
 * @since 0.1.0
 */
export type Session = typeof Session.Type

/**
 * One message of a session's transcript.
 *
 * @category models
 * @since 0.1.0
 */
export const Message = Schema.Struct({
  role: Schema.String,
  content: Schema.String,
  job_id: Schema.NullOr(Schema.String),
  created_at: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export type Message = typeof Message.Type

/**
 * A session with its transcript, oldest first.
 *
 * @category models
 * @since 0.1.0
 */
export const SessionWithMessages = Schema.Struct({ ...Session.fields, messages: Schema.Array(Message) })

/**
 * @category models
 * @since 0.1.0
 */
export type SessionWithMessages = typeof SessionWithMessages.Type

/**
 * A new guest's token.
 *
 * @category models
 * @since 0.1.0
 */
export const GuestToken = Schema.Struct({ token: Schema.String, guest_id: Schema.String, expires_at: Schema.String })

/**
 * @category models
 * @since 0.1.0
 */
export type GuestToken = typeof GuestToken.Type

/**
 * The caller and its balance: `GET /me`.
 *
 * @category models
 * @since 0.1.0
 */
export const Me = Schema.Struct({
  subject_type: Schema.String,
  subject_id: Schema.String,
  credits: Schema.Int,
  app: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export type Me = typeof Me.Type

/**
 * One event of a running job, as streamed; `id` is the stored event's sequence number
 * (`Last-Event-ID` to resume after it).
 *
 * @category models
 * @since 0.1.0
 */
export const LiveEvent = Schema.Struct({
  event: Schema.Literals(["job", "delta", "retry", "done", "pending", "error"]),
  data: Schema.Record(Schema.String, Schema.Unknown),
  id: Schema.optional(Schema.String)
})

/**
 * @category models
 * @since 0.1.0
 */
export type LiveEvent = typeof LiveEvent.Type

/**
 * A message of a prompt.
 *
 * @category models
 * @since 0.1.0
 */
export const PromptMessage = Schema.Struct({ role: Schema.Literals(["user", "assistant"]), content: Schema.String })

/**
 * What a job stores as its input: the decoded app input, the prompt built from it and
 * what the hold was priced with. Decoded when the job is executed, settled or reaped.
 *
 * @category models
 * @since 0.1.0
 */
export const StoredInput = Schema.Struct({
  input: Schema.Unknown,
  prompt: Schema.Struct({
    system: Schema.optional(Schema.String),
    messages: Schema.Array(PromptMessage),
    maxOutputTokens: Schema.optional(Schema.Number)
  }),
  promptTokens: Schema.Number,
  markupBps: Schema.Number,
  /** The user's message of a session turn, appended to the transcript on success. */
  userContent: Schema.optional(Schema.String)
})

/**
 * @category models
 * @since 0.1.0
 */
export type StoredInput = typeof StoredInput.Type

/**
 * A data-store key: 1 to `limits.dataKeyLength` of `A-Z a-z 0-9 . _ : -`. The one rule,
 * checked where a key is accepted (the path parameter's schema) and by the runtime.
 *
 * @category models
 * @since 0.1.0
 */
export const DataKey = Schema.String.check(
  Schema.isPattern(new RegExp(`^[A-Za-z0-9._:-]{1,${limits.dataKeyLength}}$`), {
    message: `A key is 1 to ${limits.dataKeyLength} of A-Z a-z 0-9 . _ : -`
  })
)
