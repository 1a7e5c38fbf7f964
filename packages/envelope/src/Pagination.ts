/**
 * Cursor and page pagination for list endpoints.
 *
 * Cursors are opaque and tamper-evident: a base64url JSON payload, a scope naming the
 * list it belongs to (so a cursor of one list is refused by another) and an
 * HMAC-SHA-256 tag compared in constant time. A server shares one secret across its
 * processes so that a cursor issued by one is accepted by all. Synchronous and without
 * Node built-ins (`@noble/hashes`), so it runs in browsers and edge runtimes too.
 *
 * @since 0.1.0
 */
import { hmac } from "@noble/hashes/hmac.js"
import { sha256 } from "@noble/hashes/sha2.js"
import type { Pagination } from "./Envelope.ts"
import * as Base64Url from "./internal/base64url.ts"

/**
 * Why a cursor was refused.
 *
 * @category models
 * @since 0.1.0
 */
export type CursorRejection = "malformed" | "tampered" | "wrong_scope"

/**
 * The result of reading a cursor.
 *
 * @category models
 * @since 0.1.0
 */
export type CursorResult<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly reason: CursorRejection }

/**
 * Signs and reads cursors with one secret.
 *
 * @category models
 * @since 0.1.0
 */
export interface CursorCodec {
  readonly encode: (scope: string, value: unknown) => string
  readonly decode: <A = unknown>(scope: string, cursor: string) => CursorResult<A>
}

const tagLength = 16
const maximumCursorLength = 2048

/**
 * A codec for cursors signed with `secret` (at least 16 bytes).
 *
 * @category constructors
 * @since 0.1.0
 */
export const makeCursorCodec = (secret: string | Uint8Array): CursorCodec => {
  const key = typeof secret === "string" ? utf8.encode(secret) : Uint8Array.from(secret)
  if (key.length < 16) throw new RangeError("a cursor secret needs at least 16 bytes")
  const sign = (scope: string, body: string): Uint8Array =>
    hmac(sha256, key, utf8.encode(`${scope}\u0000${body}`)).subarray(0, tagLength)
  return {
    encode: (scope, value) => {
      const body = Base64Url.encode(utf8.encode(JSON.stringify(value)))
      return `${body}.${Base64Url.encode(sign(scope, body))}`
    },
    decode: <A>(scope: string, cursor: string): CursorResult<A> => {
      if (cursor.length > maximumCursorLength) return { ok: false, reason: "malformed" }
      const dot = cursor.indexOf(".")
      if (dot <= 0 || dot !== cursor.lastIndexOf(".")) return { ok: false, reason: "malformed" }
      const body = cursor.slice(0, dot)
      const tagText = cursor.slice(dot + 1)
      const tag = Base64Url.decode(tagText)
      // base64url decoding is lenient (unused trailing bits): only the canonical
      // spelling of the tag is accepted, so each cursor has one form.
      if (tag === undefined || tag.length !== tagLength || Base64Url.encode(tag) !== tagText) {
        return { ok: false, reason: "malformed" }
      }
      if (!equalInConstantTime(tag, sign(scope, body))) {
        return { ok: false, reason: "tampered" }
      }
      const bytes = Base64Url.decode(body)
      if (bytes === undefined) return { ok: false, reason: "malformed" }
      try {
        return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) as A }
      } catch {
        return { ok: false, reason: "malformed" }
      }
    }
  }
}

const utf8 = new TextEncoder()

// Both arrays have `tagLength` bytes: every byte is compared, whatever differs.
const equalInConstantTime = (left: Uint8Array, right: Uint8Array): boolean => {
  let difference = left.length ^ right.length
  for (let index = 0; index < left.length; index++) difference |= left[index]! ^ right[index]!
  return difference === 0
}

/**
 * Reads a `limit` query value: an integer between `minimum` and `maximum`, the default
 * when absent; `undefined` when out of range or not an integer (answer 400).
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseLimit = (
  raw: string | number | undefined,
  options: { readonly default: number; readonly minimum?: number; readonly maximum: number }
): number | undefined => {
  if (raw === undefined || raw === "") return options.default
  const value = typeof raw === "number" ? raw : /^-?\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(value)) return undefined
  return value >= (options.minimum ?? 1) && value <= options.maximum ? value : undefined
}

/**
 * Splits rows fetched with `limit + 1` into the page and whether more follow.
 *
 * @category constructors
 * @since 0.1.0
 */
export const slice = <A>(
  rows: ReadonlyArray<A>,
  limit: number
): { readonly items: ReadonlyArray<A>; readonly hasMore: boolean; readonly last: A | undefined } => {
  const items = rows.length > limit ? rows.slice(0, limit) : rows
  return { items, hasMore: rows.length > limit, last: items[items.length - 1] }
}

/**
 * Pagination metadata of a cursor page.
 *
 * @category constructors
 * @since 0.1.0
 */
export const cursorPage = (options: {
  readonly hasMore: boolean
  readonly nextCursor: string | null
  readonly totalCount?: number | undefined
}): Pagination => ({
  has_more: options.hasMore,
  next_cursor: options.hasMore ? options.nextCursor : null,
  ...(options.totalCount === undefined ? {} : { total_count: options.totalCount })
})

/**
 * Pagination metadata of a numbered page (pages start at 1).
 *
 * @category constructors
 * @since 0.1.0
 */
export const numberedPage = (options: {
  readonly page: number
  readonly perPage: number
  readonly totalCount: number
}): Pagination => {
  const totalPages = Math.max(1, Math.ceil(options.totalCount / options.perPage))
  return {
    has_more: options.page < totalPages,
    next_cursor: null,
    total_count: options.totalCount,
    page: options.page,
    per_page: options.perPage,
    total_pages: totalPages
  }
}
