/**
 * The one error of the app runtime. Its `reason` is the envelope code it answers with
 * (app dialect: `error.status` and `details` included).
 *
 * @since 0.1.0
 */
import { ApiError } from "@vouch/envelope"
import { Effect, Schema } from "effect"

/**
 * @category errors
 * @since 0.1.0
 */
export class AppError extends Schema.TaggedError<AppError>()("AppError", {
  reason: Schema.Literals([
    "validation_error",
    "unauthorized",
    "insufficient_credits",
    "forbidden",
    "not_found",
    "conflict",
    "payload_too_large",
    "service_unavailable"
  ]),
  message: Schema.String,
  details: Schema.optionalKey(Schema.Unknown)
}) {}

/**
 * @category constructors
 * @since 0.1.0
 */
export const fail = (reason: AppError["reason"], message: string, details?: unknown): Effect.Effect<never, AppError> =>
  Effect.fail(new AppError(details === undefined ? { reason, message } : { reason, message, details }))

/**
 * Raises app errors as enveloped API errors.
 *
 * @category conversions
 * @since 0.1.0
 */
export const orRaise = ApiError.orRaise((error: AppError) => ApiError.make(error.reason, error.message, error.details))
