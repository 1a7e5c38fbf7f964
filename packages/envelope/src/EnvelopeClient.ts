/**
 * The caller's side: reads a response of either dialect into one shape, whatever the
 * spelling of the code, and also makes sense of failures that are not envelopes at
 * all (a proxy's HTML 502, an empty 429). Needs no Effect runtime: it works on the
 * standard `Response` of `fetch`.
 *
 * @since 0.1.0
 */
import type { Meta } from "./Envelope.ts"
import * as ErrorCode from "./ErrorCode.ts"

/**
 * A failure as a caller sees it: `code` as sent, `canonical` as catalogued (or
 * derived from the HTTP status when the code is unknown or absent).
 *
 * @category errors
 * @since 0.1.0
 */
export class EnvelopeError extends Error {
  override readonly name = "EnvelopeError"
  readonly code: string
  readonly canonical: ErrorCode.ErrorCode
  readonly status: number
  readonly details: unknown
  readonly requestId: string | undefined
  readonly retryAfterSeconds: number | undefined

  constructor(options: {
    readonly code: string
    readonly message: string
    readonly status: number
    readonly details?: unknown
    readonly requestId?: string | undefined
    readonly retryAfterSeconds?: number | undefined
  }) {
    super(options.message)
    this.code = options.code
    this.canonical = ErrorCode.parse(options.code) ?? ErrorCode.fromStatus(options.status)
    this.status = options.status
    this.details = options.details
    this.requestId = options.requestId
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/**
 * A decoded response.
 *
 * @category models
 * @since 0.1.0
 */
export type Decoded<A = unknown> =
  | { readonly ok: true; readonly data: A; readonly meta: Partial<Meta>; readonly status: number }
  | { readonly ok: false; readonly error: EnvelopeError }

// Plain checks instead of effect's `Predicate`, so the client bundles without effect.
const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === "object" && input !== null && !Array.isArray(input)
const isString = (input: unknown): input is string => typeof input === "string"
const isNumber = (input: unknown): input is number => typeof input === "number"

const readMeta = (body: Record<string, unknown>): Partial<Meta> =>
  isRecord(body.meta) ? (body.meta as Partial<Meta>) : {}

/**
 * Decodes a parsed JSON body and its HTTP status. Accepts `{data}` without `ok`, as
 * some review apps send it.
 *
 * @category parsing
 * @since 0.1.0
 */
export const decode = <A = unknown>(
  status: number,
  body: unknown,
  options?: { readonly retryAfterSeconds?: number | undefined }
): Decoded<A> => {
  if (isRecord(body)) {
    const record = body as Record<string, unknown>
    const meta = readMeta(record)
    if (record.ok !== false && status < 400 && "data" in record) {
      return { ok: true, data: record.data as A, meta, status }
    }
    if (isRecord(record.error)) {
      const error = record.error as Record<string, unknown>
      const code = isString(error.code) ? error.code : ErrorCode.fromStatus(status)
      const canonical = ErrorCode.parse(code) ?? ErrorCode.fromStatus(status)
      return {
        ok: false,
        error: new EnvelopeError({
          code,
          message: isString(error.message) ? error.message : ErrorCode.defaultMessage(canonical),
          status: isNumber(error.status) ? error.status : status,
          details: error.details,
          requestId: meta.request_id,
          retryAfterSeconds: options?.retryAfterSeconds
        })
      }
    }
  }
  const canonical = ErrorCode.fromStatus(status)
  return {
    ok: false,
    error: new EnvelopeError({
      code: canonical,
      message:
        status < 400
          ? `Expected an envelope, got ${isRecord(body) ? "an object without data" : typeof body}`
          : ErrorCode.defaultMessage(canonical),
      status,
      retryAfterSeconds: options?.retryAfterSeconds
    })
  }
}

const retryAfter = (response: Response): number | undefined => {
  const value = response.headers.get("retry-after")
  if (value === null) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/**
 * Reads a `fetch` response. Bodies that are not JSON become failures derived from
 * the HTTP status.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = async <A = unknown>(response: Response): Promise<Decoded<A>> => {
  const text = await response.text()
  let body: unknown
  try {
    body = text === "" ? undefined : JSON.parse(text)
  } catch {
    body = text
  }
  return decode<A>(response.status, body, { retryAfterSeconds: retryAfter(response) })
}

/**
 * Reads a `fetch` response and returns its `data`, or throws the `EnvelopeError`.
 *
 * @category parsing
 * @since 0.1.0
 */
export const unwrap = async <A = unknown>(response: Response): Promise<A> => {
  const decoded = await read<A>(response)
  if (decoded.ok) return decoded.data
  throw decoded.error
}
