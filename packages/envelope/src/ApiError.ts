/**
 * The one error type an HTTP handler fails with: a catalogued code, a message and
 * optional details. It answers for itself with the enveloped response of the current
 * dialect, so it can fail anywhere below the envelope middleware.
 *
 * Handlers fail with it as a typed, expected failure (`ApiError.fail`, or
 * `Effect.mapError(toApiError)` over a service effect), and endpoints declare the codes
 * they answer with `ApiError.failures`: one schema per status, whose type is `ApiError`
 * and whose encoded side is the envelope (so the OpenAPI document shows each status's
 * body and a typed client decodes it back into an `ApiError`). The server never encodes
 * through these schemas: the builder falls back to the error's own response, the same
 * envelope (request id, dialect, headers) the middleware writes. Defects stay for bugs.
 *
 * @since 0.1.0
 */
import { Effect, ErrorReporter, Schema, SchemaGetter, SchemaIssue } from "effect"
import * as Respondable from "effect/http/HttpServerRespondable"
import type * as HttpServerResponse from "effect/http/HttpServerResponse"
import * as Envelope from "./Envelope.ts"
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
 * Fails with an `ApiError`: an expected failure the endpoint declares, answered by
 * the envelope of its code.
 *
 * @category constructors
 * @since 0.1.0
 */
export const fail = (code: ErrorCode.ErrorCode, message?: string, details?: unknown): Effect.Effect<never, ApiError> =>
  Effect.fail(make(code, message, details))

/**
 * Raises an `ApiError` as a defect, which the envelope middleware answers.
 *
 * @category constructors
 * @since 0.1.0
 * @deprecated Expected failures are typed: use `fail` and declare the code with
 * `failures` on the endpoint. Kept for hosts that raise from outside a handler.
 */
export const raise = (code: ErrorCode.ErrorCode, message?: string, details?: unknown): Effect.Effect<never> =>
  Effect.die(make(code, message, details))

/**
 * Maps every failure of an effect to an `ApiError` and raises it as a defect.
 *
 * @category errors
 * @since 0.1.0
 * @deprecated Use `Effect.mapError(toApiError)`: the failure stays typed.
 */
export const orRaise =
  <E>(toApiError: (error: E) => ApiError) =>
  <A, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, never, R> =>
    Effect.catch(self, (error) => Effect.die(toApiError(error)))

/**
 * Whether a value is an `ApiError`.
 *
 * @category validation
 * @since 0.1.0
 */
export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError

const pascal = (code: string) =>
  code
    .split("_")
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
    .join("")

// The envelope's error back into the fields of an `ApiError` (either spelling).
const fromEnvelope = SchemaGetter.transformEffect<
  typeof ApiError.Encoded,
  { readonly error: { readonly code: string; readonly message: string; readonly details?: unknown } }
>((envelope, options) => {
  const code = ErrorCode.parse(envelope.error.code)
  return code === undefined
    ? Effect.fail(
        new SchemaIssue.InvalidValue(
          { message: `Not a catalogued error code: ${envelope.error.code}` },
          envelope.error.code,
          options
        )
      )
    : Effect.succeed({
        _tag: "ApiError" as const,
        code,
        message: envelope.error.message,
        ...(envelope.error.details === undefined ? {} : { details: envelope.error.details })
      })
})

// Never used by the server: the builder then answers with the error's own response.
const answeredByTheEnvelope = SchemaGetter.forbidden<never, unknown>(
  () => "An ApiError is answered by its own enveloped response"
)

/**
 * The failures an endpoint declares in its `error` option: one schema per HTTP status
 * of the codes (codes sharing a status share a schema), each an `ApiError` of that
 * status encoded as the envelope of the dialect. Handlers then fail with `ApiError`
 * typed; the response is the error's own envelope.
 *
 * @category models
 * @since 0.1.0
 */
export const failures = (dialect: "registry" | "app", codes: ReadonlyArray<ErrorCode.ErrorCode>) => {
  const byStatus = new Map<number, Array<ErrorCode.ErrorCode>>()
  for (const code of codes) {
    const status = ErrorCode.status(code)
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return [...byStatus.entries()].map(([status, sharing]) => failureOf(dialect, status, sharing))
}

// One schema per dialect and set of codes, built once: every endpoint declaring the same
// failure shares the schema object, so the OpenAPI document names it once as a component.
const failureSchemas = new Map<string, ReturnType<typeof makeFailure>>()

const failureOf = (dialect: "registry" | "app", status: number, sharing: ReadonlyArray<ErrorCode.ErrorCode>) => {
  const key = `${dialect}:${sharing.join(",")}`
  const existing = failureSchemas.get(key)
  if (existing !== undefined) return existing
  const schema = makeFailure(dialect, status, sharing)
  failureSchemas.set(key, schema)
  return schema
}

const makeFailure = (dialect: "registry" | "app", status: number, sharing: ReadonlyArray<ErrorCode.ErrorCode>) =>
  (dialect === "app" ? Envelope.AppFailure : Envelope.RegistryFailure)
    .annotate({
      identifier: `${dialect === "app" ? "App" : "Registry"}${sharing.map(pascal).join("Or")}`,
      description: sharing.map((code) => `\`${code}\`: ${ErrorCode.defaultMessage(code)}`).join(" ")
    })
    .pipe(
      Schema.decodeTo(ApiError.check(Schema.makeFilter((error) => ErrorCode.status(error.code) === status)), {
        decode: fromEnvelope,
        encode: answeredByTheEnvelope
      }),
      Schema.annotate({ httpApiStatus: status })
    )
