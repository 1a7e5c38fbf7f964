// Jobs in memory (`JobStore.layerMemory`). Every operation reads the clock first, then
// checks and changes the state in one synchronous step: fibers never see (or write) a
// half-done operation, which gives the guarantees the SQL store gets from row locks
// (`SKIP LOCKED` claims, fenced updates). Jobs are kept in creation order (a `Map`
// iterates in insertion order), the order claims and takeovers follow.
import { Clock, Effect, Option } from "effect"
import type { Event, Job, JobStore, NewJob, Status } from "../JobStore.ts"
import * as Json from "./json.ts"

type Service = JobStore["Service"]

interface StoredJob {
  readonly jobId: string
  readonly appSlug: string
  readonly subjectId: string
  readonly sessionId: string | null
  readonly kind: string
  readonly input: string
  readonly model: string | null
  readonly maxOutputTokens: number | null
  readonly truncated: boolean
  readonly holdCredits: number
  readonly deadlineAt: number
  readonly createdAt: number
  status: Status
  chargedCredits: number | null
  output: string | null
  usage: string | null
  error: Job["error"]
  attempts: number
  cancelRequested: boolean
  leaseToken: string | null
  leaseExpiresAt: number | null
  finishedAt: number | null
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json))

// A fresh copy, as a database read would give.
const toJob = (stored: StoredJob): Job => ({
  jobId: stored.jobId,
  appSlug: stored.appSlug,
  subjectId: stored.subjectId,
  sessionId: stored.sessionId,
  kind: stored.kind,
  status: stored.status,
  input: parse(stored.input),
  model: stored.model,
  maxOutputTokens: stored.maxOutputTokens,
  truncated: stored.truncated,
  holdCredits: stored.holdCredits,
  chargedCredits: stored.chargedCredits,
  output: parse(stored.output),
  usage: parse(stored.usage),
  error: stored.error === null ? null : { ...stored.error },
  attempts: stored.attempts,
  cancelRequested: stored.cancelRequested,
  deadlineAt: new Date(stored.deadlineAt),
  createdAt: new Date(stored.createdAt),
  finishedAt: stored.finishedAt === null ? null : new Date(stored.finishedAt)
})

