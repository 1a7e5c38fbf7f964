/**
 * The access rules on skills and versions as effects over the ambient `SqlClient`, for
 * the services that work next to `SkillRegistry` (share links, verifications). They
 * fail with the registry's reason values; each service wraps them in its own error.
 */
import { Effect, Option } from "effect"
import { SqlClient } from "effect/sql"
import type * as RegistryActor from "../RegistryActor.ts"
import {
  AuthenticationRequired,
  NotAllowed,
  normalizeNamespace,
  SkillNotFound,
  VersionNotFound
} from "../SkillRegistry.ts"
import * as Exposure from "./exposure.ts"
import { canWriteRow, type SkillRow, skillColumns, type VersionRow, versionColumns } from "./rows.ts"

/** The live (not deleted) skill of a namespace and name, if any. */
export const liveSkill = Effect.fnUntraced(function* (namespaceSegment: string, name: string) {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<SkillRow>`
    SELECT ${sql.literal(skillColumns)} FROM registry_skills s
    WHERE s.namespace = ${normalizeNamespace(namespaceSegment)} AND s.name = ${name} AND s.deleted_at IS NULL`.pipe(
    Effect.orDie
  )
  return rows[0]
})

/** A live skill the caller may see, as they see it (`exposure.ts`), else `SkillNotFound`. */
export const readableSkill = Effect.fnUntraced(function* (
  actor: Option.Option<RegistryActor.Actor>,
  namespaceSegment: string,
  name: string
) {
  const sql = yield* SqlClient.SqlClient
  const row = yield* liveSkill(namespaceSegment, name)
  const seen = row === undefined ? undefined : yield* Exposure.view(sql, actor, row)
  if (seen === undefined) {
    return yield* Effect.fail(new SkillNotFound({ namespace: normalizeNamespace(namespaceSegment), name }))
  }
  return seen
})

/** A live skill the caller may write (owner, or owner/admin of its organization). */
export const ownedSkill = Effect.fnUntraced(function* (
  actor: Option.Option<RegistryActor.Actor>,
  namespaceSegment: string,
  name: string
) {
  if (Option.isNone(actor)) return yield* Effect.fail(new AuthenticationRequired())
  const row = yield* readableSkill(actor, namespaceSegment, name)
  if (!canWriteRow(actor.value, row)) {
    return yield* Effect.fail(new NotAllowed({ message: "Only the owner of this skill may do this." }))
  }
  return { row, actor: actor.value }
})

/** A version row with what sharing and verification need besides the wire fields. */
export interface VersionRecord extends VersionRow {
  readonly scan_report: string | null
  readonly reference_report: string | null
}

/** A live version of a skill, else `VersionNotFound`. */
export const liveVersion = Effect.fnUntraced(function* (skillId: string, version: string) {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<VersionRecord>`
    SELECT ${sql.literal(versionColumns)}, v.scan_report::text AS scan_report,
      v.reference_report::text AS reference_report
    FROM registry_versions v
    WHERE v.skill_id = ${skillId} AND v.version = ${version} AND v.deleted_at IS NULL`.pipe(Effect.orDie)
  const row = rows[0]
  if (row === undefined) return yield* Effect.fail(new VersionNotFound({ version }))
  return row
})

/** A live version the caller may see of a skill they may see (`exposure.ts`), else `VersionNotFound`. */
export const readableVersion = Effect.fnUntraced(function* (
  actor: Option.Option<RegistryActor.Actor>,
  skill: SkillRow,
  version: string
) {
  const sql = yield* SqlClient.SqlClient
  const row = yield* liveVersion(skill.skill_id, version)
  if (!(yield* Exposure.canSeeVersion(sql, actor, skill, row.version_id))) {
    return yield* Effect.fail(new VersionNotFound({ version }))
  }
  return row
})
