/**
 * The rows of the registry tables as the SQL driver returns them, their conversion to
 * the wire models, and the ownership rules on a skill row. Shared by `SkillRegistry`,
 * `ShareLinks` and `Verifications`, which work on the same tables.
 */
import { Option } from "effect"
import type * as RegistryActor from "../RegistryActor.ts"
import type { Skill, SkillVersion } from "../SkillRegistry.ts"

/** The columns of `SkillRow`, for `SELECT ... FROM registry_skills s`. */
export const skillColumns =
  "s.skill_id, s.namespace, s.name, s.owner_kind, s.owner_id, s.skill_type, s.description, s.category, s.tags::text AS tags, s.visibility, s.current_version, s.download_count, s.star_count, s.verification_count, s.created_at, s.updated_at, s.deleted_at"

/** The columns of `VersionRow`, for `SELECT ... FROM registry_versions v`. */
export const versionColumns =
  "v.version_id, v.skill_id, v.sequence, v.version, v.changelog, v.tree_hash, v.content_hash, v.archive_size, v.file_count, v.yanked, v.yank_reason, v.saved_at, v.scan_grade, v.reference_grade"

export interface SkillRow {
  readonly skill_id: string
  readonly namespace: string
  readonly name: string
  readonly owner_kind: "account" | "organization"
  readonly owner_id: string
  readonly skill_type: "skill" | "skillset"
  readonly description: string
  readonly category: string
  readonly tags: string
  readonly visibility: "private" | "public"
  readonly current_version: string | null
  readonly download_count: string | number
  readonly star_count: string | number
  readonly verification_count: string | number
  readonly created_at: Date | string
  readonly updated_at: Date | string
  readonly deleted_at: Date | string | null
}

export interface VersionRow {
  readonly version_id: string
  readonly skill_id: string
  readonly sequence: number
  readonly version: string
  readonly changelog: string
  readonly tree_hash: string
  readonly content_hash: string
  readonly archive_size: string | number
  readonly file_count: number
  readonly yanked: boolean
  readonly yank_reason: string | null
  readonly saved_at: Date | string
  readonly scan_grade: string | null
  readonly reference_grade: string | null
}

export const iso = (value: Date | string) => new Date(value).toISOString()

export const toSkill = (row: SkillRow): Skill => ({
  skill_id: row.skill_id,
  namespace: row.namespace,
  name: row.name,
  type: row.skill_type,
  description: row.description,
  category: row.category,
  tags: JSON.parse(row.tags) as Array<string>,
  visibility: row.visibility,
  current_version: row.current_version ?? "",
  download_count: Number(row.download_count),
  star_count: Number(row.star_count),
  verification_count: Number(row.verification_count),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at)
})

export const toVersion = (row: VersionRow): SkillVersion => ({
  version_id: row.version_id,
  version: row.version,
  changelog: row.changelog,
  tree_hash: row.tree_hash,
  content_hash: row.content_hash,
  archive_size: Number(row.archive_size),
  file_count: Number(row.file_count),
  yanked: row.yanked,
  yank_reason: row.yank_reason,
  saved_at: iso(row.saved_at),
  scan_grade: row.scan_grade,
  reference_grade: row.reference_grade
})

/**
 * Whether the caller belongs to the skill's owner: the namespace's account, or a member
 * of its organization. Anyone else sees a skill only as `exposure.ts` decides.
 */
export const isMember = (actor: Option.Option<RegistryActor.Actor>, row: SkillRow): boolean => {
  if (Option.isNone(actor)) return false
  return row.owner_kind === "account"
    ? row.owner_id === actor.value.account_id
    : actor.value.organizations.some((membership) => membership.id === row.owner_id)
}

export const canWriteRow = (actor: RegistryActor.Actor, row: SkillRow): boolean =>
  row.owner_kind === "account"
    ? row.owner_id === actor.account_id
    : actor.organizations.some((membership) => membership.id === row.owner_id && membership.role !== "member")