export const make = (): Service => {
  const jobs = new Map<string, StoredJob>()
  const streams = new Map<string, Array<{ readonly seq: number; readonly event: string; readonly data: string }>>()

  // Gives `stored` to a new owner until `now + leaseMillis`.
  const lease = (stored: StoredJob, now: number, leaseMillis: number) => {
    stored.status = "running"
    stored.leaseToken = crypto.randomUUID()
    stored.leaseExpiresAt = now + leaseMillis
    return { job: toJob(stored), leaseToken: stored.leaseToken }
  }

  const insert = (job: NewJob, now: number): StoredJob | undefined => {
    if (jobs.has(job.jobId)) return undefined
    const stored: StoredJob = {
      jobId: job.jobId,
      appSlug: job.appSlug,
      subjectId: job.subjectId,
      sessionId: job.sessionId ?? null,
      kind: job.kind ?? "run",
      input: JSON.stringify(job.input ?? {}),
      model: job.model ?? null,
      maxOutputTokens: job.maxOutputTokens ?? null,
      truncated: job.truncated ?? false,
      holdCredits: job.holdCredits ?? 0,
      deadlineAt: job.deadlineAt.getTime(),
      createdAt: now,
      status: "queued",
      chargedCredits: null,
      output: null,
      usage: null,
      error: null,
      attempts: 0,
      cancelRequested: false,
      leaseToken: null,
      leaseExpiresAt: null,
      finishedAt: null
    }
    jobs.set(job.jobId, stored)
    return stored
  }

  const duplicate = (jobId: string) => Effect.die(new Error(`a job ${jobId} already exists`))

  // The first `limit` jobs (in creation order) that `eligible` accepts.
  const first = (limit: number, eligible: (stored: StoredJob) => boolean): Array<StoredJob> => {
    const found: Array<StoredJob> = []
    for (const stored of jobs.values()) {
      if (found.length >= limit) break
      if (eligible(stored)) found.push(stored)
    }
    return found
  }

  const owned = (jobId: string, leaseToken: string): StoredJob | undefined => {
    const stored = jobs.get(jobId)
    return stored?.leaseToken === leaseToken ? stored : undefined
  }

  return {
    enqueue: Effect.fn("JobStore.enqueue")(function* (job) {
      const stored = insert(job, yield* Clock.currentTimeMillis)
      return stored === undefined ? yield* duplicate(job.jobId) : toJob(stored)
    }),

    start: Effect.fn("JobStore.start")(function* (job, options) {
      const now = yield* Clock.currentTimeMillis
      const stored = insert(job, now)
      if (stored === undefined) return yield* duplicate(job.jobId)
      stored.attempts = 1
      return lease(stored, now, options.leaseMillis)
    }),

    claim: Effect.fn("JobStore.claim")(function* (options) {
      const now = yield* Clock.currentTimeMillis
      return first(options.limit, (stored) => stored.status === "queued" && !stored.cancelRequested).map((stored) => {
        stored.attempts += 1
        return lease(stored, now, options.leaseMillis)
      })
    }),

    heartbeat: Effect.fn("JobStore.heartbeat")(function* (options) {
      const now = yield* Clock.currentTimeMillis
      const stored = owned(options.jobId, options.leaseToken)
      if (stored === undefined || stored.status !== "running") return { alive: false, cancelRequested: false }
      stored.leaseExpiresAt = now + options.leaseMillis
      return { alive: true, cancelRequested: stored.cancelRequested }
    }),

    finish: Effect.fn("JobStore.finish")(function* (jobId, leaseToken, outcome) {
      const now = yield* Clock.currentTimeMillis
      const stored = owned(jobId, leaseToken)
      if (stored === undefined || stored.status !== "running") return false
      stored.status = outcome.status
      stored.output = Json.encodeOrNull(outcome.output)
      stored.usage = Json.encodeOrNull(outcome.usage)
      stored.error = outcome.error === undefined ? null : { code: outcome.error.code, message: outcome.error.message }
      stored.chargedCredits = outcome.chargedCredits
      stored.finishedAt = now
      stored.leaseToken = null
      stored.leaseExpiresAt = null
      return true
    }),

    requestCancel: Effect.fn("JobStore.requestCancel")(function* (jobId) {
      const now = yield* Clock.currentTimeMillis
      const stored = jobs.get(jobId)
      if (stored?.status === "running") stored.cancelRequested = true
      if (stored?.status !== "queued") return Option.none<Job>()
      stored.status = "cancelled"
      stored.cancelRequested = true
      stored.chargedCredits = 0
      stored.finishedAt = now
      stored.error = { ...Json.cancelledBeforeStart }
      return Option.some(toJob(stored))
    }),

    awaitCancel: Effect.fn("JobStore.awaitCancel")(function* (jobId) {
      while (jobs.get(jobId)?.cancelRequested !== true) yield* Effect.sleep("20 millis")
    }),

    reapAbandoned: Effect.fn("JobStore.reapAbandoned")(function* (options) {
      const now = yield* Clock.currentTimeMillis
      const abandoned = (stored: StoredJob) =>
        (stored.status === "running" && stored.leaseExpiresAt !== null && stored.leaseExpiresAt < now) ||
        ((stored.status === "queued" || stored.status === "running") && stored.deadlineAt < now)
      return first(options.limit, abandoned).map((stored) => lease(stored, now, options.leaseMillis))
    }),

    get: Effect.fn("JobStore.get")(function* (jobId, owner) {
      const stored = jobs.get(jobId)
      if (stored === undefined) return Option.none<Job>()
      if (owner !== undefined && (stored.appSlug !== owner.appSlug || stored.subjectId !== owner.subjectId)) {
        return Option.none<Job>()
      }
      return Option.some(toJob(stored))
    }),

    appendEvents: Effect.fn("JobStore.appendEvents")(function* (jobId, leaseToken, events) {
      if (events.length === 0 || owned(jobId, leaseToken) === undefined) return []
      const stream = streams.get(jobId) ?? []
      streams.set(jobId, stream)
      const last = stream.length === 0 ? 0 : stream[stream.length - 1]!.seq
      return events.map((item, index) => {
        const seq = last + index + 1
        stream.push({ seq, event: item.event, data: JSON.stringify(item.data ?? null) })
        return seq
      })
    }),

    events: Effect.fn("JobStore.events")(function* (jobId, afterSeq = 0) {
      return (streams.get(jobId) ?? [])
        .filter((stored) => stored.seq > afterSeq)
        .map((stored): Event => ({ seq: stored.seq, event: stored.event, data: JSON.parse(stored.data) }))
    })
  }
}
