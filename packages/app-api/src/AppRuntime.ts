/**
 * The metered app runtime: estimates, idempotent runs with a hold placed for the worst
 * case and settled at real usage, execution with streaming, jobs, conversation sessions
 * and the per-app data store. A thin facade over `Sessions`, `DataStore`,
 * `JobExecution` and the pure `AppMetering`; hosts provide `AppRuntime.layer`.
 *
 * How a run goes (decisions, also in the README):
 * 1. The body is the app's input object; it is decoded by the app's schema (400
 *    `validation_error` with `details.field`), and only the decoded input is hashed to
 *    tell a repeat of an Idempotency-Key. The model comes from the input, the app's
 *    default or the catalogue's default; an unknown or unavailable model is 400.
 * 2. In one transaction: the Idempotency-Key is recorded for (app, subject); a hold of
 *    `hold_credits` is placed on the paying account (the caller, or the app's sponsor)
 *    with the floor `min_credits` (a balance below the floor is 402 and nothing is
 *    written); a partial balance scales the output cap down (`truncated`); the job is
 *    created already leased to this process.
 * 3. The process streams the reply from the provider (`JobExecution`).
 * 4. In one transaction: the hold is settled at the real usage (at most the hold; the
 *    rest refunded) and the job finished, charged exactly once (the lease fences it).
 *    A session turn appends both messages to the transcript in the same transaction.
 * 5. A process that dies leaves its lease to expire; any process's reaper then fails
 *    the job and settles it for what the stored events show was consumed.
 *
 * @since 0.1.0
 */

import { JobStore } from "@vouch/jobs"
import { CreditLedger } from "@vouch/ledger"
import { ModelCatalogue } from "@vouch/models"
import { Transaction } from "@vouch/sql-repository"
import { Context, Effect, Layer, Option, type Stream } from "effect"
import { SqlClient } from "effect/sql"
import * as App from "./App.ts"
import { AppCredentials } from "./AppCredentials.ts"
import * as AppDirectory from "./AppDirectory.ts"
import * as AppError from "./AppError.ts"
import * as AppMetering from "./AppMetering.ts"
import * as AppModels from "./AppModels.ts"
import { type Options as DataOptions, DataStore, defaults as dataDefaults } from "./DataStore.ts"
import { IdempotencyRepository, type Recorded } from "./IdempotencyRepository.ts"
import { newId, now, processName } from "./internal/ids.ts"
import * as JobEvents from "./JobEvents.ts"
import { JobExecution } from "./JobExecution.ts"
import * as RunPlanning from "./RunPlanning.ts"
import { Sessions } from "./Sessions.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Subject = AppModels.Subject

/**
 * @category models
 * @since 0.1.0
 */
export type Estimate = AppModels.Estimate

/**
 * A job as the API shows it.
 *
 * @category models
 * @since 0.1.0
 */
export type JobView = AppModels.Job

/**
 * @category models
 * @since 0.1.0
 */
export type Session = AppModels.Session

/**
 * One event of a running job, as streamed.
 *
 * @category models
 * @since 0.1.0
 */
export type LiveEvent = AppModels.LiveEvent

/**
 * @category constants
 * @since 0.1.0
 */
export const limits = AppModels.limits

/**
 * @category models
 * @since 0.1.0
 */
export const DataKey = AppModels.DataKey

/**
 * @category constants
 * @since 0.1.0
 */
export const followMillis = JobEvents.followMillis

/**
 * @category constants
 * @since 0.1.0
 */
export const defaults = dataDefaults

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
export interface Options extends DataOptions {
  /** This process's name in job leases. */
  readonly owner?: string | undefined
  readonly leaseMillis?: number | undefined
  /** How often the reaper looks for abandoned jobs; 0 disables it. */
  readonly reapMillis?: number | undefined
}

/**
 * @category utilities
 * @since 0.1.0
 */
export const requestHash = RunPlanning.requestHash

/**
 * @category services
 * @since 0.1.0
 */
