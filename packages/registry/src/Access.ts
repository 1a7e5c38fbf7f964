/**
 * Who may read and write what: the one access policy of the registry, a pure function
 * of the caller, the state of a skill (and of a version) at the time of the request,
 * and the action.
 *
 * - A skill belongs to an owner: an account, or an organization. Its **members** are
 *   that account, or every member of that organization; its **writers** are that
 *   account, or the owners and admins of that organization.
 * - Members see every live version of the skill. Anyone else sees the skill only while
 *   it is public (flagged public and with a live public share link, decided at the
 *   time of the read: an expired last public link hides it at once), and of it only
 *   the versions a live public link points at (`Exposure`, docs/decisions.md).
 * - What may not be seen does not exist: the answer is `SkillHidden` or
 *   `VersionHidden` (404), never a refusal that would reveal it.
 * - Actions that change something, star, share or verify need an authenticated caller
 *   (`Unauthenticated`, 401, decided before anything else); writes on a skill the
 *   caller sees but does not own are `Forbidden` (403).
 * - A consumer holding an active share link of a version may verify that version
 *   whether or not they see the skill.
 *
 * The services look the state up (SQL) and call `decide`; no service decides access
 * by itself.
 *
 * @since 0.1.0
 */
import { Option } from "effect"
import type * as RegistryActor from "./RegistryActor.ts"

/**
 * Who owns a skill (and the bytes it stores): an account or an organization.
 *
 * @category models
 * @since 0.1.0
 */
export interface Owner {
  readonly kind: "account" | "organization"
  readonly id: string
}

/**
 * A live skill as the policy needs it: its owner, and whether it is public now
 * (flagged public with a live public link).
 *
 * @category models
 * @since 0.1.0
 */
export interface SkillState {
  readonly owner: Owner
  readonly public: boolean
}

/**
 * A live version as the policy needs it: `exposed` when a live public link points at
 * it (and its skill is public); `linkGrant` when the caller holds an active share link
 * of it; `yanked` for blob reads.
 *
 * @category models
 * @since 0.1.0
 */
export interface VersionState {
  readonly exposed: boolean
  readonly linkGrant?: boolean | undefined
  readonly yanked?: boolean | undefined
}

/**
 * What the caller wants to do.
 *
 * - `readSkill`: the skill's detail; `readVersion`, `download`: a version's detail,
 *   list entry or archive; `star`: star or unstar;
 * - `write`: save, yank, set the current version, submit a scan report; `delete`;
 *   `share`: create, list or revoke share links;
 * - `verify`: verify a version, or read its verifications;
 * - `readBlob`: read a blob through one version that references it.
 *
 * @category models
 * @since 0.1.0
 */
export type Action =
  | "readSkill"
  | "readVersion"
  | "download"
  | "star"
  | "write"
  | "delete"
  | "share"
  | "verify"
  | "readBlob"

/**
 * @category constants
 * @since 0.1.0
 */
export const actions: ReadonlyArray<Action> = [
  "readSkill",
  "readVersion",
  "download",
  "star",
  "write",
  "delete",
  "share",
  "verify",
  "readBlob"
]

/**
 * The answer: `Allowed`; `SkillHidden` / `VersionHidden` (404: it does not exist for
 * the caller); `Unauthenticated` (401); `Forbidden` (403).
 *
 * @category models
 * @since 0.1.0
 */
export type Decision = "Allowed" | "SkillHidden" | "VersionHidden" | "Unauthenticated" | "Forbidden"

const needsAccount: ReadonlySet<Action> = new Set(["star", "write", "delete", "share", "verify"])
const writes: ReadonlySet<Action> = new Set(["write", "delete", "share"])
const versionReads: ReadonlySet<Action> = new Set(["readVersion", "download", "verify"])

/**
 * Whether the caller is a member of the owner: the account itself, or any member of
 * the organization.
 *
 * @category validation
 * @since 0.1.0
 */
export const isMember = (actor: Option.Option<RegistryActor.Actor>, owner: Owner): boolean => {
  if (Option.isNone(actor)) return false
  return owner.kind === "account"
    ? owner.id === actor.value.account_id
    : actor.value.organizations.some((membership) => membership.id === owner.id)
}

/**
 * Whether the caller writes for the owner: the account itself, or an owner or admin of
 * the organization.
 *
 * @category validation
 * @since 0.1.0
 */
export const isWriter = (actor: Option.Option<RegistryActor.Actor>, owner: Owner): boolean => {
  if (Option.isNone(actor)) return false
  return owner.kind === "account"
    ? owner.id === actor.value.account_id
    : actor.value.organizations.some((membership) => membership.id === owner.id && membership.role !== "member")
}

/**
 * The owner a caller saves for in a namespace: their own username, or an organization
 * they own or administer; none when they may not save there.
 *
 * @category utilities
 * @since 0.1.0
 */
export const saveOwner = (actor: RegistryActor.Actor, namespace: string): Option.Option<Owner> => {
  if (actor.username.toLowerCase() === namespace) return Option.some({ kind: "account", id: actor.account_id })
  const membership = actor.organizations.find(
    (candidate) => candidate.namespace.toLowerCase() === namespace && candidate.role !== "member"
  )
  return membership === undefined ? Option.none() : Option.some({ kind: "organization", id: membership.id })
}

/**
 * Decides an action. `skill` is undefined when no live skill has that name; `version`
 * is undefined when the action names no version or no live version has that name
 * (version actions then answer `VersionHidden`). The checks run in a fixed order:
 * authentication, the skill's existence and visibility, the right to write, then the
 * version's existence and visibility.
 *
 * @category validation
 * @since 0.1.0
 */
export const decide = (
  actor: Option.Option<RegistryActor.Actor>,
  skill: SkillState | undefined,
  action: Action,
  version?: VersionState | undefined
): Decision => {
  if (Option.isNone(actor) && needsAccount.has(action)) return "Unauthenticated"
  if (action === "readBlob") {
    const readable =
      skill !== undefined && (isMember(actor, skill.owner) || (version?.exposed === true && !version.yanked))
    if (readable) return "Allowed"
    return Option.isNone(actor) ? "Unauthenticated" : "VersionHidden"
  }
  if (skill === undefined) return "SkillHidden"
  const member = isMember(actor, skill.owner)
  if (action === "verify" && version?.linkGrant === true) return "Allowed"
  if (!member && !skill.public) return "SkillHidden"
  if (writes.has(action)) return isWriter(actor, skill.owner) ? "Allowed" : "Forbidden"
  if (!versionReads.has(action)) return "Allowed"
  if (version === undefined) return "VersionHidden"
  return member || version.exposed ? "Allowed" : "VersionHidden"
}
