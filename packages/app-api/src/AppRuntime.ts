/**
 * The metered app runtime: estimates, idempotent runs with a hold placed for the worst
 * case and settled at real usage, execution with streaming, jobs, conversation sessions
 * and the per-app data store.
 *
 * How a run goes (decisions, also in the README):
 * 1. The body is the app's input object; it is decoded by the app's schema (400
 *    `validation_error` with `details.field`), and only the decoded input is hashed to
 *    tell a repeat of an Idempotency-Key. The model comes from the input, the app's
 *    default or the catalogue's default; an unknown or unavailable model is 400.
 * 2. In one transaction: the Idempotency-Key is recorded for (app, subject); a hold of
 *    `hold_credits` is placed with the floor `min_credits` (a balance below the floor is
 *    402 and nothing is written); a partial balance scales the output cap down
 *    (`truncated`); the job is created already leased to this process.
 * 3. The process streams the reply from the provider, publishing deltas to live
 *    subscribers and appending them to the job's stored events every 250 ms, renewing
 *    its lease, honouring cancellation and the model's wall-clock cap.
 * 4. In one transaction: the hold is settled at the real usage (at most the hold; the
 *    rest refunded) and the job finished, charged exactly once (the lease fences it).
 *    A session turn appends both messages to the transcript in the same transaction.
 * 5. A process that dies leaves its lease to expire; any process's reaper then fails
 *    the job and settles it for what the stored events show was consumed.
 *
 * @since 0.1.0
 */
import { createHash, randomBytes } from "node:crypto"
import * as Transaction from "@vouch/database/Transaction"
import { HttpEnvelope } from "@vouch/envelope"
import { AppTokens } from "@vouch/identity"
import { JobStore } from "@vouch/jobs"
import { CreditLedger } from "@vouch/ledger"
import { ModelCatalogue, type ModelProvider, ModelProviders, TokenEstimate } from "@vouch/models"
import {
  Cause,
  Clock,
  Context,
  Duration,
  Effect,
  Exit,
  Fiber,
  Layer,
  Option,
  PubSub,
  Ref,
  Result,
  Schedule,
  Schema,
  Scope,
  Stream
} from "effect"
import { SqlClient } from "effect/sql"
import * as App from "./App.ts"
import * as AppError from "./AppError.ts"
import * as AppMetering from "./AppMetering.ts"

/**
 * Who calls: the subject of an app token.
 *
 * @category models
 * @since 0.1.0
 */
