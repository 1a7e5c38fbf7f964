/**
 * The JSON response envelopes of the two API dialects of the spec, as Schemas and as
 * plain constructors that need no Effect runtime.
 *
 * - Registry (`/v1`): `{ok: true, data, meta: {request_id, pagination?}}` and
 *   `{ok: false, error: {code, message}, meta}`.
 * - App API (`/v1/app-api`, `/v1/models`): `{ok: true, data, meta}` and
 *   `{ok: false, error: {code, message, status, details}, meta}`, with codes in
 *   lowercase or, for the review apps, uppercase spelling.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import * as ErrorCode from "./ErrorCode.ts"

/**
 * Pagination metadata of list endpoints: `has_more` always, cursor fields for cursor
 * pagination, page fields for page pagination, `total_count` when known.
 *
 * @category models
 * @since 0.1.0
 */
export const Pagination = Schema.Struct({
  has_more: Schema.Boolean,
  next_cursor: Schema.optionalKey(Schema.NullOr(Schema.String)),
  total_count: Schema.optionalKey(Schema.Int),
  page: Schema.optionalKey(Schema.Int),
  per_page: Schema.optionalKey(Schema.Int),
  total_pages: Schema.optionalKey(Schema.Int)
}).annotate({ identifier: "Pagination" })

/**
 * @category models
 * @since 0.1.0
 */
export type Pagination = typeof Pagination.Type

/**
 * Request bookkeeping carried by every JSON response.
 *
 * @category models
 * @since 0.1.0
 */
export const Meta = Schema.Struct({
  request_id: Schema.String,
  pagination: Schema.optionalKey(Pagination)
}).annotate({ identifier: "Meta" })

/**
 * @category models
 * @since 0.1.0
 */
export type Meta = typeof Meta.Type

/**
 * The error object of the registry dialect. `details` is only present when there is
 * something to say (for example the failing field of a validation error).
 *
 * @category models
 * @since 0.1.0
 */
export const RegistryError = Schema.Struct({
  code: Schema.String,
  message: Schema.String,
  details: Schema.optionalKey(Schema.Unknown)
}).annotate({ identifier: "RegistryError" })

/**
 * The error object of the app-API dialect: `status` equals the HTTP status.
 *
 * @category models
 * @since 0.1.0
 */
export const AppError = Schema.Struct({
  code: Schema.String,
  message: Schema.String,
  status: Schema.Int,
  details: Schema.optionalKey(Schema.Unknown)
}).annotate({ identifier: "AppError" })

/**
 * A successful envelope around `data`.
 *
 * @category models
 * @since 0.1.0
 */
export const Success = <S extends Schema.Top>(data: S) => Schema.Struct({ ok: Schema.Literal(true), data, meta: Meta })

/**
 * A failed envelope of the registry dialect.
 *
 * @category models
 * @since 0.1.0
 */
export const RegistryFailure = Schema.Struct({
  ok: Schema.Literal(false),
  error: RegistryError,
  meta: Meta
}).annotate({ identifier: "RegistryFailure" })

/**
 * A failed envelope of the app-API dialect.
 *
 * @category models
 * @since 0.1.0
 */
export const AppFailure = Schema.Struct({
  ok: Schema.Literal(false),
  error: AppError,
  meta: Meta
}).annotate({ identifier: "AppFailure" })

/**
 * @category models
 * @since 0.1.0
 */
export type Failure = typeof RegistryFailure.Type | typeof AppFailure.Type

/**
 * Which envelope a response uses: the registry's, or the app API's with codes in
 * lowercase (`not_found`) or uppercase (`NOT_FOUND`) spelling.
 *
 * @category models
 * @since 0.1.0
 */
export interface Dialect {
  readonly name: "registry" | "app"
  readonly spelling: ErrorCode.Spelling
}

/**
 * The registry dialect (`/v1`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const registry: Dialect = { name: "registry", spelling: "lower" }

/**
 * The app-API dialect with lowercase codes (the chat app).
 *
 * @category constructors
 * @since 0.1.0
 */
export const app: Dialect = { name: "app", spelling: "lower" }

/**
 * The app-API dialect with uppercase codes (the review apps).
 *
 * @category constructors
 * @since 0.1.0
 */
export const appUppercase: Dialect = { name: "app", spelling: "upper" }

/**
 * What a failure says, before it is put into a dialect.
 *
 * @category models
 * @since 0.1.0
 */
export interface Problem {
  readonly code: ErrorCode.ErrorCode
  readonly message?: string | undefined
  readonly details?: unknown
}

/**
 * Builds a successful envelope.
 *
 * @category constructors
 * @since 0.1.0
 */
export const success = <A>(data: A, meta: Meta): { readonly ok: true; readonly data: A; readonly meta: Meta } => ({
  ok: true,
  data,
  meta
})

/**
 * Builds a failed envelope in a dialect. The HTTP status to send is
 * `ErrorCode.status(problem.code)`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const failure = (dialect: Dialect, problem: Problem, meta: Meta): Failure => {
  const code = ErrorCode.spell(problem.code, dialect.spelling)
  const message = problem.message ?? ErrorCode.defaultMessage(problem.code)
  const details = problem.details === undefined ? {} : { details: problem.details }
  return dialect.name === "app"
    ? { ok: false, error: { code, message, status: ErrorCode.status(problem.code), ...details }, meta }
    : { ok: false, error: { code, message, ...details }, meta }
}
