/**
 * The wire dialects of the review apps of spec 3, as data the app runtime applies to
 * requests made with an app's token (`App.Dialect`): error codes in uppercase
 * (`VALIDATION_ERROR`, `UNAUTHORIZED`, `INSUFFICIENT_CREDITS`, `FORBIDDEN`, `NOT_FOUND`,
 * `RATE_LIMITED`, `INTERNAL`, with `error.details` naming the field), the body of
 * `POST /run`, and the stream events. The envelope keeps spec 2's `ok` field (spec 3:
 * "the envelope [is] as in document 2").
 *
 * @since 0.1.0
 */
import type * as App from "@vouch/app-api/App"
import * as Envelope from "@vouch/envelope/Envelope"

/**
 * The writing-style app: `POST /run` answers `{job_id}`; the stream sends `delta {text}`
 * while generating and `done {job_id, charged_credits, output}` at the end (no `job`
 * event). A failure ends with spec 2's `error {code, message, job_id}`, a stream that
 * follows a job for too long with `pending`, and the reformat retry is announced by
 * `retry {attempt}` (clients ignore unknown events; `done.output.output` is the reply of
 * the last attempt, authoritative over the deltas of both).
 *
 * @category models
 * @since 0.1.0
 */
export const writingStyle: App.Dialect = {
  envelope: Envelope.appUppercase,
  runResponse: (job) => ({ job_id: job.job_id }),
  event: (event) => {
    switch (event.event) {
      case "job":
        return undefined
      case "done":
        return {
          ...event,
          data: {
            job_id: event.data.job_id,
            charged_credits: event.data.charged_credits,
            output: event.data.output
          }
        }
      default:
        return event
    }
  }
}

/**
 * The Swift review app: `POST /run` answers `{job_id}`; the stream sends
 * `job {job_id, status}`, `delta {text}` while generating, and
 * `done {job_id, status, charged_credits, output}` (the authoritative result at
 * `output.output`), or `error {code, message}` in place of `done` on failure. The
 * reformat retry's `retry` event is left out (spec 3 names four events; the deltas of
 * both attempts stream and `done` carries the last); a stream that follows a job for too
 * long still ends with `pending` (clients ignore unknown events and poll).
 *
 * @category models
 * @since 0.1.0
 */
export const swiftReview: App.Dialect = {
  envelope: Envelope.appUppercase,
  runResponse: (job) => ({ job_id: job.job_id }),
  event: (event) => {
    switch (event.event) {
      case "job":
        return { ...event, data: { job_id: event.data.job_id, status: event.data.status } }
      case "retry":
        return undefined
      case "done":
        return {
          ...event,
          data: {
            job_id: event.data.job_id,
            status: event.data.status,
            charged_credits: event.data.charged_credits,
            output: event.data.output
          }
        }
      case "error":
        return { ...event, data: { code: event.data.code, message: event.data.message } }
      default:
        return event
    }
  }
}

/**
 * The shader review app: `POST /run` answers `{job_id, status}` with `status: "queued"`
 * for a job just created (a replay answers the job's status); statuses are `queued`,
 * `running`, `succeeded`, `failed` and `cancelled`. Every stream event's `data:` line is
 * one JSON object carrying a `type` field: `job {type, job_id, status}`, `delta {type,
 * text}`, `retry {type, attempt}`, `done {type, job_id, status, charged_credits, output}`,
 * `pending {type, job_id}` and `error {type, code, message}` (the SSE `event:` name is
 * the same word, so both kinds of client read it).
 *
 * @category models
 * @since 0.1.0
 */
export const shaderReview: App.Dialect = {
  envelope: Envelope.appUppercase,
  runResponse: (job) => ({ job_id: job.job_id, status: job.status === "running" ? "queued" : job.status }),
  event: (event) => ({ ...event, data: { type: event.event, ...event.data } })
}
