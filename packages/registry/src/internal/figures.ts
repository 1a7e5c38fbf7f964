/**
 * The figures of `SkillRepository`: an owner's counts, the public and profile counts of
 * `RegistryStats` (public work only, `internal/exposure.ts`'s rule at `now`), and the
 * verifications, recorded and listed.
 */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"
import type { Owner } from "../Access.ts"
import type { NewVerification } from "../SkillRepository.ts"
import * as Exposure from "./exposure.ts"
import { decodeFirst, decodeRows, Figure, VerificationRow } from "./rows.ts"

const OwnerCounts = Schema.Struct({ skill_count: Figure, public_skill_count: Figure, shared_skill_count: Figure })
const PublicCounts = Schema.Struct({ skills: Figure, publishers: Figure, scan_reports: Figure })
const NamespaceCounts = Schema.Struct({
  public_skill_count: Figure,
  total_installs: Figure,
  total_stars: Figure,
  total_verifications: Figure
})

export const make = (sql: SqlClient.SqlClient) => {
  const run = <A>(statement: Effect.Effect<A, unknown>) => Effect.asVoid(Effect.orDie(statement))
  const ownerIs = (owner: Owner) => sql`s.owner_kind = ${owner.kind} AND s.owner_id = ${owner.id}`

  return {
    /** An owner's live skills, how many of them are public at `now`, and how many are shared (a live link of either visibility). */
    ownerCounts: (owner: Owner, now: Date) =>
      Effect.map(
        decodeFirst(OwnerCounts)(sql`
          SELECT count(*) AS skill_count,
            count(*) FILTER (WHERE ${Exposure.publicSkill(sql, now)}) AS public_skill_count,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM registry_share_links l WHERE l.skill_id = s.skill_id AND l.revoked_at IS NULL
                AND (l.expires_at IS NULL OR l.expires_at > ${now})
            )) AS shared_skill_count
          FROM registry_skills s WHERE ${ownerIs(owner)} AND s.deleted_at IS NULL`),
        (row) => ({
          skill_count: row?.skill_count ?? 0,
          public_skill_count: row?.public_skill_count ?? 0,
          shared_skill_count: row?.shared_skill_count ?? 0
        })
      ),

    /**
     * The public figures at `now` (`RegistryStats.counts`): live public skills, the
     * namespaces with one, and the sharer's reports on the versions public links expose.
     */
    publicCounts: (now: Date) =>
      Effect.map(
        decodeFirst(PublicCounts)(sql`
          SELECT
            (SELECT count(*) FROM registry_skills s
              WHERE s.deleted_at IS NULL AND ${Exposure.publicSkill(sql, now)}) AS skills,
            (SELECT count(DISTINCT s.namespace) FROM registry_skills s
              WHERE s.deleted_at IS NULL AND ${Exposure.publicSkill(sql, now)}) AS publishers,
            (SELECT count(*) FROM registry_versions v JOIN registry_skills s ON s.skill_id = v.skill_id
              WHERE v.deleted_at IS NULL AND s.deleted_at IS NULL AND v.scan_report IS NOT NULL
                AND ${Exposure.exposedVersion(sql, now)}) AS scan_reports`),
        (row) => ({ skills: row?.skills ?? 0, publishers: row?.publishers ?? 0, scan_reports: row?.scan_reports ?? 0 })
      ),

    /** The figures of a namespace's live public skills at `now` (`RegistryStats.profileCounts`). */
    namespaceCounts: (namespace: string, now: Date) =>
      Effect.map(
        decodeFirst(NamespaceCounts)(sql`
          SELECT count(*) AS public_skill_count,
            coalesce(sum(download_count), 0) AS total_installs,
            coalesce(sum(star_count), 0) AS total_stars,
            coalesce(sum(verification_count), 0) AS total_verifications
          FROM registry_skills s
          WHERE s.namespace = ${namespace} AND s.deleted_at IS NULL AND ${Exposure.publicSkill(sql, now)}`),
        (row) => ({
          public_skill_count: row?.public_skill_count ?? 0,
          total_installs: row?.total_installs ?? 0,
          total_stars: row?.total_stars ?? 0,
          total_verifications: row?.total_verifications ?? 0
        })
      ),

    /**
     * Records a verification (in the caller's transaction): a countable one counts once
     * per version and account (a partial unique index), a later one is recorded
     * uncounted. Whether it counted; the counters are the caller's (`countVerification`).
     */
    insertVerification: (verification: NewVerification, countable: boolean) =>
      Effect.gen(function* () {
        const row = { ...verification, compared_with: JSON.stringify(verification.compared_with) }
        const inserted = countable
          ? yield* Effect.orDie(sql`
              INSERT INTO registry_verifications ${sql.insert({ ...row, counted: true })}
              ON CONFLICT (version_id, account_id) WHERE counted DO NOTHING
              RETURNING verification_id`)
          : []
        if (inserted.length > 0) return true
        yield* run(sql`INSERT INTO registry_verifications ${sql.insert({ ...row, counted: false })}`)
        return false
      }),

    /** The verifications of a version, newest first. */
    verifications: (versionId: string, limit: number) =>
      decodeRows(VerificationRow)(sql`
        SELECT verification_id, verdict, details, consumer_tree_hash, consumer_ruleset_version,
          compared_with::text AS compared_with, counted, created_at
        FROM registry_verifications WHERE version_id = ${versionId}
        ORDER BY created_at DESC, verification_id
        LIMIT ${limit}`)
  }
}
