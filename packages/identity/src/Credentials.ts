/**
 * Credentials: API keys, browser sessions and the CLI device flow.
 *
 * - Every credential is a random 256-bit secret shown once and stored as its SHA-256
 *   digest; lookups go by digest, so no comparison of secrets happens in application
 *   code at all.
 * - Kinds: `api` (created on the account page or API, 1 to 3650 days, default 7, or
 *   never), `cli` (minted by the device flow, one year), `session` (the `ss_session`
 *   cookie, 30 days). At most 20 active `api` and `cli` keys per account: the count and
 *   the insert run in one transaction holding the account row lock, so concurrent
 *   requests can never make a 21st. Sessions do not count and are not listed.
 * - `last_used_at` is written at most once a minute per key.
 * - Device flow: a session id (`cli_` + 256 bits, stored as a digest) lives 900
 *   seconds; a signed-in person approves it once; the first poll after approval mints
 *   the key and returns it, exactly once: the raw key never rests in the database.
 *
 * Times come from the `Clock`, so expiry is testable.
 *
 * @since 0.1.0
 */
import * as Transaction from "@vouch/database/Transaction"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "./Account.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"
import * as Secret from "./Secret.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Kind = "api" | "cli" | "session"

/**
 * Who is calling, and with which credential.
 *
 * @category models
 * @since 0.1.0
 */
export interface Principal {
  readonly account: Account.Account
  readonly key_id: string
  readonly kind: Kind
}

/**
 * A credential just created: the only time its secret is seen.
 *
 * @category models
 * @since 0.1.0
 */
export interface IssuedKey {
  readonly key_id: string
  readonly api_key: string
  readonly expires_at: Date | null
}

/**
 * A key as listed: never its secret.
 *
 * @category models
 * @since 0.1.0
 */
export interface KeySummary {
  readonly key_id: string
  readonly label: string | null
  readonly prefix: string
  readonly kind: "api" | "cli"
  readonly created_at: Date
  readonly expires_at: Date | null
  readonly last_used_at: Date | null
}

/**
 * @category models
 * @since 0.1.0
 */
export interface DeviceSession {
  readonly label: string | null
  readonly status: "pending" | "approved" | "expired"
  readonly created_at: Date
  readonly expires_at: Date
}

/**
 * @category constants
 * @since 0.1.0
 */
export const maxActiveKeys = 20
/**
 * @category constants
 * @since 0.1.0
 */
export const defaultKeyDays = 7
/**
 * @category constants
 * @since 0.1.0
 */
export const deviceSessionSeconds = 900
/**
 * The polling interval a CLI is told to keep (seconds): `/v1/auth/*` allows 10
 * requests a minute per address, so a poll every 6 seconds never meets a 429.
 *
 * @category constants
 * @since 0.1.0
 */
export const pollIntervalSeconds = 6

/**
 * @category constants
 * @since 0.1.0
 */
export const sessionDays = 30
/**
 * @category constants
 * @since 0.1.0
 */
export const cliKeyDays = 365

const prefixes = { api: "vch_", cli: "vch_", session: "vss_" } as const
const dayMilliseconds = 86_400_000

interface KeyRow {
  readonly key_id: string
  readonly label: string | null
  readonly prefix: string
  readonly kind: "api" | "cli"
  readonly created_at: Date
  readonly expires_at: Date | null
  readonly last_used_at: Date | null
}

/**
 * @category services
 * @since 0.1.0
 */
export class Credentials extends Context.Service<
  Credentials,
  {
    /** The principal of a bearer key or session cookie; none when unknown, revoked or expired. */
    readonly authenticate: (secret: string) => Effect.Effect<Option.Option<Principal>>
    readonly createKey: (
      accountId: string,
      options?: {
        readonly label?: string | null | undefined
        /** 1 to 3650, `null` for never; default 7. */
        readonly expiresInDays?: number | null | undefined
      }
    ) => Effect.Effect<IssuedKey, IdentityError.IdentityError>
    readonly createSession: (accountId: string) => Effect.Effect<IssuedKey>
    readonly listKeys: (accountId: string) => Effect.Effect<ReadonlyArray<KeySummary>>
    readonly countActiveKeys: (accountId: string) => Effect.Effect<number>
    /** Revokes one of the account's keys; `not_found` for anyone else's. */
    readonly revokeKey: (accountId: string, keyId: string) => Effect.Effect<void, IdentityError.IdentityError>
    /** Revokes the credential a request came with (logout). */
    readonly revoke: (keyId: string) => Effect.Effect<void>
    readonly revokeAll: (accountId: string) => Effect.Effect<void>
    readonly startDevice: (label?: string | null) => Effect.Effect<{
      readonly session_id: string
      readonly login_url: string
      readonly expires_in: number
      readonly interval: number
    }>
    readonly describeDevice: (sessionId: string) => Effect.Effect<DeviceSession, IdentityError.IdentityError>
    readonly approveDevice: (sessionId: string, accountId: string) => Effect.Effect<void, IdentityError.IdentityError>
    readonly pollDevice: (
      sessionId: string
    ) => Effect.Effect<
      { readonly status: "pending" | "approved" | "expired"; readonly api_key?: string },
      IdentityError.IdentityError
    >
  }
