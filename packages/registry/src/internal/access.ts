/**
 * The access checks of the services: look a skill (and a version) up with the
 * repository, ask `Access.decide`, and fail with the registry's reason of the
 * decision. Every service that reads or writes a skill on behalf of a caller goes
 * through these.
 */
import { Effect, Option } from "effect"
import * as Access from "../Access.ts"
import type * as RegistryActor from "../RegistryActor.ts"
import type * as SkillRepositoryModule from "../SkillRepository.ts"
import type { SkillRepository } from "../SkillRepository.ts"
import { AuthenticationRequired, NotAllowed, SkillNotFound, VersionNotFound } from "./errors.ts"
import { normalizeNamespace } from "./names.ts"
import { ownerOf, type SkillRow, type VersionRecord } from "./rows.ts"

type Repository = SkillRepository["Service"]
type Actor = Option.Option<RegistryActor.Actor>

/** A failure of an access check. */
export type Refusal = SkillNotFound | VersionNotFound | AuthenticationRequired | NotAllowed

const ownerOnly = "Only the owner of this skill may do this."

/** The reason of a refusing decision. */
export const refusal = (
  decision: Exclude<Access.Decision, "Allowed">,
  subject: { readonly namespace: string; readonly name: string; readonly version?: string | undefined },
  message = ownerOnly
): Refusal => {
  switch (decision) {
    case "Unauthenticated":
      return new AuthenticationRequired()
    case "Forbidden":
      return new NotAllowed({ message })
    case "SkillHidden":
      return new SkillNotFound({ namespace: subject.namespace, name: subject.name })
    case "VersionHidden":
      return new VersionNotFound({ version: subject.version ?? "" })
  }
}

// The row as members and as others see it, by the row read and its exposure.
interface SeenRows {
  readonly exposure: SkillRepositoryModule.SkillExposure
  member?: SkillRow
  other?: SkillRow
}
const seenRows = new WeakMap<SkillRow, SeenRows>()

// A live version with whether it is exposed to everyone now.
type VersionExposed = { readonly row: VersionRecord; readonly exposed: boolean }

/** The checks over one repository. */
export const make = (repository: Repository) => {
  /**
   * The policy's view of a live skill row with its exposure, and the row as the caller
   * sees it. The row as members and as others see it is made once per row and exposure
   * read (the read cache hands the same ones to every request while it keeps them), so
   * what detail derives from it (`SkillRegistry.getSkill`, its encoding) is reused too.
   */
  const viewOf = (actor: Actor, row: SkillRow, exposure: SkillRepositoryModule.SkillExposure) => {
    const state: Access.SkillState = { owner: ownerOf(row), public: exposure.public }
    const member = Access.isMember(actor, state.owner)
    let seen = seenRows.get(row)
    if (seen === undefined || seen.exposure !== exposure) {
      seen = { exposure }
      seenRows.set(row, seen)
    }
    const visibility = exposure.public ? ("public" as const) : ("private" as const)
    if (member) {
      seen.member ??= { ...row, visibility }
      return { state, seen: seen.member }
    }
    seen.other ??= { ...row, visibility, current_version: exposure.current_version }
    return { state, seen: seen.other }
  }

  /** The policy's view of a live skill row, and the row as the caller sees it. */
  const stateOf = (actor: Actor, row: SkillRow) =>
    Effect.map(repository.exposure(row.skill_id), (exposure) => viewOf(actor, row, exposure))

  /** The live skill of a namespace and name, if any. */
  const liveSkill = (namespaceSegment: string, name: string) =>
    Effect.map(repository.findSkill(normalizeNamespace(namespaceSegment), name), (row) =>
      row === undefined || row.deleted_at !== null ? undefined : row
    )

  /**
   * A live skill the caller may act on, as they see it, else the reason of the refusal.
   * No generator: on every read of a skill, a step less per request.
   */
  const skill = (
    actor: Actor,
    namespaceSegment: string,
    name: string,
    action: Access.Action,
    message?: string
  ): Effect.Effect<SkillRow, Refusal> => {
    const namespace = normalizeNamespace(namespaceSegment)
    return Effect.flatMap(repository.findSkillExposed(namespace, name), (found) => {
      const looked =
        found === undefined || found.row.deleted_at !== null ? undefined : viewOf(actor, found.row, found.exposure)
      // No version is looked up yet: a decision on the version alone means the skill passes.
      const decision = Access.decide(actor, looked?.state, action)
      if (looked !== undefined && (decision === "Allowed" || decision === "VersionHidden"))
        return Effect.succeed(looked.seen)
      const refused = decision === "Allowed" || decision === "VersionHidden" ? "SkillHidden" : decision
      return Effect.fail(refusal(refused, { namespace, name }, message))
    })
  }

  /** A live version of a skill, else `VersionNotFound` (no visibility check: for writers). */
  const liveVersion = Effect.fnUntraced(function* (skillId: string, version: string) {
    const row = yield* repository.liveVersion(skillId, version)
    if (row === undefined) return yield* Effect.fail(new VersionNotFound({ version }))
    return row
  })

  /**
   * A live version the caller may act on, of a skill they may see (`skill`), with
   * whether it is exposed to everyone now, else `VersionNotFound`. `linkGrant`: whether
   * the caller holds an active share link of it.
   */
  const versionExposed = (
    actor: Actor,
    seen: SkillRow,
    name: string,
    action: Access.Action,
    linkGrant?: (row: VersionRecord) => Effect.Effect<boolean>
  ): Effect.Effect<VersionExposed, VersionNotFound> =>
    Effect.flatMap(repository.liveVersionExposed(seen.skill_id, name), (found) => {
      const decided = (granted: boolean): Effect.Effect<VersionExposed, VersionNotFound> => {
        const owner = ownerOf(seen)
        const state =
          found === undefined
            ? undefined
            : {
                // Members see every version: exposure does not decide for them.
                exposed: Access.isMember(actor, owner) ? false : found.exposed,
                linkGrant: granted
              }
        const decision = Access.decide(actor, { owner, public: seen.visibility === "public" }, action, state)
        return decision !== "Allowed" || found === undefined
          ? Effect.fail(new VersionNotFound({ version: name }))
          : Effect.succeed(found)
      }
      return found === undefined || linkGrant === undefined
        ? decided(false)
        : Effect.flatMap(linkGrant(found.row), decided)
    })

  /** A live version the caller may act on, of a skill they may see (`skill`), else `VersionNotFound`. */
  const version = (
    actor: Actor,
    seen: SkillRow,
    name: string,
    action: Access.Action,
    linkGrant?: (row: VersionRecord) => Effect.Effect<boolean>
  ) => Effect.map(versionExposed(actor, seen, name, action, linkGrant), (found) => found.row)

  /** Whether the caller writes for the owner of a skill row. */
  const writes = (actor: Actor, row: SkillRow) => Access.isWriter(actor, ownerOf(row))

  return { liveSkill, stateOf, skill, liveVersion, version, versionExposed, writes }
}

export type Checks = ReturnType<typeof make>

/** `Option.some` of an actor, for checks on a caller known to be authenticated. */
export const some = (actor: RegistryActor.Actor): Actor => Option.some(actor)
