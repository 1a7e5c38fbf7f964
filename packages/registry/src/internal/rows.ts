/**
 * The rows of the registry tables, decoded with Schema as the SQL drivers return them
 * (PostgreSQL's `bigint` and `numeric` come back as strings, timestamps as `Date`s),
 * and their conversion to the wire models. Shared by every repository query.
 */
import { Effect, Schema, SchemaTransformation } from "effect"
import type { SqlError } from "effect/sql"
import type { Skill, SkillVersion } from "../RegistryApi.ts"

/** A count or a size: a number, or the string or bigint PostgreSQL returns for `bigint` and `numeric`. */
export const Figure = Schema.Union([
  Schema.Finite,
  Schema.NumberFromString,
  Schema.BigInt.pipe(Schema.decodeTo(Schema.Finite, SchemaTransformation.transform({ decode: Number, encode: BigInt })))
])

/** A timestamp: a `Date`, or an ISO string. */
export const Timestamp = Schema.Union([Schema.Date, Schema.DateFromString])

/** A JSON text column (`::text`) holding an array of strings. */
export const StringList = Schema.fromJsonString(Schema.Array(Schema.String))

/** A JSON text column (`::text`) holding any JSON value, or null. */
export const JsonText = Schema.NullOr(Schema.fromJsonString(Schema.Unknown))

const OwnerKind = Schema.Literals(["account", "organization"])

/** The columns of `SkillRow`, for `SELECT ... FROM registry_skills s`. */
export const skillColumns =
  "s.skill_id, s.namespace, s.name, s.owner_kind, s.owner_id, s.skill_type, s.description, s.category, s.tags::text AS tags, s.visibility, s.current_version, s.download_count, s.star_count, s.verification_count, s.created_at, s.updated_at, s.deleted_at"

/** The columns of `VersionRow`, for `SELECT ... FROM registry_versions v`. */
export const versionColumns =
  "v.version_id, v.skill_id, v.sequence, v.version, v.changelog, v.tree_hash, v.content_hash, v.archive_size, v.file_count, v.yanked, v.yank_reason, v.saved_at, v.scan_grade, v.reference_grade"

export const SkillRow = Schema.Struct({
  skill_id: Schema.String,
  namespace: Schema.String,
  name: Schema.String,
  owner_kind: OwnerKind,
  owner_id: Schema.String,
  skill_type: Schema.Literals(["skill", "skillset"]),
  description: Schema.String,
  category: Schema.String,
  tags: StringList,
  visibility: Schema.Literals(["private", "public"]),
  current_version: Schema.NullOr(Schema.String),
  download_count: Figure,
  star_count: Figure,
  verification_count: Figure,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Schema.NullOr(Timestamp)
})
export type SkillRow = typeof SkillRow.Type

export const VersionRow = Schema.Struct({
  version_id: Schema.String,
  skill_id: Schema.String,
  sequence: Figure,
  version: Schema.String,
  changelog: Schema.String,
  tree_hash: Schema.String,
  content_hash: Schema.String,
  archive_size: Figure,
  file_count: Figure,
  yanked: Schema.Boolean,
  yank_reason: Schema.NullOr(Schema.String),
  saved_at: Timestamp,
  scan_grade: Schema.NullOr(Schema.String),
  reference_grade: Schema.NullOr(Schema.String)
})
export type VersionRow = typeof VersionRow.Type

/** A version row with its stored reports (`::text`), decoded from JSON. */
export const VersionRecord = Schema.Struct({
  ...VersionRow.fields,
  scan_report: JsonText,
  reference_report: JsonText,
  verification_count: Figure
})
export type VersionRecord = typeof VersionRecord.Type

/** The columns of `VersionRecord`. */
export const versionRecordColumns = `${versionColumns}, v.scan_report::text AS scan_report, v.reference_report::text AS reference_report, v.verification_count`

/** A row of `registry_verifications`, as the history reads it. */
export const VerificationRow = Schema.Struct({
  verification_id: Schema.String,
  verdict: Schema.Literals(["verified", "divergent", "critical"]),
  details: Schema.String,
  consumer_tree_hash: Schema.NullOr(Schema.String),
  consumer_ruleset_version: Schema.NullOr(Schema.String),
  compared_with: StringList,
  counted: Schema.Boolean,
  created_at: Timestamp
})
export type VerificationRow = typeof VerificationRow.Type

/** The owner of a skill row. */
export const ownerOf = (row: Pick<SkillRow, "owner_kind" | "owner_id">) => ({ kind: row.owner_kind, id: row.owner_id })

/**
 * Decodes the rows of a query with a schema; rows the schema refuses are a defect (the
 * database broke its own constraints), as are SQL failures.
 */
export const decodeRows =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (query: Effect.Effect<ReadonlyArray<unknown>, SqlError.SqlError>): Effect.Effect<ReadonlyArray<S["Type"]>> =>
    query.pipe(Effect.flatMap(Schema.decodeUnknownEffect(Schema.Array(schema))), Effect.orDie)

/** Decodes the first row of a query, if any. */
export const decodeFirst =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (query: Effect.Effect<ReadonlyArray<unknown>, SqlError.SqlError>): Effect.Effect<S["Type"] | undefined> =>
    Effect.map(decodeRows(schema)(query), (rows) => rows[0])

export const iso = (value: Date) => value.toISOString()

export const toSkill = (row: SkillRow): Skill => ({
  skill_id: row.skill_id,
  namespace: row.namespace,
  name: row.name,
  type: row.skill_type,
  description: row.description,
  category: row.category,
  tags: row.tags,
  visibility: row.visibility,
  current_version: row.current_version ?? "",
  download_count: row.download_count,
  star_count: row.star_count,
  verification_count: row.verification_count,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at)
})

const skills = new WeakMap<SkillRow, Skill>()

/**
 * `toSkill`, made once per row object: the rows of the read cache (as `Checks` hands
 * them, one object per row read and kind of caller) are never changed, and detail and
 * download ask for the same skill on every request while the row is kept.
 */
export const skillOf = (row: SkillRow): Skill => {
  let skill = skills.get(row)
  if (skill === undefined) {
    skill = toSkill(row)
    skills.set(row, skill)
  }
  return skill
}

export const toVersion = (row: VersionRow): SkillVersion => ({
  version_id: row.version_id,
  version: row.version,
  changelog: row.changelog,
  tree_hash: row.tree_hash,
  content_hash: row.content_hash,
  archive_size: row.archive_size,
  file_count: row.file_count,
  yanked: row.yanked,
  yank_reason: row.yank_reason,
  saved_at: iso(row.saved_at),
  scan_grade: row.scan_grade,
  reference_grade: row.reference_grade
})

const versions = new WeakMap<VersionRow, SkillVersion>()

/**
 * `toVersion`, made once per row object (as `skillOf`): a download asks for the version
 * of the same kept row on every request.
 */
export const versionOf = (row: VersionRow): SkillVersion => {
  let version = versions.get(row)
  if (version === undefined) {
    version = toVersion(row)
    versions.set(row, version)
  }
  return version
}
