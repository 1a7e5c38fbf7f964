/**
 * Accounts as stored and as the API shows them (spec 1: Account, Public user profile).
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * @category models
 * @since 0.1.0
 */
export const Tier = Schema.Literals(["free", "pro", "enterprise"])

/**
 * An account row, as the services pass it around (decoded from the database with
 * this schema).
 *
 * @category models
 * @since 0.1.0
 */
export const Row = Schema.Struct({
  account_id: Schema.String,
  username: Schema.String,
  display_name: Schema.String,
  email: Schema.String,
  email_verified: Schema.Boolean,
  claimed: Schema.Boolean,
  tier: Tier,
  avatar_url: Schema.NullOr(Schema.String),
  has_password: Schema.Boolean,
  created_at: Schema.Date
})

/**
 * @category models
 * @since 0.1.0
 */
export type Account = typeof Row.Type

/**
 * The columns that make an `Account` (with `password_hash IS NOT NULL AS has_password`).
 *
 * @category utilities
 * @since 0.1.0
 */
export const columns =
  "a.account_id, a.username, a.display_name, a.email, a.email_verified, a.claimed, a.tier, a.avatar_url, (a.password_hash IS NOT NULL) AS has_password, a.created_at"

/**
 * The `Account` record of the spec.
 *
 * @category models
 * @since 0.1.0
 */
export const AccountView = Schema.Struct({
  account_id: Schema.String,
  username: Schema.String,
  namespace: Schema.String,
  email: Schema.String,
  email_verified: Schema.Boolean,
  tier: Tier,
  avatar_url: Schema.NullOr(Schema.String),
  has_password: Schema.Boolean,
  created_at: Schema.String
}).annotate({ identifier: "Account" })

/**
 * @category encoding
 * @since 0.1.0
 */
export const view = (account: Account): typeof AccountView.Type => ({
  account_id: account.account_id,
  username: account.username,
  namespace: account.username,
  email: account.email,
  email_verified: account.email_verified,
  tier: account.tier,
  avatar_url: account.avatar_url,
  has_password: account.has_password,
  created_at: account.created_at.toISOString()
})

/**
 * The public user profile of the spec.
 *
 * @category models
 * @since 0.1.0
 */
export const PublicProfile = Schema.Struct({
  username: Schema.String,
  username_display: Schema.String,
  namespace: Schema.String,
  avatar_url: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  public_skill_count: Schema.Int,
  total_installs: Schema.Int,
  total_stars: Schema.Int,
  total_verifications: Schema.Int
}).annotate({ identifier: "PublicProfile" })

/**
 * Normalises an email address for lookup: trimmed and lowercased.
 *
 * @category encoding
 * @since 0.1.0
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/**
 * A plausible address: one `@`, a dotted domain, no spaces, at most 254 characters.
 *
 * @category validation
 * @since 0.1.0
 */
export const isEmail = (email: string): boolean => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)

/**
 * A namespace: lowercase letters, digits and single hyphens inside, 2 to 39 characters.
 *
 * @category validation
 * @since 0.1.0
 */
export const isNamespace = (namespace: string): boolean => /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,38}$/.test(namespace)

/**
 * The username proposed for a new account: the local part of its email reduced to
 * the namespace alphabet (the service appends `-2`, `-3`, ... while taken).
 *
 * @category encoding
 * @since 0.1.0
 */
export const usernameFromEmail = (email: string): string => {
  const local = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/\+.*$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 32)
    .replace(/-+$/, "")
  return local.length >= 2 ? local : `user-${local || "x"}`.slice(0, 32)
}
