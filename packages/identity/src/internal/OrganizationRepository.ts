/**
 * The SQL of organizations, memberships and invitations, every row decoded with its
 * schema. No rules here: `Organizations` decides.
 */
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "../Account.ts"
import * as Secret from "../Secret.ts"
import * as PrincipalCache from "./PrincipalCache.ts"
import * as Rows from "./rows.ts"

export const Role = Schema.Literals(["owner", "admin", "member"])

export const OrganizationRow = Schema.Struct({
  organization_id: Schema.String,
  namespace: Schema.String,
  display_name: Schema.String,
  description: Schema.String,
  tier: Account.Tier,
  member_count: Schema.Number,
  created_at: Schema.Date
})

export type OrganizationRow = typeof OrganizationRow.Type

const WithRole = Schema.Struct({ ...OrganizationRow.fields, role: Role })

export const Membership = Schema.Struct({ id: Schema.String, namespace: Schema.String, role: Role })

/**
 * The live memberships of the account `a.account_id` as one JSON array (text), in the
 * order of `membershipsOf`: for a query that reads them with the account in one round trip.
 */
export const membershipsJson = `(
  SELECT coalesce(json_agg(json_build_object('id', o.organization_id, 'namespace', o.namespace, 'role', m.role)
    ORDER BY o.namespace), '[]'::json)::text
  FROM identity_organizations o JOIN identity_memberships m ON m.organization_id = o.organization_id
  WHERE m.account_id = a.account_id AND o.deleted_at IS NULL)`

const MemberRow = Schema.Struct({
  account_id: Schema.String,
  username: Schema.String,
  display_name: Schema.String,
  avatar_url: Schema.NullOr(Schema.String),
  role: Role,
  created_at: Schema.Date
})

const Invitation = Schema.Struct({
  email: Schema.String,
  organization_id: Schema.String,
  role: Schema.Literals(["admin", "member"]),
  expires_at: Schema.Date,
  used_at: Schema.NullOr(Schema.Date)
})

const Owned = Schema.Struct({ organization_id: Schema.String, namespace: Schema.String })

const memberCount =
  "(SELECT count(*)::int FROM identity_memberships c WHERE c.organization_id = o.organization_id) AS member_count"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return PrincipalCache.withInvalidation(
    sql,
    {
      /** A live organization. */
      byId: (organizationId: string) =>
        Rows.first(OrganizationRow)(sql`
        SELECT o.organization_id, o.namespace, o.display_name, o.description, o.tier, o.created_at, ${sql.literal(memberCount)}
        FROM identity_organizations o WHERE o.organization_id = ${organizationId} AND o.deleted_at IS NULL`),

      roleOf: (organizationId: string, accountId: string) =>
        Effect.map(
          Rows.first(Schema.Struct({ role: Role }))(sql`
          SELECT role FROM identity_memberships WHERE organization_id = ${organizationId} AND account_id = ${accountId}`),
          (row) => (row._tag === "Some" ? row.value.role : undefined)
        ),

      insert: (organization: {
        readonly organizationId: string
        readonly namespace: string
        readonly displayName: string
        readonly description: string
        readonly at: Date
      }) =>
        Rows.run(sql`
        INSERT INTO identity_organizations (organization_id, namespace, display_name, description, created_at)
        VALUES (${organization.organizationId}, ${organization.namespace}, ${organization.displayName},
          ${organization.description}, ${organization.at})`),

      /** Adds a member (keeps an existing membership as it is). */
      addMember: (organizationId: string, accountId: string, role: typeof Role.Type, at: Date) =>
        Rows.run(sql`
        INSERT INTO identity_memberships (organization_id, account_id, role, created_at)
        VALUES (${organizationId}, ${accountId}, ${role}, ${at})
        ON CONFLICT (organization_id, account_id) DO NOTHING`),

      listOf: (accountId: string) =>
        Rows.all(WithRole)(sql`
        SELECT o.organization_id, o.namespace, o.display_name, o.description, o.tier, o.created_at, m.role, ${sql.literal(memberCount)}
        FROM identity_organizations o JOIN identity_memberships m ON m.organization_id = o.organization_id
        WHERE m.account_id = ${accountId} AND o.deleted_at IS NULL ORDER BY o.namespace`),

      membershipsOf: (accountId: string) =>
        Rows.all(Membership)(sql`
        SELECT o.organization_id AS id, o.namespace, m.role
        FROM identity_organizations o JOIN identity_memberships m ON m.organization_id = o.organization_id
        WHERE m.account_id = ${accountId} AND o.deleted_at IS NULL ORDER BY o.namespace`),

      update: (organizationId: string, displayName: string | undefined, description: string | undefined) =>
        Rows.run(sql`
        UPDATE identity_organizations SET
          display_name = COALESCE(${displayName ?? null}, display_name),
          description = COALESCE(${description ?? null}, description)
        WHERE organization_id = ${organizationId}`),

      markDeleted: (organizationId: string, at: Date) =>
        Rows.run(sql`UPDATE identity_organizations SET deleted_at = ${at} WHERE organization_id = ${organizationId}`),

      removeMembers: (organizationId: string) =>
        Rows.run(sql`DELETE FROM identity_memberships WHERE organization_id = ${organizationId}`),

      members: (organizationId: string) =>
        Rows.all(MemberRow)(sql`
        SELECT a.account_id, a.username, a.display_name, a.avatar_url, m.role, m.created_at
        FROM identity_memberships m JOIN identity_accounts a ON a.account_id = m.account_id
        WHERE m.organization_id = ${organizationId}
        ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, a.username`),

      insertInvitation: (invitation: {
        readonly token: string
        readonly accountId: string
        readonly email: string
        readonly organizationId: string
        readonly role: "admin" | "member"
        readonly at: Date
        readonly expiresAt: Date
      }) =>
        Rows.run(sql`
        INSERT INTO identity_tokens (token_digest, purpose, account_id, email, organization_id, role, created_at, expires_at)
        VALUES (${Secret.digest(invitation.token)}, 'invitation', ${invitation.accountId}, ${invitation.email},
          ${invitation.organizationId}, ${invitation.role}, ${invitation.at}, ${invitation.expiresAt})`),

      /** An invitation, locked for the caller's transaction. */
      lockInvitation: (token: string) =>
        Rows.first(Invitation)(sql`
        SELECT email, organization_id, role, expires_at, used_at FROM identity_tokens
        WHERE token_digest = ${Secret.digest(token)} AND purpose = 'invitation' FOR UPDATE`),

      useInvitation: (token: string, at: Date) =>
        Rows.run(sql`UPDATE identity_tokens SET used_at = ${at} WHERE token_digest = ${Secret.digest(token)}`),

      /** The live organizations an account owns alone. */
      ownedAlone: (accountId: string) =>
        Rows.all(Owned)(sql`
        SELECT o.organization_id, o.namespace FROM identity_organizations o
        JOIN identity_memberships m ON m.organization_id = o.organization_id
        WHERE m.account_id = ${accountId} AND m.role = 'owner' AND o.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM identity_memberships other WHERE other.organization_id = o.organization_id
            AND other.role = 'owner' AND other.account_id <> ${accountId})`)
    },
    // The writes that change the memberships a credential resolves with (PrincipalCache).
    ["addMember", "update", "markDeleted", "removeMembers"]
  )
})

export type OrganizationRepository = Effect.Success<typeof make>
