/**
 * The secrets of identity: random credentials, their hashes at rest, constant-time
 * comparison and password hashing. Plain synchronous functions over `node:crypto`.
 *
 * - Credentials (API keys, session cookies, CLI session ids, one-time tokens) carry 256
 *   random bits, so a SHA-256 digest is a safe form at rest: nothing to brute-force.
 * - One-time email codes have only six digits, so they are stored as an HMAC keyed by
 *   the server secret: a stolen table cannot be searched offline.
 * - Passwords use scrypt (N = 2^15, r = 8, p = 1, 64-byte output) with a 16-byte salt
 *   per password, encoded with their parameters so they can be raised later.
 *
 * @since 0.1.0
 */
import { createHmac, hash, randomBytes, randomInt, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto"

const scryptAsync = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, 64, options, (error, key) => (error === null ? resolve(key) : reject(error)))
  )

/**
 * A random credential: `prefix` followed by 32 random bytes in base64url.
 *
 * @category constructors
 * @since 0.1.0
 */
export const credential = (prefix: string): string => `${prefix}${randomBytes(32).toString("base64url")}`

/**
 * A random identifier: `prefix` followed by 16 random bytes in hex.
 *
 * @category constructors
 * @since 0.1.0
 */
export const identifier = (prefix: string): string => `${prefix}${randomBytes(16).toString("hex")}`

/**
 * A six-digit one-time code, uniformly drawn.
 *
 * @category constructors
 * @since 0.1.0
 */
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0")

/**
 * The SHA-256 digest of a high-entropy credential, in hex: its form at rest.
 *
 * @category encoding
 * @since 0.1.0
 */
export const digest = (value: string): string => hash("sha256", value, "hex")

/**
 * An HMAC-SHA-256 of `value` keyed by `secret`, in hex: the form at rest of
 * low-entropy secrets (email codes) and the value of CSRF tokens.
 *
 * @category encoding
 * @since 0.1.0
 */
export const keyedDigest = (secret: string, value: string): string =>
  createHmac("sha256", secret).update(value).digest("hex")

/**
 * Compares two strings in time that depends only on their lengths.
 *
 * @category validation
 * @since 0.1.0
 */
export const equal = (left: string, right: string): boolean => {
  const a = Buffer.from(left)
  const b = Buffer.from(right)
  // Compare against itself when the lengths differ, so the time does not reveal where.
  if (a.length === b.length) return timingSafeEqual(a, b)
  timingSafeEqual(a, a)
  return false
}

const scryptParameters = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

/**
 * Hashes a password with scrypt (off the event loop) and a fresh salt:
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`.
 *
 * @category validation
 * @since 0.1.0
 */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const hash = await scryptAsync(password.normalize("NFKC"), salt, scryptParameters)
  const { N, r, p } = scryptParameters
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${hash.toString("base64")}`
}

/**
 * Whether `password` matches an encoded hash from `hashPassword`. A malformed hash
 * never matches.
 *
 * @category validation
 * @since 0.1.0
 */
export const verifyPassword = async (password: string, encoded: string): Promise<boolean> => {
  const parts = encoded.split("$")
  if (parts.length !== 6 || parts[0] !== "scrypt") return false
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20 || r > 32 || p > 16) return false
  const salt = Buffer.from(parts[4]!, "base64")
  const expected = Buffer.from(parts[5]!, "base64")
  if (expected.length !== 64) return false
  const actual = await scryptAsync(password.normalize("NFKC"), salt, { N, r, p, maxmem: 256 * 1024 * 1024 })
  return timingSafeEqual(actual, expected)
}
