/**
 * Counts for the public statistics (`GET /v1/stats`) and for the public user profile
 * (`GET /v1/users/{username}`), which the host serves (the server and identity wire
 * them in).
 *
 * - `skills`: live skills (not deleted), private ones included: the number hosted.
 * - `publishers`: distinct namespaces with at least one live skill.
 * - `scan_reports`: live versions with a scan report attached.
 * - profile counts: over the namespace's live **public** skills only, so a profile
 *   reveals nothing about private work: `public_skill_count`, `total_installs` (sum of
 *   their deduplicated download counts), `total_stars`, `total_verifications`.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { normalizeNamespace } from "./SkillRegistry.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface Counts {
  readonly skills: number
  readonly publishers: number
  readonly scan_reports: number
}

/**
 * @category models
 * @since 0.1.0
 */
export interface ProfileCounts {
  readonly public_skill_count: number
  readonly total_installs: number
  readonly total_stars: number
  readonly total_verifications: number
}

/**
 * @category services
 * @since 0.1.0
 */
export class RegistryStats extends Context.Service<
  RegistryStats,
  {
    readonly counts: Effect.Effect<Counts>
    /** The counts of one namespace (a username or an organization slug, `@` optional). */
    readonly profileCounts: (namespace: string) => Effect.Effect<ProfileCounts>
  }
>()("@vouch/registry/RegistryStats") {
  /** The counts from the ambient `SqlClient`. */
  static readonly layer = Layer.effect(
    RegistryStats,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const counts = sql<{
        readonly skills: string | number
        readonly publishers: string | number
        readonly scan_reports: string | number
      }>`
        SELECT
          (SELECT count(*) FROM registry_skills WHERE deleted_at IS NULL) AS skills,
          (SELECT count(DISTINCT namespace) FROM registry_skills WHERE deleted_at IS NULL) AS publishers,
          (SELECT count(*) FROM registry_versions WHERE deleted_at IS NULL AND scan_report IS NOT NULL) AS scan_reports`.pipe(
        Effect.map(([row]) => ({
          skills: Number(row?.skills ?? 0),
          publishers: Number(row?.publishers ?? 0),
          scan_reports: Number(row?.scan_reports ?? 0)
        })),
        Effect.orDie,
        Effect.withSpan("RegistryStats.counts")
      )
      const profileCounts = (namespace: string) =>
        sql<{
          readonly public_skill_count: string | number
          readonly total_installs: string | number
          readonly total_stars: string | number
          readonly total_verifications: string | number
        }>`
          SELECT count(*) AS public_skill_count,
            coalesce(sum(download_count), 0) AS total_installs,
            coalesce(sum(star_count), 0) AS total_stars,
            coalesce(sum(verification_count), 0) AS total_verifications
          FROM registry_skills
          WHERE namespace = ${normalizeNamespace(namespace)} AND visibility = 'public' AND deleted_at IS NULL`.pipe(
          Effect.map(([row]) => ({
            public_skill_count: Number(row?.public_skill_count ?? 0),
            total_installs: Number(row?.total_installs ?? 0),
            total_stars: Number(row?.total_stars ?? 0),
            total_verifications: Number(row?.total_verifications ?? 0)
          })),
          Effect.orDie,
          Effect.withSpan("RegistryStats.profileCounts")
        )
      return RegistryStats.of({ counts, profileCounts })
    })
  )
}