export interface Subject {
  readonly app_slug: string
  readonly subject_type: "guest" | "user"
  readonly subject_id: string
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Estimate {
  readonly hold_credits: number
  readonly min_credits: number
  readonly model: string
  readonly model_alias: string | null
  readonly markup_bps: number
  readonly sponsor_enabled: boolean
  readonly byok: boolean
}

/**
 * A job as the API shows it.
 *
 * @category models
 * @since 0.1.0
 */
export interface JobView {
  readonly job_id: string
  readonly session_id?: string
  readonly status: "queued" | "running" | "succeeded" | "failed" | "cancelled"
  readonly model: string | null
  readonly charged_credits: number
  readonly hold_credits: number
  readonly output: unknown
  readonly truncated: boolean
  readonly error: { readonly code: string; readonly message: string } | null
  readonly created_at: string
  readonly finished_at: string | null
}

/**
 * One event of a running job, as streamed.
 *
 * @category models
 * @since 0.1.0
 */
export interface LiveEvent {
  readonly event: "job" | "delta" | "done" | "pending" | "error"
  readonly data: Record<string, unknown>
  /** The stored event's sequence number (`Last-Event-ID` to resume after it). */
  readonly id?: string | undefined
}

/**
 * How long one stream follows a job before answering `pending` with the job handle.
 *
 * @category constants
 * @since 0.1.0
 */
export const followMillis = 10 * 60_000

/**
 * @category models
 * @since 0.1.0
 */
export interface Submitted {
  readonly job: JobView
  /** True when the Idempotency-Key matched an earlier request: the original job. */
  readonly replayed: boolean
  /** The live events of a job this process runs (from its first event), none for a replay. */
  readonly events: Option.Option<Stream.Stream<LiveEvent>>
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Session {
  readonly session_id: string
  readonly title: string
  readonly model: string | null
  readonly created_at: string
}

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
 * A data-store key: 1 to `limits.dataKeyLength` of `A-Z a-z 0-9 . _ : -`. The one rule,
 * checked where a key is accepted (the path parameter's schema) and by the runtime.
 *
 * @category schemas
 * @since 0.1.0
 */
export const DataKey = Schema.String.check(
  Schema.isPattern(new RegExp(`^[A-Za-z0-9._:-]{1,${limits.dataKeyLength}}$`), {
    message: `A key is 1 to ${limits.dataKeyLength} of A-Z a-z 0-9 . _ : -`
  })
)

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** This process's name in job leases. */
  readonly owner?: string | undefined
  readonly leaseMillis?: number | undefined
  /** How often the reaper looks for abandoned jobs; 0 disables it. */
  readonly reapMillis?: number | undefined
  /**
   * The most bytes of JSON a guest stores in the data store of its app, all keys
   * together (`defaults.guestDataBytes`); a write beyond it is 403 `forbidden`.
   */
  readonly guestDataBytes?: number | undefined
}

/**
 * @category constants
 * @since 0.1.0
 */
export const defaults = {
  /** 256 KiB: four values of the largest size. */
  guestDataBytes: 262_144
} as const

// Canonical JSON (keys sorted), without recursion: a value nested deeper than the
// stack is still hashed.
const stableJson = (root: unknown): string => {
  const parts: Array<string> = []
  const work: Array<{ readonly text: string } | { readonly value: unknown }> = [{ value: root }]
  while (work.length > 0) {
    const item = work.pop()!
    if ("text" in item) {
      parts.push(item.text)
      continue
    }
    const value = item.value
    if (value === null || typeof value !== "object") {
      parts.push(JSON.stringify(value) ?? "null")
      continue
    }
    const record = value as Record<string, unknown>
    const array = Array.isArray(value)
    const keys = array ? value.map((_, index) => index) : Object.keys(value).sort()
    // Pushed in reverse, so that they come off the stack in order.
    work.push({ text: array ? "]" : "}" })
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!
      work.push({ value: record[key] })
      if (!array) work.push({ text: `${JSON.stringify(key)}:` })
      if (index > 0) work.push({ text: "," })
    }
    work.push({ text: array ? "[" : "{" })
  }
  return parts.join("")
}

/**
 * The hash that tells a repeat from a different request under one Idempotency-Key:
 * over the decoded input, so a body is hashed only once it has passed the app's schema.
 *
 * @category idempotency
 * @since 0.1.0
 */
export const requestHash = (scope: string, input: unknown): string =>
  createHash("sha256")
    .update(`${scope}\n${stableJson(input)}`)
    .digest("hex")

const newId = (prefix: string) => `${prefix}${randomBytes(13).toString("hex")}`

interface StoredInput {
  readonly input: unknown
  readonly prompt: App.Prompt
  readonly promptTokens: number
  readonly markupBps: number
  readonly userContent?: string | undefined
}

/**
 * @category services
 * @since 0.1.0
 */
export class AppRuntime extends Context.Service<
  AppRuntime,
  {
    readonly apps: ReadonlyMap<string, App.Any>
    readonly guest: (
      slug: string
    ) => Effect.Effect<
      { readonly token: string; readonly guest_id: string; readonly expires_at: string },
      AppError.AppError
    >
    readonly me: (subject: Subject) => Effect.Effect<{
      readonly subject_type: string
      readonly subject_id: string
      readonly credits: number
      readonly app: string
    }>
    readonly estimate: (
      subject: Subject,
      body: unknown,
      sessionId?: string
    ) => Effect.Effect<Estimate, AppError.AppError>
    readonly submit: (
      subject: Subject,
      body: unknown,
      options: { readonly idempotencyKey: string; readonly sessionId?: string | undefined; readonly scope: string }
    ) => Effect.Effect<Submitted, AppError.AppError>
    readonly job: (subject: Subject, jobId: string) => Effect.Effect<JobView, AppError.AppError>
    /**
     * The events of a job from its store, after the sequence number `after`, following
     * it until it ends (then `done` or `error`) or for `followMillis` (then `pending`):
     * any process can serve it, so a client resumes a stream with `Last-Event-ID`.
     */
    readonly follow: (
      subject: Subject,
      jobId: string,
      after?: number
    ) => Effect.Effect<Stream.Stream<LiveEvent>, AppError.AppError>
    readonly cancel: (subject: Subject, jobId: string) => Effect.Effect<JobView, AppError.AppError>
    readonly createSession: (subject: Subject, title: string) => Effect.Effect<Session, AppError.AppError>
    readonly listSessions: (
      subject: Subject,
      page: {
        readonly limit: number
        readonly before?: { readonly createdAt: string; readonly sessionId: string } | undefined
      }
    ) => Effect.Effect<ReadonlyArray<Session>>
    readonly getSession: (
      subject: Subject,
      sessionId: string
    ) => Effect.Effect<
      Session & {
        readonly messages: ReadonlyArray<{
          readonly role: string
          readonly content: string
          readonly job_id: string | null
          readonly created_at: string
        }>
      },
      AppError.AppError
    >
    readonly deleteSession: (subject: Subject, sessionId: string) => Effect.Effect<void, AppError.AppError>
    readonly dataKeys: (subject: Subject) => Effect.Effect<ReadonlyArray<string>, AppError.AppError>
    readonly dataGet: (subject: Subject, key: string) => Effect.Effect<unknown, AppError.AppError>
    readonly dataPut: (subject: Subject, key: string, value: unknown) => Effect.Effect<void, AppError.AppError>
    readonly dataDelete: (subject: Subject, key: string) => Effect.Effect<void, AppError.AppError>
    /** Fails and settles the jobs whose owner vanished; returns how many. */
    readonly reap: Effect.Effect<number>
  }
>()("@vouch/app-api/AppRuntime") {
  /**
   * The runtime over the given apps. Runs jobs in this process's scope; the reaper
   * runs every `reapMillis` (30 s by default).
   *
   * @since 0.1.0
   */
  static readonly layer = (apps: ReadonlyArray<App.Any>, options: Options = {}) =>
    Layer.effect(
      AppRuntime,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const ledger = yield* CreditLedger.CreditLedger
        const jobs = yield* JobStore.JobStore
        const catalogue = yield* ModelCatalogue.ModelCatalogue
        const providers = yield* ModelProviders.ModelProviders
        const tokens = yield* AppTokens.AppTokens
        const scope = yield* Scope.Scope
        const owner = options.owner ?? `app-runtime-${randomBytes(6).toString("hex")}`
        const leaseMillis = options.leaseMillis ?? 30_000
        const guestDataBytes = options.guestDataBytes ?? defaults.guestDataBytes
        const byslug = new Map(apps.map((app) => [app.slug, app]))
        const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
        const transaction = Transaction.make(sql)

        const appOf = (subject: Subject) => {
          const app = byslug.get(subject.app_slug)
          return app === undefined
            ? AppError.fail("unauthorized", "This token's app is not served here.")
            : Effect.succeed(app)
        }

        const decode = (app: App.Any, body: unknown) =>
          Result.match(Schema.decodeUnknownResult(app.input)(body), {
            onSuccess: (input) => Effect.succeed(input as unknown),
            onFailure: (error) =>
              AppError.fail(
                "validation_error",
                `The input does not match the ${app.name} app.`,
                HttpEnvelope.issueDetails("body", error.issue)
              )
          })

        const modelError = (error: ModelCatalogue.ModelCatalogueError) =>
          AppError.fail(
            "validation_error",
            error.message,
            error.reason._tag === "PromptTooLong"
              ? { location: "body", field: "content" }
              : { location: "body", field: "$model" }
          )

        const history = (sessionId: string) =>
          sql<{ readonly role: "user" | "assistant"; readonly content: string }>`
            SELECT role, content FROM app_session_messages WHERE session_id = ${sessionId} ORDER BY seq`.pipe(
            Effect.orDie
          )

        const sessionRow = (subject: Subject, sessionId: string) =>
          sql<{
            readonly session_id: string
            readonly title: string
            readonly model: string | null
            readonly created_at: Date
          }>`
            SELECT session_id, title, model, created_at FROM app_sessions
            WHERE session_id = ${sessionId} AND app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id}`.pipe(
            Effect.orDie,
            Effect.flatMap((rows) =>
              rows[0] === undefined ? AppError.fail("not_found", "No such session.") : Effect.succeed(rows[0])
            )
          )

        // Resolves the model of a decoded input, builds the prompt and prices it.
        const planInput = (subject: Subject, app: App.Any, input: unknown, sessionId?: string) =>
          Effect.gen(function* () {
            if (sessionId !== undefined && app.sessions !== true)
              return yield* AppError.fail("not_found", "This app keeps no sessions.")
            const past =
              sessionId === undefined ? [] : yield* Effect.andThen(sessionRow(subject, sessionId), history(sessionId))
            const requested = app.model?.(input) ?? app.defaultModel
            const resolved = yield* catalogue.resolveAvailable(requested).pipe(Effect.catch(modelError))
            const prompt = app.prompt(input, past)
            const promptTokens = TokenEstimate.prompt(prompt)
            yield* Effect.fromResult(ModelCatalogue.checkPrompt(resolved.model, promptTokens)).pipe(
              Effect.catch(modelError)
            )
            const maxOutputTokens = Math.max(
              1,
              Math.min(
                prompt.maxOutputTokens ?? resolved.model.caps.maxOutputTokens,
                resolved.model.caps.maxOutputTokens
              )
            )
            const markupBps = app.markupBps ?? 0
            const holdCredits = ModelCatalogue.credits(
              resolved.model.rates,
              { inputTokens: promptTokens, outputTokens: maxOutputTokens },
              markupBps
            )
            const minCredits = ModelCatalogue.credits(
              resolved.model.rates,
              { inputTokens: promptTokens, outputTokens: 1 },
              markupBps
            )
            return { app, input, resolved, prompt, promptTokens, maxOutputTokens, markupBps, holdCredits, minCredits }
          })

        // Decodes the body with the app's schema, then plans it.
        const plan = (subject: Subject, body: unknown, sessionId?: string) =>
          Effect.gen(function* () {
            const app = yield* appOf(subject)
            return yield* planInput(subject, app, yield* decode(app, body), sessionId)
          })

        const view = (job: JobStore.Job): JobView => ({
          job_id: job.jobId,
          ...(job.sessionId === null ? {} : { session_id: job.sessionId }),
          status: job.status,
          model: job.model,
          charged_credits: job.chargedCredits ?? 0,
          hold_credits: job.holdCredits,
          output: job.output ?? null,
          truncated: job.truncated,
          error: job.error,
          created_at: job.createdAt.toISOString(),
          finished_at: job.finishedAt === null ? null : job.finishedAt.toISOString()
        })

        const getJob = (subject: Subject, jobId: string) =>
          Effect.flatMap(jobs.get(jobId, { appSlug: subject.app_slug, subjectId: subject.subject_id }), (found) =>
            Option.isNone(found) ? AppError.fail("not_found", "No such job.") : Effect.succeed(found.value)
          )

        // Settles and finishes in one transaction; appends the turn to its session.
        const conclude = (
          lease: JobStore.Lease,
          outcome: {
            readonly status: "succeeded" | "failed" | "cancelled"
            readonly text: string
            readonly usage: { readonly inputTokens: number; readonly outputTokens: number; readonly estimated: boolean }
            readonly error?: { readonly code: string; readonly message: string } | undefined
          }
        ) =>
          Effect.gen(function* () {
            const job = lease.job
            const stored = job.input as StoredInput
            const model =
              job.model === null ? undefined : catalogue.catalogue.models.find((entry) => entry.id === job.model)
            const cost = model === undefined ? 0 : ModelCatalogue.credits(model.rates, outcome.usage, stored.markupBps)
            const charge = Math.min(cost, job.holdCredits)
            const app = byslug.get(job.appSlug)
            const output =
              outcome.status === "succeeded" && app !== undefined
                ? App.outputOf(app, outcome.text)
                : { output: outcome.text }
            const finished = yield* transaction(
              Effect.gen(function* () {
                const done = yield* jobs.finish(job.jobId, lease.leaseToken, {
                  status: outcome.status,
                  output,
                  usage: outcome.usage,
                  error: outcome.error,
                  chargedCredits: charge
                })
                if (!done) return false
                if (job.holdCredits > 0) yield* ledger.settle(job.jobId, charge).pipe(Effect.orDie)
                if (outcome.status === "succeeded" && job.sessionId !== null && stored.userContent !== undefined) {
                  const at = yield* now
                  yield* sql`
                    INSERT INTO app_session_messages (session_id, seq, role, content, job_id, created_at)
                    SELECT ${job.sessionId}, last.seq + turn.n, turn.role, turn.content, ${job.jobId}, ${at}
                    FROM (SELECT COALESCE(MAX(seq), 0) AS seq FROM app_session_messages WHERE session_id = ${job.sessionId}) AS last,
                      (VALUES (1, 'user', ${stored.userContent}), (2, 'assistant', ${outcome.text})) AS turn (n, role, content)`.pipe(
                    Effect.orDie
                  )
                }
                return true
              })
            )
            return { finished, charge, output }
          })

        const terminalEvent = (
          job: JobStore.Job,
          status: "succeeded" | "failed" | "cancelled",
          charge: number,
          output: unknown,
          error?: { readonly code: string; readonly message: string }
        ): LiveEvent =>
          status === "failed" && error !== undefined
            ? {
                event: "error",
                data: { job_id: job.jobId, code: error.code, message: error.message, charged_credits: charge }
              }
            : {
                event: "done",
                data: { job_id: job.jobId, status, charged_credits: charge, output, truncated: job.truncated }
              }

        // Runs one leased job to its end in this process.
        const execute = (lease: JobStore.Lease, publish: (event: LiveEvent) => Effect.Effect<void>) =>
          Effect.gen(function* () {
            const job = lease.job
            const stored = job.input as StoredInput
            const model = catalogue.catalogue.models.find((entry) => entry.id === job.model)
            const text = yield* Ref.make("")
            const pending = yield* Ref.make("")
            const usage = yield* Ref.make<ModelProvider.Usage | undefined>(undefined)
            const finishReason = yield* Ref.make<ModelProvider.FinishReason | undefined>(undefined)
            const flush = Effect.gen(function* () {
              const chunk = yield* Ref.getAndSet(pending, "")
              if (chunk.length > 0)
                yield* jobs.appendEvents(job.jobId, lease.leaseToken, [{ event: "delta", data: { text: chunk } }])
            })
            if (model === undefined) {
              const error = {
                code: "model_unavailable",
                message: `The model ${job.model} is no longer in the catalogue.`
              }
              const { charge, output } = yield* conclude(lease, {
                status: "failed",
                text: "",
                usage: { inputTokens: 0, outputTokens: 0, estimated: true },
                error
              })
              return yield* publish(terminalEvent(job, "failed", charge, output, error))
            }
            const generate = providers
              .stream(model, {
                ...(stored.prompt.system === undefined ? {} : { system: stored.prompt.system }),
                messages: stored.prompt.messages,
                maxOutputTokens: job.maxOutputTokens ?? model.caps.maxOutputTokens
              })
              .pipe(
                Stream.runForEach((part) =>
                  part._tag === "TextDelta"
                    ? Effect.gen(function* () {
                        yield* Ref.update(text, (current) => current + part.text)
                        yield* Ref.update(pending, (current) => current + part.text)
                        yield* publish({ event: "delta", data: { text: part.text } })
                      })
                    : Effect.andThen(Ref.set(usage, part.usage), Ref.set(finishReason, part.finishReason))
                )
              )
            // Stored events every 250 ms; the lease renewed a few times per lease period.
            const flusher = yield* flush.pipe(Effect.repeat(Schedule.spaced("250 millis")), Effect.forkChild)
            const cancelled = yield* Ref.make(false)
            const heartbeat = yield* Effect.gen(function* () {
              const beat = yield* jobs.heartbeat({ jobId: job.jobId, leaseToken: lease.leaseToken, leaseMillis })
              if (!beat.alive) return yield* Effect.interrupt
              if (beat.cancelRequested) {
                yield* Ref.set(cancelled, true)
                return yield* Effect.interrupt
              }
            }).pipe(
              Effect.repeat(Schedule.spaced(Duration.millis(Math.max(50, Math.floor(leaseMillis / 3))))),
              Effect.forkChild
            )
            const wallClock = Duration.millis(Math.max(1, job.deadlineAt.getTime() - (yield* Clock.currentTimeMillis)))
            const exit = yield* generate.pipe(
              Effect.raceFirst(Effect.andThen(Fiber.await(heartbeat), Effect.interrupt)),
              Effect.timeoutOrElse({ duration: wallClock, orElse: () => Effect.fail("timeout" as const) }),
              Effect.exit
            )
            yield* Fiber.interrupt(flusher)
            yield* Fiber.interrupt(heartbeat)
            yield* flush
            const received = yield* Ref.get(text)
            const reported = yield* Ref.get(usage)
            const consumed =
              reported ??
              AppMetering.unreportedUsage(stored.prompt, received, job.maxOutputTokens ?? model.caps.maxOutputTokens)
            const wasCancelled = yield* Ref.get(cancelled)
            const outcome = Exit.isSuccess(exit)
              ? ({ status: "succeeded", text: received, usage: consumed } as const)
              : wasCancelled
                ? ({
                    status: "cancelled",
                    text: received,
                    usage: consumed,
                    error: { code: "cancelled", message: "The job was cancelled." }
                  } as const)
                : ({
                    status: "failed",
                    text: received,
                    usage:
                      received.length === 0 && reported === undefined
                        ? { inputTokens: 0, outputTokens: 0, estimated: true }
                        : consumed,
                    error: failureOf(exit.cause)
                  } as const)
            const concluded = yield* conclude(lease, outcome)
            yield* publish(
              terminalEvent(
                job,
                outcome.status,
                concluded.charge,
                concluded.output,
                outcome.status === "failed" ? outcome.error : undefined
              )
            )
          })

        const reap = Effect.gen(function* () {
          const abandoned = yield* jobs.reapAbandoned({ owner, limit: 20, leaseMillis })
          for (const lease of abandoned) {
            const stored = lease.job.input as StoredInput
            const model = catalogue.catalogue.models.find((entry) => entry.id === lease.job.model)
            const received = (yield* jobs.events(lease.job.jobId))
              .filter((event) => event.event === "delta")
              .map((event) => String((event.data as { text?: unknown }).text ?? ""))
              .join("")
            yield* conclude(lease, {
              status: "failed",
              text: received,
              usage:
                received.length === 0 || model === undefined
                  ? { inputTokens: 0, outputTokens: 0, estimated: true }
                  : AppMetering.unreportedUsage(
                      stored.prompt,
                      received,
                      lease.job.maxOutputTokens ?? model.caps.maxOutputTokens
                    ),
              error: {
                code: "abandoned",
                message: "The process running this job stopped; it was settled for what it consumed."
              }
            })
          }
          yield* ledger.expireDue
          return abandoned.length
        })

        if ((options.reapMillis ?? 30_000) > 0)
          yield* reap.pipe(
            Effect.catchCause((cause) => Effect.as(Effect.logWarning("job reaper failed", cause), 0)),
            Effect.repeat(Schedule.spaced(Duration.millis(options.reapMillis ?? 30_000))),
            Effect.forkIn(scope)
          )

        // Meters one data-store operation by `rule` (AppMetering), charging the credits it
        // makes due. Takes the subject's meter row lock until the caller's transaction
        // ends, so the operations of one subject are metered (and checked) one at a time.
        const meter = (
          subject: Subject,
          nanodollars: number,
          rule: (owed: number, cost: number) => AppMetering.MeterCharge
        ) =>
          transaction(
            Effect.gen(function* () {
              const rows = yield* sql<{ readonly nanodollars: string; readonly charges: string }>`
                INSERT INTO app_data_meter (subject_id) VALUES (${subject.subject_id})
                ON CONFLICT (subject_id) DO UPDATE SET nanodollars = app_data_meter.nanodollars
                RETURNING nanodollars::text, charges::text`.pipe(Effect.orDie)
              const charge = rule(Number(rows[0]?.nanodollars ?? 0), nanodollars)
              if (charge.credits > 0) {
                const holdId = `data:${subject.subject_id}:${Number(rows[0]?.charges ?? 0) + 1}`
                yield* ledger
                  .hold({
                    accountId: subject.subject_id,
                    holdId,
                    requested: charge.credits,
                    floor: charge.credits,
                    expiresAt: yield* now
                  })
                  .pipe(
                    Effect.catch(() =>
                      AppError.fail("insufficient_credits", "The data store is metered and the balance is spent.", {
                        credits: charge.credits
                      })
                    )
                  )
                yield* ledger.settle(holdId, charge.credits).pipe(Effect.orDie)
              }
              yield* sql`
                UPDATE app_data_meter SET nanodollars = ${charge.owed}, charges = charges + ${charge.credits > 0 ? 1 : 0}
                WHERE subject_id = ${subject.subject_id}`.pipe(Effect.orDie)
            })
          )

        const isDataKey = Schema.is(DataKey)
        const checkKey = (key: string) =>
          isDataKey(key)
            ? Effect.void
            : AppError.fail("validation_error", `A key is 1 to ${limits.dataKeyLength} of A-Z a-z 0-9 . _ : -.`, {
                location: "path",
                field: "key"
              })

        const isTerminal = (status: JobStore.Status) =>
          status === "succeeded" || status === "failed" || status === "cancelled"

        const follow = (subject: Subject, jobId: string, after = 0) =>
          Effect.gen(function* () {
            yield* getJob(subject, jobId)
            const until = (yield* Clock.currentTimeMillis) + followMillis
            type State = { readonly after: number; readonly first: boolean }
            return Stream.paginate<State, LiveEvent>({ after, first: true }, (state) =>
              Effect.gen(function* () {
                if (!state.first) yield* Effect.sleep("250 millis")
                // The job first, then its events: a job that has ended has stored them all.
                const job = yield* getJob(subject, jobId).pipe(Effect.orDie)
                const stored = yield* jobs.events(jobId, state.after)
                const events: Array<LiveEvent> = stored.map((event) => ({
                  event: event.event === "delta" ? "delta" : "job",
                  data: event.data as Record<string, unknown>,
                  id: String(event.seq)
                }))
                const last = stored.length === 0 ? state.after : stored[stored.length - 1]!.seq
                const head: Array<LiveEvent> = state.first
                  ? [{ event: "job", data: { job_id: job.jobId, session_id: job.sessionId, status: job.status } }]
                  : []
                if (isTerminal(job.status)) {
                  const done = terminalEvent(
                    job,
                    job.status as "succeeded" | "failed" | "cancelled",
                    job.chargedCredits ?? 0,
                    job.output,
                    job.error ?? undefined
                  )
                  return [[...head, ...events, done], Option.none<State>()] as const
                }
                if ((yield* Clock.currentTimeMillis) >= until) {
                  const pending: LiveEvent = { event: "pending", data: { ...view(job), job_id: job.jobId } }
                  return [[...head, ...events, pending], Option.none<State>()] as const
                }
                return [[...head, ...events], Option.some({ after: last, first: false })] as const
              })
            )
          })

        return AppRuntime.of({
          apps: byslug,
          follow,
          guest: (slug) =>
            Effect.gen(function* () {
              const app = byslug.get(slug)
              if (app === undefined) return yield* AppError.fail("not_found", "No app has this slug.")
              const issued = yield* tokens
                .issueGuest(slug)
                .pipe(Effect.catch((error) => AppError.fail("validation_error", error.message)))
              if ((app.guestCredits ?? 0) > 0)
                yield* ledger
                  .grant({
                    accountId: issued.guest_id,
                    grantId: `guest:${issued.guest_id}`,
                    amount: app.guestCredits ?? 0,
                    memo: `guest credits of ${slug}`
                  })
                  .pipe(Effect.orDie)
              return { token: issued.token, guest_id: issued.guest_id, expires_at: issued.expires_at.toISOString() }
            }),

          me: (subject) =>
            Effect.map(ledger.balance(subject.subject_id), (balance) => ({
              subject_type: subject.subject_type,
              subject_id: subject.subject_id,
              credits: balance.available,
              app: subject.app_slug
            })),

          estimate: (subject, body, sessionId) =>
            Effect.map(plan(subject, body, sessionId), (planned) => ({
              hold_credits: planned.holdCredits,
              min_credits: planned.minCredits,
              model: planned.resolved.model.id,
              model_alias: planned.resolved.alias,
              markup_bps: planned.markupBps,
              sponsor_enabled: planned.app.sponsorEnabled ?? false,
              byok: false
            })),

          submit: (subject, body, submitOptions) =>
            Effect.gen(function* () {
              const key = submitOptions.idempotencyKey
              if (key.length === 0 || key.length > limits.idempotencyKeyLength)
                return yield* AppError.fail(
                  "validation_error",
                  `The Idempotency-Key header is required (1 to ${limits.idempotencyKeyLength} characters).`,
                  {
                    location: "headers",
                    field: "idempotency-key"
                  }
                )
              const app = yield* appOf(subject)
              const input = yield* decode(app, body)
              const hash = requestHash(`${submitOptions.scope}:${submitOptions.sessionId ?? ""}`, input)
              const recorded = sql<{ readonly request_hash: string; readonly job_id: string }>`
                SELECT request_hash, job_id FROM app_idempotency
                WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id} AND idempotency_key = ${key}`.pipe(
                Effect.orDie
              )
              const earlier = yield* recorded
              const replay = (row: { readonly request_hash: string; readonly job_id: string }) =>
                row.request_hash === hash
                  ? Effect.gen(function* () {
                      const job = yield* getJob(subject, row.job_id)
                      // A job still running is followed from its store; one that ended answers as JSON.
                      const events = isTerminal(job.status)
                        ? Option.none()
                        : Option.some(yield* follow(subject, row.job_id))
                      return { job: view(job), replayed: true, events } satisfies Submitted
                    })
                  : AppError.fail("conflict", "This Idempotency-Key was already used with a different request.", {
                      location: "headers",
                      field: "idempotency-key"
                    })
              if (earlier[0] !== undefined) return yield* replay(earlier[0])
              if (subject.subject_type === "guest" && app.guestsMayRun !== true && app.sponsorEnabled !== true)
                return yield* AppError.fail("forbidden", "Guests cannot run this app: sign in for a user token.")
              const planned = yield* planInput(subject, app, input, submitOptions.sessionId)
              const jobId = newId("job_")
              const at = yield* now
              const deadlineAt = new Date(at.getTime() + planned.resolved.model.caps.wallClockMs)
              const started = yield* transaction(
                Effect.gen(function* () {
                  const recorded = yield* sql`
                    INSERT INTO app_idempotency (app_slug, subject_id, idempotency_key, request_hash, job_id, session_id, created_at)
                    VALUES (${subject.app_slug}, ${subject.subject_id}, ${key}, ${hash}, ${jobId}, ${submitOptions.sessionId ?? null}, ${at})
                    ON CONFLICT DO NOTHING RETURNING job_id`.pipe(Effect.orDie)
                  if (recorded.length === 0) return Option.none<JobStore.Lease>()
                  const hold = yield* ledger
                    .hold({
                      accountId: subject.subject_id,
                      holdId: jobId,
                      requested: planned.holdCredits,
                      floor: planned.minCredits,
                      expiresAt: new Date(deadlineAt.getTime() + 10 * 60_000)
                    })
                    .pipe(
                      Effect.catch((error) =>
                        error.reason._tag === "InsufficientCredits"
                          ? AppError.fail(
                              "insufficient_credits",
                              `The balance cannot cover this run: at least ${planned.minCredits} credits are needed.`,
                              {
                                hold_credits: planned.holdCredits,
                                min_credits: planned.minCredits
                              }
                            )
                          : Effect.die(error)
                      )
                    )
                  const maxOutputTokens = hold.truncated
                    ? Math.max(
                        1,
                        ModelCatalogue.affordableOutputTokens(
                          planned.resolved.model.rates,
                          planned.promptTokens,
                          hold.amount,
                          planned.maxOutputTokens,
                          planned.markupBps
                        )
                      )
                    : planned.maxOutputTokens
                  const lease = yield* jobs.start(
                    {
                      jobId,
                      appSlug: subject.app_slug,
                      subjectId: subject.subject_id,
                      sessionId: submitOptions.sessionId,
                      kind: subject.app_slug,
                      input: {
                        input: planned.input,
                        prompt: planned.prompt,
                        promptTokens: planned.promptTokens,
                        markupBps: planned.markupBps,
                        userContent: planned.prompt.messages[planned.prompt.messages.length - 1]?.content
                      } satisfies StoredInput,
                      model: planned.resolved.model.id,
                      maxOutputTokens,
                      truncated: hold.truncated,
                      holdCredits: hold.amount,
                      deadlineAt
                    },
                    { owner, leaseMillis }
                  )
                  return Option.some(lease)
                })
              )
              if (Option.isNone(started)) {
                // A concurrent request with the same key won the race: replay it.
                const winner = yield* recorded
                return yield* replay(winner[0]!)
              }
              const lease = started.value
              const hub = yield* PubSub.unbounded<LiveEvent>({ replay: Number.MAX_SAFE_INTEGER })
              const first: LiveEvent = {
                event: "job",
                data: { job_id: jobId, session_id: submitOptions.sessionId ?? null, status: "running" }
              }
              yield* PubSub.publish(hub, first)
              yield* execute(lease, (event) => Effect.asVoid(PubSub.publish(hub, event))).pipe(
                Effect.catchCause((cause) => Effect.logError("job execution failed", { job_id: jobId }, cause)),
                // Late subscribers may still replay the hub for a minute; the delay must stay interruptible.
                Effect.ensuring(Effect.forkIn(Effect.delay(PubSub.shutdown(hub), "1 minute"), scope)),
                Effect.forkIn(scope)
              )
              const events = Stream.fromPubSub(hub).pipe(
                Stream.takeUntil((event) => event.event === "done" || event.event === "error")
              )
              return { job: view(lease.job), replayed: false, events: Option.some(events) }
            }),

          job: (subject, jobId) => Effect.map(getJob(subject, jobId), view),

          cancel: (subject, jobId) =>
            Effect.gen(function* () {
              yield* getJob(subject, jobId)
              yield* jobs.requestCancel(jobId)
              return view(yield* getJob(subject, jobId))
            }),

          createSession: (subject, title) =>
            Effect.gen(function* () {
              const app = yield* appOf(subject)
              if (app.sessions !== true) return yield* AppError.fail("not_found", "This app keeps no sessions.")
              const trimmed = title.trim().slice(0, limits.sessionTitleLength)
              const count = yield* sql<{ readonly count: number }>`
                SELECT count(*)::int AS count FROM app_sessions WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id}`.pipe(
                Effect.orDie
              )
              if ((count[0]?.count ?? 0) >= limits.sessionsPerSubject)
                return yield* AppError.fail(
                  "forbidden",
                  `At most ${limits.sessionsPerSubject} sessions: delete some first.`
                )
              const at = yield* now
              const sessionId = newId("ses_")
              yield* sql`
                INSERT INTO app_sessions (session_id, app_slug, subject_id, title, created_at)
                VALUES (${sessionId}, ${subject.app_slug}, ${subject.subject_id}, ${trimmed}, ${at})`.pipe(Effect.orDie)
              return { session_id: sessionId, title: trimmed, model: null, created_at: at.toISOString() }
            }),

          listSessions: (subject, page) =>
            Effect.map(
              page.before === undefined
                ? sql<{
                    readonly session_id: string
                    readonly title: string
                    readonly model: string | null
                    readonly created_at: Date
                  }>`
                    SELECT session_id, title, model, created_at FROM app_sessions
                    WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id}
                    ORDER BY created_at DESC, session_id DESC LIMIT ${page.limit}`.pipe(Effect.orDie)
                : sql<{
                    readonly session_id: string
                    readonly title: string
                    readonly model: string | null
                    readonly created_at: Date
                  }>`
                    SELECT session_id, title, model, created_at FROM app_sessions
                    WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id}
                      AND (created_at, session_id) < (${new Date(page.before.createdAt)}, ${page.before.sessionId})
                    ORDER BY created_at DESC, session_id DESC LIMIT ${page.limit}`.pipe(Effect.orDie),
              (rows) => rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))
            ),

          getSession: (subject, sessionId) =>
            Effect.gen(function* () {
              const row = yield* sessionRow(subject, sessionId)
              const messages = yield* sql<{
                readonly role: string
                readonly content: string
                readonly job_id: string | null
                readonly created_at: Date
              }>`
                SELECT role, content, job_id, created_at FROM app_session_messages WHERE session_id = ${sessionId} ORDER BY seq`.pipe(
                Effect.orDie
              )
              return {
                ...row,
                created_at: new Date(row.created_at).toISOString(),
                messages: messages.map((message) => ({
                  ...message,
                  created_at: new Date(message.created_at).toISOString()
                }))
              }
            }),

          deleteSession: (subject, sessionId) =>
            Effect.gen(function* () {
              yield* sessionRow(subject, sessionId)
              yield* sql`DELETE FROM app_sessions WHERE session_id = ${sessionId}`.pipe(Effect.orDie)
            }),

          dataKeys: (subject) =>
            Effect.gen(function* () {
              yield* meter(subject, limits.dataReadNanodollars, AppMetering.accrued)
              const rows = yield* sql<{ readonly key: string }>`
                SELECT key FROM app_data WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id} ORDER BY key`.pipe(
                Effect.orDie
              )
              return rows.map((row) => row.key)
            }),

          dataGet: (subject, key) =>
            Effect.gen(function* () {
              yield* checkKey(key)
              yield* meter(subject, limits.dataReadNanodollars, AppMetering.accrued)
              const rows = yield* sql<{ readonly value: unknown }>`
                SELECT value FROM app_data WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id} AND key = ${key}`.pipe(
                Effect.orDie
              )
              if (rows[0] === undefined) return yield* AppError.fail("not_found", "No value under this key.")
              const value = rows[0].value
              return typeof value === "string" ? JSON.parse(value) : value
            }),

          dataPut: (subject, key, value) =>
            Effect.gen(function* () {
              yield* checkKey(key)
              const encoded = JSON.stringify(value ?? null)
              const size = Buffer.byteLength(encoded)
              if (size > limits.dataValueBytes)
                return yield* AppError.fail(
                  "payload_too_large",
                  `A value is at most ${limits.dataValueBytes} bytes of JSON.`
                )
              const at = yield* now
              // One transaction: paid before it is stored (and refunded by the rollback
              // when a limit refuses it); the meter's row lock orders a subject's writes,
              // so the limits see every earlier write.
              yield* transaction(
                Effect.gen(function* () {
                  yield* meter(subject, limits.dataWriteNanodollars, AppMetering.prepaid)
                  const stored = yield* sql<{ readonly count: number; readonly bytes: string }>`
                    SELECT count(*)::int AS count, COALESCE(sum(size_bytes), 0)::text AS bytes FROM app_data
                    WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id} AND key <> ${key}`.pipe(
                    Effect.orDie
                  )
                  if ((stored[0]?.count ?? 0) >= limits.dataKeys)
                    return yield* AppError.fail(
                      "forbidden",
                      `At most ${limits.dataKeys} keys per app: delete some first.`
                    )
                  if (subject.subject_type === "guest" && Number(stored[0]?.bytes ?? 0) + size > guestDataBytes)
                    return yield* AppError.fail(
                      "forbidden",
                      `A guest stores at most ${guestDataBytes} bytes per app: sign in, or delete some first.`,
                      { limit_bytes: guestDataBytes, stored_bytes: Number(stored[0]?.bytes ?? 0) }
                    )
                  yield* sql`
                    INSERT INTO app_data (app_slug, subject_id, key, value, size_bytes, updated_at)
                    VALUES (${subject.app_slug}, ${subject.subject_id}, ${key}, ${encoded}::jsonb, ${size}, ${at})
                    ON CONFLICT (app_slug, subject_id, key) DO UPDATE SET value = excluded.value, size_bytes = excluded.size_bytes, updated_at = excluded.updated_at`.pipe(
                    Effect.orDie
                  )
                })
              )
            }),

          dataDelete: (subject, key) =>
            Effect.gen(function* () {
              yield* checkKey(key)
              yield* meter(subject, limits.dataWriteNanodollars, AppMetering.accrued)
              yield* sql`
                DELETE FROM app_data WHERE app_slug = ${subject.app_slug} AND subject_id = ${subject.subject_id} AND key = ${key}`.pipe(
                Effect.orDie
              )
            }),

          reap
        })
      })
    )
}

const failureOf = (cause: Cause.Cause<unknown>): { readonly code: string; readonly message: string } => {
  const failure = Cause.findErrorOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    if (error === "timeout") return { code: "timeout", message: "The model's wall-clock cap was reached." }
    if (typeof error === "object" && error !== null && "_tag" in error && error._tag === "ModelProviderError") {
      const providerError = error as ModelProvider.ModelProviderError
      return {
        code: `provider_${providerError.reason._tag.replace(/[A-Z]/g, (letter, index) => (index === 0 ? "" : "_") + letter.toLowerCase())}`,
        message: providerError.message
      }
    }
  }
  if (Cause.hasInterruptsOnly(cause)) return { code: "interrupted", message: "The run was stopped." }
  return { code: "internal", message: "The run failed." }
}
