/**
 * The one error of the app runtime. Its `reason` says what went wrong in the runtime's
 * own terms; the HTTP layer (`AppHttp.toApiError`) maps each reason to the envelope
 * code it answers with, in one table.
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"

/**
 * Why an app-runtime operation failed.
 *
 * - `InvalidInput`: the body, a header, a key or a query does not hold (`details` names
 *   the field), or the model is unknown or unavailable.
 * - `AppNotServed`: the token's app is not served by this runtime.
 * - `AppNotFound`: no served app has this slug.
 * - `InsufficientCredits`: the paying account cannot cover the hold or the metered
 *   operation.
 * - `GuestsMayNotRun`: a guest token on an app that neither lets guests run nor sponsors.
 * - `LimitReached`: a count or size limit of the subject (sessions, data keys, guest
 *   data bytes).
 * - `ValueTooLarge`: a data-store value beyond `limits.dataValueBytes`.
 * - `JobNotFound`, `SessionNotFound`, `DataNotFound`: nothing of the subject's under
 *   this id or key.
 * - `SessionsDisabled`: the app keeps no sessions.
 * - `IdempotencyConflict`: the Idempotency-Key was used with a different request.
 *
 * @category models
 * @since 0.1.0
 */
export const Reason = Schema.Literals([
  "InvalidInput",
  "AppNotServed",
  "AppNotFound",
  "InsufficientCredits",
  "GuestsMayNotRun",
  "LimitReached",
  "ValueTooLarge",
  "JobNotFound",
  "SessionNotFound",
  "DataNotFound",
  "SessionsDisabled",
  "IdempotencyConflict"
])

/**
 * @category models
 * @since 0.1.0
 */
export type Reason = typeof Reason.Type

/**
 * @category errors
 * @since 0.1.0
 */
export class AppError extends Schema.TaggedError<AppError>()("AppError", {
  reason: Reason,
  message: Schema.String,
  details: Schema.optionalKey(Schema.Unknown)
}) {}

/**
 * @category constructors
 * @since 0.1.0
 */
export const fail = (reason: Reason, message: string, details?: unknown): Effect.Effect<never, AppError> =>
  Effect.fail(new AppError(details === undefined ? { reason, message } : { reason, message, details }))
