/**
 * The SQL of credentials (keys and sessions) and of CLI device sign-ins, every row
 * decoded with its schema. No rules here: `Credentials` decides.
 */
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "../Account.ts"
import * as Secret from "../Secret.ts"
import { Membership, membershipsJson } from "./OrganizationRepository.ts"
import * as PrincipalCache from "./PrincipalCache.ts"
import * as Rows from "./rows.ts"

export const Kind = Schema.Literals(["api", "cli", "session"])

export const KeySummary = Schema.Struct({
  key_id: Schema.String,
  label: Schema.NullOr(Schema.String),
  prefix: Schema.String,
  kind: Schema.Literals(["api", "cli"]),
  created_at: Schema.Date,
  expires_at: Schema.NullOr(Schema.Date),
  last_used_at: Schema.NullOr(Schema.Date)
})

const Authenticated = Schema.Struct({
  ...Account.Row.fields,
  key_id: Schema.String,
  kind: Kind,
  expires_at: Schema.NullOr(Schema.Date),
  stale: Schema.Boolean,
  memberships: Schema.fromJsonString(Schema.Array(Membership))
})

const Device = Schema.Struct({
  label: Schema.NullOr(Schema.String),
  created_at: Schema.Date,
  expires_at: Schema.Date,
  approved_by: Schema.NullOr(Schema.String),
  delivered_at: Schema.NullOr(Schema.Date)
})

const Delivery = Schema.Struct({ approved_by: Schema.String, label: Schema.NullOr(Schema.String) })

const Count = Schema.Struct({ count: Schema.Number })

const active = (at: Date, sql: SqlClient.SqlClient) =>
  sql`kind IN ('api', 'cli') AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ${at})`

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return PrincipalCache.withInvalidation(
    sql,
    {
      /** Locks the account row for the caller's transaction; false when there is no such account. */
      lockAccount: (accountId: string) =>
        Rows.some(sql`SELECT account_id FROM identity_accounts WHERE account_id = ${accountId} FOR UPDATE`),

      countActive: (accountId: string, at: Date) =>
        Effect.map(
          Rows.first(Count)(sql`
          SELECT count(*)::int AS count FROM identity_keys WHERE account_id = ${accountId} AND ${active(at, sql)}`),
          (row) => (row._tag === "Some" ? row.value.count : 0)
        ),

      insert: (key: {
        readonly keyId: string
        readonly accountId: string
        readonly kind: typeof Kind.Type
        readonly label: string | null
        readonly secret: string
        readonly at: Date
        readonly expiresAt: Date | null
      }) =>
        Rows.run(sql`
        INSERT INTO identity_keys (key_id, account_id, kind, label, prefix, secret_digest, created_at, expires_at)
        VALUES (${key.keyId}, ${key.accountId}, ${key.kind}, ${key.label}, ${key.secret.slice(0, 12)},
          ${Secret.digest(key.secret)}, ${key.at}, ${key.expiresAt})`),

      /**
       * The live key of a secret with its live account and the account's memberships (one
       * round trip); `stale` when its use was last written over a minute ago.
       */
      authenticate: (secret: string, at: Date) =>
        Rows.first(Authenticated)(sql`
        SELECT k.key_id, k.kind, k.expires_at,
          (k.last_used_at IS NULL OR k.last_used_at < ${new Date(at.getTime() - 60_000)}) AS stale,
          ${sql.literal(Account.columns)}, ${sql.literal(membershipsJson)} AS memberships
        FROM identity_keys k JOIN identity_accounts a ON a.account_id = k.account_id
        WHERE k.secret_digest = ${Secret.digest(secret)} AND k.revoked_at IS NULL
          AND (k.expires_at IS NULL OR k.expires_at > ${at})
          AND a.deletion_scheduled_at IS NULL`),

      touch: (keyId: string, at: Date) =>
        Rows.run(sql`UPDATE identity_keys SET last_used_at = ${at} WHERE key_id = ${keyId}`),

      list: (accountId: string, at: Date) =>
        Rows.all(KeySummary)(sql`
        SELECT key_id, label, prefix, kind, created_at, expires_at, last_used_at FROM identity_keys
        WHERE account_id = ${accountId} AND ${active(at, sql)}
        ORDER BY created_at DESC, key_id`),

      /** Revokes one of the account's `api`/`cli` keys; false when it has no such active key. */
      revokeOwn: (accountId: string, keyId: string, at: Date) =>
        Rows.some(sql`
        UPDATE identity_keys SET revoked_at = ${at}
        WHERE key_id = ${keyId} AND account_id = ${accountId} AND kind IN ('api', 'cli') AND revoked_at IS NULL
        RETURNING key_id`),

      revoke: (keyId: string, at: Date) =>
        Rows.run(sql`UPDATE identity_keys SET revoked_at = ${at} WHERE key_id = ${keyId} AND revoked_at IS NULL`),

      revokeAll: (accountId: string, at: Date) =>
        Rows.run(
          sql`UPDATE identity_keys SET revoked_at = ${at} WHERE account_id = ${accountId} AND revoked_at IS NULL`
        ),

      insertDevice: (sessionId: string, label: string | null, at: Date, expiresAt: Date) =>
        Rows.run(sql`
        INSERT INTO identity_cli_sessions (session_digest, label, created_at, expires_at)
        VALUES (${Secret.digest(sessionId)}, ${label}, ${at}, ${expiresAt})`),

      device: (sessionId: string) =>
        Rows.first(Device)(sql`
        SELECT label, created_at, expires_at, approved_by, delivered_at FROM identity_cli_sessions
        WHERE session_digest = ${Secret.digest(sessionId)}`),

      /** Approves a pending, unexpired device sign-in; false when another approval came first. */
      approveDevice: (sessionId: string, accountId: string, at: Date) =>
        Rows.some(sql`
        UPDATE identity_cli_sessions SET approved_by = ${accountId}, approved_at = ${at}
        WHERE session_digest = ${Secret.digest(sessionId)} AND approved_by IS NULL AND expires_at > ${at}
        RETURNING session_digest`),

      /** Claims the one delivery of an approved device sign-in's key. */
      claimDelivery: (sessionId: string, at: Date) =>
        Rows.first(Delivery)(sql`
        UPDATE identity_cli_sessions SET delivered_at = ${at}
        WHERE session_digest = ${Secret.digest(sessionId)} AND approved_by IS NOT NULL AND delivered_at IS NULL
        RETURNING approved_by, label`)
    },
    // Revoked keys stop resolving at once in this process (PrincipalCache).
    ["revokeOwn", "revoke", "revokeAll"]
  )
})

export type KeyRepository = Effect.Success<typeof make>