export class AppRuntime extends Context.Service<
  AppRuntime,
  {
    /** The built-in apps (those given to the layer). */
    readonly apps: ReadonlyMap<string, App.Any>
    /** An app by slug: a built-in one, else the `AppDirectory`'s; none for an unknown slug. */
    readonly find: (slug: string) => Effect.Effect<Option.Option<App.Any>>
    /** The app of a token's subject, when it is known and serves the subject. */
    readonly appOf: (subject: Subject) => Effect.Effect<Option.Option<App.Any>>
    readonly guest: (slug: string) => Effect.Effect<AppModels.GuestToken, AppError.AppError>
    readonly me: (subject: Subject) => Effect.Effect<AppModels.Me>
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
    /** `JobExecution.follow`: any process can serve it; a client resumes with `Last-Event-ID`. */
    readonly follow: JobExecution["Service"]["follow"]
    readonly cancel: JobExecution["Service"]["cancel"]
    readonly createSession: (subject: Subject, title: string) => Effect.Effect<Session, AppError.AppError>
    readonly listSessions: Sessions["Service"]["list"]
    readonly getSession: Sessions["Service"]["get"]
    readonly deleteSession: Sessions["Service"]["remove"]
    readonly dataKeys: DataStore["Service"]["keys"]
    readonly dataGet: DataStore["Service"]["get"]
    readonly dataPut: DataStore["Service"]["put"]
    readonly dataDelete: DataStore["Service"]["remove"]
    /** Fails and settles the jobs whose owner vanished; returns how many. */
    readonly reap: Effect.Effect<number>
  }
