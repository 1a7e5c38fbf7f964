/**
 * The limits of one owner, from the host: the port through which a plan (billing, an
 * operator's override) changes the registry's limits without the registry knowing
 * where they come from. It is consulted where the limits are checked: the storage
 * quota of a save and of `SkillRegistry.storageUsage`, and the number of shared skills
 * of `ShareLinks.create`. What it leaves undefined keeps the tier's default
 * (`StorageQuota.defaultQuotas`, the share links' `sharedSkillLimits`).
 *
 * Without a host implementation every owner has its tier's defaults.
 *
 * @since 0.1.0
 */
import { Context, Effect } from "effect"
import type { Owner } from "./Access.ts"
import type { Quotas, Tier } from "./StorageQuota.ts"

/**
 * An owner's limits; an absent field keeps the tier's default.
 *
 * @category models
 * @since 0.1.0
 */
export interface Limits {
  /** Bytes the owner may keep. */
  readonly storageBytes?: number | undefined
  /** Skills the owner may share at once; null is unlimited. */
  readonly sharedSkills?: number | null | undefined
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Service {
  /** The limits of an owner, given the tier of the caller acting for it. */
  readonly of: (owner: Owner, tier: Tier) => Effect.Effect<Limits>
}

/**
 * The port, by default the tiers' limits for everyone.
 *
 * @category services
 * @since 0.1.0
 */
export const OwnerLimits = Context.Reference<Service>("@vouch/registry/OwnerLimits", {
  defaultValue: () => ({ of: () => Effect.succeed({}) })
})

/**
 * The bytes an owner may keep: its host limit, else its tier's quota.
 *
 * @category utilities
 * @since 0.1.0
 */
export const storageLimit = (limits: Service, owner: Owner, tier: Tier, quotas: Quotas): Effect.Effect<number> =>
  Effect.map(limits.of(owner, tier), (found) => found.storageBytes ?? quotas[tier])
