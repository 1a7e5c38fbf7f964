/**
 * Stripe's webhook signature scheme. The `Stripe-Signature` header is
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>…]` (other schemes such as `v0` are ignored);
 * each `v1` is the HMAC-SHA256 of `<t>.<raw body>` under an endpoint's signing secret.
 * A delivery is accepted when its timestamp is within the tolerance of now (either
 * side: replays are refused) and one `v1` matches one of the secrets (several during a
 * rotation), compared in constant time.
 *
 * @since 0.1.0
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { Result } from "effect"

/**
 * Why a delivery does not verify.
 *
 * @category models
 * @since 0.1.0
 */
export type Rejection =
  | { readonly reason: "missing_header"; readonly message: string }
  | { readonly reason: "malformed_header"; readonly message: string }
  | { readonly reason: "outside_tolerance"; readonly message: string }
  | { readonly reason: "no_matching_signature"; readonly message: string }

/**
 * A parsed header.
 *
 * @category models
 * @since 0.1.0
 */
export interface Header {
  readonly timestamp: number
  readonly signatures: ReadonlyArray<string>
}

/**
 * Stripe's default tolerance: five minutes.
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultToleranceSeconds = 300

const maximumHeaderLength = 4096

/**
 * Reads a `Stripe-Signature` header.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseHeader = (header: string | undefined): Result.Result<Header, Rejection> => {
  if (header === undefined || header.trim() === "") {
    return Result.fail({ reason: "missing_header", message: "The Stripe-Signature header is missing." })
  }
  if (header.length > maximumHeaderLength) {
    return Result.fail({ reason: "malformed_header", message: "The Stripe-Signature header is too long." })
  }
  let timestamp: number | undefined
  const signatures: Array<string> = []
  for (const part of header.split(",")) {
    const separator = part.indexOf("=")
    if (separator < 1) continue
    const key = part.slice(0, separator).trim()
    const value = part.slice(separator + 1).trim()
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase())
  }
  if (timestamp === undefined) {
    return Result.fail({ reason: "malformed_header", message: "The Stripe-Signature header has no timestamp (t=)." })
  }
  if (signatures.length === 0) {
    return Result.fail({ reason: "malformed_header", message: "The Stripe-Signature header has no v1 signature." })
  }
  return Result.succeed({ timestamp, signatures })
}

/**
 * The `v1` signature of a payload at a timestamp under a secret (hex).
 *
 * @category constructors
 * @since 0.1.0
 */
export const compute = (options: {
  readonly payload: string
  readonly secret: string
  readonly timestamp: number
}): string =>
  createHmac("sha256", options.secret).update(`${options.timestamp}.${options.payload}`, "utf8").digest("hex")

/**
 * A `Stripe-Signature` header for a payload, as Stripe sends it (one `v1` per secret).
 *
 * @category constructors
 * @since 0.1.0
 */
export const sign = (options: {
  readonly payload: string
  readonly secrets: ReadonlyArray<string>
  readonly timestamp: number
}): string =>
  [
    `t=${options.timestamp}`,
    ...options.secrets.map(
      (secret) => `v1=${compute({ payload: options.payload, secret, timestamp: options.timestamp })}`
    )
  ].join(",")

const equalHex = (left: string, right: string): boolean => {
  const a = Buffer.from(left, "hex")
  const b = Buffer.from(right, "hex")
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Verifies a delivery: the raw body exactly as received, its header, the signing
 * secrets (any may match) and now in unix seconds.
 *
 * @category validation
 * @since 0.1.0
 */
export const verify = (options: {
  readonly payload: string
  readonly header: string | undefined
  readonly secrets: ReadonlyArray<string>
  readonly nowSeconds: number
  readonly toleranceSeconds?: number | undefined
}): Result.Result<Header, Rejection> => {
  const parsed = parseHeader(options.header)
  if (Result.isFailure(parsed)) return parsed
  const header = parsed.success
  const tolerance = options.toleranceSeconds ?? defaultToleranceSeconds
  if (Math.abs(options.nowSeconds - header.timestamp) > tolerance) {
    return Result.fail({
      reason: "outside_tolerance",
      message: `The Stripe-Signature timestamp is more than ${tolerance} seconds from now.`
    })
  }
  // Every candidate is compared, so the time taken does not tell which secret matched.
  let matched = false
  for (const secret of options.secrets) {
    const expected = compute({ payload: options.payload, secret, timestamp: header.timestamp })
    for (const signature of header.signatures) {
      if (equalHex(expected, signature)) matched = true
    }
  }
  return matched
    ? Result.succeed(header)
    : Result.fail({
        reason: "no_matching_signature",
        message: "No signature in Stripe-Signature matches the payload under a configured signing secret."
      })
}

/**
 * The signing secrets of a comma-separated list (as `STRIPE_WEBHOOK_SECRET` holds them
 * during a rotation), trimmed, empty entries dropped.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseSecrets = (list: string): ReadonlyArray<string> =>
  list
    .split(",")
    .map((secret) => secret.trim())
    .filter((secret) => secret.length > 0)
