/**
 * Durable jobs in PostgreSQL: the `jobs` table is the queue and the API resource.
 *
 * - Jobs are claimed with `FOR UPDATE SKIP LOCKED` under a lease: an owner, a fencing
 *   token and an expiry. Several processes share the work without ever running one
 *   job twice at the same time.
 * - The owner renews its lease with `heartbeat`; a heartbeat that finds the lease lost
 *   (or a cancellation requested) tells the owner to stop.
 * - `finish` is fenced by the lease token: only the current owner can move a job to a
 *   terminal state, and only once. Run it in the same transaction as the ledger
 *   settlement, so a job is charged exactly when it finishes.
 * - `reapAbandoned` takes over jobs whose owner vanished (lease expired) or whose
 *   deadline passed, giving the reaper a fresh lease so it can fail and settle them.
 * - `appendEvents` / `events` keep the stream of a job so any process can replay it.
 *
 * Times come from the `Clock`, so leases and deadlines are testable.
 *
 * @since 0.1.0
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"

/**
 * @category models
 * @since 0.1.0
 */
export type Status = "queued" | "running" | "succeeded" | "failed" | "cancelled"

/**
 * @category models
 * @since 0.1.0
 */
export interface Job {
  readonly jobId: string
  readonly appSlug: string
  readonly subjectId: string
  readonly sessionId: string | null
  readonly kind: string
  readonly status: Status
  readonly input: unknown
  readonly model: string | null
  readonly maxOutputTokens: number | null
  readonly truncated: boolean
  readonly holdCredits: number
  readonly chargedCredits: number | null
  readonly output: unknown
  readonly usage: unknown
  readonly error: { readonly code: string; readonly message: string } | null
  readonly attempts: number
  readonly cancelRequested: boolean
  readonly deadlineAt: Date
  readonly createdAt: Date
  readonly finishedAt: Date | null
}

/**
 * A job in the hands of one owner, with the token that fences its writes.
 *
 * @category models
 * @since 0.1.0
 */
export interface Lease {
  readonly job: Job
  readonly leaseToken: string
}

/**
 * One stored stream event.
 *
 * @category models
 * @since 0.1.0
 */
export interface Event {
  readonly seq: number
  readonly event: string
  readonly data: unknown
}

/**
 * What a new job is.
 *
 * @category models
 * @since 0.1.0
 */
export interface NewJob {
  readonly jobId: string
  readonly appSlug: string
  readonly subjectId: string
  readonly sessionId?: string | undefined
  readonly kind?: string | undefined
  readonly input: unknown
  readonly model?: string | undefined
  readonly maxOutputTokens?: number | undefined
  readonly truncated?: boolean | undefined
  readonly holdCredits?: number | undefined
  /** The latest time the job may still be running; past it the reaper fails it. */
  readonly deadlineAt: Date
}

/**
 * How a job ends.
 *
 * @category models
 * @since 0.1.0
 */
export interface Finish {
  readonly status: "succeeded" | "failed" | "cancelled"
  readonly output?: unknown
  readonly usage?: unknown
  readonly error?: { readonly code: string; readonly message: string } | undefined
  readonly chargedCredits: number
}

interface JobRow {
  readonly job_id: string
  readonly app_slug: string
  readonly subject_id: string
  readonly session_id: string | null
  readonly kind: string
  readonly status: Status
  readonly input: unknown
  readonly model: string | null
  readonly max_output_tokens: number | null
  readonly truncated: boolean
  readonly hold_credits: string
  readonly charged_credits: string | null
  readonly output: unknown
  readonly usage: unknown
  readonly error: { readonly code: string; readonly message: string } | null
  readonly attempts: number
  readonly cancel_requested: boolean
  readonly deadline_at: Date
  readonly created_at: Date
  readonly finished_at: Date | null
  readonly lease_token?: string | null
}

const columns = `job_id, app_slug, subject_id, session_id, kind, status, input, model, max_output_tokens, truncated,
  hold_credits::text AS hold_credits, charged_credits::text AS charged_credits, output, usage, error, attempts,
  cancel_requested, deadline_at, created_at, finished_at, lease_token`