>()("@vouch/app-api/AppRuntime") {
  /**
   * The facade over its services (needs `SqlClient`, `CreditLedger`, `JobStore`,
   * `ModelCatalogue`, `ModelProviders`, `AppCredentials`, `Sessions`, `DataStore`,
   * `JobExecution` and `IdempotencyRepository`); `layer` provides the services.
   *
   * @since 0.1.0
   */
  static readonly layerWithoutServices = (apps: ReadonlyArray<App.Any>) =>
    Layer.effect(
      AppRuntime,
      Effect.gen(function* () {
        for (const app of apps) {
          const problem = App.problem(app)
          if (problem !== undefined) return yield* Effect.die(new Error(problem))
        }
        const ledger = yield* CreditLedger.CreditLedger
        const jobs = yield* JobStore.JobStore
        const catalogue = yield* ModelCatalogue.ModelCatalogue
        const credentials = yield* AppCredentials
        const sessions = yield* Sessions
        const data = yield* DataStore
        const execution = yield* JobExecution
        const idempotency = yield* IdempotencyRepository
        const transaction = Transaction.make(yield* SqlClient.SqlClient)
        const byslug = new Map(apps.map((app) => [app.slug, app]))
        const find = AppDirectory.lookup(byslug, yield* AppDirectory.AppDirectory)
        const servedApp = (subject: Subject) =>
          Effect.map(
            find(subject.app_slug),
            Option.filter((app) => App.servesSubject(app, subject))
          )

        const appOf = (subject: Subject) =>
          Effect.flatMap(
            servedApp(subject),
            Option.match({
              onNone: () => AppError.fail("AppNotServed", "This token's app is not served here."),
              onSome: Effect.succeed
            })
          )

        const plan = (subject: Subject, app: App.Any, input: unknown, sessionId?: string) =>
          Effect.flatMap(
            sessionId === undefined ? Effect.succeed([]) : sessions.history(app, subject, sessionId),
            (history) => RunPlanning.plan(catalogue, app, input, history)
          )

        // Records the key, places the hold and creates the job leased to this process;
        // none when a concurrent request recorded the key first.
        const open = (
          subject: Subject,
          planned: RunPlanning.Planned,
          request: { readonly key: string; readonly hash: string; readonly sessionId: string | undefined }
        ) =>
          Effect.gen(function* () {
            const jobId = newId("job_")
            const at = yield* now
            const deadlineAt = new Date(at.getTime() + planned.resolved.model.caps.wallClockMs)
            return yield* transaction(
              Effect.gen(function* () {
                const recorded = yield* idempotency.record(
                  { appSlug: subject.app_slug, subjectId: subject.subject_id, idempotencyKey: request.key },
                  { requestHash: request.hash, jobId, sessionId: request.sessionId, at }
                )
                if (!recorded) return Option.none<JobStore.Lease>()
                const hold = yield* ledger
                  .hold({
                    accountId: RunPlanning.payerOf(planned.app, subject),
                    holdId: jobId,
                    requested: planned.holdCredits,
                    floor: planned.minCredits,
                    expiresAt: new Date(deadlineAt.getTime() + 10 * 60_000)
                  })
                  .pipe(
                    Effect.catch((error) =>
                      error.reason._tag === "InsufficientCredits"
                        ? AppError.fail(
                            "InsufficientCredits",
                            planned.sponsored
                              ? `The app's sponsor cannot cover this run: at least ${planned.minCredits} credits are needed.`
                              : `The balance cannot cover this run: at least ${planned.minCredits} credits are needed.`,
                            { hold_credits: planned.holdCredits, min_credits: planned.minCredits }
                          )
                        : Effect.die(error)
                    )
                  )
                const maxOutputTokens = hold.truncated
                  ? AppMetering.truncatedCap(
                      planned.resolved.model.rates,
                      planned.promptTokens,
                      hold.amount,
                      planned.maxOutputTokens,
                      planned.markupBps
                    )
                  : planned.maxOutputTokens
                const input: AppModels.StoredInput = {
                  input: planned.input,
                  prompt: planned.prompt,
                  promptTokens: planned.promptTokens,
                  markupBps: planned.markupBps,
                  userContent: planned.prompt.messages.at(-1)?.content
                }
                const lease = yield* jobs.start(
                  {
                    jobId,
                    appSlug: subject.app_slug,
                    subjectId: subject.subject_id,
                    sessionId: request.sessionId,
                    kind: subject.app_slug,
                    input,
                    model: planned.resolved.model.id,
                    maxOutputTokens,
                    // Cut only when the cap was scaled down (a partial hold of a run with a
                    // retry may still pay its first attempt in full).
                    truncated: maxOutputTokens < planned.maxOutputTokens,
                    holdCredits: hold.amount,
                    deadlineAt
                  },
                  { owner: execution.owner, leaseMillis: execution.leaseMillis }
                )
                return Option.some(lease)
              })
            )
          })

        // The earlier job of a repeated key: followed while it runs, as JSON once it ended.
        const replay = Effect.fn("AppRuntime.replay")(function* (subject: Subject, recorded: Recorded, hash: string) {
          if (recorded.request_hash !== hash)
            return yield* AppError.fail(
              "IdempotencyConflict",
              "This Idempotency-Key was already used with a different request.",
              { location: "headers", field: "idempotency-key" }
            )
          const job = yield* execution.get(subject, recorded.job_id)
          const events = JobEvents.isTerminal(job.status)
            ? Option.none()
            : Option.some(yield* execution.follow(subject, recorded.job_id))
          return { job: JobEvents.view(job), replayed: true, events } satisfies Submitted
        })

        return AppRuntime.of({
          apps: byslug,
          find,
          appOf: servedApp,
          guest: Effect.fn("AppRuntime.guest")(function* (slug: string) {
            const app = Option.getOrUndefined(yield* find(slug))
            if (app === undefined || !App.servesSubject(app, undefined))
              return yield* AppError.fail("AppNotFound", "No app has this slug.")
            const issued = yield* credentials.issueGuest(slug)
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
          me: Effect.fn("AppRuntime.me")(function* (subject: Subject) {
            const balance = yield* ledger.balance(subject.subject_id)
            return {
              subject_type: subject.subject_type,
              subject_id: subject.subject_id,
              credits: balance.available,
              app: subject.app_slug
            }
          }),
          estimate: Effect.fn("AppRuntime.estimate")(function* (subject: Subject, body: unknown, sessionId?: string) {
            const app = yield* appOf(subject)
            const planned = yield* plan(subject, app, yield* RunPlanning.decodeInput(app, body), sessionId)
            return {
              hold_credits: planned.holdCredits,
              min_credits: planned.minCredits,
              model: planned.resolved.model.id,
              model_alias: planned.resolved.alias,
              markup_bps: planned.markupBps,
              sponsor_enabled: planned.sponsored,
              byok: false
            }
          }),
          submit: Effect.fn("AppRuntime.submit")(function* (subject, body, options) {
            const key = options.idempotencyKey
            if (key.length === 0 || key.length > limits.idempotencyKeyLength)
              return yield* AppError.fail(
                "InvalidInput",
                `The Idempotency-Key header is required (1 to ${limits.idempotencyKeyLength} characters).`,
                { location: "headers", field: "idempotency-key" }
              )
            const app = yield* appOf(subject)
            const input = yield* RunPlanning.decodeInput(app, body)
            const hash = requestHash(`${options.scope}:${options.sessionId ?? ""}`, input)
            const idKey = { appSlug: subject.app_slug, subjectId: subject.subject_id, idempotencyKey: key }
            const earlier = yield* idempotency.find(idKey)
            if (Option.isSome(earlier)) return yield* replay(subject, earlier.value, hash)
            if (subject.subject_type === "guest" && app.guestsMayRun !== true && !App.isSponsored(app))
              return yield* AppError.fail("GuestsMayNotRun", "Guests cannot run this app: sign in for a user token.")
            const planned = yield* plan(subject, app, input, options.sessionId)
            // Opening the job (idempotency record, hold, leased job row) and handing it to the
            // execution happen together or not at all: a client that disconnects in between
            // interrupts the request, never the job, which runs and is charged (or cancelled)
            // like any other instead of staying leased with its hold until the reaper.
            const opened = yield* Effect.uninterruptible(
              Effect.flatMap(open(subject, planned, { key, hash, sessionId: options.sessionId }), (started) =>
                Option.isNone(started)
                  ? Effect.succeed(Option.none())
                  : Effect.map(execution.start(started.value), (events) =>
                      Option.some({ lease: started.value, events })
                    )
              )
            )
            // A concurrent request with the same key won the race: replay it.
            if (Option.isNone(opened))
              return yield* replay(subject, Option.getOrThrow(yield* idempotency.find(idKey)), hash)
            const { lease, events } = opened.value
            return { job: JobEvents.view(lease.job), replayed: false, events: Option.some(events) }
          }),
          job: Effect.fn("AppRuntime.job")(function* (subject: Subject, jobId: string) {
            return JobEvents.view(yield* execution.get(subject, jobId))
          }),
          follow: execution.follow,
          cancel: execution.cancel,
          createSession: Effect.fn("AppRuntime.createSession")(function* (subject: Subject, title: string) {
            return yield* sessions.create(yield* appOf(subject), subject, title)
          }),
          listSessions: sessions.list,
          getSession: sessions.get,
          deleteSession: sessions.remove,
          dataKeys: data.keys,
          dataGet: data.get,
          dataPut: data.put,
          dataDelete: data.remove,
          reap: execution.reap
        })
      })
    )

  /**
   * The runtime over the given apps, with its services over SQL. Runs jobs in this
   * process's scope; the reaper runs every `reapMillis` (30 s by default). Needs
   * `SqlClient`, `CreditLedger`, `JobStore`, `ModelCatalogue`, `ModelProviders` and
   * `AppCredentials`.
   *
   * @since 0.1.0
   */
  static readonly layer = (apps: ReadonlyArray<App.Any>, options: Options = {}) =>
    AppRuntime.layerWithoutServices(apps).pipe(
      Layer.provide(
        JobExecution.layer(apps, {
          owner: options.owner ?? processName(),
          leaseMillis: options.leaseMillis ?? 30_000,
          reapMillis: options.reapMillis ?? 30_000
        })
      ),
      Layer.provide(Layer.mergeAll(Sessions.layer, DataStore.layer(options), IdempotencyRepository.layer))
    )
}
