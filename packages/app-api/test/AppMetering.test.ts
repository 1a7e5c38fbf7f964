import { assert, describe, it } from "@effect/vitest"
import { TokenEstimate } from "@vouch/models"
import * as fc from "fast-check"
import { AppMetering } from "../src/index.ts"

const perCredit = AppMetering.nanodollarsPerCredit

// Runs a sequence of operations through a rule, as the meter does.
const run = (rule: typeof AppMetering.prepaid, costs: ReadonlyArray<number>) => {
  let owed = 0
  let credits = 0
  for (const cost of costs) {
    const charge = rule(owed, cost)
    assert.isTrue(Number.isSafeInteger(charge.credits) && charge.credits >= 0)
    credits += charge.credits
    owed = charge.owed
  }
  return { owed, credits }
}

describe("AppMetering", () => {
  it("a write is paid before it is stored: never free, never more than a credit ahead", () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 * perCredit }), { maxLength: 60 }), (costs) => {
        let owed = 0
        let credits = 0
        for (const cost of costs) {
          const charge = AppMetering.prepaid(owed, cost)
          // Paid ahead of the cost: nothing is owed after a write, and a write that the
          // amount paid ahead does not cover charges at least one credit.
          assert.isAtMost(charge.owed, 0)
          assert.isAbove(charge.owed, -perCredit)
          if (owed + cost > 0) assert.isAtLeast(charge.credits, 1)
          credits += charge.credits
          owed = charge.owed
        }
        const total = costs.reduce((sum, cost) => sum + cost, 0)
        // Every nanodollar is accounted for: what was charged is the cost plus what is paid ahead.
        assert.strictEqual(credits * perCredit, total - owed)
        assert.strictEqual(credits, Math.ceil(total / perCredit))
      })
    ))

  it("reads and deletions accrue and are charged in whole credits once due", () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 * perCredit }), { maxLength: 60 }), (costs) => {
        const { owed, credits } = run(AppMetering.accrued, costs)
        const total = costs.reduce((sum, cost) => sum + cost, 0)
        assert.isAtLeast(owed, 0)
        assert.isBelow(owed, perCredit)
        assert.strictEqual(credits, Math.floor(total / perCredit))
      })
    ))

  it("the first write of 400 nanodollars charges one credit, and pays for 249 more", () => {
    const { owed, credits } = run(
      AppMetering.prepaid,
      Array.from({ length: 250 }, () => 400)
    )
    assert.deepStrictEqual({ owed, credits }, { owed: 0, credits: 1 })
    assert.strictEqual(AppMetering.prepaid(owed, 400).credits, 1)
    // A meter that owes from reads pays that first.
    assert.deepStrictEqual(AppMetering.prepaid(99_900, 400), { credits: 2, owed: -99_700 })
  })

  it("unreported usage counts the prompt and the output alike, typically, below the hold's bound", () =>
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: "binary" }), { nil: undefined }),
        fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 4 }),
        fc.string({ unit: "binary" }),
        fc.integer({ min: 1, max: 100_000 }),
        (system, messages, received, cap) => {
          const prompt = { system, messages: messages.map((content) => ({ content })) }
          const usage = AppMetering.unreportedUsage(prompt, received, cap)
          assert.isAtMost(usage.inputTokens, TokenEstimate.prompt(prompt))
          assert.isAtMost(usage.outputTokens, TokenEstimate.output(received, cap))
          assert.strictEqual(usage.outputTokens, Math.min(cap, AppMetering.typicalTokens(received)))
          assert.strictEqual(
            usage.inputTokens,
            [system ?? "", ...messages].reduce((sum, text) => sum + AppMetering.typicalTokens(text), 0)
          )
        }
      )
    ))

  it("a typical count is a quarter of ASCII bytes, rounded up, and one per other character", () => {
    assert.strictEqual(AppMetering.typicalTokens(""), 0)
    assert.strictEqual(AppMetering.typicalTokens("abcd"), 1)
    assert.strictEqual(AppMetering.typicalTokens("abcde"), 2)
    assert.strictEqual(AppMetering.typicalTokens("slow ".repeat(400)), 500)
    assert.strictEqual(AppMetering.typicalTokens("日本語"), 3)
    assert.strictEqual(AppMetering.typicalTokens("ab😀"), 2)
  })
})
