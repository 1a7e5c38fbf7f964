/**
 * The plan catalogue: the tiers an account can be on, the payment provider's price ids
 * that buy them, the limits each sets, and the one-off credit packs. A host reads it
 * from a JSON file (`VOUCH_PLANS` in the reference server) with `parse`; without one,
 * `defaultCatalogue` applies (the tiers and limits, no prices: nothing can be bought).
 *
 * | plan | shared skills | storage | monthly included credits |
 * |---|---|---|---|
 * | free | 5 | 100 MiB | 0 |
 * | pro | unlimited | 2 GiB | 100,000 (10 USD) |
 * | enterprise | unlimited | 20 GiB | 1,000,000 (100 USD) |
 *
 * API keys are not tiered: every account may hold 20 active keys (spec 1).
 *
 * @since 0.1.0
 */
import { Result, Schema } from "effect"

/**
 * The tiers the rest of the platform knows (identity's and the registry's `tier`).
 *
 * @category models
 * @since 0.1.0
 */
export const Tier = Schema.Literals(["free", "pro", "enterprise"])

/**
 * @category models
 * @since 0.1.0
 */
export type Tier = typeof Tier.Type

const PriceId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,200}$/))
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/**
 * What a plan allows. `shared_skills` null is unlimited.
 *
 * @category models
 * @since 0.1.0
 */
export const Limits = Schema.Struct({
  shared_skills: Schema.NullOr(Count),
  storage_bytes: Count,
  monthly_credits: Count
})

/**
 * @category models
 * @since 0.1.0
 */
export type Limits = typeof Limits.Type

/**
 * One plan: its id (the `plan` of `GET /v1/billing/subscription`), the tier it puts the
 * account on, the recurring prices that buy it and its limits.
 *
 * @category models
 * @since 0.1.0
 */
export const Plan = Schema.Struct({
  id: Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9-]{0,39}$/)),
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80)),
  tier: Tier,
  price_ids: Schema.Array(PriceId),
  limits: Limits
})

/**
 * @category models
 * @since 0.1.0
 */
export type Plan = typeof Plan.Type

/**
 * A one-off purchase of credits for the app API.
 *
 * @category models
 * @since 0.1.0
 */
export const CreditPack = Schema.Struct({
  price_id: PriceId,
  credits: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000_000 }))
})

/**
 * @category models
 * @since 0.1.0
 */
export type CreditPack = typeof CreditPack.Type

/**
 * The file's shape.
 *
 * @category models
 * @since 0.1.0
 */
export const Catalogue = Schema.Struct({
  plans: Schema.Array(Plan).check(Schema.isMinLength(1), Schema.isMaxLength(20)),
  credit_packs: Schema.optionalKey(Schema.Array(CreditPack).check(Schema.isMaxLength(50)))
})

/**
 * @category models
 * @since 0.1.0
 */
export type Catalogue = typeof Catalogue.Type

const mebibyte = 1024 * 1024

/**
 * The tiers without prices: the limits hold, nothing can be bought.
 *
 * @category constructors
 * @since 0.1.0
 */
export const defaultCatalogue: Catalogue = {
  plans: [
    {
      id: "free",
      name: "Free",
      tier: "free",
      price_ids: [],
      limits: { shared_skills: 5, storage_bytes: 100 * mebibyte, monthly_credits: 0 }
    },
    {
      id: "pro",
      name: "Pro",
      tier: "pro",
      price_ids: [],
      limits: { shared_skills: null, storage_bytes: 2048 * mebibyte, monthly_credits: 100_000 }
    },
    {
      id: "enterprise",
      name: "Enterprise",
      tier: "enterprise",
      price_ids: [],
      limits: { shared_skills: null, storage_bytes: 20_480 * mebibyte, monthly_credits: 1_000_000 }
    }
  ],
  credit_packs: []
}

const decode = Schema.decodeUnknownResult(Catalogue)

/**
 * Reads a catalogue file's text: JSON of the `Catalogue` shape, with exactly one plan of
 * the `free` tier and no price on it, unique plan ids and every price id used once.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parse = (text: string): Result.Result<Catalogue, string> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return Result.fail(`the plan catalogue is not JSON: ${String(error)}`)
  }
  const decoded = decode(json)
  if (Result.isFailure(decoded)) return Result.fail(`the plan catalogue is invalid: ${String(decoded.failure)}`)
  const catalogue = decoded.success
  const free = catalogue.plans.filter((plan) => plan.tier === "free")
  if (free.length !== 1) return Result.fail("the plan catalogue needs exactly one plan of the free tier")
  if (free[0]!.price_ids.length > 0) return Result.fail("the free plan cannot have prices")
  const ids = new Set<string>()
  for (const plan of catalogue.plans) {
    if (ids.has(plan.id)) return Result.fail(`the plan id ${plan.id} is used twice`)
    ids.add(plan.id)
  }
  const prices = new Set<string>()
  const allPrices = [
    ...catalogue.plans.flatMap((plan) => plan.price_ids),
    ...(catalogue.credit_packs ?? []).map((pack) => pack.price_id)
  ]
  for (const price of allPrices) {
    if (prices.has(price)) return Result.fail(`the price id ${price} is used twice`)
    prices.add(price)
  }
  return Result.succeed(catalogue)
}

/**
 * The plan of the free tier (every catalogue that `parse` accepts has one).
 *
 * @category utilities
 * @since 0.1.0
 */
export const freePlan = (catalogue: Catalogue): Plan =>
  catalogue.plans.find((plan) => plan.tier === "free") ?? defaultCatalogue.plans[0]!

/**
 * What a price buys: a plan (a subscription) or credits (a one-off payment).
 *
 * @category models
 * @since 0.1.0
 */
export type Purchase =
  | { readonly _tag: "Subscription"; readonly plan: Plan }
  | { readonly _tag: "Credits"; readonly pack: CreditPack }

/**
 * What a price id buys, if the catalogue lists it.
 *
 * @category utilities
 * @since 0.1.0
 */
export const purchaseOf = (catalogue: Catalogue, priceId: string): Purchase | undefined => {
  const plan = catalogue.plans.find((candidate) => candidate.price_ids.includes(priceId))
  if (plan !== undefined) return { _tag: "Subscription", plan }
  const pack = catalogue.credit_packs?.find((candidate) => candidate.price_id === priceId)
  return pack === undefined ? undefined : { _tag: "Credits", pack }
}

/**
 * The plan a price id subscribes to, if any.
 *
 * @category utilities
 * @since 0.1.0
 */
export const planOfPrice = (catalogue: Catalogue, priceId: string | null): Plan | undefined => {
  if (priceId === null) return undefined
  const purchase = purchaseOf(catalogue, priceId)
  return purchase?._tag === "Subscription" ? purchase.plan : undefined
}
