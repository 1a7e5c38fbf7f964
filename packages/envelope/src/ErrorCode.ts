/**
 * The error-code catalogue shared by both API dialects: every stable code, the HTTP
 * status it answers with, and its uppercase spelling (the review apps of spec 3 and
 * some app-API clients branch on `NOT_FOUND`, `VALIDATION_ERROR`, `INTERNAL`, ...).
 *
 * The lowercase snake_case code is canonical. Codes the spec names without a status
 * (or statuses it names without a code) are decided here and recorded in
 * `docs/decisions.md`.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * Every catalogued code with its HTTP status and uppercase spelling.
 *
 * @category models
 * @since 0.1.0
 */
export const catalogue = {
  validation_error: { status: 400, upper: "VALIDATION_ERROR", message: "The request failed validation." },
  invalid_request: { status: 400, upper: "INVALID_REQUEST", message: "The request is malformed." },
  unauthorized: { status: 401, upper: "UNAUTHORIZED", message: "Missing or invalid authentication." },
  insufficient_credits: {
    status: 402,
    upper: "INSUFFICIENT_CREDITS",
    message: "The credit balance cannot cover this run."
  },
  forbidden: { status: 403, upper: "FORBIDDEN", message: "Not allowed." },
  email_not_verified: {
    status: 403,
    upper: "EMAIL_NOT_VERIFIED",
    message: "This action needs a verified email address."
  },
  scan_required: {
    status: 403,
    upper: "SCAN_REQUIRED",
    message: "Sharing needs a scan report on this version."
  },
  storage_limit_exceeded: {
    status: 403,
    upper: "STORAGE_LIMIT_EXCEEDED",
    message: "The storage quota of this account is exceeded."
  },
  key_limit_exceeded: {
    status: 403,
    upper: "KEY_LIMIT_EXCEEDED",
    message: "The account already has the maximum number of active API keys."
  },
  not_found: { status: 404, upper: "NOT_FOUND", message: "No such resource." },
  method_not_allowed: { status: 405, upper: "METHOD_NOT_ALLOWED", message: "Method not allowed on this path." },
  conflict: { status: 409, upper: "CONFLICT", message: "The request conflicts with the current state." },
  gone: { status: 410, upper: "GONE", message: "The resource is no longer available." },
  payload_too_large: { status: 413, upper: "PAYLOAD_TOO_LARGE", message: "The request body is too large." },
  unsupported_media_type: {
    status: 415,
    upper: "UNSUPPORTED_MEDIA_TYPE",
    message: "The request content type is not supported."
  },
  rate_limited: { status: 429, upper: "RATE_LIMITED", message: "Too many requests." },
  internal_error: { status: 500, upper: "INTERNAL", message: "Internal server error." },
  service_unavailable: { status: 503, upper: "SERVICE_UNAVAILABLE", message: "The service is unavailable." }
} as const satisfies Record<string, { readonly status: number; readonly upper: string; readonly message: string }>

/**
 * A catalogued error code in its canonical lowercase spelling.
 *
 * @category models
 * @since 0.1.0
 */
export type ErrorCode = keyof typeof catalogue

/**
 * A catalogued error code in its uppercase spelling.
 *
 * @category models
 * @since 0.1.0
 */
export type UpperErrorCode = (typeof catalogue)[ErrorCode]["upper"]

/**
 * How a dialect spells its codes on the wire.
 *
 * @category models
 * @since 0.1.0
 */
export type Spelling = "lower" | "upper"

/**
 * Every canonical code, in catalogue order.
 *
 * @category constructors
 * @since 0.1.0
 */
export const codes: ReadonlyArray<ErrorCode> = Object.keys(catalogue) as Array<ErrorCode>

/**
 * Schema of a canonical code.
 *
 * @category models
 * @since 0.1.0
 */
export const ErrorCodeSchema = /*#__PURE__*/ Schema.Literals(codes as [ErrorCode, ...Array<ErrorCode>])

const byUpper: ReadonlyMap<string, ErrorCode> = new Map(codes.map((code) => [catalogue[code].upper, code]))

/**
 * The HTTP status of a code.
 *
 * @category utilities
 * @since 0.1.0
 */
export const status = (code: ErrorCode): number => catalogue[code].status

/**
 * The default human-readable message of a code.
 *
 * @category utilities
 * @since 0.1.0
 */
export const defaultMessage = (code: ErrorCode): string => catalogue[code].message

/**
 * Spells a code for the wire.
 *
 * @category encoding
 * @since 0.1.0
 */
export const spell = (code: ErrorCode, spelling: Spelling): string =>
  spelling === "upper" ? catalogue[code].upper : code

/**
 * Reads a code in either spelling back into its canonical form; `undefined` when the
 * string is not catalogued (a client should then branch on the HTTP status).
 *
 * @category parsing
 * @since 0.1.0
 */
export const parse = (code: string): ErrorCode | undefined =>
  Object.hasOwn(catalogue, code) ? (code as ErrorCode) : byUpper.get(code)

/**
 * The canonical code a bare HTTP status maps to, for failures that carry no code of
 * their own (a proxy's 502, an unknown 4xx).
 *
 * @category parsing
 * @since 0.1.0
 */
export const fromStatus = (httpStatus: number): ErrorCode => {
  switch (httpStatus) {
    case 400:
      return "invalid_request"
    case 401:
      return "unauthorized"
    case 402:
      return "insufficient_credits"
    case 403:
      return "forbidden"
    case 404:
      return "not_found"
    case 405:
      return "method_not_allowed"
    case 409:
      return "conflict"
    case 410:
      return "gone"
    case 413:
      return "payload_too_large"
    case 415:
      return "unsupported_media_type"
    case 422:
      return "validation_error"
    case 429:
      return "rate_limited"
    case 503:
      return "service_unavailable"
    default:
      return httpStatus >= 500 ? "internal_error" : "invalid_request"
  }
}
