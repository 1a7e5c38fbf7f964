/**
 * Running jobs: a leased job is executed in this process (streaming from the provider,
 * publishing deltas live and storing them every 250 ms, renewing its lease, stopping
 * within a fraction of a second of a cancellation from any process (`JobStore.awaitCancel`),
 * honouring the model's wall-clock cap), then concluded: settled at its real
 * usage and finished in one transaction, exactly once (the lease fences it), a session
 * turn appended to its transcript. Jobs whose process vanished are reaped: failed and
 * settled for what their stored events show. Any process follows a job from its store.
 *
 * @since 0.1.0
 */
import { JobStore } from "@vouch/jobs"
import { CreditLedger } from "@vouch/ledger"
import { ModelCatalogue, type ModelProvider, ModelProviders, TokenEstimate } from "@vouch/models"
import { Transaction } from "@vouch/sql-repository"
import {
  Context,
  Duration,
  Effect,
  Exit,
  Fiber,
  Layer,
  Option,
  PubSub,
  Ref,
  Schedule,
  Schema,
  Scope,
  Stream
} from "effect"
import { SqlClient } from "effect/sql"
import * as App from "./App.ts"
import * as AppDirectory from "./AppDirectory.ts"
import * as AppError from "./AppError.ts"
import * as AppMetering from "./AppMetering.ts"
import { type Job, type LiveEvent, StoredInput, type Subject } from "./AppModels.ts"
import { now } from "./internal/ids.ts"
import * as JobEvents from "./JobEvents.ts"
import { Sessions } from "./Sessions.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** This process's name in job leases. */
  readonly owner: string
  readonly leaseMillis: number
  /** How often the reaper looks for abandoned jobs; 0 disables it. */
  readonly reapMillis: number
}

/**
 * How a run ended, as it is concluded.
 *
 * @category models
 * @since 0.1.0
 */
export interface Outcome {
  readonly status: JobEvents.Terminal
  readonly text: string
  readonly usage: { readonly inputTokens: number; readonly outputTokens: number; readonly estimated: boolean }
  readonly error?: { readonly code: string; readonly message: string } | undefined
  /** The reply the output is built from (whether the cap cut it, which attempt). */
  readonly reply?: App.Reply | undefined
}

/**
 * The usage of two attempts together (estimated when either was).
 *
 * @category utilities
 * @since 0.1.0
 */
export const addUsage = (a: Outcome["usage"], b: Outcome["usage"]): Outcome["usage"] => ({
  inputTokens: a.inputTokens + b.inputTokens,
  outputTokens: a.outputTokens + b.outputTokens,
  estimated: a.estimated || b.estimated
})

const nothingUsed = { inputTokens: 0, outputTokens: 0, estimated: true } as const

/**
 * The outcome of a run that stopped: succeeded when the stream ended, cancelled when a
 * cancellation stopped it, failed otherwise. A failed run that received nothing and
 * had no usage reported is charged nothing.
 *
 * @category utilities
 * @since 0.1.0
 */
export const outcomeOf = (run: {
  readonly exit: Exit.Exit<unknown, unknown>
  readonly cancelled: boolean
  readonly text: string
  readonly reported: ModelProvider.Usage | undefined
  readonly estimated: Outcome["usage"]
}): Outcome => {
  const consumed = run.reported ?? run.estimated
  if (Exit.isSuccess(run.exit)) return { status: "succeeded", text: run.text, usage: consumed }
  if (run.cancelled)
    return {
      status: "cancelled",
      text: run.text,
      usage: consumed,
      error: { code: "cancelled", message: "The job was cancelled." }
    }
  return {
    status: "failed",
    text: run.text,
    usage: run.text.length === 0 && run.reported === undefined ? nothingUsed : consumed,
    error: JobEvents.failureOf(run.exit.cause)
  }
}

const decodeStored = Schema.decodeUnknownEffect(StoredInput)

/**
 * @category services
 * @since 0.1.0
 */
