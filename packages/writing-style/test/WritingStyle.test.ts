import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import * as WritingStyle from "../src/WritingStyle.ts"
import { guide, prescan, samples, validReply } from "./support.ts"

const decodeInput = Schema.decodeUnknownResult(WritingStyle.WritingStyleInput)
const decodeOutput = Schema.decodeUnknownResult(WritingStyle.WritingStyleOutput)
const failure = (result: Result.Result<unknown, Schema.SchemaError>) =>
  Result.isFailure(result) ? result.failure.message : "decoded"

describe("WritingStyle", () => {
  it("decodes each lane's input, and a missing or unknown task (the model routes it)", () => {
    for (const input of [
      { task: "discover", samples, prescan },
      { task: "codify", samples, upstream: "Plain and warm.", channel: "docs", register: "neutral" },
      { task: "enforce", samples, guide },
      { task: "enforce", samples, guide: "# House style\n\n- Use short sentences." },
      { samples },
      { task: "make it better", samples, audience: "a".repeat(199), notes: "n".repeat(1199) }
    ])
      assert.isTrue(Result.isSuccess(decodeInput(input)), JSON.stringify(input).slice(0, 80))
  })

  it("refuses the spec's limits and names the field", () => {
    assert.include(failure(decodeInput({ task: "discover", samples, audience: "a".repeat(200) })), '["audience"]')
    assert.include(failure(decodeInput({ task: "discover", samples, notes: "n".repeat(1200) })), '["notes"]')
    assert.include(failure(decodeInput({ task: "discover" })), '["samples"]')
    assert.include(failure(decodeInput({ task: "discover", samples, channel: "blog" })), '["channel"]')
    assert.include(failure(decodeInput({ task: "discover", samples, register: "casual" })), '["register"]')
    assert.include(failure(decodeInput({ task: "discover", samples: "  \n" })), '["samples"]')
    assert.include(failure(decodeInput({ task: "discover", samples, prescan: { words: 3 } })), '["prescan"]')
  })

  it("needs a usable guide for enforce", () => {
    assert.include(failure(decodeInput({ task: "enforce", samples })), '["guide"]')
    const duplicate = JSON.stringify({
      rules: [
        { id: "R-1", rule: "a" },
        { id: "R-1", rule: "b" }
      ]
    })
    assert.include(failure(decodeInput({ task: "enforce", samples, guide: duplicate })), "not unique")
    assert.include(failure(decodeInput({ task: "enforce", samples, guide: '{"rules": []}' })), "non-empty rules")
    assert.include(
      failure(decodeInput({ task: "enforce", samples, guide: '{"rules": [{"id": "", "rule": "a"}]}' })),
      "non-empty string id"
    )
    assert.include(
      failure(decodeInput({ task: "enforce", samples, guide: '{"rules": [{"id": "R-1"}]}' })),
      "string rule"
    )
    assert.include(failure(decodeInput({ task: "enforce", samples, guide: "{not json" })), "does not parse")
  })

  it("decodes a reply of each lane; every key is required, empties included", () => {
    for (const lane of WritingStyle.lanes) assert.isTrue(Result.isSuccess(decodeOutput(validReply(lane))), lane)
    for (const key of Object.keys(validReply("discover"))) {
      const { [key]: _, ...rest } = validReply("discover") as Record<string, unknown>
      assert.include(failure(decodeOutput(rest)), `["${key}"]`, key)
    }
    assert.isTrue(Result.isSuccess(decodeOutput({ ...validReply("discover"), artifact_json: {} })))
    assert.isTrue(Result.isFailure(decodeOutput({ ...validReply("discover"), artifact_json: { kind: "other" } })))
    assert.isTrue(Result.isFailure(decodeOutput({ ...validReply("discover"), questions: null })))
  })

  it("applies the output limits: title under 80, headline under 160", () => {
    assert.isTrue(
      Result.isSuccess(decodeOutput({ ...validReply("discover"), title: "t".repeat(79), headline: "h".repeat(159) }))
    )
    assert.include(failure(decodeOutput({ ...validReply("discover"), title: "t".repeat(80) })), '["title"]')
    assert.include(failure(decodeOutput({ ...validReply("discover"), headline: "h".repeat(160) })), '["headline"]')
  })

  it("reads a JSON guide with guideProblem, and leaves Markdown alone", () => {
    assert.isUndefined(WritingStyle.guideProblem(guide))
    assert.isUndefined(WritingStyle.guideProblem("# Guide"))
    assert.deepStrictEqual(WritingStyle.guideProblem('{"rules": [{"id": 1, "rule": "a"}]}')?.path, ["rules", 0, "id"])
  })
})
