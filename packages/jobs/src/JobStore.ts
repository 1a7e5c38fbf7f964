/**
 * Durable jobs in PostgreSQL: the `jobs_jobs` table is the queue and the API resource.
 *
 * - Jobs are claimed with `FOR UPDATE SKIP LOCKED` under a lease: an owner, a fencing
 *   token and an expiry. Several processes share the work without ever running one
 *   job twice at the same time.
 * - The owner renews its lease with `heartbeat`; a heartbeat that finds the lease lost
 *   (or a cancellation requested) tells the owner to stop.
 * - A cancellation reaches the owner within a fraction of a second from any process:
 *   `awaitCancel` reads the job's `cancel_requested` flag (a primary-key read) every
 *   `cancelPollMillis` while the job runs, and on PostgreSQL (`layerWith({ listen })`)
 *   `requestCancel` also sends a `NOTIFY` that wakes the owner at once.
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

import { Rows } from "@vouch/sql-repository"
import {
  Clock,
  Context,
  Deferred,
  Duration,
  Effect,
  Layer,
  Option,
  PubSub,
  Queue,
  Schedule,
  Schema,
  Scope
} from "effect"
import { SqlClient } from "effect/sql"
import * as Json from "./internal/json.ts"
import * as Memory from "./internal/memory.ts"

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

/**
 * A PostgreSQL `LISTEN` on one channel, as `PgClient.listen` gives it: a queue of the
 * channel's notifications while the scope lasts.
 *
 * @category models
 * @since 0.1.0
 */
export type Listen = (
  channel: string
) => Effect.Effect<Queue.Dequeue<{ readonly payload: string }, unknown>, unknown, Scope.Scope>

/**
 * How the store notices cancellations.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** How often `awaitCancel` reads the flag of a running job (default 250 ms). */
  readonly cancelPollMillis?: number | undefined
  /**
   * PostgreSQL's `LISTEN` (`PgClient.listen`), so that a cancellation wakes its owner
   * at once; the poll stays as the fallback. Leave it out on PGlite (one session,
   * which a listener would hold).
   */
  readonly listen?: Listen | undefined
}

/**
 * The channel `requestCancel` notifies with the job id.
 *
 * @category constants
 * @since 0.1.0
 */
export const cancelChannel = "vouch_job_cancel"

/**
 * The default interval of the cancellation poll.
 *
 * @category constants
 * @since 0.1.0
 */
export const cancelPollMillis = 250

const ErrorBody = Schema.Struct({ code: Schema.String, message: Schema.String })

// A job row, decoded. Credits are `bigint` columns read as text (exact), then as numbers.
const JobRow = Schema.Struct({
  job_id: Schema.String,
  app_slug: Schema.String,
  subject_id: Schema.String,
  session_id: Schema.NullOr(Schema.String),
  kind: Schema.String,
  status: Schema.Literals(["queued", "running", "succeeded", "failed", "cancelled"]),
  input: Schema.Unknown,
  model: Schema.NullOr(Schema.String),
  max_output_tokens: Schema.NullOr(Schema.Number),
  truncated: Schema.Boolean,
  hold_credits: Schema.NumberFromString,
  charged_credits: Schema.NullOr(Schema.NumberFromString),
  output: Schema.Unknown,
  usage: Schema.Unknown,
  error: Schema.NullOr(ErrorBody),
  attempts: Schema.Number,
  cancel_requested: Schema.Boolean,
  deadline_at: Schema.Date,
  created_at: Schema.Date,
  finished_at: Schema.NullOr(Schema.Date),
  lease_token: Schema.NullOr(Schema.String)
})
const CancelRow = Schema.Struct({ cancel_requested: Schema.Boolean })
const JobIdRow = Schema.Struct({ job_id: Schema.String })
const SeqRow = Schema.Struct({ seq: Schema.Number })
const EventRow = Schema.Struct({ seq: Schema.Number, event: Schema.String, data: Schema.Unknown })

const columns = `job_id, app_slug, subject_id, session_id, kind, status, input, model, max_output_tokens, truncated,
  hold_credits::text AS hold_credits, charged_credits::text AS charged_credits, output, usage, error, attempts,
  cancel_requested, deadline_at, created_at, finished_at, lease_token`

