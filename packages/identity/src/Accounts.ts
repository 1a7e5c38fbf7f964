/**
 * Accounts: email-code sign-in, identity-provider sign-in, passwords, email
 * verification, usage, deletion and public profiles.
 *
 * Decisions (also in the README):
 * - A code lives 10 minutes and allows 5 attempts; a new code for the same address
 *   waits 60 seconds and at most 5 are sent per address per hour (`rate_limited` with
 *   `Retry-After`). Sending answers the same whether or not an account exists.
 * - Verifying a code creates the account on first use, with its email verified.
 * - A username comes from the email's local part (`-2`, `-3`, ... while taken); it is
 *   the account's namespace, unique across accounts and organizations.
 * - Deletion is scheduled: keys and sessions are revoked at once and the account can no
 *   longer sign in; `purgeDue` (run by the host) deletes it after 30 days with its
 *   skills and the organizations it alone owns. Its namespace stays reserved.
 *
 * @since 0.1.0
 */
import * as Transaction from "@vouch/database/Transaction"
import { Clock, Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "./Account.ts"
import { Credentials, type IssuedKey } from "./Credentials.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"
import { IdentityHooks } from "./IdentityHooks.ts"
import * as Mailer from "./Mailer.ts"
import * as MailLimits from "./MailLimits.ts"
import * as Secret from "./Secret.ts"

/**
 * @category constants
 * @since 0.1.0
 */
export const codeSeconds = 600
/**
 * @category constants
 * @since 0.1.0
 */
export const codeAttempts = 5
/**
 * @category constants
 * @since 0.1.0
 */
export const resendSeconds = 60
/**
 * @category constants
 * @since 0.1.0
 */
export const codesPerHour = 5
/**
 * @category constants
 * @since 0.1.0
 */
export const passwordMinimumLength = 8
/**
 * @category constants
 * @since 0.1.0
 */
export const deletionGraceDays = 30
/**
 * @category constants
 * @since 0.1.0
 */
export const linkHours = 24

/**
 * A signed-in account and the session credential (the cookie value) made for it.
 *
 * @category models
 * @since 0.1.0
 */
export interface SignedIn {
  readonly account: Account.Account
  readonly session: IssuedKey
  readonly created: boolean
}

/**
 * What an identity provider vouches for.
 *
 * @category models
 * @since 0.1.0
 */
export interface ProviderIdentity {
  readonly provider: "google" | "github"
  readonly subject: string
  readonly email: string
  readonly name?: string | undefined
  readonly avatarUrl?: string | undefined
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Usage {
  readonly storage_bytes: number
  readonly storage_limit_bytes: number | null
  readonly skill_count: number
  readonly public_skill_count: number
  readonly api_key_count: number
  readonly api_key_limit: number
}

const hourMilliseconds = 3_600_000

/**
 * @category services
 * @since 0.1.0
 */
export class Accounts extends Context.Service<
  Accounts,
  {
    /** `client`: the network address asking, for the per-client limit (none for a host's own flow). */
    readonly sendCode: (
      email: string,
      options?: { readonly client?: string | undefined }
    ) => Effect.Effect<{ readonly email: string; readonly expires_in: number }, IdentityError.IdentityError>
    readonly verifyCode: (email: string, code: string) => Effect.Effect<SignedIn, IdentityError.IdentityError>
    readonly signInWithProvider: (identity: ProviderIdentity) => Effect.Effect<SignedIn, IdentityError.IdentityError>
    /** Finds the account of an address or creates it (unclaimed when `claimed` is false). */
    readonly ensure: (
      email: string,
      options: {
        readonly verified: boolean
        readonly claimed: boolean
        readonly name?: string | undefined
        readonly avatarUrl?: string | undefined
      }
    ) => Effect.Effect<{ readonly account: Account.Account; readonly created: boolean }, IdentityError.IdentityError>
    readonly get: (accountId: string) => Effect.Effect<Account.Account, IdentityError.IdentityError>
    readonly findByEmail: (email: string) => Effect.Effect<Account.Account | undefined>
    /** Mails a one-time claim link to an unclaimed account (created by an invitation). */
    readonly sendClaimLink: (accountId: string) => Effect.Effect<string, IdentityError.IdentityError>
    readonly claim: (token: string, password: string) => Effect.Effect<SignedIn, IdentityError.IdentityError>
    readonly changePassword: (
      principal: { readonly accountId: string; readonly keyId: string },
      currentPassword: string,
      newPassword: string
    ) => Effect.Effect<void, IdentityError.IdentityError>
    readonly requestEmailVerification: (
      accountId: string,
      email: string
    ) => Effect.Effect<{ readonly email: string; readonly expires_in: number }, IdentityError.IdentityError>
    readonly confirmEmail: (token: string) => Effect.Effect<Account.Account, IdentityError.IdentityError>
    readonly usage: (accountId: string) => Effect.Effect<Usage>
    readonly scheduleDeletion: (
      accountId: string
    ) => Effect.Effect<
      { readonly deletion_scheduled_at: Date; readonly purge_after: Date },
      IdentityError.IdentityError
    >
    /** Deletes the accounts whose grace period has passed (returns how many) and sweeps ended mail-limit windows. */
    readonly purgeDue: Effect.Effect<number>
    readonly profile: (
      username: string
    ) => Effect.Effect<typeof Account.PublicProfile.Type, IdentityError.IdentityError>
  }
>()("@vouch/identity/Accounts") {
  /** @since 0.1.0 */
  static readonly layer = Layer.effect(
    Accounts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const config = yield* IdentityConfig
      const credentials = yield* Credentials
      const mailer = yield* Mailer.Mailer
      const hooks = yield* IdentityHooks
      const secret = Redacted.value(config.secret)
      const limits = MailLimits.resolve(config.mailLimits)
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
      const transaction = Transaction.make(sql)

      const byId = (accountId: string) =>
        sql<Account.Account>`
          SELECT ${sql.literal(Account.columns)} FROM identity_accounts a
          WHERE a.account_id = ${accountId} AND a.deletion_scheduled_at IS NULL`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) =>
            rows[0] === undefined ? IdentityError.fail("AccountNotFound", "No such account.") : Effect.succeed(rows[0])
          )
        )

      const byEmail = (email: string) =>
        sql<Account.Account & { readonly deletion_scheduled: boolean }>`
          SELECT ${sql.literal(Account.columns)}, (a.deletion_scheduled_at IS NOT NULL) AS deletion_scheduled
          FROM identity_accounts a WHERE a.email = ${email}`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows[0])
        )

      const mail = (to: string, subject: string, text: string, link?: string) =>
        mailer
          .send(Mailer.message({ to, subject, text, link }))
          .pipe(Effect.catchTag("MailerError", (error) => IdentityError.fail("MailFailed", error.message)))

      const oneTimeToken = (purpose: "claim" | "verify_email", accountId: string, email: string, hours: number) =>
        Effect.gen(function* () {
          const at = yield* now
          const token = Secret.credential("tok_")
          yield* sql`
            INSERT INTO identity_tokens (token_digest, purpose, account_id, email, created_at, expires_at)
            VALUES (${Secret.digest(token)}, ${purpose}, ${accountId}, ${email}, ${at}, ${new Date(at.getTime() + hours * hourMilliseconds)})`.pipe(
            Effect.orDie
          )
          return token
        })

      // Consumes a one-time token: unknown or used → not_found, expired → gone.
      const consumeToken = (token: string, purpose: "claim" | "verify_email") =>
        Effect.gen(function* () {
          const at = yield* now
          const rows = yield* sql<{ readonly account_id: string; readonly email: string; readonly expires_at: Date }>`
            UPDATE identity_tokens SET used_at = ${at}
            WHERE token_digest = ${Secret.digest(token)} AND purpose = ${purpose} AND used_at IS NULL
            RETURNING account_id, email, expires_at`.pipe(Effect.orDie)
          const row = rows[0]
          if (row === undefined)
            return yield* IdentityError.fail("LinkNotFound", "This link is unknown or was already used.")
          if (row.expires_at.getTime() <= at.getTime())
            return yield* IdentityError.fail("LinkExpired", "This link has expired: ask for a new one.")
          return row
        })

      const ensure = (
        rawEmail: string,
        options: {
          readonly verified: boolean
          readonly claimed: boolean
          readonly name?: string | undefined
          readonly avatarUrl?: string | undefined
        }
      ) =>
        Effect.gen(function* () {
          const email = Account.normaliseEmail(rawEmail)
          if (!Account.isEmail(email))
            return yield* IdentityError.fail("InvalidInput", "A valid email address is required.")
          const result = yield* transaction(
            Effect.gen(function* () {
              const existing = yield* byEmail(email)
              if (existing !== undefined) {
                if (existing.deletion_scheduled)
                  return yield* IdentityError.fail(
                    "AccountDeletionScheduled",
                    "This account is scheduled for deletion."
                  )
                if (options.verified && (!existing.email_verified || (options.claimed && !existing.claimed)))
                  yield* sql`
                    UPDATE identity_accounts SET email_verified = true, claimed = claimed OR ${options.claimed}
                    WHERE account_id = ${existing.account_id}`.pipe(Effect.orDie)
                const { deletion_scheduled: _, ...account } = existing
                return { account, created: false }
              }
              const at = yield* now
              const accountId = Secret.identifier("acc_")
              const base = Account.usernameFromEmail(email)
              let username: string | undefined
              for (let attempt = 1; attempt <= 50 && username === undefined; attempt++) {
                const candidate = attempt === 1 ? base : `${base.slice(0, 32)}-${attempt}`
                const taken = yield* sql`
                  INSERT INTO identity_namespaces (namespace, owner_kind, owner_id, created_at)
                  VALUES (${candidate}, 'account', ${accountId}, ${at}) ON CONFLICT (namespace) DO NOTHING
                  RETURNING namespace`.pipe(Effect.orDie)
                if (taken.length === 1) username = candidate
              }
              if (username === undefined) {
                username = `${base.slice(0, 24)}-${Secret.identifier("").slice(0, 8)}`
                yield* sql`
                  INSERT INTO identity_namespaces (namespace, owner_kind, owner_id, created_at)
                  VALUES (${username}, 'account', ${accountId}, ${at})`.pipe(Effect.orDie)
              }
              yield* sql`
                INSERT INTO identity_accounts (account_id, username, display_name, email, email_verified, claimed, avatar_url, created_at)
                VALUES (${accountId}, ${username}, ${options.name?.trim().slice(0, 80) || username}, ${email},
                  ${options.verified}, ${options.claimed}, ${options.avatarUrl ?? null}, ${at})`.pipe(Effect.orDie)
              return { account: yield* byId(accountId), created: true }
            })
          )
          if (result.created) yield* hooks.accountCreated({ account_id: result.account.account_id, email })
          return result.created ? result : { ...result, account: yield* byId(result.account.account_id) }
        })

      const signIn = (account: Account.Account, created: boolean) =>
        Effect.map(credentials.createSession(account.account_id), (session) => ({ account, session, created }))

      return Accounts.of({
        sendCode: (rawEmail, options) =>
          Effect.gen(function* () {
            const email = Account.normaliseEmail(rawEmail)
            if (!Account.isEmail(email))
              return yield* IdentityError.fail("InvalidInput", "A valid email address is required.")
            const code = Secret.sixDigitCode()
            yield* transaction(
              Effect.gen(function* () {
                const at = yield* now
                const rows = yield* sql<{
                  readonly sent_at: Date
                  readonly window_started_at: Date
                  readonly sent_in_window: number
                }>`
                  SELECT sent_at, window_started_at, sent_in_window FROM identity_email_codes
                  WHERE email = ${email} FOR UPDATE`.pipe(Effect.orDie)
                const previous = rows[0]
                let windowStart = at
                let sentInWindow = 1
                if (previous !== undefined) {
                  const sinceLast = at.getTime() - previous.sent_at.getTime()
                  if (sinceLast < resendSeconds * 1000) {
                    const wait = Math.ceil((resendSeconds * 1000 - sinceLast) / 1000)
                    return yield* IdentityError.fail(
                      "CodeResendTooSoon",
                      `Wait ${wait} s before asking for another code.`,
                      wait
                    )
                  }
                  if (at.getTime() - previous.window_started_at.getTime() < hourMilliseconds) {
                    if (previous.sent_in_window >= codesPerHour) {
                      const wait = Math.ceil(
                        (previous.window_started_at.getTime() + hourMilliseconds - at.getTime()) / 1000
                      )
                      return yield* IdentityError.fail(
                        "CodeLimited",
                        `At most ${codesPerHour} codes an hour: try again later.`,
                        wait
                      )
                    }
                    windowStart = previous.window_started_at
                    sentInWindow = previous.sent_in_window + 1
                  }
                }
                if (options?.client !== undefined)
                  yield* MailLimits.take(sql, [MailLimits.client(limits, options.client)])
                yield* sql`
                  INSERT INTO identity_email_codes (email, code_digest, expires_at, attempts, consumed, sent_at, window_started_at, sent_in_window)
                  VALUES (${email}, ${Secret.keyedDigest(secret, `${email}:${code}`)}, ${new Date(at.getTime() + codeSeconds * 1000)},
                    0, false, ${at}, ${windowStart}, ${sentInWindow})
                  ON CONFLICT (email) DO UPDATE SET code_digest = excluded.code_digest, expires_at = excluded.expires_at,
                    attempts = 0, consumed = false, sent_at = excluded.sent_at,
                    window_started_at = excluded.window_started_at, sent_in_window = excluded.sent_in_window`.pipe(
                  Effect.orDie
                )
                yield* mail(
                  email,
                  `Your Vouch sign-in code: ${code}`,
                  `Your sign-in code is ${code}. It expires in ${codeSeconds / 60} minutes. If you did not ask for it, ignore this message.`
                )
              })
            )
            return { email, expires_in: codeSeconds }
          }),

        verifyCode: (rawEmail, code) =>
          Effect.gen(function* () {
            const email = Account.normaliseEmail(rawEmail)
            if (!/^\d{6}$/.test(code)) return yield* IdentityError.fail("InvalidInput", "The code is 6 digits.")
            // Decide inside the transaction, fail after it commits: a wrong attempt must count.
            const outcome = yield* transaction(
              Effect.gen(function* () {
                const at = yield* now
                const rows = yield* sql<{
                  readonly code_digest: string
                  readonly expires_at: Date
                  readonly attempts: number
                  readonly consumed: boolean
                }>`
                  SELECT code_digest, expires_at, attempts, consumed FROM identity_email_codes
                  WHERE email = ${email} FOR UPDATE`.pipe(Effect.orDie)
                const row = rows[0]
                if (row === undefined || row.consumed || row.expires_at.getTime() <= at.getTime())
                  return "expired" as const
                if (row.attempts >= codeAttempts) return "exhausted" as const
                if (!Secret.equal(row.code_digest, Secret.keyedDigest(secret, `${email}:${code}`))) {
                  yield* sql`UPDATE identity_email_codes SET attempts = attempts + 1 WHERE email = ${email}`.pipe(
                    Effect.orDie
                  )
                  return "wrong" as const
                }
                yield* sql`UPDATE identity_email_codes SET consumed = true WHERE email = ${email}`.pipe(Effect.orDie)
                return "ok" as const
              })
            )
            if (outcome === "exhausted")
              return yield* IdentityError.fail("CodeAttemptsExhausted", "Too many wrong attempts: ask for a new code.")
            if (outcome !== "ok") return yield* IdentityError.fail("CodeInvalid", "The code is wrong or has expired.")
            const { account, created } = yield* ensure(email, { verified: true, claimed: true })
            return yield* signIn(account, created)
          }),

        signInWithProvider: (identity) =>
          Effect.gen(function* () {
            const linked = yield* sql<{ readonly account_id: string }>`
              SELECT account_id FROM identity_provider_links WHERE provider = ${identity.provider} AND subject = ${identity.subject}`.pipe(
              Effect.orDie
            )
            if (linked[0] !== undefined) return yield* signIn(yield* byId(linked[0].account_id), false)
            const { account, created } = yield* ensure(identity.email, {
              verified: true,
              claimed: true,
              name: identity.name,
              avatarUrl: identity.avatarUrl
            })
            const at = yield* now
            yield* sql`
              INSERT INTO identity_provider_links (provider, subject, account_id, created_at)
              VALUES (${identity.provider}, ${identity.subject}, ${account.account_id}, ${at})
              ON CONFLICT (provider, subject) DO NOTHING`.pipe(Effect.orDie)
            return yield* signIn(account, created)
          }),

        ensure,
        get: byId,
        findByEmail: (email) =>
          Effect.map(byEmail(Account.normaliseEmail(email)), (row) => {
            if (row === undefined || row.deletion_scheduled) return undefined
            const { deletion_scheduled: _, ...account } = row
            return account
          }),

        sendClaimLink: (accountId) =>
          Effect.gen(function* () {
            const account = yield* byId(accountId)
            const token = yield* oneTimeToken("claim", accountId, account.email, linkHours * 7)
            const link = `${config.publicUrl}/account/claim?token=${encodeURIComponent(token)}`
            yield* mail(
              account.email,
              "Set up your Vouch account",
              "Choose a password to finish setting up your account.",
              link
            )
            return link
          }),

        claim: (token, password) =>
          Effect.gen(function* () {
            if (password.length < passwordMinimumLength)
              return yield* IdentityError.fail(
                "InvalidInput",
                `A password has at least ${passwordMinimumLength} characters.`
              )
            const hash = yield* Effect.promise(() => Secret.hashPassword(password))
            const accountId = yield* transaction(
              Effect.gen(function* () {
                const row = yield* consumeToken(token, "claim")
                yield* sql`
                  UPDATE identity_accounts SET password_hash = ${hash}, claimed = true, email_verified = true
                  WHERE account_id = ${row.account_id} AND email = ${row.email}`.pipe(Effect.orDie)
                return row.account_id
              })
            )
            return yield* signIn(yield* byId(accountId), false)
          }),

        changePassword: (principal, currentPassword, newPassword) =>
          Effect.gen(function* () {
            if (newPassword.length < passwordMinimumLength)
              return yield* IdentityError.fail(
                "InvalidInput",
                `A password has at least ${passwordMinimumLength} characters.`
              )
            const rows = yield* sql<{ readonly password_hash: string | null }>`
              SELECT password_hash FROM identity_accounts WHERE account_id = ${principal.accountId}`.pipe(Effect.orDie)
            const stored = rows[0]?.password_hash ?? null
            // An account that never had a password sets its first one here.
            if (stored !== null && !(yield* Effect.promise(() => Secret.verifyPassword(currentPassword, stored))))
              return yield* IdentityError.fail("WrongPassword", "The current password is wrong.")
            const hash = yield* Effect.promise(() => Secret.hashPassword(newPassword))
            const at = yield* now
            yield* transaction(
              Effect.gen(function* () {
                yield* sql`UPDATE identity_accounts SET password_hash = ${hash} WHERE account_id = ${principal.accountId}`.pipe(
                  Effect.orDie
                )
                // Other browser sessions end; API keys stay.
                yield* sql`
                  UPDATE identity_keys SET revoked_at = ${at}
                  WHERE account_id = ${principal.accountId} AND kind = 'session' AND revoked_at IS NULL AND key_id <> ${principal.keyId}`.pipe(
                  Effect.orDie
                )
              })
            )
          }),

        requestEmailVerification: (accountId, rawEmail) =>
          Effect.gen(function* () {
            const email = Account.normaliseEmail(rawEmail)
            if (!Account.isEmail(email))
              return yield* IdentityError.fail("InvalidInput", "A valid email address is required.")
            yield* byId(accountId)
            yield* MailLimits.take(sql, [MailLimits.recipient(limits, email), MailLimits.sender(limits, accountId)])
            const token = yield* oneTimeToken("verify_email", accountId, email, linkHours)
            yield* mail(
              email,
              "Verify your email address for Vouch",
              "Open this link to verify your email address.",
              `${config.publicUrl}/account/verify-email?token=${encodeURIComponent(token)}`
            )
            return { email, expires_in: linkHours * 3600 }
          }),

        confirmEmail: (token) =>
          Effect.gen(function* () {
            const accountId = yield* transaction(
              Effect.gen(function* () {
                const row = yield* consumeToken(token, "verify_email")
                const taken = yield* sql`
                  SELECT 1 FROM identity_accounts WHERE email = ${row.email} AND account_id <> ${row.account_id}`.pipe(
                  Effect.orDie
                )
                if (taken.length > 0)
                  return yield* IdentityError.fail("EmailTaken", "This email address belongs to another account.")
                yield* sql`
                  UPDATE identity_accounts SET email = ${row.email}, email_verified = true
                  WHERE account_id = ${row.account_id}`.pipe(Effect.orDie)
                return row.account_id
              })
            )
            return yield* byId(accountId)
          }),

        usage: (accountId) =>
          Effect.gen(function* () {
            const storage = yield* hooks.storageUsage(accountId)
            const keys = yield* credentials.countActiveKeys(accountId)
            return { ...storage, api_key_count: keys, api_key_limit: 20 }
          }),

        scheduleDeletion: (accountId) =>
          Effect.gen(function* () {
            const account = yield* byId(accountId)
            if (!account.email_verified)
              return yield* IdentityError.fail(
                "EmailNotVerified",
                "Verify your email address before deleting the account."
              )
            const at = yield* now
            yield* transaction(
              Effect.gen(function* () {
                yield* sql`UPDATE identity_accounts SET deletion_scheduled_at = ${at} WHERE account_id = ${accountId}`.pipe(
                  Effect.orDie
                )
                yield* credentials.revokeAll(accountId)
                yield* sql`
                  UPDATE identity_app_tokens SET revoked_at = ${at} WHERE subject_id = ${accountId} AND revoked_at IS NULL`.pipe(
                  Effect.orDie
                )
              })
            )
            return {
              deletion_scheduled_at: at,
              purge_after: new Date(at.getTime() + deletionGraceDays * 24 * hourMilliseconds)
            }
          }),

        purgeDue: Effect.gen(function* () {
          const at = yield* now
          yield* sql`DELETE FROM identity_mail_counts WHERE window_end <= ${at}`.pipe(Effect.orDie)
          const due = yield* sql<{ readonly account_id: string; readonly username: string }>`
            SELECT account_id, username FROM identity_accounts
            WHERE deletion_scheduled_at IS NOT NULL
              AND deletion_scheduled_at <= ${new Date(at.getTime() - deletionGraceDays * 24 * hourMilliseconds)}`.pipe(
            Effect.orDie
          )
          for (const account of due) {
            const soleOwned = yield* sql<{ readonly organization_id: string; readonly namespace: string }>`
              SELECT o.organization_id, o.namespace FROM identity_organizations o
              JOIN identity_memberships m ON m.organization_id = o.organization_id
              WHERE m.account_id = ${account.account_id} AND m.role = 'owner' AND o.deleted_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM identity_memberships other WHERE other.organization_id = o.organization_id
                  AND other.role = 'owner' AND other.account_id <> ${account.account_id})`.pipe(Effect.orDie)
            for (const organization of soleOwned) {
              yield* hooks.ownerDeleted({
                kind: "organization",
                id: organization.organization_id,
                namespace: organization.namespace
              })
              yield* sql`UPDATE identity_organizations SET deleted_at = ${at} WHERE organization_id = ${organization.organization_id}`.pipe(
                Effect.orDie
              )
            }
            yield* hooks.ownerDeleted({ kind: "account", id: account.account_id, namespace: account.username })
            yield* sql`DELETE FROM identity_accounts WHERE account_id = ${account.account_id}`.pipe(Effect.orDie)
          }
          return due.length
        }),

        profile: (rawUsername) =>
          Effect.gen(function* () {
            const username = rawUsername.replace(/^@/, "").toLowerCase()
            const rows = yield* sql<Account.Account>`
              SELECT ${sql.literal(Account.columns)} FROM identity_accounts a
              WHERE a.username = ${username} AND a.deletion_scheduled_at IS NULL`.pipe(Effect.orDie)
            const account = rows[0]
            if (account === undefined) return yield* IdentityError.fail("UserNotFound", "No such user.")
            const counts = yield* hooks.profileCounts(account.account_id)
            return {
              username: account.username,
              username_display: account.display_name,
              namespace: `@${account.username}`,
              avatar_url: account.avatar_url,
              created_at: new Date(account.created_at).toISOString(),
              ...counts
            }
          })
      })
    })
  )
}
