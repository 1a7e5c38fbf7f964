/**
 * What a host of the registry runs beside its routes, as layers and values to plug in
 * rather than prose to follow: the hourly refresh of search rankings
 * (`layerRankingRefresh`) and the registry's figures for the identity hooks
 * (`accountFigures`: a profile's public counts, an account's storage). The body limit
 * is `InputGuard.layerBodyLimit` of `@vouch/envelope`; the handlers are
 * `RegistryHttp.layerFor`.
 *
 * @since 0.1.0
 */
import { type Duration, Effect, Layer, Schedule } from "effect"
import type * as Access from "./Access.ts"
import * as RegistryStats from "./RegistryStats.ts"
import * as SkillRegistry from "./SkillRegistry.ts"
import type * as StorageQuota from "./StorageQuota.ts"

/**
 * Options of `layerRankingRefresh`.
 *
 * @category models
 * @since 0.1.0
 */
export interface RankingRefreshOptions {
  /** Time between two refreshes; an hour by default. */
  readonly interval?: Duration.Input | undefined
}

/**
 * Refreshes the search rankings (`SkillRegistry.refreshRankings`) at once, then every
 * hour, in a fiber of the layer's scope: old downloads leave `trending` and `hot`
 * decays. A failed refresh is logged and the next one runs on time. Any number of
 * processes may run it (the refresh is idempotent).
 *
 * @category layers
 * @since 0.1.0
 */
export const layerRankingRefresh = (
  options?: RankingRefreshOptions
): Layer.Layer<never, never, SkillRegistry.SkillRegistry> =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const registry = yield* SkillRegistry.SkillRegistry
      yield* registry.refreshRankings.pipe(
        Effect.catchCause((cause) => Effect.logWarning("ranking refresh failed", cause)),
        Effect.repeat(Schedule.spaced(options?.interval ?? "1 hour")),
        Effect.forkScoped
      )
    })
  )

/**
 * An account's storage as the identity hooks report it (`GET /v1/account/usage`).
 *
 * @category models
 * @since 0.1.0
 */
export interface StorageFigures {
  readonly storage_bytes: number
  readonly storage_limit_bytes: number | null
  readonly skill_count: number
  readonly public_skill_count: number
}

/**
 * The registry's figures a host gives identity (`IdentityHooks`): the public counts of
 * a profile (zero without a namespace) and an owner's storage under its tier's quota.
 *
 * @category models
 * @since 0.1.0
 */
export interface AccountFigures {
  readonly profileCounts: (namespace: string | undefined) => Effect.Effect<RegistryStats.ProfileCounts>
  readonly storageUsage: (owner: Access.Owner, tier: StorageQuota.Tier) => Effect.Effect<StorageFigures>
}

const noProfile: RegistryStats.ProfileCounts = {
  public_skill_count: 0,
  total_installs: 0,
  total_stars: 0,
  total_verifications: 0
}

/**
 * The registry's `AccountFigures`, from `SkillRegistry` and `RegistryStats`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const accountFigures: Effect.Effect<
  AccountFigures,
  never,
  SkillRegistry.SkillRegistry | RegistryStats.RegistryStats
> = Effect.gen(function* () {
  const registry = yield* SkillRegistry.SkillRegistry
  const stats = yield* RegistryStats.RegistryStats
  return {
    profileCounts: (namespace) =>
      namespace === undefined ? Effect.succeed(noProfile) : stats.profileCounts(namespace),
    storageUsage: Effect.fn("RegistryHost.storageUsage")(function* (owner, tier) {
      const quota = yield* registry.storageUsage(owner, tier)
      // Public as everyone sees it now: an expired last public link stops counting at once.
      const usage = yield* stats.ownerUsage(owner)
      return {
        storage_bytes: usage.used_bytes,
        storage_limit_bytes: quota.limit_bytes,
        skill_count: usage.skill_count,
        public_skill_count: usage.public_skill_count
      }
    })
  }
})