const toJob = (row: typeof JobRow.Type): Job => ({
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
  holdCredits: row.hold_credits,
  chargedCredits: row.charged_credits,
  output: row.output,
  usage: row.usage,
  error: row.error,
  attempts: row.attempts,
  cancelRequested: row.cancel_requested,
  deadlineAt: row.deadline_at,
  createdAt: row.created_at,
  finishedAt: row.finished_at
})

const toLease = (row: typeof JobRow.Type): Lease => ({ job: toJob(row), leaseToken: row.lease_token! })

type LeaseOptions = Parameters<JobStore["Service"]["start"]>[1]
type ClaimOptions = Parameters<JobStore["Service"]["claim"]>[0]
type HeartbeatOptions = Parameters<JobStore["Service"]["heartbeat"]>[0]
type JobOwner = Parameters<JobStore["Service"]["get"]>[1]
type NewEvents = Parameters<JobStore["Service"]["appendEvents"]>[2]

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
    /**
     * Completes once a cancellation of the job is requested, from any process: at the
     * notification where the store listens, else at the next read of the flag (every
     * `cancelPollMillis`). The owner of a running job forks it and interrupts it when the
     * job ends.
     */
    readonly awaitCancel: (jobId: string) => Effect.Effect<void>
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
  /**
   * Jobs on the ambient `SqlClient`, noticing cancellations as `options` say (with
   * `listen`, the first `LISTEN` is confirmed, or has failed and been logged, before the
   * layer is built).
   */
  static readonly layerWith = (options: Options) =>
    Layer.effect(
      JobStore,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const scope = yield* Scope.Scope
        const pollMillis = Duration.millis(options.cancelPollMillis ?? cancelPollMillis)
        const notified = yield* PubSub.unbounded<string>()
        const listen = options.listen
        if (listen !== undefined) {
          const listening = yield* Deferred.make<void>()
          yield* Effect.scoped(
            Effect.gen(function* () {
              const queue = yield* listen(cancelChannel)
              yield* Deferred.succeed(listening, undefined)
              return yield* Effect.forever(
                Effect.flatMap(Queue.take(queue), (notification) => PubSub.publish(notified, notification.payload))
              )
            })
          ).pipe(
            Effect.catchCause((cause) =>
              Effect.andThen(
                Effect.logWarning("job cancellation listener failed; polling until it listens again", cause),
                Deferred.succeed(listening, undefined)
              )
            ),
            Effect.repeat(Schedule.spaced("1 second")),
            Effect.forkIn(scope)
          )
          yield* Deferred.await(listening)
        }
        return yield* make(sql, notified, listen !== undefined, pollMillis)
      })
    )

  /** Jobs on the ambient `SqlClient`, cancellations noticed by the poll. */
  static readonly layer = JobStore.layerWith({})

  /**
   * Jobs in this process's memory, for tests and single-process hosts: the same leases,
   * fencing, cancellation, takeover and stored events, each operation atomic. Inputs,
   * outputs and events are stored as JSON, as in the database.
   */
  static readonly layerMemory: Layer.Layer<JobStore> = Layer.sync(JobStore, () => Memory.make())
}

