import { assert, describe, it } from "@effect/vitest"
import { ReplyCheck } from "../src/index.ts"

const noScore = (value: unknown) =>
  typeof value === "object" && value !== null && "score" in value
    ? []
    : [{ path: "score", rule: "score-present", message: "score is missing" }]

describe("ReplyCheck", () => {
  it("validates a complete reply read past prose and fences", () => {
    const checked = ReplyCheck.check('Here:\n```json\n{"score": 7}\n```', noScore)
    assert.deepStrictEqual(checked, { review: { score: 7 }, complete: true, problems: [] })
  })

  it("reports a cut reply first, with the rules' problems on its repaired object", () => {
    const checked = ReplyCheck.check('{"verdict": "ok", "sco', noScore)
    assert.isFalse(checked.complete)
    assert.deepStrictEqual(
      checked.problems.map((found) => found.rule),
      ["reply-truncated", "score-present"]
    )
    assert.deepStrictEqual(checked.review, { verdict: "ok" })
  })

  it("reports a reply without a JSON object and runs no rule", () => {
    const checked = ReplyCheck.check("I cannot help with that.", () => assert.fail("no rule runs"))
    assert.strictEqual(checked.review, undefined)
    assert.deepStrictEqual(
      checked.problems.map((found) => found.rule),
      ["reply-not-json"]
    )
  })

  it("writes a retry note naming at most max problems", () => {
    const problems = Array.from({ length: 3 }, (_, index) => ({
      path: index === 0 ? "" : `a.${index}`,
      rule: "r",
      message: "m"
    }))
    assert.strictEqual(
      ReplyCheck.retryNote(problems, "Fix:", 2),
      "Fix:\n- (reply): m [r]\n- a.1: m [r]\n- and 1 more of the same kinds"
    )
  })
})
