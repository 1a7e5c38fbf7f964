/**
 * The ports through which identity reaches what it does not own, so it depends on no
 * registry and no ledger: the host wires them (the reference server connects the
 * registry's counts and the ledger's welcome grant).
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Option } from "effect"

/**
 * The registry's counts behind a public profile.
 *
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
 * What an account stores, for `GET /v1/account/usage`.
 *
 * @category models
 * @since 0.1.0
 */
export interface StorageUsage {
  readonly storage_bytes: number
  readonly storage_limit_bytes: number | null
  readonly skill_count: number
  readonly public_skill_count: number
}

/**
 * @category services
 * @since 0.1.0
 */
export class IdentityHooks extends Context.Service<
  IdentityHooks,
  {
    /** After an account is created (for example a welcome grant of credits). */
    readonly accountCreated: (account: { readonly account_id: string; readonly email: string }) => Effect.Effect<void>
    readonly profileCounts: (accountId: string) => Effect.Effect<ProfileCounts>
    readonly storageUsage: (accountId: string) => Effect.Effect<StorageUsage>
    /** The display name of a hosted app, none when no app has this slug (the app token page). */
    readonly appName: (slug: string) => Effect.Effect<Option.Option<string>>
    /** An organization or an account is deleted: its skills go too. */
    readonly ownerDeleted: (owner: {
      readonly kind: "account" | "organization"
      readonly id: string
      readonly namespace: string
    }) => Effect.Effect<void>
  }
>()("@vouch/identity/IdentityHooks") {
  /**
   * Nothing connected: zero counts, nothing to delete.
   *
   * @since 0.1.0
   */
  static readonly layerNone: Layer.Layer<IdentityHooks> = Layer.succeed(
    IdentityHooks,
    IdentityHooks.of({
      accountCreated: () => Effect.void,
      profileCounts: () =>
        Effect.succeed({ public_skill_count: 0, total_installs: 0, total_stars: 0, total_verifications: 0 }),
      storageUsage: () =>
        Effect.succeed({ storage_bytes: 0, storage_limit_bytes: null, skill_count: 0, public_skill_count: 0 }),
      appName: () => Effect.succeed(Option.none()),
      ownerDeleted: () => Effect.void
    })
  )
}
