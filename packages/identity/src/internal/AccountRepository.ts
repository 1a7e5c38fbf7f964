/**
 * The SQL of accounts and what hangs off them (email codes, one-time tokens, identity
 * provider links), every row decoded with its schema. No rules here: `Accounts`
 * decides, this reads and writes.
 */
import { Effect, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "../Account.ts"
import * as Secret from "../Secret.ts"
import * as PrincipalCache from "./PrincipalCache.ts"
import * as Rows from "./rows.ts"

const columns = Account.columns

const Scheduled = Schema.Struct({ ...Account.Row.fields, deletion_scheduled: Schema.Boolean })

const EmailCode = Schema.Struct({
  code_digest: Schema.String,
  expires_at: Schema.Date,
  attempts: Schema.Number,
  consumed: Schema.Boolean,
  sent_at: Schema.Date,
  window_started_at: Schema.Date,
  sent_in_window: Schema.Number
})

const UsedToken = Schema.Struct({ account_id: Schema.String, email: Schema.String, expires_at: Schema.Date })

const Due = Schema.Struct({ account_id: Schema.String, username: Schema.String })

const AccountId = Schema.Struct({ account_id: Schema.String })

const PasswordHash = Schema.Struct({ password_hash: Schema.NullOr(Schema.String) })

/** The purposes of the one-time links `identity_tokens` stores for accounts. */
export type TokenPurpose = "claim" | "verify_email"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const account = Rows.first(Account.Row)

  return PrincipalCache.withInvalidation(
    sql,
    {
      /** A live account (not scheduled for deletion). */
      byId: (accountId: string) =>
        account(sql`
        SELECT ${sql.literal(columns)} FROM identity_accounts a
        WHERE a.account_id = ${accountId} AND a.deletion_scheduled_at IS NULL`),

      byUsername: (username: string) =>
        account(sql`
        SELECT ${sql.literal(columns)} FROM identity_accounts a
        WHERE a.username = ${username} AND a.deletion_scheduled_at IS NULL`),

      /** Any account with this (normalised) email, scheduled for deletion or not. */
      byEmail: (email: string) =>
        Rows.first(Scheduled)(sql`
        SELECT ${sql.literal(columns)}, (a.deletion_scheduled_at IS NOT NULL) AS deletion_scheduled
        FROM identity_accounts a WHERE a.email = ${email}`),

      /** Any account by its id or its (normalised) email. */
      byIdOrEmail: (accountId: string, email: string) =>
        account(sql`
        SELECT ${sql.literal(columns)} FROM identity_accounts a
        WHERE a.account_id = ${accountId} OR a.email = ${email} ORDER BY a.account_id = ${accountId} DESC LIMIT 1`),

      insert: (row: {
        readonly accountId: string
        readonly username: string
        readonly displayName: string
        readonly email: string
        readonly verified: boolean
        readonly claimed: boolean
        readonly avatarUrl: string | null
        readonly at: Date
      }) =>
        Rows.run(sql`
        INSERT INTO identity_accounts (account_id, username, display_name, email, email_verified, claimed, avatar_url, created_at)
        VALUES (${row.accountId}, ${row.username}, ${row.displayName}, ${row.email},
          ${row.verified}, ${row.claimed}, ${row.avatarUrl}, ${row.at})`),

      /** Sets an account's tier; whether an account (live or scheduled for deletion) has this id. */
      setTier: (accountId: string, tier: typeof Account.Tier.Type) =>
        Effect.map(
          Rows.first(AccountId)(sql`
          UPDATE identity_accounts SET tier = ${tier} WHERE account_id = ${accountId} RETURNING account_id`),
          Option.isSome
        ),

      markVerified: (accountId: string, claimed: boolean) =>
        Rows.run(sql`
        UPDATE identity_accounts SET email_verified = true, claimed = claimed OR ${claimed}
        WHERE account_id = ${accountId}`),

      /** The stored code of an address, locked for the caller's transaction. */
      lockCode: (email: string) =>
        Rows.first(EmailCode)(sql`
        SELECT code_digest, expires_at, attempts, consumed, sent_at, window_started_at, sent_in_window
        FROM identity_email_codes WHERE email = ${email} FOR UPDATE`),

      storeCode: (code: {
        readonly email: string
        readonly digest: string
        readonly expiresAt: Date
        readonly at: Date
        readonly windowStart: Date
        readonly sentInWindow: number
      }) =>
        Rows.run(sql`
        INSERT INTO identity_email_codes (email, code_digest, expires_at, attempts, consumed, sent_at, window_started_at, sent_in_window)
        VALUES (${code.email}, ${code.digest}, ${code.expiresAt}, 0, false, ${code.at}, ${code.windowStart}, ${code.sentInWindow})
        ON CONFLICT (email) DO UPDATE SET code_digest = excluded.code_digest, expires_at = excluded.expires_at,
          attempts = 0, consumed = false, sent_at = excluded.sent_at,
          window_started_at = excluded.window_started_at, sent_in_window = excluded.sent_in_window`),

      countAttempt: (email: string) =>
        Rows.run(sql`UPDATE identity_email_codes SET attempts = attempts + 1 WHERE email = ${email}`),

      consumeCode: (email: string) =>
        Rows.run(sql`UPDATE identity_email_codes SET consumed = true WHERE email = ${email}`),

      /** Stores a one-time link's token (as its digest). */
      insertToken: (
        token: string,
        purpose: TokenPurpose,
        accountId: string,
        email: string,
        at: Date,
        expiresAt: Date
      ) =>
        Rows.run(sql`
        INSERT INTO identity_tokens (token_digest, purpose, account_id, email, created_at, expires_at)
        VALUES (${Secret.digest(token)}, ${purpose}, ${accountId}, ${email}, ${at}, ${expiresAt})`),

      /** Marks an unused token used and returns it; none when unknown or used. */
      useToken: (token: string, purpose: TokenPurpose, at: Date) =>
        Rows.first(UsedToken)(sql`
        UPDATE identity_tokens SET used_at = ${at}
        WHERE token_digest = ${Secret.digest(token)} AND purpose = ${purpose} AND used_at IS NULL
        RETURNING account_id, email, expires_at`),

      linkedAccount: (provider: string, subject: string) =>
        Rows.first(AccountId)(sql`
        SELECT account_id FROM identity_provider_links WHERE provider = ${provider} AND subject = ${subject}`),

      link: (provider: string, subject: string, accountId: string, at: Date) =>
        Rows.run(sql`
        INSERT INTO identity_provider_links (provider, subject, account_id, created_at)
        VALUES (${provider}, ${subject}, ${accountId}, ${at})
        ON CONFLICT (provider, subject) DO NOTHING`),

      passwordHash: (accountId: string) =>
        Effect.map(
          Rows.first(PasswordHash)(sql`SELECT password_hash FROM identity_accounts WHERE account_id = ${accountId}`),
          (row) => (row._tag === "Some" ? row.value.password_hash : null)
        ),

      setPassword: (accountId: string, hash: string) =>
        Rows.run(sql`UPDATE identity_accounts SET password_hash = ${hash} WHERE account_id = ${accountId}`),

      /** Sets the first password of an account created by an invitation, for its address only. */
      claim: (accountId: string, email: string, hash: string) =>
        Rows.run(sql`
        UPDATE identity_accounts SET password_hash = ${hash}, claimed = true, email_verified = true
        WHERE account_id = ${accountId} AND email = ${email}`),

      emailTakenByOther: (email: string, accountId: string) =>
        Rows.some(sql`SELECT 1 FROM identity_accounts WHERE email = ${email} AND account_id <> ${accountId}`),

      setVerifiedEmail: (accountId: string, email: string) =>
        Rows.run(sql`
        UPDATE identity_accounts SET email = ${email}, email_verified = true WHERE account_id = ${accountId}`),

      scheduleDeletion: (accountId: string, at: Date) =>
        Rows.run(sql`UPDATE identity_accounts SET deletion_scheduled_at = ${at} WHERE account_id = ${accountId}`),

      /** Ends the other browser sessions of an account (API keys stay). */
      endOtherSessions: (accountId: string, keyId: string, at: Date) =>
        Rows.run(sql`
        UPDATE identity_keys SET revoked_at = ${at}
        WHERE account_id = ${accountId} AND kind = 'session' AND revoked_at IS NULL AND key_id <> ${keyId}`),

      revokeAppTokens: (accountId: string, at: Date) =>
        Rows.run(sql`
        UPDATE identity_app_tokens SET revoked_at = ${at} WHERE subject_id = ${accountId} AND revoked_at IS NULL`),

      dueForPurge: (before: Date) =>
        Rows.all(Due)(sql`
        SELECT account_id, username FROM identity_accounts
        WHERE deletion_scheduled_at IS NOT NULL AND deletion_scheduled_at <= ${before}`),

      remove: (accountId: string) => Rows.run(sql`DELETE FROM identity_accounts WHERE account_id = ${accountId}`),

      sweepMailCounts: (at: Date) => Rows.run(sql`DELETE FROM identity_mail_counts WHERE window_end <= ${at}`)
    },
    // The writes that change what a credential resolves to (PrincipalCache).
    [
      "setTier",
      "markVerified",
      "setPassword",
      "claim",
      "setVerifiedEmail",
      "scheduleDeletion",
      "endOtherSessions",
      "revokeAppTokens",
      "remove"
    ]
  )
})

export type AccountRepository = Effect.Success<typeof make>