const make = Effect.fnUntraced(function* (
  sql: SqlClient.SqlClient,
  notified: PubSub.PubSub<string>,
  listening: boolean,
  pollMillis: Duration.Duration
) {
  const rows = Rows.decoder(sql)
  const jobColumns = sql.literal(columns)

  const insert = Effect.fnUntraced(function* (job: NewJob, lease: LeaseOptions | undefined) {
    const current = yield* Clock.currentTimeMillis
    const leaseToken = lease === undefined ? null : crypto.randomUUID()
    const leaseExpiresAt = lease === undefined ? null : new Date(current + lease.leaseMillis)
    const started = lease === undefined ? null : new Date(current)
    const inserted = yield* rows(JobRow)`
          INSERT INTO jobs_jobs (job_id, app_slug, subject_id, session_id, kind, status, input, model, max_output_tokens,
            truncated, hold_credits, deadline_at, attempts, lease_owner, lease_token, lease_expires_at, started_at)
          VALUES (${job.jobId}, ${job.appSlug}, ${job.subjectId}, ${job.sessionId ?? null}, ${job.kind ?? "run"},
            ${lease === undefined ? "queued" : "running"}, ${JSON.stringify(job.input ?? {})}::jsonb, ${job.model ?? null},
            ${job.maxOutputTokens ?? null}, ${job.truncated ?? false}, ${job.holdCredits ?? 0}, ${job.deadlineAt},
            ${lease === undefined ? 0 : 1}, ${lease?.owner ?? null}, ${leaseToken}, ${leaseExpiresAt}, ${started})
          RETURNING ${jobColumns}`
    return inserted[0]!
  })

  const enqueue = Effect.fn("JobStore.enqueue")(function* (job: NewJob) {
    return toJob(yield* insert(job, undefined))
  })

  const start = Effect.fn("JobStore.start")(function* (job: NewJob, lease: LeaseOptions) {
    return toLease(yield* insert(job, lease))
  })

  const claim = Effect.fn("JobStore.claim")(function* (options: ClaimOptions) {
    const current = yield* Clock.currentTimeMillis
    const claimed = yield* rows(JobRow)`
          UPDATE jobs_jobs SET status = 'running', attempts = attempts + 1, lease_owner = ${options.owner},
            lease_token = gen_random_uuid()::text, lease_expires_at = ${new Date(current + options.leaseMillis)},
            started_at = ${new Date(current)}
          WHERE job_id IN (
            SELECT job_id FROM jobs_jobs WHERE status = 'queued' AND NOT cancel_requested
            ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT ${options.limit}
          )
          RETURNING ${jobColumns}`
    return claimed.map(toLease)
  })

  const heartbeat = Effect.fn("JobStore.heartbeat")(function* (options: HeartbeatOptions) {
    const current = yield* Clock.currentTimeMillis
    const renewed = yield* rows(CancelRow)`
          UPDATE jobs_jobs SET lease_expires_at = ${new Date(current + options.leaseMillis)}
          WHERE job_id = ${options.jobId} AND lease_token = ${options.leaseToken} AND status = 'running'
          RETURNING cancel_requested`
    const row = renewed[0]
    return row === undefined
      ? { alive: false, cancelRequested: false }
      : { alive: true, cancelRequested: row.cancel_requested }
  })

  const finish = Effect.fn("JobStore.finish")(function* (jobId: string, leaseToken: string, outcome: Finish) {
    const finishedAt = new Date(yield* Clock.currentTimeMillis)
    const finished = yield* rows(JobIdRow)`
          UPDATE jobs_jobs SET status = ${outcome.status}, output = ${Json.encodeOrNull(outcome.output)}::jsonb,
            usage = ${Json.encodeOrNull(outcome.usage)}::jsonb, error = ${Json.encodeOrNull(outcome.error)}::jsonb,
            charged_credits = ${outcome.chargedCredits}, finished_at = ${finishedAt},
            lease_owner = NULL, lease_token = NULL, lease_expires_at = NULL
          WHERE job_id = ${jobId} AND lease_token = ${leaseToken} AND status = 'running'
          RETURNING job_id`
    return finished.length === 1
  })

  const requestCancel = Effect.fn("JobStore.requestCancel")(function* (jobId: string) {
    const finishedAt = new Date(yield* Clock.currentTimeMillis)
    const cancelledQueued = yield* rows(JobRow)`
          UPDATE jobs_jobs SET status = 'cancelled', cancel_requested = true, charged_credits = 0, finished_at = ${finishedAt},
            error = ${JSON.stringify(Json.cancelledBeforeStart)}::jsonb
          WHERE job_id = ${jobId} AND status = 'queued'
          RETURNING ${jobColumns}`
    const cancelled = cancelledQueued[0]
    if (cancelled !== undefined) return Option.some(toJob(cancelled))
    // The owner polls the flag; the notification (delivered at commit) wakes a listening one at once.
    yield* sql`
          WITH flagged AS (
            UPDATE jobs_jobs SET cancel_requested = true WHERE job_id = ${jobId} AND status = 'running' RETURNING job_id
          )
          SELECT pg_notify(${cancelChannel}, job_id) FROM flagged`.pipe(Effect.orDie)
    return Option.none<Job>()
  })

  // A read that fails (the database briefly away) counts as "not yet": the poll goes on,
  // so a hiccup never stops the job it watches.
  const flagRead = (jobId: string) =>
    Effect.map(
      rows(CancelRow)`SELECT cancel_requested FROM jobs_jobs WHERE job_id = ${jobId}`,
      (found) => found[0]?.cancel_requested === true
    ).pipe(
      Effect.catchCause((cause) =>
        Effect.as(Effect.logWarning("job cancellation poll failed; polling on", { job_id: jobId }, cause), false)
      )
    )

  const awaitCancel = Effect.fn("JobStore.awaitCancel")(function* (jobId: string) {
    const polled = Effect.gen(function* () {
      while (!(yield* flagRead(jobId))) yield* Effect.sleep(pollMillis)
    })
    if (!listening) return yield* polled
    const subscription = yield* PubSub.subscribe(notified)
    const woken = Effect.gen(function* () {
      while ((yield* PubSub.take(subscription)) !== jobId) {}
    })
    return yield* Effect.raceFirst(woken, polled)
  }, Effect.scoped)

  const reapAbandoned = Effect.fn("JobStore.reapAbandoned")(function* (options: ClaimOptions) {
    const current = yield* Clock.currentTimeMillis
    const now = new Date(current)
    const reaped = yield* rows(JobRow)`
          UPDATE jobs_jobs SET status = 'running', lease_owner = ${options.owner}, lease_token = gen_random_uuid()::text,
            lease_expires_at = ${new Date(current + options.leaseMillis)}
          WHERE job_id IN (
            SELECT job_id FROM jobs_jobs
            WHERE (status = 'running' AND lease_expires_at < ${now})
               OR (status IN ('queued', 'running') AND deadline_at < ${now})
            ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT ${options.limit}
          )
          RETURNING ${jobColumns}`
    return reaped.map(toLease)
  })

  const get = Effect.fn("JobStore.get")(function* (jobId: string, owner?: JobOwner) {
    const found = yield* rows(JobRow)`SELECT ${jobColumns} FROM jobs_jobs WHERE job_id = ${jobId}`
    const row = found[0]
    if (row === undefined) return Option.none<Job>()
    if (owner !== undefined && (row.app_slug !== owner.appSlug || row.subject_id !== owner.subjectId)) {
      return Option.none<Job>()
    }
    return Option.some(toJob(row))
  })

  const appendEvents = Effect.fn("JobStore.appendEvents")(function* (
    jobId: string,
    leaseToken: string,
    events: NewEvents
  ) {
    if (events.length === 0) return []
    const appended = yield* rows(SeqRow)`
          WITH owned AS (
            SELECT job_id FROM jobs_jobs WHERE job_id = ${jobId} AND lease_token = ${leaseToken} FOR NO KEY UPDATE
          ),
          last AS (SELECT coalesce(max(seq), 0) AS seq FROM jobs_events WHERE job_id = ${jobId}),
          incoming AS (
            SELECT ordinality::int AS position, value->>'event' AS event, value->'data' AS data
            FROM jsonb_array_elements(${JSON.stringify(events.map((item) => ({ event: item.event, data: item.data ?? null })))}::jsonb)
              WITH ORDINALITY
          )
          INSERT INTO jobs_events (job_id, seq, event, data)
          SELECT owned.job_id, last.seq + incoming.position, incoming.event, incoming.data
          FROM owned, last, incoming
          RETURNING seq`
    return appended.map((row) => row.seq).sort((left, right) => left - right)
  })

  const events = Effect.fn("JobStore.events")(function* (jobId: string, afterSeq = 0) {
    return yield* rows(EventRow)`
          SELECT seq, event, data FROM jobs_events WHERE job_id = ${jobId} AND seq > ${afterSeq} ORDER BY seq`
  })

  return JobStore.of({
    enqueue,
    start,
    claim,
    heartbeat,
    finish,
    requestCancel,
    awaitCancel,
    reapAbandoned,
    get,
    appendEvents,
    events
  })
})
