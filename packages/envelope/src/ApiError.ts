/**
 * The one error type an HTTP handler raises: a catalogued code, a message and
 * optional details. It answers for itself with the enveloped response of the current
 * dialect, so it can be raised anywhere below the envelope middleware.
 *
 * Inside `HttpApi` handlers raise it as a defect (`ApiError.raise`, or
 * `ApiError.orRaise` on a service effect after mapping domain errors), so endpoint
 * error channels stay empty and every failure has the same envelope.
 *
 * @since 0.1.0
 */
import { Effect, ErrorReporter, Schema } from "effect"
import * as Respondable from "effect/http/HttpServerRespondable"
import type * as HttpServerResponse from "effect/http/HttpServerResponse"
import * as ErrorCode from "./ErrorCode.ts"
import * as HttpEnvelope from "./HttpEnvelope.ts"

/**
 * @category errors
 * @since 0.1.0
 */
export class ApiError extends Schema.TaggedError<ApiError>()("ApiError", {
  code: ErrorCode.ErrorCodeSchema,
  message: Schema.String,
  details: Schema.optionalKey(Schema.Unknown),
  headers: Schema.optionalKey(Schema.Record(Schema.String, Schema.String))
}) {
  /** The HTTP status of the code. */
  get status(): number {
    return ErrorCode.status(this.code)
  }

  /** Client errors are expected and not reported; server errors are. */
  override get [ErrorReporter.ignore](): boolean {
    return this.status < 500
  }

  [Respondable.symbol](): Effect.Effect<HttpServerResponse.HttpServerResponse> {
    return HttpEnvelope.errorResponse(this)
  }
}

/**
 * An `ApiError` with the code's default message unless one is given.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (code: ErrorCode.ErrorCode, message?: string, details?: unknown): ApiError =>
  new ApiError({
    code,
    message: message ?? ErrorCode.defaultMessage(code),
    ...(details === undefined ? {} : { details })
  })

/**
 * Raises an `ApiError` as a defect, which the envelope middleware answers.
 *
 * @category constructors
 * @since 0.1.0
 */
export const raise = (code: ErrorCode.ErrorCode, message?: string, details?: unknown): Effect.Effect<never> =>
  Effect.die(make(code, message, details))

/**
 * Maps every failure of an effect to an `ApiError` and raises it, leaving an effect
 * that cannot fail: the shape every handler wants.
 *
 * @category error handling
 * @since 0.1.0
 */
export const orRaise =
  <E>(toApiError: (error: E) => ApiError) =>
  <A, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, never, R> =>
    Effect.catch(self, (error) => Effect.die(toApiError(error)))

/**
 * Whether a value is an `ApiError`.
 *
 * @category guards
 * @since 0.1.0
 */
export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError
