import { assert, describe, it } from "@effect/vitest"
import type { ModelProvider } from "@vouch/models"
import { Validators } from "@vouch/writing-style"
import { Schema } from "effect"
import { Review, WritingStyleApp, WritingStyleScript } from "../src/index.ts"

const samples = `--- Launch post ---
We shipped the new editor today! It is really very fast. The old one was replaced by the team.
--- Changelog ---
Fixed a crash when saving. Improved start-up time by a third.`

const decode = Schema.decodeUnknownSync(WritingStyleApp.Input)
const guide = JSON.stringify({ rules: [{ id: "R-01", rule: "Write plainly." }] })

// The prompt the app builds (with the server-side prescan) as the scripted model receives it.
const requestOf = (input: WritingStyleApp.Input, retryNote?: string): ModelProvider.Request => {
  const seen = Review.prepared(WritingStyleApp.review, input)
  return { model: "scripted-1", ...WritingStyleApp.review.prompt(seen, { retryNote }), maxOutputTokens: 12_000 }
}

const problemsOf = (input: WritingStyleApp.Input, text: string) =>
  Validators.check(text, Review.prepared(WritingStyleApp.review, input)).problems

describe("WritingStyleScript", () => {
  it("plays each lane, and a routed task, with replies that pass every validator", () => {
    for (const input of [
      decode({ task: "discover", samples }),
      decode({ task: "codify", samples, upstream: "Plain and upbeat." }),
      decode({ task: "enforce", samples, guide }),
      decode({ task: "make it better", samples, guide: "# House style\n- Be plain." })
    ]) {
      const text = WritingStyleScript.player(requestOf(input))
      assert.isDefined(text)
      assert.deepStrictEqual(problemsOf(input, text!), [], JSON.stringify(input))
    }
    const routed = JSON.parse(WritingStyleScript.player(requestOf(decode({ task: "??", samples, guide })))!)
    assert.strictEqual(routed.lane, "enforce")
    assert.strictEqual(routed.findings[0].rule_id, "R-01")
  })

  it("answers every prescan flag, reads the guide back and leaves other requests alone", () => {
    const input = decode({ task: "discover", samples })
    const request = requestOf(input)
    const read = WritingStyleScript.read(request)
    assert.isAbove(read?.flags.length ?? 0, 0)
    assert.strictEqual(read?.samples, samples)
    assert.strictEqual(WritingStyleScript.read(requestOf(decode({ task: "enforce", samples, guide })))?.guide, guide)
    assert.isUndefined(WritingStyleScript.player({ ...request, system: "another app" }))
  })

  it("breaks invariants, once or always, cuts, fences and refuses JSON on request", () => {
    const lanes = [
      ["discover", {}, "discover-rules-empty"],
      ["codify", {}, "codify-artifact-rules-match"],
      ["enforce", { guide }, "enforce-violations-mirror-findings"]
    ] as const
    for (const [task, extra, rule] of lanes) {
      const once = decode({ task, samples, notes: "[[review:break-once]]", ...extra })
      const first = problemsOf(once, WritingStyleScript.player(requestOf(once))!)
      assert.include(
        first.map((problem) => problem.rule),
        rule
      )
      assert.deepStrictEqual(problemsOf(once, WritingStyleScript.player(requestOf(once, "fix it"))!), [])
      const always = decode({ task, samples, notes: "[[review:break]]", ...extra })
      assert.include(
        problemsOf(always, WritingStyleScript.player(requestOf(always, "fix it"))!).map((problem) => problem.rule),
        rule
      )
    }
    const fenced = decode({ task: "discover", samples, notes: "[[review:fence]]" })
    const fencedText = WritingStyleScript.player(requestOf(fenced))!
    assert.isTrue(fencedText.startsWith("Here is the review:\n```json"))
    assert.deepStrictEqual(problemsOf(fenced, fencedText), [])
    const prose = decode({ task: "discover", samples, notes: "[[review:prose]]" })
    assert.deepStrictEqual(
      problemsOf(prose, WritingStyleScript.player(requestOf(prose))!).map((problem) => problem.rule),
      ["reply-not-json"]
    )
    const long = decode({ task: "discover", samples, notes: "[[review:long]]" })
    assert.isAbove(WritingStyleScript.player(requestOf(long))!.length, 4 * 12_000)
  })
})
