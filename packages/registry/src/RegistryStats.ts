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
    Effect.suspend(() => make)
  ).pipe(Layer.provide(SkillRepository.layer))

  /**
   * The counts from `SkillRepository.layerMemory`: no database, for unit tests (built
   * in one layer with `SkillRegistry.layerMemory`, they share one store).
   */
  static readonly layerMemory = Layer.effect(
    RegistryStats,
    Effect.suspend(() => make)
  ).pipe(Layer.provide(SkillRepository.layerMemory))
}

const make = Effect.gen(function* () {
  const repository = yield* SkillRepository
  const counts = Effect.flatMap(Exposure.readTime, repository.publicCounts).pipe(
    Effect.withSpan("RegistryStats.counts")
  )
  const profileCounts = Effect.fn("RegistryStats.profileCounts")(function* (namespace: string) {
    return yield* repository.namespaceCounts(normalizeNamespace(namespace), yield* Exposure.readTime)
  })
  const ownerUsage = Effect.fn("RegistryStats.ownerUsage")(function* (owner: Owner) {
    const counts = yield* repository.ownerCounts(owner, yield* Exposure.readTime)
    return { used_bytes: yield* repository.usedBytes(owner), ...counts }
  })
  return RegistryStats.of({ counts, profileCounts, ownerUsage })
})
