/**
 * The one-time links of accounts: the claim link an invitation sends to an address
 * without an account, and the email-verification link. A link's token is stored as its
 * digest and works once.
 */
import type { Transaction } from "@vouch/sql-repository"
import { Clock, Effect, Option } from "effect"
import { SqlClient } from "effect/sql"
import type * as Account from "../Account.ts"
import type { IssuedKey } from "../Credentials.ts"
import { IdentityConfig } from "../IdentityConfig.ts"
import * as IdentityError from "../IdentityError.ts"
import * as MailLimits from "../MailLimits.ts"
import * as Policy from "../Policy.ts"
import * as Secret from "../Secret.ts"
import type { AccountRepository, TokenPurpose } from "./AccountRepository.ts"

export const make = (deps: {
  readonly accounts: AccountRepository
  readonly byId: (accountId: string) => Effect.Effect<Account.Account, IdentityError.IdentityError>
  readonly validEmail: (email: string) => Effect.Effect<string, IdentityError.IdentityError>
  readonly validPassword: (password: string) => Effect.Effect<void, IdentityError.IdentityError>
  readonly mail: (
    to: string,
    subject: string,
    text: string,
    link?: string
  ) => Effect.Effect<void, IdentityError.IdentityError>
  readonly signIn: (
    account: Account.Account,
    created: boolean
  ) => Effect.Effect<{ readonly account: Account.Account; readonly session: IssuedKey; readonly created: boolean }>
  readonly transaction: ReturnType<typeof Transaction.make>
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* IdentityConfig
    const { policy, mailLimits: limits } = config
    const { accounts, byId, validEmail, validPassword, mail, signIn, transaction } = deps
    const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

    const oneTimeToken = (purpose: TokenPurpose, accountId: string, email: string, hours: number) =>
      Effect.gen(function* () {
        const at = yield* now
        const token = Secret.credential("tok_")
        yield* accounts.insertToken(token, purpose, accountId, email, at, Policy.later(at, { hours }))
        return token
      })

    // Consumes a one-time token: unknown or used → LinkNotFound, expired → LinkExpired.
    const consumeToken = (token: string, purpose: TokenPurpose) =>
      Effect.gen(function* () {
        const at = yield* now
        const row = yield* accounts.useToken(token, purpose, at)
        if (Option.isNone(row))
          return yield* IdentityError.fail("LinkNotFound", "This link is unknown or was already used.")
        if (row.value.expires_at.getTime() <= at.getTime())
          return yield* IdentityError.fail("LinkExpired", "This link has expired: ask for a new one.")
        return row.value
      })

    return {
      sendClaimLink: Effect.fn("Accounts.sendClaimLink")(function* (accountId: string) {
        const account = yield* byId(accountId)
        const token = yield* oneTimeToken("claim", accountId, account.email, policy.claimLinkHours)
        const link = `${config.publicUrl}/account/claim?token=${encodeURIComponent(token)}`
        yield* mail(
          account.email,
          "Set up your Vouch account",
          "Choose a password to finish setting up your account.",
          link
        )
        return link
      }),

      claim: Effect.fn("Accounts.claim")(function* (token: string, password: string) {
        yield* validPassword(password)
        const hash = yield* Effect.promise(() => Secret.hashPassword(password))
        const accountId = yield* transaction(
          Effect.gen(function* () {
            const row = yield* consumeToken(token, "claim")
            yield* accounts.claim(row.account_id, row.email, hash)
            return row.account_id
          })
        )
        return yield* signIn(yield* byId(accountId), false)
      }),

      requestEmailVerification: Effect.fn("Accounts.requestEmailVerification")(function* (
        accountId: string,
        rawEmail: string
      ) {
        const email = yield* validEmail(rawEmail)
        yield* byId(accountId)
        yield* MailLimits.take(sql, [MailLimits.recipient(limits, email), MailLimits.sender(limits, accountId)])
        const token = yield* oneTimeToken("verify_email", accountId, email, policy.verifyLinkHours)
        yield* mail(
          email,
          "Verify your email address for Vouch",
          "Open this link to verify your email address.",
          `${config.publicUrl}/account/verify-email?token=${encodeURIComponent(token)}`
        )
        return { email, expires_in: policy.verifyLinkHours * 3600 }
      }),

      confirmEmail: Effect.fn("Accounts.confirmEmail")(function* (token: string) {
        const accountId = yield* transaction(
          Effect.gen(function* () {
            const row = yield* consumeToken(token, "verify_email")
            if (yield* accounts.emailTakenByOther(row.email, row.account_id))
              return yield* IdentityError.fail("EmailTaken", "This email address belongs to another account.")
            yield* accounts.setVerifiedEmail(row.account_id, row.email)
            return row.account_id
          })
        )
        return yield* byId(accountId)
      })
    }
  })
