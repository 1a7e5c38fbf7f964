/**
 * The port through which billing tells the rest of the platform what a payment
 * changed, so billing depends on no identity: the host wires it (the reference server
 * sets identity's account `tier`, which `GET /v1/account` shows).
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer } from "effect"
import type * as Plans from "./Plans.ts"

/**
 * @category services
 * @since 0.1.0
 */
export class BillingHooks extends Context.Service<
  BillingHooks,
  {
    /**
     * A subscription's state was stored: `tier` is the tier of the plan now in force
     * for the account (`free` when no paid subscription is active, trialing or past
     * due). Called inside billing's transaction, so a failure rolls the change back and
     * the provider redelivers; it may repeat the tier the account already has.
     */
    readonly tierChanged: (accountId: string, tier: Plans.Tier) => Effect.Effect<void>
  }
>()("@vouch/billing/BillingHooks") {
  /**
   * Nothing connected: billing keeps its own state only. `Billing.layer` uses this
   * when no `BillingHooks` is provided.
   *
   * @since 0.1.0
   */
  static readonly layerNone = Layer.sync(BillingHooks, () => BillingHooks.none)

  /**
   * The hooks that do nothing.
   *
   * @since 0.1.0
   */
  static readonly none: BillingHooks["Service"] = { tierChanged: () => Effect.void }
}
