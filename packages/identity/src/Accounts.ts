/**
 * Accounts: email-code sign-in, identity-provider sign-in, passwords, email
 * verification, usage, deletion and public profiles.
 *
 * Decisions (also in the README):
 * - A code lives 10 minutes and allows 5 attempts; a new code for the same address
 *   waits 60 seconds and at most 5 are sent per address per hour (429 with
 *   `Retry-After`). These numbers are `Policy` options. Sending answers the same whether or not an account exists.
 * - Verifying a code creates the account on first use, with its email verified.
 * - A username comes from the email's local part (`-2`, `-3`, ... while taken); it is
 *   the account's namespace, unique across accounts and organizations.
 * - Deletion is scheduled: keys and sessions are revoked at once and the account can no
 *   longer sign in; `purgeDue` (run by the host) deletes it after 30 days with its
 *   skills and the organizations it alone owns. Its namespace stays reserved.
 *
 * @since 0.1.0
 */
import { Transaction } from "@vouch/sql-repository"
import { Clock, Context, Effect, Layer, Option, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "./Account.ts"
import { Credentials, type IssuedKey } from "./Credentials.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"
import { IdentityHooks } from "./IdentityHooks.ts"
import * as AccountLinks from "./internal/AccountLinks.ts"
import * as AccountRepository from "./internal/AccountRepository.ts"
import * as OrganizationRepository from "./internal/OrganizationRepository.ts"
import * as PrincipalCache from "./internal/PrincipalCache.ts"
import * as Mailer from "./Mailer.ts"
import * as MailLimits from "./MailLimits.ts"
import * as Namespaces from "./Namespaces.ts"
import * as Policy from "./Policy.ts"
import * as Secret from "./Secret.ts"

/**
 * @category constants
 * @since 0.1.0
 */
export const codeSeconds = Policy.defaults.codeSeconds
/**
 * @category constants
 * @since 0.1.0
 */
export const codeAttempts = Policy.defaults.codeAttempts
/**
 * @category constants
 * @since 0.1.0
 */
export const resendSeconds = Policy.defaults.resendSeconds
/**
 * @category constants
 * @since 0.1.0
 */
export const codesPerHour = Policy.defaults.codesPerHour
/**
 * @category constants
 * @since 0.1.0
 */
export const passwordMinimumLength = Policy.defaults.passwordMinimumLength
/**
 * @category constants
 * @since 0.1.0
 */
export const deletionGraceDays = Policy.defaults.deletionGraceDays
/**
 * @category constants
 * @since 0.1.0
 */
export const linkHours = Policy.defaults.verifyLinkHours

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

/**
 * Sets an account's tier on the ambient `SqlClient` (joining its transaction), as
 * `Accounts.setTier` does, for a host whose billing is built before identity's
 * services. Fails with `AccountNotFound` when no account has this id.
 *
 * @category services
 * @since 0.1.0
 */
export const setTier = Effect.fn("Accounts.setTier")(function* (accountId: string, tier: typeof Account.Tier.Type) {
  const accounts = yield* AccountRepository.make
  if (!(yield* accounts.setTier(accountId, tier)))
    return yield* IdentityError.fail("AccountNotFound", "No such account.")
})

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
    /**
     * Any account by its id or its email, also one scheduled for deletion (for an
     * operator's tools, such as a credit grant); none when there is no such account.
     */
    readonly find: (idOrEmail: string) => Effect.Effect<Option.Option<Account.Account>>
    /**
     * Sets an account's tier (`free`, `pro`, `enterprise`): what `GET /v1/account`
     * shows and what the registry's default limits follow. For a host's billing (the
     * plan in force) and operators; joins the caller's transaction. Fails with
     * `AccountNotFound` when no account has this id.
     */
    readonly setTier: (
      accountId: string,
      tier: typeof Account.Tier.Type
    ) => Effect.Effect<void, IdentityError.IdentityError>
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
      const accounts = yield* AccountRepository.make
      const organizations = yield* OrganizationRepository.make
      const secret = Redacted.value(config.secret)
      const { policy, mailLimits: limits } = config
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
      // A transaction's writes reach other requests when it commits: the principal cache is dropped then too.
      const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        PrincipalCache.invalidating(sql)(Transaction.make(sql)(effect))

      const byId = (accountId: string) =>
        Effect.flatMap(accounts.byId(accountId), (row) =>
          Option.match(row, {
            onNone: () => IdentityError.fail("AccountNotFound", "No such account."),
            onSome: Effect.succeed
          })
        )

      const validEmail = (rawEmail: string) => {
        const email = Account.normaliseEmail(rawEmail)
        return Account.isEmail(email)
          ? Effect.succeed(email)
          : IdentityError.fail("InvalidInput", "A valid email address is required.")
      }

      const validPassword = (password: string) => {
        const problem = Policy.passwordProblem(policy, password)
        return problem === undefined ? Effect.void : IdentityError.fail("InvalidInput", problem)
      }

      const mail = (to: string, subject: string, text: string, link?: string) =>
        mailer
          .send(Mailer.message({ to, subject, text, link }))
          .pipe(Effect.catchTag("MailerError", (error) => IdentityError.fail("MailFailed", error.message)))

      // A username from the email's local part, `-2`, `-3`, ... while taken.
      const claimUsername = (email: string, accountId: string, at: Date) =>
        Effect.gen(function* () {
          const base = Account.usernameFromEmail(email)
          const owner = { kind: "account", id: accountId } as const
          for (let attempt = 1; attempt <= 50; attempt++) {
            const candidate = attempt === 1 ? base : `${base.slice(0, 32)}-${attempt}`
            if (yield* Namespaces.claim(sql, candidate, owner, at)) return candidate
          }
          const fallback = `${base.slice(0, 24)}-${Secret.identifier("").slice(0, 8)}`
          if (!(yield* Namespaces.claim(sql, fallback, owner, at)))
            return yield* Effect.die(new Error(`the namespace ${fallback} is taken`))
          return fallback
        })

      const ensure = Effect.fn("Accounts.ensure")(function* (
        rawEmail: string,
        options: {
          readonly verified: boolean
          readonly claimed: boolean
          readonly name?: string | undefined
          readonly avatarUrl?: string | undefined
        }
      ) {
        const email = yield* validEmail(rawEmail)
        const result = yield* transaction(
          Effect.gen(function* () {
            const existing = yield* accounts.byEmail(email)
            if (Option.isSome(existing)) {
              const { deletion_scheduled, ...account } = existing.value
              if (deletion_scheduled)
                return yield* IdentityError.fail("AccountDeletionScheduled", "This account is scheduled for deletion.")
              if (options.verified && (!account.email_verified || (options.claimed && !account.claimed)))
                yield* accounts.markVerified(account.account_id, options.claimed)
              return { account, created: false }
            }
            const at = yield* now
            const accountId = Secret.identifier("acc_")
            const username = yield* claimUsername(email, accountId, at)
            yield* accounts.insert({
              accountId,
              username,
              displayName: options.name?.trim().slice(0, 80) || username,
              email,
              verified: options.verified,
              claimed: options.claimed,
              avatarUrl: options.avatarUrl ?? null,
              at
            })
            return { account: yield* byId(accountId), created: true }
          })
        )
        if (result.created) yield* hooks.accountCreated({ account_id: result.account.account_id, email })
        return result.created ? result : { ...result, account: yield* byId(result.account.account_id) }
      })

      const signIn = (account: Account.Account, created: boolean) =>
        Effect.map(credentials.createSession(account.account_id), (session) => ({ account, session, created }))

      const links = yield* AccountLinks.make({ accounts, byId, validEmail, validPassword, mail, signIn, transaction })

      const codeDigest = (email: string, code: string) => Secret.keyedDigest(secret, `${email}:${code}`)

      return Accounts.of({
        sendCode: Effect.fn("Accounts.sendCode")(function* (rawEmail, options) {
          const email = yield* validEmail(rawEmail)
          const code = Secret.sixDigitCode()
          yield* transaction(
            Effect.gen(function* () {
              const at = yield* now
              const previous = yield* accounts.lockCode(email)
              const decision = Policy.codeSending(policy, Option.getOrUndefined(previous), at)
              if (decision._tag === "Wait")
                return yield* IdentityError.fail(decision.reason, decision.message, decision.seconds)
              if (options?.client !== undefined)
                yield* MailLimits.take(sql, [MailLimits.client(limits, options.client)])
              yield* accounts.storeCode({
                email,
                digest: codeDigest(email, code),
                expiresAt: Policy.later(at, { seconds: policy.codeSeconds }),
                at,
                windowStart: decision.windowStart,
                sentInWindow: decision.sentInWindow
              })
              yield* mail(
                email,
                `Your Vouch sign-in code: ${code}`,
                `Your sign-in code is ${code}. It expires in ${policy.codeSeconds / 60} minutes. If you did not ask for it, ignore this message.`
              )
            })
          )
          return { email, expires_in: policy.codeSeconds }
        }),

        verifyCode: Effect.fn("Accounts.verifyCode")(function* (rawEmail: string, code: string) {
          const email = Account.normaliseEmail(rawEmail)
          if (!/^\d{6}$/.test(code)) return yield* IdentityError.fail("InvalidInput", "The code is 6 digits.")
          // Decide inside the transaction, fail after it commits: a wrong attempt must count.
          const outcome = yield* transaction(
            Effect.gen(function* () {
              const stored = Option.getOrUndefined(yield* accounts.lockCode(email))
              const outcome = Policy.codeAttempt(policy, stored, yield* now, () =>
                Secret.equal(stored?.code_digest ?? "", codeDigest(email, code))
              )
              if (outcome === "wrong") yield* accounts.countAttempt(email)
              if (outcome === "ok") yield* accounts.consumeCode(email)
              return outcome
            })
          )
          if (outcome === "exhausted")
            return yield* IdentityError.fail("CodeAttemptsExhausted", "Too many wrong attempts: ask for a new code.")
          if (outcome !== "ok") return yield* IdentityError.fail("CodeInvalid", "The code is wrong or has expired.")
          const { account, created } = yield* ensure(email, { verified: true, claimed: true })
          return yield* signIn(account, created)
        }),

        signInWithProvider: Effect.fn("Accounts.signInWithProvider")(function* (identity: ProviderIdentity) {
          const linked = yield* accounts.linkedAccount(identity.provider, identity.subject)
          if (Option.isSome(linked)) return yield* signIn(yield* byId(linked.value.account_id), false)
          const { account, created } = yield* ensure(identity.email, {
            verified: true,
            claimed: true,
            name: identity.name,
            avatarUrl: identity.avatarUrl
          })
          yield* accounts.link(identity.provider, identity.subject, account.account_id, yield* now)
          return yield* signIn(account, created)
        }),

        ensure,
        ...links,
        get: Effect.fn("Accounts.get")(function* (accountId: string) {
          return yield* byId(accountId)
        }),
        findByEmail: Effect.fn("Accounts.findByEmail")(function* (email: string) {
          const row = yield* accounts.byEmail(Account.normaliseEmail(email))
          if (Option.isNone(row) || row.value.deletion_scheduled) return undefined
          const { deletion_scheduled: _, ...account } = row.value
          return account
        }),
        find: Effect.fn("Accounts.find")(function* (idOrEmail: string) {
          return yield* accounts.byIdOrEmail(idOrEmail.trim(), Account.normaliseEmail(idOrEmail))
        }),

        setTier: (accountId, tier) => Effect.provideService(setTier(accountId, tier), SqlClient.SqlClient, sql),

        changePassword: Effect.fn("Accounts.changePassword")(function* (principal, currentPassword, newPassword) {
          yield* validPassword(newPassword)
          const stored = yield* accounts.passwordHash(principal.accountId)
          // An account that never had a password sets its first one here.
          if (stored !== null && !(yield* Effect.promise(() => Secret.verifyPassword(currentPassword, stored))))
            return yield* IdentityError.fail("WrongPassword", "The current password is wrong.")
          const hash = yield* Effect.promise(() => Secret.hashPassword(newPassword))
          const at = yield* now
          yield* transaction(
            Effect.andThen(
              accounts.setPassword(principal.accountId, hash),
              // Other browser sessions end; API keys stay.
              accounts.endOtherSessions(principal.accountId, principal.keyId, at)
            )
          )
        }),

        usage: Effect.fn("Accounts.usage")(function* (accountId: string) {
          const storage = yield* hooks.storageUsage(accountId)
          const keys = yield* credentials.countActiveKeys(accountId)
          return { ...storage, api_key_count: keys, api_key_limit: policy.maxActiveKeys }
        }),

        scheduleDeletion: Effect.fn("Accounts.scheduleDeletion")(function* (accountId: string) {
          const account = yield* byId(accountId)
          if (!account.email_verified)
            return yield* IdentityError.fail(
              "EmailNotVerified",
              "Verify your email address before deleting the account."
            )
          const at = yield* now
          yield* transaction(
            Effect.all(
              [
                accounts.scheduleDeletion(accountId, at),
                credentials.revokeAll(accountId),
                accounts.revokeAppTokens(accountId, at)
              ],
              { discard: true }
            )
          )
          return { deletion_scheduled_at: at, purge_after: Policy.later(at, { days: policy.deletionGraceDays }) }
        }),

        purgeDue: Effect.gen(function* () {
          const at = yield* now
          yield* accounts.sweepMailCounts(at)
          const due = yield* accounts.dueForPurge(Policy.purgeBefore(policy, at))
          for (const account of due) {
            for (const organization of yield* organizations.ownedAlone(account.account_id)) {
              yield* hooks.ownerDeleted({
                kind: "organization",
                id: organization.organization_id,
                namespace: organization.namespace
              })
              yield* organizations.markDeleted(organization.organization_id, at)
            }
            yield* hooks.ownerDeleted({ kind: "account", id: account.account_id, namespace: account.username })
            yield* accounts.remove(account.account_id)
          }
          return due.length
        }).pipe(Effect.withSpan("Accounts.purgeDue")),

        profile: Effect.fn("Accounts.profile")(function* (rawUsername: string) {
          const row = yield* accounts.byUsername(rawUsername.replace(/^@/, "").toLowerCase())
          if (Option.isNone(row)) return yield* IdentityError.fail("UserNotFound", "No such user.")
          const account = row.value
          const counts = yield* hooks.profileCounts(account.account_id)
          return {
            username: account.username,
            username_display: account.display_name,
            namespace: `@${account.username}`,
            avatar_url: account.avatar_url,
            created_at: account.created_at.toISOString(),
            ...counts
          }
        })
      })
    })
  )
}
