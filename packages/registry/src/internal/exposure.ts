/**
 * What a public share link exposes, decided at the time of each read (docs/decisions.md,
 * "A public link exposes the version it links"):
 *
 * - the owner (the namespace's account, or any member of its organization) sees every
 *   live version of the skill;
 * - anyone else sees a skill only while it is **public**: its `visibility` flag is
 *   `public` (share links set it when a public link is created and clear it when the
 *   last live one is revoked) **and** it has a live public link now (not revoked,
 *   `expires_at` later than `Clock`'s now). An expired last link therefore hides the
 *   skill exactly as revoking it would, with no window and no sweep;
 * - of a public skill, they see only the versions a live public link points at: a
 *   version saved later, or shared only through private links, does not exist for them
 *   (detail, versions list, download, blobs, verification, badge, search and statistics
 *   alike) until the owner shares it publicly, which needs the sharer's scan report;
 * - the `current_version` they see is the skill's current version when it is exposed,
 *   else the newest exposed version that is not yanked, else the newest exposed one.
 *
 * The SQL fragments name the skill `s` and the version `v`, as the registry's queries do.
 */
import { Clock, Effect } from "effect"
import type { SqlClient, Statement } from "effect/sql"
import { skillColumns } from "./rows.ts"

type Sql = SqlClient.SqlClient
type Fragment = Statement.Fragment

/** The reading time: `Clock`'s now (tests move it). */
export const readTime: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

const liveLink = (sql: Sql, now: Date, target: Fragment) => sql`EXISTS (
  SELECT 1 FROM registry_share_links pl
  WHERE ${target} AND pl.visibility = 'public' AND pl.revoked_at IS NULL
    AND (pl.expires_at IS NULL OR pl.expires_at > ${now}))`

/**
 * `s` is public at `now`: flagged public and with a live public link, read from the
 * skill's row: `public_until` is when its last live public link expires, kept by a
 * trigger on every link written (migration 0006). Never null,
 * so it reads as a plain boolean in a select list too.
 */
export const publicSkill = (sql: Sql, now: Date): Fragment =>
  sql`(s.visibility = 'public' AND s.public_until IS NOT NULL AND s.public_until > ${now})`

/**
 * `publicSkill` by its definition, over the links themselves: what `public_until`
 * stands for (the consistency test compares both).
 */
export const publicSkillByLinks = (sql: Sql, now: Date): Fragment =>
  sql`(s.visibility = 'public' AND ${liveLink(sql, now, sql`pl.skill_id = s.skill_id`)})`

/** `v` has a live public link at `now` (exposed when its skill `s` is flagged public). */
export const linkedVersion = (sql: Sql, now: Date): Fragment => liveLink(sql, now, sql`pl.version_id = v.version_id`)

/** `v` of `s` is exposed to everyone at `now`. */
export const exposedVersion = (sql: Sql, now: Date): Fragment =>
  sql`(s.visibility = 'public' AND ${linkedVersion(sql, now)})`

/** The `current_version` of `s` as anyone but its owner sees it at `now` (null when nothing is exposed). */
export const publicCurrentVersion = (sql: Sql, now: Date): Fragment => sql`(
  SELECT pv.version FROM registry_versions pv
  WHERE pv.skill_id = s.skill_id AND pv.deleted_at IS NULL
    AND ${liveLink(sql, now, sql`pl.version_id = pv.version_id`)}
  ORDER BY (pv.version = s.current_version) DESC, pv.yanked, pv.sequence DESC
  LIMIT 1)`

/** `skillColumns` with one column replaced by an expression. */
const replacing = (sql: Sql, column: string, expression: Fragment): Fragment => {
  const [before, after] = skillColumns.split(column) as [string, string]
  return sql`${sql.literal(before)}${expression} AS ${sql.literal(column.slice(2))}${sql.literal(after)}`
}

/** The columns of `SkillRow` for a public skill `s` as everyone sees it (for search). */
export const publicSkillColumns = (sql: Sql, now: Date): Fragment =>
  replacing(sql, "s.current_version", publicCurrentVersion(sql, now))

/** The columns of `SkillRow` for its owner: the visibility in effect at `now`. */
export const ownerSkillColumns = (sql: Sql, now: Date): Fragment =>
  replacing(sql, "s.visibility", sql`CASE WHEN ${publicSkill(sql, now)} THEN 'public' ELSE 'private' END`)

/** The columns of a skill's exposure at `now`: `public` (boolean) and `public_version` (the current version others see). */
export const exposureColumns = (sql: Sql, now: Date): Fragment =>
  sql`${publicSkill(sql, now)} AS public, ${publicCurrentVersion(sql, now)} AS public_version`
