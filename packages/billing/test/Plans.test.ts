import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import * as Plans from "../src/Plans.ts"

const free = {
  id: "free",
  name: "Free",
  tier: "free",
  price_ids: [],
  limits: { shared_skills: 5, storage_bytes: 10, monthly_credits: 0 }
}
const pro = {
  id: "pro",
  name: "Pro",
  tier: "pro",
  price_ids: ["price_pro"],
  limits: { shared_skills: null, storage_bytes: 20, monthly_credits: 7 }
}

const problem = (catalogue: unknown) => {
  const parsed = Plans.parse(typeof catalogue === "string" ? catalogue : JSON.stringify(catalogue))
  return Result.isFailure(parsed) ? parsed.failure : "accepted"
}

describe("Plans", () => {
  it("reads a catalogue and tells what a price buys", () => {
    const catalogue = Result.getOrThrow(
      Plans.parse(JSON.stringify({ plans: [free, pro], credit_packs: [{ price_id: "price_pack", credits: 50 }] }))
    )
    assert.deepStrictEqual(Plans.purchaseOf(catalogue, "price_pro"), {
      _tag: "Subscription",
      plan: catalogue.plans[1]!
    })
    assert.deepStrictEqual(Plans.purchaseOf(catalogue, "price_pack"), {
      _tag: "Credits",
      pack: { price_id: "price_pack", credits: 50 }
    })
    assert.isUndefined(Plans.purchaseOf(catalogue, "price_other"))
    assert.strictEqual(Plans.planOfPrice(catalogue, "price_pro")?.id, "pro")
    assert.isUndefined(Plans.planOfPrice(catalogue, "price_pack"))
    assert.strictEqual(Plans.freePlan(catalogue).id, "free")
  })

  it("refuses catalogues that would be ambiguous or sell the free tier", () => {
    assert.include(problem("{"), "not JSON")
    assert.include(problem({ plans: [pro] }), "exactly one plan of the free tier")
    assert.include(problem({ plans: [free, { ...free, id: "free-2" }] }), "exactly one plan of the free tier")
    assert.include(problem({ plans: [{ ...free, price_ids: ["price_x"] }] }), "free plan cannot have prices")
    assert.include(problem({ plans: [free, pro, { ...pro, tier: "enterprise" }] }), "plan id pro is used twice")
    assert.include(
      problem({ plans: [free, pro], credit_packs: [{ price_id: "price_pro", credits: 1 }] }),
      "price id price_pro is used twice"
    )
    assert.include(problem({ plans: [free, { ...pro, tier: "gold" }] }), "invalid")
    assert.include(problem({ plans: [{ ...free, limits: { ...free.limits, storage_bytes: -1 } }] }), "invalid")
    assert.strictEqual(problem({ plans: [free, pro] }), "accepted")
  })

  it("the default catalogue is valid and sells nothing", () => {
    assert.strictEqual(problem(Plans.defaultCatalogue), "accepted")
    assert.deepStrictEqual(
      Plans.defaultCatalogue.plans.map((plan) => [plan.id, plan.limits.shared_skills, plan.price_ids.length]),
      [
        ["free", 5, 0],
        ["pro", null, 0],
        ["enterprise", null, 0]
      ]
    )
  })
})
