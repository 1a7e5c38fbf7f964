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
import { Transaction } from "@vouch/sql-repository"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type * as Account from "./Account.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"
import * as KeyRepository from "./internal/KeyRepository.ts"
import * as PrincipalCache from "./internal/PrincipalCache.ts"
import type { Membership } from "./Organizations.ts"
import * as Policy from "./Policy.ts"
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
  /** The organizations the account belongs to, read with the key (as `Organizations.memberships` lists them). */
  readonly memberships: ReadonlyArray<Membership>
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
export type KeySummary = typeof KeyRepository.KeySummary.Type

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
export const maxActiveKeys = Policy.defaults.maxActiveKeys
/**
 * @category constants
 * @since 0.1.0
 */
export const defaultKeyDays = Policy.defaults.defaultKeyDays
/**
 * @category constants
 * @since 0.1.0
 */
export const deviceSessionSeconds = Policy.defaults.deviceSessionSeconds
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
export const sessionDays = Policy.defaults.sessionDays
/**
 * @category constants
 * @since 0.1.0
 */
export const cliKeyDays = Policy.defaults.cliKeyDays

const prefixes = { api: "vch_", cli: "vch_", session: "vss_" } as const

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
      const keys = yield* KeyRepository.make
      const cache = PrincipalCache.of(sql)
      cache.settings = config.principalCache
      const policy = config.policy
      const transaction = Transaction.make(sql)
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const insertKey = (accountId: string, kind: Kind, label: string | null, expiresAt: Date | null, at: Date) =>
        Effect.gen(function* () {
          const secret = Secret.credential(prefixes[kind])
          const keyId = Secret.identifier("key_")
          yield* keys.insert({ keyId, accountId, kind, label, secret, at, expiresAt })
          return { key_id: keyId, api_key: secret, expires_at: expiresAt } satisfies IssuedKey
        })

      const keyLimit = (accountId: string, at: Date) =>
        Effect.flatMap(keys.countActive(accountId, at), (count) =>
          count >= policy.maxActiveKeys
            ? IdentityError.fail("TooManyKeys", Policy.keyLimitMessage(policy))
            : Effect.void
        )

      // Counts and inserts under the account row lock: never one key over the limit.
      const createLimited = (accountId: string, kind: "api" | "cli", label: string | null, expiresAt: Date | null) =>
        Effect.gen(function* () {
          const at = yield* now
          if (!(yield* keys.lockAccount(accountId)))
            return yield* IdentityError.fail("AccountNotFound", "No such account.")
          yield* keyLimit(accountId, at)
          return yield* insertKey(accountId, kind, label, expiresAt, at)
        }).pipe(transaction)

      const device = (sessionId: string) =>
        Effect.flatMap(keys.device(sessionId), (row) =>
          Option.match(row, {
            onNone: () => IdentityError.fail("DeviceSessionNotFound", "No such CLI sign-in session."),
            onSome: Effect.succeed
          })
        )

      const expired = (expiresAt: Date, at: Date) => expiresAt.getTime() <= at.getTime()

      // The principal of a secret at `at`, with when it stops being valid (the key's expiry).
      const lookUp = (secret: string, at: Date) =>
        Effect.flatMap(keys.authenticate(secret, at), (row) => {
          if (Option.isNone(row)) return Effect.succeed(undefined)
          const { key_id, kind, stale, memberships, expires_at, ...account } = row.value
          const principal: Principal = { account: account satisfies Account.Account, key_id, kind, memberships }
          const found = { value: principal, until: expires_at?.getTime() }
          return stale ? Effect.as(keys.touch(key_id, at), found) : Effect.succeed(found)
        })

      return Credentials.of({
        // A resolution is reused from the cache (keyed by the secret's digest, successes
        // only, never past the key's expiry) for `principalCache.ttlMillis`; untraced: it
        // runs on every authenticated request.
        // A lookup under way is shared by the requests with the same secret that miss
        // meanwhile (`ReadCache.Store.read`): one query when a resolution expires under load.
        // No generator and the clock read in place: a kept resolution is one step.
        authenticate: (secret: string) => {
          if (secret.length < 16 || secret.length > 128) return Effect.succeedNone
          return Effect.withFiber((fiber) => {
            const millis = fiber.getRef(Clock.Clock).currentTimeMillisUnsafe()
            // Built only on a miss: a statement is work even when it is not sent.
            const lookup = Effect.suspend(() => lookUp(secret, new Date(millis)))
            if (cache.settings.ttlMillis <= 0)
              return Effect.map(lookup, (found) => Option.fromUndefinedOr(found?.value))
            const key = Secret.digest(secret)
            const kept = cache.get(key, millis) as Principal | undefined
            return kept !== undefined
              ? Effect.succeed(Option.some(kept))
              : Effect.map(cache.read(key, millis, lookup), Option.fromUndefinedOr)
          })
        },

        createKey: Effect.fn("Credentials.createKey")(function* (accountId, options) {
          const at = yield* now
          const expiresAt = Policy.keyExpiry(policy, at, options?.expiresInDays)
          if (expiresAt === undefined) return yield* IdentityError.fail("InvalidInput", Policy.keyDaysMessage(policy))
          return yield* createLimited(accountId, "api", Policy.cleanLabel(options?.label), expiresAt)
        }),

        createSession: Effect.fn("Credentials.createSession")(function* (accountId: string) {
          const at = yield* now
          return yield* insertKey(accountId, "session", null, Policy.later(at, { days: policy.sessionDays }), at)
        }),

        listKeys: Effect.fn("Credentials.listKeys")(function* (accountId: string) {
          return yield* keys.list(accountId, yield* now)
        }),

        countActiveKeys: Effect.fn("Credentials.countActiveKeys")(function* (accountId: string) {
          return yield* keys.countActive(accountId, yield* now)
        }),

        revokeKey: Effect.fn("Credentials.revokeKey")(function* (accountId: string, keyId: string) {
          if (!(yield* keys.revokeOwn(accountId, keyId, yield* now)))
            return yield* IdentityError.fail("KeyNotFound", "No such active key.")
        }),

        revoke: Effect.fn("Credentials.revoke")(function* (keyId: string) {
          yield* keys.revoke(keyId, yield* now)
        }),

        revokeAll: Effect.fn("Credentials.revokeAll")(function* (accountId: string) {
          yield* keys.revokeAll(accountId, yield* now)
        }),

        startDevice: Effect.fn("Credentials.startDevice")(function* (label?: string | null) {
          const at = yield* now
          const sessionId = Secret.credential("cli_")
          yield* keys.insertDevice(
            sessionId,
            Policy.cleanLabel(label),
            at,
            Policy.later(at, { seconds: policy.deviceSessionSeconds })
          )
          return {
            session_id: sessionId,
            login_url: `${config.publicUrl}/cli/approve?session_id=${encodeURIComponent(sessionId)}`,
            expires_in: policy.deviceSessionSeconds,
            interval: pollIntervalSeconds
          }
        }),

        describeDevice: Effect.fn("Credentials.describeDevice")(function* (sessionId: string) {
          const row = yield* device(sessionId)
          const at = yield* now
          const status = row.approved_by !== null ? "approved" : expired(row.expires_at, at) ? "expired" : "pending"
          return { label: row.label, status, created_at: row.created_at, expires_at: row.expires_at } as const
        }),

        approveDevice: Effect.fn("Credentials.approveDevice")(function* (sessionId: string, accountId: string) {
          const row = yield* device(sessionId)
          const at = yield* now
          if (row.approved_by !== null)
            return yield* IdentityError.fail("DeviceSessionApproved", "This CLI sign-in was already approved.")
          if (expired(row.expires_at, at))
            return yield* IdentityError.fail("DeviceSessionExpired", "This CLI sign-in has expired: start it again.")
          yield* keyLimit(accountId, at)
          if (!(yield* keys.approveDevice(sessionId, accountId, at)))
            return yield* IdentityError.fail("DeviceSessionApproved", "This CLI sign-in was already approved.")
        }),

        pollDevice: Effect.fn("Credentials.pollDevice")(function* (sessionId: string) {
          const row = yield* device(sessionId)
          const at = yield* now
          if (row.approved_by === null) return { status: expired(row.expires_at, at) ? "expired" : "pending" } as const
          if (row.delivered_at !== null) return { status: "approved" } as const
          // Claim the delivery and mint the key in one transaction: exactly one poll gets it.
          return yield* Effect.gen(function* () {
            const claim = yield* keys.claimDelivery(sessionId, at)
            if (Option.isNone(claim)) return { status: "approved" } as const
            const issued = yield* createLimited(
              claim.value.approved_by,
              "cli",
              claim.value.label ?? "CLI",
              Policy.later(at, { days: policy.cliKeyDays })
            )
            return { status: "approved", api_key: issued.api_key } as const
          }).pipe(transaction)
        })
      })
    })
  )
}
