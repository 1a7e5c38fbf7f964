/**
 * Storage quotas: the bytes an owner may keep in the registry, by tier. Usage is what
 * is stored for the owner's live versions (neither the version nor its skill deleted;
 * yanked versions still count, since they are kept): every blob they reference, the
 * archive and each inflated file, counted once per owner however many versions share
 * it (blobs are content-addressed). A save adds the bytes of its blobs the owner does
 * not reference yet; one that would take usage over the quota is refused with
 * `storage_limit_exceeded` (403).
 *
 * The spec does not give the numbers; these are the defaults (a host may pass its own
 * to `SkillRegistry.layer`):
 *
 * | tier | quota |
 * |---|---|
 * | free | 100 MiB |
 * | pro | 2 GiB |
 * | enterprise | 20 GiB |
 *
 * One archive is at most 10 MiB on every tier (`SkillArchive.defaultLimits`).
 *
 * @since 0.1.0
 */

/**
 * @category models
 * @since 0.1.0
 */
export type Tier = "free" | "pro" | "enterprise"

/**
 * Bytes allowed per tier.
 *
 * @category models
 * @since 0.1.0
 */
export type Quotas = Readonly<Record<Tier, number>>

const mebibyte = 1024 * 1024

/**
 * @category constructors
 * @since 0.1.0
 */
export const defaultQuotas: Quotas = {
  free: 100 * mebibyte,
  pro: 2048 * mebibyte,
  enterprise: 20_480 * mebibyte
}

/**
 * Whether `adding` more bytes fit next to `used` under the tier's quota.
 *
 * @category validation
 * @since 0.1.0
 */
export const fits = (options: {
  readonly used: number
  readonly adding: number
  readonly tier: Tier
  readonly quotas?: Quotas | undefined
}): boolean => options.used + options.adding <= (options.quotas ?? defaultQuotas)[options.tier]
