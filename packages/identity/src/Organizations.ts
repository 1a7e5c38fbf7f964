/**
 * Organizations, their members and invitations.
 *
 * Who may do what (also in the README):
 * - Creating needs a verified email; the creator becomes the `owner`. The namespace is
 *   unique across accounts and organizations (`conflict` otherwise) and stays reserved
 *   after deletion.
 * - Members see the full record and the member list; anyone signed in sees the public
 *   part (no member list). Only the owner updates or deletes; deleting also deletes the
 *   organization's skills (through `IdentityHooks.ownerDeleted`).
 * - Owners and admins invite by email with role `admin` or `member` (default). The
 *   invitation link works once, for 7 days, for the signed-in account whose verified
 *   email is the invited address. An address without an account gets an unclaimed
 *   account and a claim link with the invitation.
 *
 * @since 0.1.0
 */
import * as Transaction from "@vouch/database/Transaction"
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "./Account.ts"
import { Accounts } from "./Accounts.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"
import { IdentityHooks } from "./IdentityHooks.ts"
import * as Mailer from "./Mailer.ts"
import * as MailLimits from "./MailLimits.ts"
import * as Secret from "./Secret.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Role = "owner" | "admin" | "member"

/**
 * @category models
 * @since 0.1.0
 */
export interface Organization {
  readonly org_id: string
  readonly namespace: string
  readonly display_name: string
  readonly description: string
  readonly tier: "free" | "pro" | "enterprise"
  readonly member_count: number
  readonly skill_count: number
  readonly created_at: string
  /** The caller's role; absent for non-members. */
  readonly role?: Role
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Member {
  readonly account_id: string
  readonly username: string
  readonly display_name: string
  readonly avatar_url: string | null
  readonly role: Role
  readonly joined_at: string
}

/**
 * A membership as the registry sees it: which namespaces an account may act in.
 *
 * @category models
 * @since 0.1.0
 */
export interface Membership {
  readonly id: string
  readonly namespace: string
  readonly role: Role
}

/**
 * @category constants
 * @since 0.1.0
 */
export const invitationDays = 7

interface OrganizationRow {
  readonly organization_id: string
  readonly namespace: string
  readonly display_name: string
  readonly description: string
  readonly tier: "free" | "pro" | "enterprise"
  readonly member_count: number
  readonly created_at: Date
}

/**
 * @category services
 * @since 0.1.0
 */
export class Organizations extends Context.Service<
  Organizations,
  {
    readonly create: (
      accountId: string,
      input: { readonly namespace: string; readonly display_name: string; readonly description?: string | undefined }
    ) => Effect.Effect<Organization, IdentityError.IdentityError>
    readonly listMine: (accountId: string) => Effect.Effect<ReadonlyArray<Organization>>
    readonly memberships: (accountId: string) => Effect.Effect<ReadonlyArray<Membership>>
    readonly get: (
      organizationId: string,
      accountId: string
    ) => Effect.Effect<Organization, IdentityError.IdentityError>
    readonly update: (
      organizationId: string,
      accountId: string,
      patch: { readonly display_name?: string | undefined; readonly description?: string | undefined }
    ) => Effect.Effect<Organization, IdentityError.IdentityError>
    readonly remove: (organizationId: string, accountId: string) => Effect.Effect<void, IdentityError.IdentityError>
    readonly members: (
      organizationId: string,
      accountId: string
    ) => Effect.Effect<ReadonlyArray<Member>, IdentityError.IdentityError>
    readonly invite: (
      organizationId: string,
      accountId: string,
      input: { readonly email: string; readonly role: "admin" | "member" }
    ) => Effect.Effect<
      { readonly email: string; readonly role: "admin" | "member"; readonly expires_at: Date },
      IdentityError.IdentityError
    >
    readonly accept: (token: string, accountId: string) => Effect.Effect<Organization, IdentityError.IdentityError>
  }
>()("@vouch/identity/Organizations") {
  /** @since 0.1.0 */
  static readonly layer = Layer.effect(
    Organizations,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const config = yield* IdentityConfig
      const limits = MailLimits.resolve(config.mailLimits)
      const accounts = yield* Accounts
      const mailer = yield* Mailer.Mailer
      const hooks = yield* IdentityHooks
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
      const transaction = Transaction.make(sql)

      const row = (organizationId: string) =>
        sql<OrganizationRow>`
          SELECT o.organization_id, o.namespace, o.display_name, o.description, o.tier, o.created_at,
            (SELECT count(*)::int FROM identity_memberships m WHERE m.organization_id = o.organization_id) AS member_count
          FROM identity_organizations o WHERE o.organization_id = ${organizationId} AND o.deleted_at IS NULL`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) =>
            rows[0] === undefined
              ? IdentityError.fail("OrganizationNotFound", "No such organization.")
              : Effect.succeed(rows[0])
          )
        )

      const roleOf = (organizationId: string, accountId: string) =>
        sql<{ readonly role: Role }>`
          SELECT role FROM identity_memberships WHERE organization_id = ${organizationId} AND account_id = ${accountId}`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows[0]?.role)
        )

      const view = (organization: OrganizationRow, role: Role | undefined): Effect.Effect<Organization> =>
        Effect.map(
          hooks.profileCounts(organization.organization_id),
          (counts): Organization => ({
            org_id: organization.organization_id,
            namespace: organization.namespace,
            display_name: organization.display_name,
            description: organization.description,
            tier: organization.tier,
            member_count: organization.member_count,
            skill_count: counts.public_skill_count,
            created_at: new Date(organization.created_at).toISOString(),
            ...(role === undefined ? {} : { role })
          })
        )

      const requireRole = (organizationId: string, accountId: string, allowed: ReadonlyArray<Role>, action: string) =>
        Effect.gen(function* () {
          const organization = yield* row(organizationId)
          const role = yield* roleOf(organizationId, accountId)
          if (role === undefined || !allowed.includes(role))
            return yield* IdentityError.fail("NotAllowed", `Only ${allowed.join(" or ")} may ${action}.`)
          return { organization, role }
        })

      return Organizations.of({
        create: (accountId, input) =>
          Effect.gen(function* () {
            const account = yield* accounts.get(accountId)
            if (!account.email_verified)
              return yield* IdentityError.fail(
                "EmailNotVerified",
                "Verify your email address to create an organization."
              )
            const namespace = input.namespace.replace(/^@/, "")
            if (!Account.isNamespace(namespace))
              return yield* IdentityError.fail(
                "InvalidInput",
                "A namespace is 2 to 39 lowercase letters, digits and single hyphens, starting and ending with a letter or digit."
              )
            const displayName = input.display_name.trim()
            if (displayName.length === 0 || displayName.length > 80)
              return yield* IdentityError.fail("InvalidInput", "display_name is 1 to 80 characters.")
            const description = (input.description ?? "").trim()
            if (description.length > 500)
              return yield* IdentityError.fail("InvalidInput", "description is at most 500 characters.")
            const organizationId = Secret.identifier("org_")
            yield* transaction(
              Effect.gen(function* () {
                const at = yield* now
                const claimed = yield* sql`
                  INSERT INTO identity_namespaces (namespace, owner_kind, owner_id, created_at)
                  VALUES (${namespace}, 'organization', ${organizationId}, ${at}) ON CONFLICT (namespace) DO NOTHING
                  RETURNING namespace`.pipe(Effect.orDie)
                if (claimed.length === 0)
                  return yield* IdentityError.fail("NamespaceTaken", `The namespace ${namespace} is taken.`)
                yield* sql`
                  INSERT INTO identity_organizations (organization_id, namespace, display_name, description, created_at)
                  VALUES (${organizationId}, ${namespace}, ${displayName}, ${description}, ${at})`.pipe(Effect.orDie)
                yield* sql`
                  INSERT INTO identity_memberships (organization_id, account_id, role, created_at)
                  VALUES (${organizationId}, ${accountId}, 'owner', ${at})`.pipe(Effect.orDie)
              })
            )
            return yield* view(yield* row(organizationId), "owner")
          }),

        listMine: (accountId) =>
          Effect.gen(function* () {
            const rows = yield* sql<OrganizationRow & { readonly role: Role }>`
              SELECT o.organization_id, o.namespace, o.display_name, o.description, o.tier, o.created_at, m.role,
                (SELECT count(*)::int FROM identity_memberships c WHERE c.organization_id = o.organization_id) AS member_count
              FROM identity_organizations o JOIN identity_memberships m ON m.organization_id = o.organization_id
              WHERE m.account_id = ${accountId} AND o.deleted_at IS NULL ORDER BY o.namespace`.pipe(Effect.orDie)
            return yield* Effect.forEach(rows, (organization) => view(organization, organization.role))
          }),

        memberships: (accountId) =>
          sql<{ readonly id: string; readonly namespace: string; readonly role: Role }>`
            SELECT o.organization_id AS id, o.namespace, m.role
            FROM identity_organizations o JOIN identity_memberships m ON m.organization_id = o.organization_id
            WHERE m.account_id = ${accountId} AND o.deleted_at IS NULL ORDER BY o.namespace`.pipe(Effect.orDie),

        get: (organizationId, accountId) =>
          Effect.gen(function* () {
            const organization = yield* row(organizationId)
            const role = yield* roleOf(organizationId, accountId)
            if (role !== undefined) return yield* view(organization, role)
            // The public part: no tier, no member count.
            const full = yield* view(organization, undefined)
            return { ...full, tier: "free" as const, member_count: 0 }
          }),

        update: (organizationId, accountId, patch) =>
          Effect.gen(function* () {
            yield* requireRole(organizationId, accountId, ["owner"], "update the organization")
            const displayName = patch.display_name?.trim()
            if (displayName !== undefined && (displayName.length === 0 || displayName.length > 80))
              return yield* IdentityError.fail("InvalidInput", "display_name is 1 to 80 characters.")
            const description = patch.description?.trim()
            if (description !== undefined && description.length > 500)
              return yield* IdentityError.fail("InvalidInput", "description is at most 500 characters.")
            yield* sql`
              UPDATE identity_organizations SET
                display_name = COALESCE(${displayName ?? null}, display_name),
                description = COALESCE(${description ?? null}, description)
              WHERE organization_id = ${organizationId}`.pipe(Effect.orDie)
            return yield* view(yield* row(organizationId), "owner")
          }),

        remove: (organizationId, accountId) =>
          Effect.gen(function* () {
            const { organization } = yield* requireRole(organizationId, accountId, ["owner"], "delete the organization")
            yield* hooks.ownerDeleted({ kind: "organization", id: organizationId, namespace: organization.namespace })
            const at = yield* now
            yield* transaction(
              Effect.gen(function* () {
                yield* sql`UPDATE identity_organizations SET deleted_at = ${at} WHERE organization_id = ${organizationId}`.pipe(
                  Effect.orDie
                )
                yield* sql`DELETE FROM identity_memberships WHERE organization_id = ${organizationId}`.pipe(
                  Effect.orDie
                )
              })
            )
          }),

        members: (organizationId, accountId) =>
          Effect.gen(function* () {
            yield* requireRole(organizationId, accountId, ["owner", "admin", "member"], "see the members")
            const rows = yield* sql<{
              readonly account_id: string
              readonly username: string
              readonly display_name: string
              readonly avatar_url: string | null
              readonly role: Role
              readonly created_at: Date
            }>`
              SELECT a.account_id, a.username, a.display_name, a.avatar_url, m.role, m.created_at
              FROM identity_memberships m JOIN identity_accounts a ON a.account_id = m.account_id
              WHERE m.organization_id = ${organizationId}
              ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, a.username`.pipe(Effect.orDie)
            return rows.map(({ created_at, ...member }) => ({
              ...member,
              joined_at: new Date(created_at).toISOString()
            }))
          }),

        invite: (organizationId, accountId, input) =>
          Effect.gen(function* () {
            const { organization } = yield* requireRole(organizationId, accountId, ["owner", "admin"], "invite members")
            const email = Account.normaliseEmail(input.email)
            if (!Account.isEmail(email))
              return yield* IdentityError.fail("InvalidInput", "A valid email address is required.")
            const existing = yield* accounts.findByEmail(email)
            if (existing !== undefined && (yield* roleOf(organizationId, existing.account_id)) !== undefined)
              return yield* IdentityError.fail("AlreadyMember", "This person is already a member.")
            // Counted before anything is written: a refused invitation leaves no trace.
            yield* MailLimits.take(sql, [MailLimits.recipient(limits, email), MailLimits.sender(limits, accountId)])
            const invitee = existing ?? (yield* accounts.ensure(email, { verified: false, claimed: false })).account
            const at = yield* now
            const expiresAt = new Date(at.getTime() + invitationDays * 86_400_000)
            const token = Secret.credential("inv_")
            yield* sql`
              INSERT INTO identity_tokens (token_digest, purpose, account_id, email, organization_id, role, created_at, expires_at)
              VALUES (${Secret.digest(token)}, 'invitation', ${invitee.account_id}, ${email}, ${organizationId}, ${input.role}, ${at}, ${expiresAt})`.pipe(
              Effect.orDie
            )
            const link = `${config.publicUrl}/invitations/accept?token=${encodeURIComponent(token)}`
            const claimLink = invitee.claimed ? undefined : yield* accounts.sendClaimLink(invitee.account_id)
            const text = `You are invited to join ${organization.display_name} (@${organization.namespace}) on Vouch as ${input.role}.${
              claimLink === undefined ? "" : " First set up your account with the link we sent separately."
            }`
            yield* mailer
              .send(
                Mailer.message({
                  to: email,
                  subject: `Invitation to ${organization.display_name} on Vouch`,
                  text,
                  link,
                  linkLabel: "Accept the invitation"
                })
              )
              .pipe(Effect.catchTag("MailerError", (error) => IdentityError.fail("MailFailed", error.message)))
            return { email, role: input.role, expires_at: expiresAt }
          }),

        accept: (token, accountId) =>
          Effect.gen(function* () {
            const account = yield* accounts.get(accountId)
            const organizationId = yield* transaction(
              Effect.gen(function* () {
                const at = yield* now
                const rows = yield* sql<{
                  readonly email: string
                  readonly organization_id: string
                  readonly role: "admin" | "member"
                  readonly expires_at: Date
                  readonly used_at: Date | null
                }>`
                  SELECT email, organization_id, role, expires_at, used_at FROM identity_tokens
                  WHERE token_digest = ${Secret.digest(token)} AND purpose = 'invitation' FOR UPDATE`.pipe(Effect.orDie)
                const invitation = rows[0]
                if (invitation === undefined || invitation.used_at !== null)
                  return yield* IdentityError.fail(
                    "InvitationNotFound",
                    "This invitation is unknown or was already used."
                  )
                if (invitation.expires_at.getTime() <= at.getTime())
                  return yield* IdentityError.fail("InvitationExpired", "This invitation has expired.")
                if (invitation.email !== account.email || !account.email_verified)
                  return yield* IdentityError.fail(
                    "InvitationForAnother",
                    `This invitation is for ${invitation.email}: sign in with that verified address.`
                  )
                yield* row(invitation.organization_id)
                yield* sql`UPDATE identity_tokens SET used_at = ${at} WHERE token_digest = ${Secret.digest(token)}`.pipe(
                  Effect.orDie
                )
                yield* sql`
                  INSERT INTO identity_memberships (organization_id, account_id, role, created_at)
                  VALUES (${invitation.organization_id}, ${accountId}, ${invitation.role}, ${at})
                  ON CONFLICT (organization_id, account_id) DO NOTHING`.pipe(Effect.orDie)
                return invitation.organization_id
              })
            )
            return yield* view(yield* row(organizationId), yield* roleOf(organizationId, accountId))
          })
      })
    })
  )
}
