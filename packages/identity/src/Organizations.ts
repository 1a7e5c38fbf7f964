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
import { Transaction } from "@vouch/sql-repository"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "./Account.ts"
import { Accounts } from "./Accounts.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"
import { IdentityHooks } from "./IdentityHooks.ts"
import * as OrganizationRepository from "./internal/OrganizationRepository.ts"
import * as PrincipalCache from "./internal/PrincipalCache.ts"
import * as Mailer from "./Mailer.ts"
import * as MailLimits from "./MailLimits.ts"
import * as Namespaces from "./Namespaces.ts"
import * as Policy from "./Policy.ts"
import * as Secret from "./Secret.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Role = typeof OrganizationRepository.Role.Type

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
export const invitationDays = Policy.defaults.invitationDays

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
      const { policy, mailLimits: limits } = config
      const accounts = yield* Accounts
      const mailer = yield* Mailer.Mailer
      const hooks = yield* IdentityHooks
      const organizations = yield* OrganizationRepository.make
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
      // A transaction's writes reach other requests when it commits: the principal cache is dropped then too.
      const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        PrincipalCache.invalidating(sql)(Transaction.make(sql)(effect))

      const row = (organizationId: string) =>
        Effect.flatMap(organizations.byId(organizationId), (found) =>
          Option.match(found, {
            onNone: () => IdentityError.fail("OrganizationNotFound", "No such organization."),
            onSome: Effect.succeed
          })
        )

      const view = (organization: OrganizationRepository.OrganizationRow, role: Role | undefined) =>
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
            created_at: organization.created_at.toISOString(),
            ...(role === undefined ? {} : { role })
          })
        )

      const requireRole = (organizationId: string, accountId: string, allowed: ReadonlyArray<Role>, action: string) =>
        Effect.gen(function* () {
          const organization = yield* row(organizationId)
          const role = yield* organizations.roleOf(organizationId, accountId)
          if (role === undefined || !allowed.includes(role))
            return yield* IdentityError.fail("NotAllowed", `Only ${allowed.join(" or ")} may ${action}.`)
          return { organization, role }
        })

      const checkDisplayName = (displayName: string | undefined) =>
        displayName !== undefined && (displayName.length === 0 || displayName.length > 80)
          ? IdentityError.fail("InvalidInput", "display_name is 1 to 80 characters.")
          : Effect.void
      const checkDescription = (description: string | undefined) =>
        description !== undefined && description.length > 500
          ? IdentityError.fail("InvalidInput", "description is at most 500 characters.")
          : Effect.void

      return Organizations.of({
        create: Effect.fn("Organizations.create")(function* (accountId, input) {
          const account = yield* accounts.get(accountId)
          if (!account.email_verified)
            return yield* IdentityError.fail("EmailNotVerified", "Verify your email address to create an organization.")
          const namespace = input.namespace.replace(/^@/, "")
          if (!Account.isNamespace(namespace))
            return yield* IdentityError.fail(
              "InvalidInput",
              "A namespace is 2 to 39 lowercase letters, digits and single hyphens, starting and ending with a letter or digit."
            )
          const displayName = input.display_name.trim()
          yield* checkDisplayName(displayName)
          const description = (input.description ?? "").trim()
          yield* checkDescription(description)
          const organizationId = Secret.identifier("org_")
          yield* transaction(
            Effect.gen(function* () {
              const at = yield* now
              if (!(yield* Namespaces.claim(sql, namespace, { kind: "organization", id: organizationId }, at)))
                return yield* IdentityError.fail("NamespaceTaken", `The namespace ${namespace} is taken.`)
              yield* organizations.insert({ organizationId, namespace, displayName, description, at })
              yield* organizations.addMember(organizationId, accountId, "owner", at)
            })
          )
          return yield* view(yield* row(organizationId), "owner")
        }),

        listMine: Effect.fn("Organizations.listMine")(function* (accountId: string) {
          const rows = yield* organizations.listOf(accountId)
          return yield* Effect.forEach(rows, (organization) => view(organization, organization.role))
        }),

        memberships: Effect.fn("Organizations.memberships")(function* (accountId: string) {
          return yield* organizations.membershipsOf(accountId)
        }),

        get: Effect.fn("Organizations.get")(function* (organizationId: string, accountId: string) {
          const organization = yield* row(organizationId)
          const role = yield* organizations.roleOf(organizationId, accountId)
          if (role !== undefined) return yield* view(organization, role)
          // The public part: no tier, no member count.
          const full = yield* view(organization, undefined)
          return { ...full, tier: "free" as const, member_count: 0 }
        }),

        update: Effect.fn("Organizations.update")(function* (organizationId, accountId, patch) {
          yield* requireRole(organizationId, accountId, ["owner"], "update the organization")
          const displayName = patch.display_name?.trim()
          yield* checkDisplayName(displayName)
          const description = patch.description?.trim()
          yield* checkDescription(description)
          yield* organizations.update(organizationId, displayName, description)
          return yield* view(yield* row(organizationId), "owner")
        }),

        remove: Effect.fn("Organizations.remove")(function* (organizationId: string, accountId: string) {
          const { organization } = yield* requireRole(organizationId, accountId, ["owner"], "delete the organization")
          yield* hooks.ownerDeleted({ kind: "organization", id: organizationId, namespace: organization.namespace })
          const at = yield* now
          yield* transaction(
            Effect.andThen(organizations.markDeleted(organizationId, at), organizations.removeMembers(organizationId))
          )
        }),

        members: Effect.fn("Organizations.members")(function* (organizationId: string, accountId: string) {
          yield* requireRole(organizationId, accountId, ["owner", "admin", "member"], "see the members")
          const rows = yield* organizations.members(organizationId)
          return rows.map(({ created_at, ...member }) => ({ ...member, joined_at: created_at.toISOString() }))
        }),

        invite: Effect.fn("Organizations.invite")(function* (organizationId, accountId, input) {
          const { organization } = yield* requireRole(organizationId, accountId, ["owner", "admin"], "invite members")
          const email = Account.normaliseEmail(input.email)
          if (!Account.isEmail(email))
            return yield* IdentityError.fail("InvalidInput", "A valid email address is required.")
          const existing = yield* accounts.findByEmail(email)
          if (
            existing !== undefined &&
            (yield* organizations.roleOf(organizationId, existing.account_id)) !== undefined
          )
            return yield* IdentityError.fail("AlreadyMember", "This person is already a member.")
          // Counted before anything is written: a refused invitation leaves no trace.
          yield* MailLimits.take(sql, [MailLimits.recipient(limits, email), MailLimits.sender(limits, accountId)])
          const invitee = existing ?? (yield* accounts.ensure(email, { verified: false, claimed: false })).account
          const at = yield* now
          const expiresAt = Policy.later(at, { days: policy.invitationDays })
          const token = Secret.credential("inv_")
          yield* organizations.insertInvitation({
            token,
            accountId: invitee.account_id,
            email,
            organizationId,
            role: input.role,
            at,
            expiresAt
          })
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

        accept: Effect.fn("Organizations.accept")(function* (token: string, accountId: string) {
          const account = yield* accounts.get(accountId)
          const organizationId = yield* transaction(
            Effect.gen(function* () {
              const at = yield* now
              const found = yield* organizations.lockInvitation(token)
              if (Option.isNone(found) || found.value.used_at !== null)
                return yield* IdentityError.fail(
                  "InvitationNotFound",
                  "This invitation is unknown or was already used."
                )
              const invitation = found.value
              if (invitation.expires_at.getTime() <= at.getTime())
                return yield* IdentityError.fail("InvitationExpired", "This invitation has expired.")
              if (invitation.email !== account.email || !account.email_verified)
                return yield* IdentityError.fail(
                  "InvitationForAnother",
                  `This invitation is for ${invitation.email}: sign in with that verified address.`
                )
              yield* row(invitation.organization_id)
              yield* organizations.useInvitation(token, at)
              yield* organizations.addMember(invitation.organization_id, accountId, invitation.role, at)
              return invitation.organization_id
            })
          )
          return yield* view(yield* row(organizationId), yield* organizations.roleOf(organizationId, accountId))
        })
      })
    })
  )
}