>()("@vouch/identity/Credentials") {
  /** @since 0.1.0 */
  static readonly layer = Layer.effect(
    Credentials,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const config = yield* IdentityConfig
      const transaction = Transaction.make(sql)
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const countActive = (accountId: string, at: Date) =>
        sql<{ readonly count: number }>`
          SELECT count(*)::int AS count FROM identity_keys
          WHERE account_id = ${accountId} AND kind IN ('api', 'cli') AND revoked_at IS NULL
            AND (expires_at IS NULL OR expires_at > ${at})`.pipe(
          Effect.map((rows) => rows[0]?.count ?? 0),
          Effect.orDie
        )

      const insertKey = (accountId: string, kind: Kind, label: string | null, expiresAt: Date | null, at: Date) =>
        Effect.gen(function* () {
          const secret = Secret.credential(prefixes[kind])
          const keyId = Secret.identifier("key_")
          yield* sql`
            INSERT INTO identity_keys (key_id, account_id, kind, label, prefix, secret_digest, created_at, expires_at)
            VALUES (${keyId}, ${accountId}, ${kind}, ${label}, ${secret.slice(0, 12)}, ${Secret.digest(secret)}, ${at}, ${expiresAt})`.pipe(
            Effect.orDie
          )
          return { key_id: keyId, api_key: secret, expires_at: expiresAt } satisfies IssuedKey
        })

      // Counts and inserts under the account row lock: never a 21st active key.
      const createLimited = (accountId: string, kind: "api" | "cli", label: string | null, expiresAt: Date | null) =>
        Effect.gen(function* () {
          const at = yield* now
          const locked =
            yield* sql`SELECT account_id FROM identity_accounts WHERE account_id = ${accountId} FOR UPDATE`.pipe(
              Effect.orDie
            )
          if (locked.length === 0) return yield* IdentityError.fail("AccountNotFound", "No such account.")
          if ((yield* countActive(accountId, at)) >= maxActiveKeys)
            return yield* IdentityError.fail(
              "TooManyKeys",
              `An account has at most ${maxActiveKeys} active API keys: revoke one first.`
            )
          return yield* insertKey(accountId, kind, label, expiresAt, at)
        }).pipe(transaction)

      const cleanLabel = (label: string | null | undefined) => {
        const trimmed = label?.trim()
        return trimmed === undefined || trimmed === "" ? null : trimmed.slice(0, 100)
      }

      const deviceRow = (sessionId: string) =>
        sql<{
          readonly label: string | null
          readonly created_at: Date
          readonly expires_at: Date
          readonly approved_by: string | null
          readonly delivered_at: Date | null
        }>`
          SELECT label, created_at, expires_at, approved_by, delivered_at FROM identity_cli_sessions
          WHERE session_digest = ${Secret.digest(sessionId)}`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) =>
            rows[0] === undefined
              ? IdentityError.fail("DeviceSessionNotFound", "No such CLI sign-in session.")
              : Effect.succeed(rows[0])
          )
        )

      return Credentials.of({
        authenticate: (secret) =>
          Effect.gen(function* () {
            if (secret.length < 16 || secret.length > 128) return Option.none()
            const at = yield* now
            const rows = yield* sql<
              Account.Account & { readonly key_id: string; readonly kind: Kind; readonly stale: boolean }
            >`
              SELECT k.key_id, k.kind,
                (k.last_used_at IS NULL OR k.last_used_at < ${new Date(at.getTime() - 60_000)}) AS stale,
                ${sql.literal(Account.columns)}
              FROM identity_keys k JOIN identity_accounts a ON a.account_id = k.account_id
              WHERE k.secret_digest = ${Secret.digest(secret)} AND k.revoked_at IS NULL
                AND (k.expires_at IS NULL OR k.expires_at > ${at})
                AND a.deletion_scheduled_at IS NULL`.pipe(Effect.orDie)
            const row = rows[0]
            if (row === undefined) return Option.none()
            if (row.stale)
              yield* sql`UPDATE identity_keys SET last_used_at = ${at} WHERE key_id = ${row.key_id}`.pipe(Effect.orDie)
            const { key_id, kind, stale: _, ...account } = row
            return Option.some({ account, key_id, kind })
          }),

        createKey: (accountId, options) =>
          Effect.gen(function* () {
            const days = options?.expiresInDays === undefined ? defaultKeyDays : options.expiresInDays
            if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650))
              return yield* IdentityError.fail(
                "InvalidInput",
                "expires_in_days must be an integer from 1 to 3650, or null."
              )
            const at = yield* now
            const expiresAt = days === null ? null : new Date(at.getTime() + days * dayMilliseconds)
            return yield* createLimited(accountId, "api", cleanLabel(options?.label), expiresAt)
          }),

        createSession: (accountId) =>
          Effect.gen(function* () {
            const at = yield* now
            return yield* insertKey(
              accountId,
              "session",
              null,
              new Date(at.getTime() + sessionDays * dayMilliseconds),
              at
            )
          }),

        listKeys: (accountId) =>
          Effect.gen(function* () {
            const at = yield* now
            return yield* sql<KeyRow>`
              SELECT key_id, label, prefix, kind, created_at, expires_at, last_used_at FROM identity_keys
              WHERE account_id = ${accountId} AND kind IN ('api', 'cli') AND revoked_at IS NULL
                AND (expires_at IS NULL OR expires_at > ${at})
              ORDER BY created_at DESC, key_id`.pipe(Effect.orDie)
          }),

        countActiveKeys: (accountId) => Effect.flatMap(now, (at) => countActive(accountId, at)),

        revokeKey: (accountId, keyId) =>
          Effect.gen(function* () {
            const at = yield* now
            const rows = yield* sql`
              UPDATE identity_keys SET revoked_at = ${at}
              WHERE key_id = ${keyId} AND account_id = ${accountId} AND kind IN ('api', 'cli') AND revoked_at IS NULL
              RETURNING key_id`.pipe(Effect.orDie)
            if (rows.length === 0) return yield* IdentityError.fail("KeyNotFound", "No such active key.")
          }),

        revoke: (keyId) =>
          Effect.flatMap(now, (at) =>
            sql`UPDATE identity_keys SET revoked_at = ${at} WHERE key_id = ${keyId} AND revoked_at IS NULL`.pipe(
              Effect.orDie,
              Effect.asVoid
            )
          ),

        revokeAll: (accountId) =>
          Effect.flatMap(now, (at) =>
            sql`UPDATE identity_keys SET revoked_at = ${at} WHERE account_id = ${accountId} AND revoked_at IS NULL`.pipe(
              Effect.orDie,
              Effect.asVoid
            )
          ),

        startDevice: (label) =>
          Effect.gen(function* () {
            const at = yield* now
            const sessionId = Secret.credential("cli_")
            yield* sql`
              INSERT INTO identity_cli_sessions (session_digest, label, created_at, expires_at)
              VALUES (${Secret.digest(sessionId)}, ${cleanLabel(label)}, ${at}, ${new Date(at.getTime() + deviceSessionSeconds * 1000)})`.pipe(
              Effect.orDie
            )
            return {
              session_id: sessionId,
              login_url: `${config.publicUrl}/cli/approve?session_id=${encodeURIComponent(sessionId)}`,
              expires_in: deviceSessionSeconds,
              interval: pollIntervalSeconds
            }
          }),

        describeDevice: (sessionId) =>
          Effect.gen(function* () {
            const row = yield* deviceRow(sessionId)
            const at = yield* now
            const status =
              row.approved_by !== null ? "approved" : row.expires_at.getTime() <= at.getTime() ? "expired" : "pending"
            return { label: row.label, status, created_at: row.created_at, expires_at: row.expires_at } as const
          }),

        approveDevice: (sessionId, accountId) =>
          Effect.gen(function* () {
            const row = yield* deviceRow(sessionId)
            const at = yield* now
            if (row.approved_by !== null)
              return yield* IdentityError.fail("DeviceSessionApproved", "This CLI sign-in was already approved.")
            if (row.expires_at.getTime() <= at.getTime())
              return yield* IdentityError.fail("DeviceSessionExpired", "This CLI sign-in has expired: start it again.")
            if ((yield* countActive(accountId, at)) >= maxActiveKeys)
              return yield* IdentityError.fail(
                "TooManyKeys",
                `An account has at most ${maxActiveKeys} active API keys: revoke one first.`
              )
            const updated = yield* sql`
              UPDATE identity_cli_sessions SET approved_by = ${accountId}, approved_at = ${at}
              WHERE session_digest = ${Secret.digest(sessionId)} AND approved_by IS NULL AND expires_at > ${at}
              RETURNING session_digest`.pipe(Effect.orDie)
            if (updated.length === 0)
              return yield* IdentityError.fail("DeviceSessionApproved", "This CLI sign-in was already approved.")
          }),

        pollDevice: (sessionId) =>
          Effect.gen(function* () {
            const row = yield* deviceRow(sessionId)
            const at = yield* now
            if (row.approved_by === null)
              return { status: row.expires_at.getTime() <= at.getTime() ? "expired" : "pending" } as const
            if (row.delivered_at !== null) return { status: "approved" } as const
            // Claim the delivery and mint the key in one transaction: exactly one poll gets it.
            return yield* Effect.gen(function* () {
              const claimed = yield* sql<{ readonly approved_by: string; readonly label: string | null }>`
                UPDATE identity_cli_sessions SET delivered_at = ${at}
                WHERE session_digest = ${Secret.digest(sessionId)} AND approved_by IS NOT NULL AND delivered_at IS NULL
                RETURNING approved_by, label`.pipe(Effect.orDie)
              const claim = claimed[0]
              if (claim === undefined) return { status: "approved" } as const
              const issued = yield* createLimited(
                claim.approved_by,
                "cli",
                claim.label ?? "CLI",
                new Date(at.getTime() + cliKeyDays * dayMilliseconds)
              )
              return { status: "approved", api_key: issued.api_key } as const
            }).pipe(transaction)
          })
      })
    })
  )
}
