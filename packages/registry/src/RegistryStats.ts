/**
 * Counts for the public statistics (`GET /v1/stats`) and for the public user profile
 * (`GET /v1/users/{username}`), which the host serves (the server and identity wire
 * them in).
 *
 * Everything counts **public** work only, as anyone sees it at the time of the request
 * (the rule of `internal/exposure.ts`: a skill is public while it has a live public
 * share link, so an expired last link stops counting at once), so the figures reveal
 * nothing about private work:
 *
 * - `skills`: live public skills.
 * - `publishers`: distinct namespaces with at least one live public skill.
 * - `scan_reports`: sharer's scan reports on the versions public links expose.
 * - profile counts, over the namespace's live public skills: `public_skill_count`,
 *   `total_installs` (sum of their deduplicated download counts), `total_stars`,
 *   `total_verifications`.
 *
 * `ownerUsage` is an owner's own figures (for their account page and for plan limits,
 * not public): the bytes their live versions store (the running counter the saves keep,
 * `StorageQuota`'s rule), their live skills, how many of those are public now under the
 * same rule, and how many are shared now (a link of either visibility, neither revoked
 * nor expired: what `ShareLinks` limits by tier).
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Owner } from "./Access.ts"
import * as Exposure from "./internal/exposure.ts"
import { normalizeNamespace } from "./SkillRegistry.ts"
import { SkillRepository } from "./SkillRepository.ts"

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
 * An owner's own usage: stored bytes (each distinct blob once), live skills, live skills
 * public now (a live public link; an expired last link stops counting at once), and live
 * skills shared now (a live link of either visibility).
 *
 * @category models
 * @since 0.1.0
 */
export interface OwnerUsage {
  readonly used_bytes: number
  readonly skill_count: number
  readonly public_skill_count: number
  readonly shared_skill_count: number
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
    /** The usage of one owner (an account or an organization). */
    readonly ownerUsage: (owner: Owner) => Effect.Effect<OwnerUsage>
  }
>()("@vouch/registry/RegistryStats") {
  /** The counts from the ambient `SqlClient` (with their own `SkillRepository`). */
  static readonly layer = Layer.effect(
    RegistryStats,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const counts = Effect.flatMap(
        Exposure.readTime,
        (now) =>
          sql<{
            readonly skills: string | number
            readonly publishers: string | number
            readonly scan_reports: string | number
          }>`
          SELECT
            (SELECT count(*) FROM registry_skills s
              WHERE s.deleted_at IS NULL AND ${Exposure.publicSkill(sql, now)}) AS skills,
            (SELECT count(DISTINCT s.namespace) FROM registry_skills s
              WHERE s.deleted_at IS NULL AND ${Exposure.publicSkill(sql, now)}) AS publishers,
            (SELECT count(*) FROM registry_versions v JOIN registry_skills s ON s.skill_id = v.skill_id
              WHERE v.deleted_at IS NULL AND s.deleted_at IS NULL AND v.scan_report IS NOT NULL
                AND ${Exposure.exposedVersion(sql, now)}) AS scan_reports`
      ).pipe(
        Effect.map(([row]) => ({
          skills: Number(row?.skills ?? 0),
          publishers: Number(row?.publishers ?? 0),
          scan_reports: Number(row?.scan_reports ?? 0)
        })),
        Effect.orDie,
        Effect.withSpan("RegistryStats.counts")
      )
      const profileCounts = (namespace: string) =>
        Effect.flatMap(
          Exposure.readTime,
          (now) =>
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
          FROM registry_skills s
          WHERE s.namespace = ${normalizeNamespace(namespace)} AND s.deleted_at IS NULL
            AND ${Exposure.publicSkill(sql, now)}`
        ).pipe(
          Effect.map(([row]) => ({
            public_skill_count: Number(row?.public_skill_count ?? 0),
            total_installs: Number(row?.total_installs ?? 0),
            total_stars: Number(row?.total_stars ?? 0),
            total_verifications: Number(row?.total_verifications ?? 0)
          })),
          Effect.orDie,
          Effect.withSpan("RegistryStats.profileCounts")
        )
      const repository = yield* SkillRepository
      const ownerUsage = Effect.fn("RegistryStats.ownerUsage")(function* (owner: Owner) {
        const counts = yield* repository.ownerCounts(owner, yield* Exposure.readTime)
        return { used_bytes: yield* repository.usedBytes(owner), ...counts }
      })
      return RegistryStats.of({ counts, profileCounts, ownerUsage })
    })
  ).pipe(Layer.provide(SkillRepository.layer))
}
