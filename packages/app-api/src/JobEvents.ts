/**
 * Pure functions over jobs: how a job is shown (`view`), the terminal event a stream
 * ends with, the failure a run's cause is reported as, and the text a job's stored
 * events carry.
 *
 * @since 0.1.0
 */
import type { JobStore } from "@vouch/jobs"
import type { ModelProvider } from "@vouch/models"
import { Cause, Option } from "effect"
import type { Job, LiveEvent } from "./AppModels.ts"

/**
 * How long one stream follows a job before answering `pending` with the job handle.
 *
 * @category constants
 * @since 0.1.0
 */
export const followMillis = 10 * 60_000

/**
 * A terminal status.
 *
 * @category models
 * @since 0.1.0
 */
export type Terminal = "succeeded" | "failed" | "cancelled"

/**
 * @category validation
 * @since 0.1.0
 */
export const isTerminal = (status: JobStore.Status): status is Terminal =>
  status === "succeeded" || status === "failed" || status === "cancelled"

/**
 * Whether a job's output says the output cap cut its reply (`output.truncated`, set by
 * apps whose output hook reports it).
 *
 * @category encoding
 * @since 0.1.0
 */
export const outputCut = (output: unknown): boolean =>
  typeof output === "object" && output !== null && (output as { readonly truncated?: unknown }).truncated === true

/**
 * A stored job as the API shows it: `truncated` when the hold scaled its output cap
 * down or its output says the cap cut the reply.
 *
 * @category encoding
 * @since 0.1.0
 */
export const view = (job: JobStore.Job): Job => ({
  job_id: job.jobId,
  ...(job.sessionId === null ? {} : { session_id: job.sessionId }),
  status: job.status,
  model: job.model,
  charged_credits: job.chargedCredits ?? 0,
  hold_credits: job.holdCredits,
  output: job.output ?? null,
  truncated: job.truncated || outputCut(job.output),
  error: job.error,
  created_at: job.createdAt.toISOString(),
  finished_at: job.finishedAt === null ? null : job.finishedAt.toISOString()
})

/**
 * The event a job's stream ends with: `error` for a failure, `done` otherwise.
 *
 * @category encoding
 * @since 0.1.0
 */
export const terminalEvent = (
  job: Pick<JobStore.Job, "jobId" | "truncated">,
  status: Terminal,
  charge: number,
  output: unknown,
  error?: { readonly code: string; readonly message: string }
): LiveEvent =>
  status === "failed" && error !== undefined
    ? { event: "error", data: { job_id: job.jobId, code: error.code, message: error.message, charged_credits: charge } }
    : {
        event: "done",
        data: {
          job_id: job.jobId,
          status,
          charged_credits: charge,
          output,
          truncated: job.truncated || outputCut(output)
        }
      }

/**
 * A provider error's reason as a job error code: `provider_` and the reason in snake
 * case (`RateLimited` → `provider_rate_limited`).
 *
 * @category encoding
 * @since 0.1.0
 */
export const providerCode = (tag: string): string =>
  `provider_${tag.replace(/[A-Z]/g, (letter, index) => (index === 0 ? "" : "_") + letter.toLowerCase())}`

const isProviderError = (error: unknown): error is ModelProvider.ModelProviderError =>
  typeof error === "object" && error !== null && "_tag" in error && error._tag === "ModelProviderError"

/**
 * The `{code, message}` a failed run reports for the cause it stopped with.
 *
 * @category encoding
 * @since 0.1.0
 */
export const failureOf = (cause: Cause.Cause<unknown>): { readonly code: string; readonly message: string } => {
  const failure = Cause.findErrorOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    if (error === "timeout") return { code: "timeout", message: "The model's wall-clock cap was reached." }
    if (isProviderError(error)) return { code: providerCode(error.reason._tag), message: error.message }
  }
  if (Cause.hasInterruptsOnly(cause)) return { code: "interrupted", message: "The run was stopped." }
  return { code: "internal", message: "The run failed." }
}

/**
 * The reply text a job's stored events carry: its `delta` texts, in order.
 *
 * @category encoding
 * @since 0.1.0
 */
export const receivedText = (events: ReadonlyArray<Pick<JobStore.Event, "event" | "data">>): string =>
  events
    .filter((event) => event.event === "delta")
    .map((event) => {
      const text = typeof event.data === "object" && event.data !== null ? (event.data as { text?: unknown }).text : ""
      return typeof text === "string" ? text : ""
    })
    .join("")
