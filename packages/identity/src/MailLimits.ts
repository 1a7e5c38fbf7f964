/**
 * How much mail identity sends, so nobody can use the server to flood an inbox or to
 * spray addresses (issue 11, defect 13). Three counters, each a window that opens with
 * its first mail:
 *
 * - per recipient address (normalised: trimmed, lowercase): mails that someone else
 *   asks us to send to it, verification links and invitations (an invitation with its
 *   claim link counts once): `perRecipientPerHour`, default 5. Sign-in codes, which the
 *   address's owner asks for, keep their own limit (`Accounts.codesPerHour`) so a flood
 *   of invitations cannot lock a person out of signing in.
 * - per sending account: verification links and invitations it asks for,
 *   `perSenderPerDay`, default 50.
 * - per client address for anonymous sign-in codes, `codesPerClientPerHour`, default 30
 *   (IPv6 clients count per /64, IPv4-mapped IPv6 as IPv4).
 *
 * The counts live in the database (`identity_mail_counts`), so every process of a
 * deployment shares them. A mail takes one unit of every counter it concerns in one
 * transaction, or none when one of them is spent: a refused request costs nothing and
 * answers 429 `rate_limited` with `Retry-After` (when the refusing window ends). Hosts
 * set other numbers with `IdentityConfig`'s `mailLimits` (checked when the config is built); `Accounts.purgeDue` sweeps
 * ended windows.
 *
 * @since 0.1.0
 */
import { Transaction } from "@vouch/sql-repository"
import { Clock, Effect, Option, Schema } from "effect"
import type { SqlClient } from "effect/sql"
import * as Account from "./Account.ts"
import * as IdentityError from "./IdentityError.ts"

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/**
 * The limits, each a whole number of at least 1.
 *
 * @category models
 * @since 0.1.0
 */
export const LimitsSchema = Schema.Struct({
  /** Verification links and invitations to one address, per hour. */
  perRecipientPerHour: Count,
  /** Verification links and invitations one account asks for, per day. */
  perSenderPerDay: Count,
  /** Anonymous sign-in codes asked for from one client address, per hour. */
  codesPerClientPerHour: Count
})

/**
 * @category models
 * @since 0.1.0
 */
export type Limits = typeof LimitsSchema.Type

/**
 * @category constants
 * @since 0.1.0
 */
export const defaults: Limits = { perRecipientPerHour: 5, perSenderPerDay: 50, codesPerClientPerHour: 30 }

/**
 * One counter a mail takes a unit of.
 *
 * @category models
 * @since 0.1.0
 */
export interface Bucket {
  readonly key: string
  readonly limit: number
  readonly windowSeconds: number
  /** What a refusal says. */
  readonly message: string
}

const hour = 3600
const day = 86_400

/**
 * @category constructors
 * @since 0.1.0
 */
export const recipient = (limits: Limits, email: string): Bucket => ({
  key: `recipient:${Account.normaliseEmail(email)}`,
  limit: limits.perRecipientPerHour,
  windowSeconds: hour,
  message: `At most ${limits.perRecipientPerHour} mails an hour go to one address: try again later.`
})

/**
 * @category constructors
 * @since 0.1.0
 */
export const sender = (limits: Limits, accountId: string): Bucket => ({
  key: `sender:${accountId}`,
  limit: limits.perSenderPerDay,
  windowSeconds: day,
  message: `An account sends at most ${limits.perSenderPerDay} mails a day: try again later.`
})

/**
 * @category constructors
 * @since 0.1.0
 */
export const client = (limits: Limits, address: string): Bucket => ({
  key: `client:${clientKey(address)}`,
  limit: limits.codesPerClientPerHour,
  windowSeconds: hour,
  message: `At most ${limits.codesPerClientPerHour} sign-in codes an hour from one network address: try again later.`
})

/**
 * The network a client address counts for: IPv4 as is (also when IPv4-mapped), IPv6
 * by its /64 prefix (one subscriber's usual allocation), anything else as is.
 *
 * @category constructors
 * @since 0.1.0
 */
export const clientKey = (address: string): string => {
  const plain = address.trim().toLowerCase().replace(/%.*$/, "")
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)
  if (mapped !== null) return mapped[1]!
  if (!/^[0-9a-f:]+$/.test(plain) || !plain.includes(":")) return plain
  const [head = "", tail, extra] = plain.split("::")
  if (extra !== undefined) return plain
  const front = head === "" ? [] : head.split(":")
  const back = tail === undefined || tail === "" ? [] : tail.split(":")
  const missing = 8 - front.length - back.length
  if (missing < 0 || (tail === undefined && missing !== 0)) return plain
  const groups = [...front, ...Array.from({ length: missing }, () => "0"), ...back]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`
}

/**
 * The client address of a request (`unknown` when the server does not know it; behind
 * a proxy, the host decides whether forwarded addresses are trusted).
 *
 * @category utilities
 * @since 0.1.0
 */
export const clientOf = (request: { readonly remoteAddress: Option.Option<string> }): string =>
  Option.getOrElse(request.remoteAddress, () => "unknown")

const decodeWindows = Schema.decodeUnknownEffect(Schema.Array(Schema.Struct({ window_end: Schema.Date })))

/**
 * Takes one unit of every bucket, or none and fails with `rate_limited` (the wait
 * until the refusing window ends) when one is spent.
 *
 * @category constructors
 * @since 0.1.0
 */
export const take = Effect.fn("MailLimits.take")(function* (sql: SqlClient.SqlClient, buckets: ReadonlyArray<Bucket>) {
  const at = new Date(yield* Clock.currentTimeMillis)
  yield* Transaction.make(sql)(
    Effect.forEach(
      buckets,
      (bucket) =>
        Effect.gen(function* () {
          // Counts only while the window has room; an ended window starts again at 1.
          const taken = yield* sql`
            INSERT INTO identity_mail_counts AS counter (key, window_end, count)
            VALUES (${bucket.key}, ${new Date(at.getTime() + bucket.windowSeconds * 1000)}, 1)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN counter.window_end <= ${at} THEN 1 ELSE counter.count + 1 END,
              window_end = CASE WHEN counter.window_end <= ${at} THEN EXCLUDED.window_end ELSE counter.window_end END
            WHERE counter.window_end <= ${at} OR counter.count < ${bucket.limit}
            RETURNING count`.pipe(Effect.orDie)
          if (taken.length > 0) return
          const rows = yield* sql`
            SELECT window_end FROM identity_mail_counts WHERE key = ${bucket.key}`.pipe(
            Effect.flatMap(decodeWindows),
            Effect.orDie
          )
          const end = rows[0] === undefined ? at.getTime() : rows[0].window_end.getTime()
          return yield* IdentityError.fail(
            "MailLimited",
            bucket.message,
            Math.max(1, Math.ceil((end - at.getTime()) / 1000))
          )
        }),
      { discard: true }
    )
  )
})