const toJob = (row: JobRow): Job => ({
  jobId: row.job_id,
  appSlug: row.app_slug,
  subjectId: row.subject_id,
  sessionId: row.session_id,
  kind: row.kind,
  status: row.status,
  input: row.input,
  model: row.model,
  maxOutputTokens: row.max_output_tokens,
  truncated: row.truncated,
  holdCredits: Number(row.hold_credits),
  chargedCredits: row.charged_credits === null ? null : Number(row.charged_credits),
  output: row.output,
  usage: row.usage,
  error: row.error,
  attempts: row.attempts,
  cancelRequested: row.cancel_requested,
  deadlineAt: new Date(row.deadline_at),
  createdAt: new Date(row.created_at),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at)
})

const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

/**
 * @category services
 * @since 0.1.0
 */
export class JobStore extends Context.Service<
  JobStore,
  {
    /** Queues a job for any worker to claim. */
    readonly enqueue: (job: NewJob) => Effect.Effect<Job>
    /** Creates a job already running, leased to the caller (the streaming fast path). */
    readonly start: (
      job: NewJob,
      lease: { readonly owner: string; readonly leaseMillis: number }
    ) => Effect.Effect<Lease>
    /** Claims up to `limit` queued jobs, oldest first. */
    readonly claim: (options: {
      readonly owner: string
      readonly limit: number
      readonly leaseMillis: number
    }) => Effect.Effect<ReadonlyArray<Lease>>
    /** Renews a lease; `alive` false means the lease is lost and the owner must stop without finishing. */
    readonly heartbeat: (options: {
      readonly jobId: string
      readonly leaseToken: string
      readonly leaseMillis: number
    }) => Effect.Effect<{ readonly alive: boolean; readonly cancelRequested: boolean }>
    /** Moves a leased job to its terminal state; false when the lease was lost or the job already ended. */
    readonly finish: (jobId: string, leaseToken: string, finish: Finish) => Effect.Effect<boolean>
    /** Asks the owner to cancel; a queued job is cancelled at once (and returned so its hold can be voided). */
    readonly requestCancel: (jobId: string) => Effect.Effect<Option.Option<Job>>
    /** Takes over running jobs whose lease expired and jobs past their deadline, with a fresh lease. */
    readonly reapAbandoned: (options: {
      readonly owner: string
      readonly limit: number
      readonly leaseMillis: number
    }) => Effect.Effect<ReadonlyArray<Lease>>
    /** A job as its owner (app and subject) may see it; none for anybody else's job. */
    readonly get: (
      jobId: string,
      owner?: { readonly appSlug: string; readonly subjectId: string }
    ) => Effect.Effect<Option.Option<Job>>
    /** Appends events after the last stored one, fenced by the lease; returns their sequence numbers. */
    readonly appendEvents: (
      jobId: string,
      leaseToken: string,
      events: ReadonlyArray<{ readonly event: string; readonly data: unknown }>
    ) => Effect.Effect<ReadonlyArray<number>>
    /** Events after `afterSeq` (exclusive), in order. */
    readonly events: (jobId: string, afterSeq?: number) => Effect.Effect<ReadonlyArray<Event>>
  }
