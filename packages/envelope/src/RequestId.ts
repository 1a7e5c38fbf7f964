/**
 * Request ids: every JSON response carries one in `meta.request_id`, and the server
 * echoes it in the `X-Request-Id` header. A caller may send its own `X-Request-Id`
 * (for tracing across services); it is kept when it is safe, otherwise replaced.
 *
 * @since 0.1.0
 */

const alphabet = "0123456789abcdefghjkmnpqrstvwxyz"

/**
 * The header that carries the request id in both directions.
 *
 * @category constants
 * @since 0.1.0
 */
export const header = "x-request-id"

const idLength = 26
// Random bytes for 256 ids, drawn at once: one call to the random source per 256 ids.
const pool = new Uint8Array(idLength * 256)
let offset = pool.length

/**
 * A new request id: `req_` and 26 characters of Crockford base32 (130 random bits),
 * from the platform's cryptographic random source (works in Node and browsers), drawn
 * in batches of 256 ids.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (): string => {
  if (offset === pool.length) {
    crypto.getRandomValues(pool)
    offset = 0
  }
  let id = "req_"
  for (let end = offset + idLength; offset < end; offset++) id += alphabet[pool[offset]! & 31]
  return id
}

const safe = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Whether an incoming id is safe to echo: 8 to 128 characters from
 * `[A-Za-z0-9._:-]` (no spaces, no control characters, no header injection).
 *
 * @category validation
 * @since 0.1.0
 */
export const isValid = (id: string): boolean => safe.test(id)

/**
 * The id to use for a request: the caller's when valid, a new one otherwise.
 *
 * @category constructors
 * @since 0.1.0
 */
export const fromIncoming = (incoming: string | undefined): string =>
  incoming !== undefined && isValid(incoming) ? incoming : make()
