/**
 * Identity's policy: its numbers (key limits, lifetimes, code rules) as options a host
 * may change (`IdentityConfig`'s `policy`), and the pure rules that apply them. Nothing
 * here reads the clock or the database: the services pass the time and the rows in.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/**
 * The numbers, each a whole number of at least 1.
 *
 * @category models
 * @since 0.1.0
 */
export const PolicySchema = Schema.Struct({
  /** Active `api` and `cli` keys per account (sessions do not count). */
  maxActiveKeys: Count,
  /** An API key's lifetime when the request names none. */
  defaultKeyDays: Count,
  /** The longest lifetime an API key may ask for. */
  maxKeyDays: Count,
  /** A browser session's lifetime. */
  sessionDays: Count,
  /** The lifetime of a key minted by the CLI device flow. */
  cliKeyDays: Count,
  /** How long a CLI device sign-in waits for approval. */
  deviceSessionSeconds: Count,
  /** A sign-in code's lifetime. */
  codeSeconds: Count,
  /** Wrong attempts a sign-in code allows. */
  codeAttempts: Count,
  /** The wait between two codes for one address. */
  resendSeconds: Count,
  /** Codes per address per hour. */
  codesPerHour: Count,
  passwordMinimumLength: Count,
  /** Days between a deletion request and the purge. */
  deletionGraceDays: Count,
  /** An email-verification link's lifetime. */
  verifyLinkHours: Count,
  /** A claim link's lifetime (for accounts created by an invitation). */
  claimLinkHours: Count,
  invitationDays: Count,
  /** App tokens for guests and for users. */
  guestTokenDays: Count,
  userTokenDays: Count
})

/**
 * @category models
 * @since 0.1.0
 */
export type Policy = typeof PolicySchema.Type

/**
 * @category constants
 * @since 0.1.0
 */
export const defaults: Policy = {
  maxActiveKeys: 20,
  defaultKeyDays: 7,
  maxKeyDays: 3650,
  sessionDays: 30,
  cliKeyDays: 365,
  deviceSessionSeconds: 900,
  codeSeconds: 600,
  codeAttempts: 5,
  resendSeconds: 60,
  codesPerHour: 5,
  passwordMinimumLength: 8,
  deletionGraceDays: 30,
  verifyLinkHours: 24,
  claimLinkHours: 24 * 7,
  invitationDays: 7,
  guestTokenDays: 7,
  userTokenDays: 30
}

const second = 1000
const hour = 3_600_000
const day = 86_400_000

/**
 * `at` plus a number of days, hours or seconds.
 *
 * @category utilities
 * @since 0.1.0
 */
export const later = (
  at: Date,
  amount: { readonly days?: number; readonly hours?: number; readonly seconds?: number }
) => new Date(at.getTime() + (amount.days ?? 0) * day + (amount.hours ?? 0) * hour + (amount.seconds ?? 0) * second)

/**
 * When an API key asked to live `days` expires: `null` for never, `undefined` when
 * `days` is not a whole number from 1 to `maxKeyDays` (or `null`).
 *
 * @category models
 * @since 0.1.0
 */
export const keyExpiry = (policy: Policy, at: Date, days: number | null | undefined): Date | null | undefined => {
  const chosen = days === undefined ? policy.defaultKeyDays : days
  if (chosen === null) return null
  if (!Number.isInteger(chosen) || chosen < 1 || chosen > policy.maxKeyDays) return undefined
  return later(at, { days: chosen })
}

/**
 * The message of a refused lifetime.
 *
 * @category models
 * @since 0.1.0
 */
export const keyDaysMessage = (policy: Policy) =>
  `expires_in_days must be an integer from 1 to ${policy.maxKeyDays}, or null.`

/**
 * The message of the key limit.
 *
 * @category models
 * @since 0.1.0
 */
export const keyLimitMessage = (policy: Policy) =>
  `An account has at most ${policy.maxActiveKeys} active API keys: revoke one first.`

/**
 * A label as stored: trimmed, at most 100 characters, `null` when empty.
 *
 * @category models
 * @since 0.1.0
 */
export const cleanLabel = (label: string | null | undefined): string | null => {
  const trimmed = label?.trim()
  return trimmed === undefined || trimmed === "" ? null : trimmed.slice(0, 100)
}

/**
 * The last code sent to an address, as the rules need it.
 *
 * @category models
 * @since 0.1.0
 */
export interface CodeWindow {
  readonly sent_at: Date
  readonly window_started_at: Date
  readonly sent_in_window: number
}

/**
 * Whether a new sign-in code may go out now: the window it counts in, or why not and
 * for how long.
 *
 * @category models
 * @since 0.1.0
 */
export const codeSending = (
  policy: Policy,
  previous: CodeWindow | undefined,
  at: Date
):
  | { readonly _tag: "Send"; readonly windowStart: Date; readonly sentInWindow: number }
  | {
      readonly _tag: "Wait"
      readonly reason: "CodeResendTooSoon" | "CodeLimited"
      readonly seconds: number
      readonly message: string
    } => {
  if (previous === undefined) return { _tag: "Send", windowStart: at, sentInWindow: 1 }
  const sinceLast = at.getTime() - previous.sent_at.getTime()
  if (sinceLast < policy.resendSeconds * second) {
    const seconds = Math.ceil((policy.resendSeconds * second - sinceLast) / second)
    return {
      _tag: "Wait",
      reason: "CodeResendTooSoon",
      seconds,
      message: `Wait ${seconds} s before asking for another code.`
    }
  }
  if (at.getTime() - previous.window_started_at.getTime() >= hour)
    return { _tag: "Send", windowStart: at, sentInWindow: 1 }
  if (previous.sent_in_window >= policy.codesPerHour)
    return {
      _tag: "Wait",
      reason: "CodeLimited",
      seconds: Math.ceil((previous.window_started_at.getTime() + hour - at.getTime()) / second),
      message: `At most ${policy.codesPerHour} codes an hour: try again later.`
    }
  return { _tag: "Send", windowStart: previous.window_started_at, sentInWindow: previous.sent_in_window + 1 }
}

/**
 * A stored sign-in code, as the rules need it.
 *
 * @category models
 * @since 0.1.0
 */
export interface StoredCode {
  readonly expires_at: Date
  readonly attempts: number
  readonly consumed: boolean
}

/**
 * What an attempt at a code comes to (`matches`: whether the digests are equal).
 *
 * @category models
 * @since 0.1.0
 */
export const codeAttempt = (
  policy: Policy,
  stored: StoredCode | undefined,
  at: Date,
  matches: () => boolean
): "expired" | "exhausted" | "wrong" | "ok" => {
  if (stored === undefined || stored.consumed || stored.expires_at.getTime() <= at.getTime()) return "expired"
  if (stored.attempts >= policy.codeAttempts) return "exhausted"
  return matches() ? "ok" : "wrong"
}

/**
 * The message of a password that is too short, or `undefined` for a long enough one.
 *
 * @category validation
 * @since 0.1.0
 */
export const passwordProblem = (policy: Policy, password: string): string | undefined =>
  password.length < policy.passwordMinimumLength
    ? `A password has at least ${policy.passwordMinimumLength} characters.`
    : undefined

/**
 * The moment before which a scheduled deletion is due.
 *
 * @category utilities
 * @since 0.1.0
 */
export const purgeBefore = (policy: Policy, at: Date): Date => later(at, { days: -policy.deletionGraceDays })