>()("@vouch/jobs/JobStore") {
  /** Jobs on the ambient `SqlClient`. */
  static readonly layer = Layer.effect(
    JobStore,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const leaseUntil = (millis: number) => Effect.map(now, (date) => new Date(date.getTime() + millis))

      const insert = Effect.fnUntraced(function* (
        job: NewJob,
        lease: { readonly owner: string; readonly leaseMillis: number } | undefined
      ) {
        const leaseToken = lease === undefined ? null : crypto.randomUUID()
        const leaseExpiresAt = lease === undefined ? null : yield* leaseUntil(lease.leaseMillis)
        const started = lease === undefined ? null : yield* now
        const rows = yield* sql<JobRow>`
          INSERT INTO jobs (job_id, app_slug, subject_id, session_id, kind, status, input, model, max_output_tokens,
            truncated, hold_credits, deadline_at, attempts, lease_owner, lease_token, lease_expires_at, started_at)
          VALUES (${job.jobId}, ${job.appSlug}, ${job.subjectId}, ${job.sessionId ?? null}, ${job.kind ?? "run"},
            ${lease === undefined ? "queued" : "running"}, ${JSON.stringify(job.input ?? {})}::jsonb, ${job.model ?? null},
            ${job.maxOutputTokens ?? null}, ${job.truncated ?? false}, ${job.holdCredits ?? 0}, ${job.deadlineAt},
            ${lease === undefined ? 0 : 1}, ${lease?.owner ?? null}, ${leaseToken}, ${leaseExpiresAt}, ${started})
          RETURNING ${sql.literal(columns)}`.pipe(Effect.orDie)
        return { job: toJob(rows[0]!), leaseToken }
      })

      const enqueue = (job: NewJob) =>
        insert(job, undefined).pipe(
          Effect.map((created) => created.job),
          Effect.withSpan("JobStore.enqueue")
        )

      const start = (job: NewJob, lease: { readonly owner: string; readonly leaseMillis: number }) =>
        insert(job, lease).pipe(
          Effect.map((created): Lease => ({ job: created.job, leaseToken: created.leaseToken! })),
          Effect.withSpan("JobStore.start")
        )

      const claim = Effect.fn("JobStore.claim")(function* (options: {
        readonly owner: string
        readonly limit: number
        readonly leaseMillis: number
      }) {
        const expiresAt = yield* leaseUntil(options.leaseMillis)
        const started = yield* now
        const rows = yield* sql<JobRow>`
          UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_owner = ${options.owner},
            lease_token = gen_random_uuid()::text, lease_expires_at = ${expiresAt}, started_at = ${started}
          WHERE job_id IN (
            SELECT job_id FROM jobs WHERE status = 'queued' AND NOT cancel_requested
            ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT ${options.limit}
          )
          RETURNING ${sql.literal(columns)}`.pipe(Effect.orDie)
        return rows.map((row) => ({ job: toJob(row), leaseToken: row.lease_token! }))
      })

      const heartbeat = Effect.fn("JobStore.heartbeat")(function* (options: {
        readonly jobId: string
        readonly leaseToken: string
        readonly leaseMillis: number
      }) {
        const expiresAt = yield* leaseUntil(options.leaseMillis)
        const rows = yield* sql<{ readonly cancel_requested: boolean }>`
          UPDATE jobs SET lease_expires_at = ${expiresAt}
          WHERE job_id = ${options.jobId} AND lease_token = ${options.leaseToken} AND status = 'running'
          RETURNING cancel_requested`.pipe(Effect.orDie)
        return rows.length === 0
          ? { alive: false, cancelRequested: false }
          : { alive: true, cancelRequested: rows[0]!.cancel_requested }
      })

      const finish = Effect.fn("JobStore.finish")(function* (jobId: string, leaseToken: string, outcome: Finish) {
        const finishedAt = yield* now
        const rows = yield* sql<{ readonly job_id: string }>`
          UPDATE jobs SET status = ${outcome.status}, output = ${outcome.output === undefined ? null : JSON.stringify(outcome.output)}::jsonb,
            usage = ${outcome.usage === undefined ? null : JSON.stringify(outcome.usage)}::jsonb,
            error = ${outcome.error === undefined ? null : JSON.stringify(outcome.error)}::jsonb,
            charged_credits = ${outcome.chargedCredits}, finished_at = ${finishedAt},
            lease_owner = NULL, lease_token = NULL, lease_expires_at = NULL
          WHERE job_id = ${jobId} AND lease_token = ${leaseToken} AND status = 'running'
          RETURNING job_id`.pipe(Effect.orDie)
        return rows.length === 1
      })

      const requestCancel = Effect.fn("JobStore.requestCancel")(function* (jobId: string) {
        const finishedAt = yield* now
        const cancelledQueued = yield* sql<JobRow>`
          UPDATE jobs SET status = 'cancelled', cancel_requested = true, charged_credits = 0, finished_at = ${finishedAt},
            error = '{"code":"cancelled","message":"The job was cancelled before it started."}'::jsonb
          WHERE job_id = ${jobId} AND status = 'queued'
          RETURNING ${sql.literal(columns)}`.pipe(Effect.orDie)
        if (cancelledQueued.length > 0) return Option.some(toJob(cancelledQueued[0]!))
        yield* sql`UPDATE jobs SET cancel_requested = true WHERE job_id = ${jobId} AND status = 'running'`.pipe(
          Effect.orDie
        )
        return Option.none()
      })

      const reapAbandoned = Effect.fn("JobStore.reapAbandoned")(function* (options: {
        readonly owner: string
        readonly limit: number
        readonly leaseMillis: number
      }) {
        const current = yield* now
        const expiresAt = yield* leaseUntil(options.leaseMillis)
        const rows = yield* sql<JobRow>`
          UPDATE jobs SET status = 'running', lease_owner = ${options.owner}, lease_token = gen_random_uuid()::text,
            lease_expires_at = ${expiresAt}
          WHERE job_id IN (
            SELECT job_id FROM jobs
            WHERE (status = 'running' AND lease_expires_at < ${current})
               OR (status IN ('queued', 'running') AND deadline_at < ${current})
            ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT ${options.limit}
          )
          RETURNING ${sql.literal(columns)}`.pipe(Effect.orDie)
        return rows.map((row) => ({ job: toJob(row), leaseToken: row.lease_token! }))
      })

      const get = Effect.fn("JobStore.get")(function* (
        jobId: string,
        owner?: { readonly appSlug: string; readonly subjectId: string }
      ) {
        const rows = yield* sql<JobRow>`
          SELECT ${sql.literal(columns)} FROM jobs WHERE job_id = ${jobId}`.pipe(Effect.orDie)
        const row = rows[0]
        if (row === undefined) return Option.none()
        if (owner !== undefined && (row.app_slug !== owner.appSlug || row.subject_id !== owner.subjectId)) {
          return Option.none()
        }
        return Option.some(toJob(row))
      })

      const appendEvents = Effect.fn("JobStore.appendEvents")(function* (
        jobId: string,
        leaseToken: string,
        events: ReadonlyArray<{ readonly event: string; readonly data: unknown }>
      ) {
        if (events.length === 0) return []
        const rows = yield* sql<{ readonly seq: number }>`
          WITH owned AS (
            SELECT job_id FROM jobs WHERE job_id = ${jobId} AND lease_token = ${leaseToken} FOR NO KEY UPDATE
          ),
          last AS (SELECT coalesce(max(seq), 0) AS seq FROM job_events WHERE job_id = ${jobId}),
          incoming AS (
            SELECT ordinality::int AS position, value->>'event' AS event, value->'data' AS data
            FROM jsonb_array_elements(${JSON.stringify(events.map((item) => ({ event: item.event, data: item.data ?? null })))}::jsonb)
              WITH ORDINALITY
          )
          INSERT INTO job_events (job_id, seq, event, data)
          SELECT owned.job_id, last.seq + incoming.position, incoming.event, incoming.data
          FROM owned, last, incoming
          RETURNING seq`.pipe(Effect.orDie)
        return rows.map((row) => row.seq).sort((left, right) => left - right)
      })

      const events = (jobId: string, afterSeq = 0) =>
        sql<{ readonly seq: number; readonly event: string; readonly data: unknown }>`
          SELECT seq, event, data FROM job_events WHERE job_id = ${jobId} AND seq > ${afterSeq} ORDER BY seq`.pipe(
          Effect.map((rows) => rows.map((row): Event => ({ seq: row.seq, event: row.event, data: row.data }))),
          Effect.orDie,
          Effect.withSpan("JobStore.events")
        )

      return JobStore.of({
        enqueue,
        start,
        claim,
        heartbeat,
        finish,
        requestCancel,
        reapAbandoned,
        get,
        appendEvents,
        events
      })
    })
  )
}
