/**
 * The one error of identity's services. Its `reason` is the envelope code it answers
 * with, so handlers turn it into a response without a mapping table.
 *
 * @since 0.1.0
 */
import { ApiError } from "@vouch/envelope"
import { Effect, Schema } from "effect"

/**
 * @category models
 * @since 0.1.0
 */
export const Reason = Schema.Literals([
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "gone",
  "validation_error",
  "invalid_request",
  "rate_limited",
  "email_not_verified",
  "key_limit_exceeded",
  "service_unavailable"
])

/**
 * @category errors
 * @since 0.1.0
 */
export class IdentityError extends Schema.TaggedError<IdentityError>()("IdentityError", {
  reason: Reason,
  message: Schema.String,
  retryAfterSeconds: Schema.optionalKey(Schema.Int)
}) {}

/**
 * @category constructors
 * @since 0.1.0
 */
export const fail = (
  reason: IdentityError["reason"],
  message: string,
  retryAfterSeconds?: number
): Effect.Effect<never, IdentityError> =>
  Effect.fail(
    new IdentityError(retryAfterSeconds === undefined ? { reason, message } : { reason, message, retryAfterSeconds })
  )

/**
 * Raises an identity error as the enveloped API error it answers with (a
 * `Retry-After` header for `rate_limited`).
 *
 * @category conversions
 * @since 0.1.0
 */
export const toApiError = (error: IdentityError): ApiError.ApiError => {
  return error.retryAfterSeconds === undefined
    ? ApiError.make(error.reason, error.message)
    : new ApiError.ApiError({
        code: error.reason,
        message: error.message,
        headers: { "retry-after": String(error.retryAfterSeconds) }
      })
}

/**
 * Turns the identity errors of an effect into enveloped API errors.
 *
 * @category conversions
 * @since 0.1.0
 */
export const orRaise = ApiError.orRaise(toApiError)