export class JobExecution extends Context.Service<
  JobExecution,
  {
    /** This process's name in job leases. */
    readonly owner: string
    readonly leaseMillis: number
    /** Runs a job leased to this process in its scope; its live events, from the first. */
    readonly start: (lease: JobStore.Lease) => Effect.Effect<Stream.Stream<LiveEvent>>
    /** The subject's job, or `JobNotFound`. */
    readonly get: (subject: Subject, jobId: string) => Effect.Effect<JobStore.Job, AppError.AppError>
    readonly cancel: (subject: Subject, jobId: string) => Effect.Effect<Job, AppError.AppError>
    /**
     * The events of a job from its store, after the sequence number `after`, following
     * it until it ends (then `done` or `error`) or for `followMillis` (then `pending`).
     */
    readonly follow: (
      subject: Subject,
      jobId: string,
      after?: number
    ) => Effect.Effect<Stream.Stream<LiveEvent>, AppError.AppError>
    /** Fails and settles the jobs whose owner vanished; returns how many. */
    readonly reap: Effect.Effect<number>
  }
>()("@vouch/app-api/JobExecution") {
  /**
   * Execution of the given apps' jobs (needs `SqlClient`, `JobStore`, `CreditLedger`,
   * `ModelCatalogue`, `ModelProviders` and `Sessions`). Runs the reaper every
   * `reapMillis` in the layer's scope.
   *
   * @since 0.1.0
   */
  static readonly layer = (apps: ReadonlyArray<App.Any>, options: Options) =>
    Layer.effect(
      JobExecution,
      Effect.gen(function* () {
        const jobs = yield* JobStore.JobStore
        const ledger = yield* CreditLedger.CreditLedger
        const catalogue = yield* ModelCatalogue.ModelCatalogue
        const providers = yield* ModelProviders.ModelProviders
        const sessions = yield* Sessions
        const transaction = Transaction.make(yield* SqlClient.SqlClient)
        const scope = yield* Scope.Scope
        const find = AppDirectory.lookup(new Map(apps.map((app) => [app.slug, app])), yield* AppDirectory.AppDirectory)
        const appFor = (slug: string) => Effect.map(find(slug), Option.getOrUndefined)
        const { owner, leaseMillis } = options
        const modelOf = (id: string | null) =>
          id === null ? undefined : catalogue.catalogue.models.find((entry) => entry.id === id)
        const storedOf = (job: JobStore.Job) => Effect.orDie(decodeStored(job.input))

        // Settles and finishes in one transaction; appends the turn to its session.
        const conclude = Effect.fn("JobExecution.conclude")(function* (lease: JobStore.Lease, outcome: Outcome) {
          const job = lease.job
          const stored = yield* storedOf(job)
          const charge = AppMetering.charge(modelOf(job.model)?.rates, outcome.usage, stored.markupBps, job.holdCredits)
          const app = yield* appFor(job.appSlug)
          const output =
            outcome.status === "succeeded" && app !== undefined
              ? App.outputOf(app, outcome.text, stored.input, outcome.reply)
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
              if (outcome.status === "succeeded" && job.sessionId !== null && stored.userContent !== undefined)
                yield* sessions.appendTurn({
                  sessionId: job.sessionId,
                  jobId: job.jobId,
                  user: stored.userContent,
                  assistant: outcome.text
                })
              return true
            })
          )
          return { finished, charge, output }
        })

        const concludeAndPublish = (
          lease: JobStore.Lease,
          outcome: Outcome,
          publish: (event: LiveEvent) => Effect.Effect<void>
        ) =>
          Effect.flatMap(conclude(lease, outcome), ({ charge, output }) =>
            publish(
              JobEvents.terminalEvent(
                lease.job,
                outcome.status,
                charge,
                output,
                outcome.status === "failed" ? outcome.error : undefined
              )
            )
          )

        // Runs one leased job to its end in this process.
        const execute = Effect.fn("JobExecution.execute")(function* (
          lease: JobStore.Lease,
          publish: (event: LiveEvent) => Effect.Effect<void>
        ) {
          const job = lease.job
          const stored = yield* storedOf(job)
          const model = modelOf(job.model)
          if (model === undefined)
            return yield* concludeAndPublish(
              lease,
              {
                status: "failed",
                text: "",
                usage: nothingUsed,
                error: { code: "model_unavailable", message: `The model ${job.model} is no longer in the catalogue.` }
              },
              publish
            )
          const maxOutputTokens = job.maxOutputTokens ?? model.caps.maxOutputTokens
          const app = yield* appFor(job.appSlug)
          const text = yield* Ref.make("")
          const pending = yield* Ref.make("")
          const usage = yield* Ref.make<ModelProvider.Usage | undefined>(undefined)
          const finishReason = yield* Ref.make<ModelProvider.FinishReason | undefined>(undefined)
          const cancelled = yield* Ref.make(false)
          const flush = Effect.gen(function* () {
            const chunk = yield* Ref.getAndSet(pending, "")
            if (chunk.length > 0)
              yield* jobs.appendEvents(job.jobId, lease.leaseToken, [{ event: "delta", data: { text: chunk } }])
          })
          // Stored events every 250 ms; the lease renewed a few times per lease period.
          const flusher = yield* flush.pipe(Effect.repeat(Schedule.spaced("250 millis")), Effect.forkChild)
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
          // A cancellation from any process, noticed within a fraction of a second (the
          // store's notification or its poll of the flag), not at the next heartbeat.
          const canceller = yield* jobs
            .awaitCancel(job.jobId)
            .pipe(Effect.andThen(Ref.set(cancelled, true)), Effect.forkChild)
          // The stream stops when the lease is lost or the job is cancelled.
          const stop = Effect.andThen(
            Effect.raceFirst(Fiber.await(heartbeat), Fiber.await(canceller)),
            Effect.interrupt
          )
          // One attempt: streams a prompt's reply into `text`, until the job's deadline.
          const attempt = Effect.fn("JobExecution.attempt")(function* (prompt: App.Prompt) {
            yield* Ref.set(text, "")
            yield* Ref.set(usage, undefined)
            yield* Ref.set(finishReason, undefined)
            const wallClock = Duration.millis(Math.max(1, job.deadlineAt.getTime() - (yield* now).getTime()))
            const exit = yield* providers
              .stream(model, {
                ...(prompt.system === undefined ? {} : { system: prompt.system }),
                messages: prompt.messages,
                maxOutputTokens
              })
              .pipe(
                Stream.runForEach((part) =>
                  part._tag === "TextDelta"
                    ? Effect.gen(function* () {
                        yield* Ref.update(text, (current) => current + part.text)
                        yield* Ref.update(pending, (current) => current + part.text)
                        yield* publish({ event: "delta", data: { text: part.text } })
                      })
                    : part._tag === "Finish"
                      ? Effect.andThen(Ref.set(usage, part.usage), Ref.set(finishReason, part.finishReason))
                      : Effect.void
                ),
                Effect.raceFirst(stop),
                Effect.timeoutOrElse({ duration: wallClock, orElse: () => Effect.fail("timeout" as const) }),
                Effect.exit
              )
            const received = yield* Ref.get(text)
            const outcome = outcomeOf({
              exit,
              cancelled: yield* Ref.get(cancelled),
              text: received,
              reported: yield* Ref.get(usage),
              estimated: AppMetering.unreportedUsage(prompt, received, maxOutputTokens)
            })
            const reply: App.Reply = {
              text: received,
              truncated: (yield* Ref.get(finishReason)) === "length",
              attempt: 1
            }
            return { ...outcome, reply }
          })
          const first = yield* attempt(stored.prompt)
          // The app's reformat retry: once, when the reply is not acceptable and what is
          // left of the hold pays for it; charged for both attempts.
          const retryPrompt =
            first.status === "succeeded" && app?.retry !== undefined
              ? app.retry.prompt(first.reply, stored.input)
              : undefined
          const affordable =
            retryPrompt !== undefined &&
            AppMetering.retryAffordable(model.rates, {
              held: job.holdCredits,
              used: first.usage,
              retryPromptTokens: TokenEstimate.prompt(retryPrompt),
              maxOutputTokens,
              markupBps: stored.markupBps
            })
          let outcome: Outcome = first
          if (retryPrompt !== undefined && affordable) {
            yield* publish({ event: "retry", data: { attempt: 2 } })
            const second = yield* attempt(retryPrompt)
            const usage = addUsage(first.usage, second.usage)
            const reply = { ...second.reply, attempt: 2 }
            // A retry the provider failed leaves the first reply as the answer.
            outcome = second.status === "failed" ? { ...first, usage } : { ...second, usage, reply }
          }
          yield* Fiber.interrupt(flusher)
          yield* Fiber.interrupt(heartbeat)
          yield* Fiber.interrupt(canceller)
          yield* flush
          yield* concludeAndPublish(lease, outcome, publish)
        })

        const start = Effect.fn("JobExecution.start")(function* (lease: JobStore.Lease) {
          const job = lease.job
          const hub = yield* PubSub.unbounded<LiveEvent>({ replay: Number.MAX_SAFE_INTEGER })
          yield* PubSub.publish(hub, {
            event: "job",
            data: { job_id: job.jobId, session_id: job.sessionId, status: "running" }
          })
          yield* execute(lease, (event) => Effect.asVoid(PubSub.publish(hub, event))).pipe(
            Effect.catchCause((cause) => Effect.logError("job execution failed", { job_id: job.jobId }, cause)),
            // Late subscribers may still replay the hub for a minute; the delay must stay interruptible.
            Effect.ensuring(Effect.forkIn(Effect.delay(PubSub.shutdown(hub), "1 minute"), scope)),
            Effect.forkIn(scope)
          )
          return Stream.fromPubSub(hub).pipe(
            Stream.takeUntil((event) => event.event === "done" || event.event === "error")
          )
        })

        const reap = Effect.gen(function* () {
          const abandoned = yield* jobs.reapAbandoned({ owner, limit: 20, leaseMillis })
          for (const lease of abandoned) {
            const stored = yield* storedOf(lease.job)
            const model = modelOf(lease.job.model)
            const received = JobEvents.receivedText(yield* jobs.events(lease.job.jobId))
            yield* conclude(lease, {
              status: "failed",
              text: received,
              usage:
                received.length === 0 || model === undefined
                  ? nothingUsed
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
        }).pipe(Effect.withSpan("JobExecution.reap"))

        if (options.reapMillis > 0)
          yield* reap.pipe(
            Effect.catchCause((cause) => Effect.as(Effect.logWarning("job reaper failed", cause), 0)),
            Effect.repeat(Schedule.spaced(Duration.millis(options.reapMillis))),
            Effect.forkIn(scope)
          )

        const get = Effect.fn("JobExecution.get")(function* (subject: Subject, jobId: string) {
          const found = yield* jobs.get(jobId, { appSlug: subject.app_slug, subjectId: subject.subject_id })
          return Option.isSome(found) ? found.value : yield* AppError.fail("JobNotFound", "No such job.")
        })

        const follow = Effect.fn("JobExecution.follow")(function* (subject: Subject, jobId: string, after = 0) {
          yield* get(subject, jobId)
          const until = (yield* now).getTime() + JobEvents.followMillis
          type State = { readonly after: number; readonly first: boolean }
          return Stream.paginate<State, LiveEvent>({ after, first: true }, (state) =>
            Effect.gen(function* () {
              if (!state.first) yield* Effect.sleep("250 millis")
              // The job first, then its events: a job that has ended has stored them all.
              const job = yield* get(subject, jobId).pipe(Effect.orDie)
              const stored = yield* jobs.events(jobId, state.after)
              const events: Array<LiveEvent> = stored.map((event) => ({
                event: event.event === "delta" ? "delta" : "job",
                data: event.data as Record<string, unknown>,
                id: String(event.seq)
              }))
              const last = stored.at(-1)?.seq ?? state.after
              const head: Array<LiveEvent> = state.first
                ? [{ event: "job", data: { job_id: job.jobId, session_id: job.sessionId, status: job.status } }]
                : []
              if (JobEvents.isTerminal(job.status)) {
                const done = JobEvents.terminalEvent(
                  job,
                  job.status,
                  job.chargedCredits ?? 0,
                  job.output,
                  job.error ?? undefined
                )
                return [[...head, ...events, done], Option.none<State>()] as const
              }
              if ((yield* now).getTime() >= until) {
                const pending: LiveEvent = { event: "pending", data: { ...JobEvents.view(job), job_id: job.jobId } }
                return [[...head, ...events, pending], Option.none<State>()] as const
              }
              return [[...head, ...events], Option.some({ after: last, first: false })] as const
            })
          )
        })

        return JobExecution.of({
          owner,
          leaseMillis,
          start,
          get,
          cancel: Effect.fn("JobExecution.cancel")(function* (subject: Subject, jobId: string) {
            yield* get(subject, jobId)
            yield* jobs.requestCancel(jobId)
            return JobEvents.view(yield* get(subject, jobId))
          }),
          follow,
          reap
        })
      })
    )
}
