import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import * as AppForm from "../src/AppForm.ts"
import * as PromptTemplate from "../src/PromptTemplate.ts"

const form = {
  type: "object",
  properties: {
    topic: { type: "string", title: "Topic", maxLength: 20 },
    tone: { type: "string", enum: ["calm", "playful"] },
    lines: { type: "integer", minimum: 1, maximum: 10 },
    rhyme: { type: "boolean" }
  },
  required: ["topic"]
}

const failure = (value: unknown) => {
  const parsed = AppForm.parse(value)
  assert.isTrue(Result.isFailure(parsed), JSON.stringify(value))
  return Result.isFailure(parsed) ? parsed.failure : ""
}

describe("AppForm", () => {
  it("accepts the subset and builds an input schema with its types, bounds and required fields", () => {
    const parsed = AppForm.parse(form)
    assert.isTrue(Result.isSuccess(parsed))
    if (!Result.isSuccess(parsed)) return
    const decode = Schema.decodeUnknownResult(AppForm.inputSchema(parsed.success))
    const good = decode({ topic: "rain", tone: "calm", lines: 3, rhyme: true, $model: "fast", extra: "dropped" })
    assert.deepStrictEqual(Result.getOrThrow(good), {
      $model: "fast",
      topic: "rain",
      tone: "calm",
      lines: 3,
      rhyme: true
    })
    for (const bad of [
      {},
      { topic: "x".repeat(21) },
      { topic: "rain", tone: "angry" },
      { topic: "rain", lines: 0 },
      { topic: "rain", lines: 2.5 },
      { topic: "rain", rhyme: "yes" },
      { topic: 3 }
    ])
      assert.isTrue(Result.isFailure(decode(bad)), JSON.stringify(bad))
  })

  it("caps free text at 4,000 characters when the form says nothing", () => {
    const parsed = Result.getOrThrow(AppForm.parse({ type: "object", properties: { text: { type: "string" } } }))
    const decode = Schema.decodeUnknownResult(AppForm.inputSchema(parsed))
    assert.isTrue(Result.isSuccess(decode({ text: "x".repeat(4_000) })))
    assert.isTrue(Result.isFailure(decode({ text: "x".repeat(4_001) })))
    assert.isTrue(Result.isSuccess(decode({})), "an optional property may be absent")
  })

  it("refuses what is outside the subset, naming where", () => {
    assert.include(failure({ ...form, additionalProperties: false }), '"additionalProperties"')
    assert.include(
      failure({ type: "object", properties: { a: { type: "string", pattern: "^x" } } }),
      '"properties.a.pattern"'
    )
    assert.include(failure({ type: "object", properties: { a: { type: "array" } } }), "not valid")
    assert.include(failure({ type: "object", properties: { A: { type: "string" } } }), '"properties.A"')
    assert.include(failure({ type: "object", properties: {} }), "at least one property")
    assert.include(failure({ ...form, required: ["nope"] }), '"nope"')
    assert.include(
      failure({ type: "object", properties: { a: { type: "string", minLength: 5, maxLength: 2 } } }),
      "minLength is above maxLength"
    )
    assert.include(
      failure({ type: "object", properties: { a: { type: "integer", minimum: 5, maximum: 2 } } }),
      "minimum is above maximum"
    )
    assert.include(failure({ type: "object", properties: { a: { type: "string", maxLength: 20_001 } } }), "not valid")
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`p${index}`, { type: "boolean" }]))
    assert.include(failure({ type: "object", properties: many }), "more than 20")
  })
})

describe("PromptTemplate", () => {
  it("replaces each placeholder by the input's value, once, without evaluating what it inserts", () => {
    assert.strictEqual(
      PromptTemplate.render("About {{topic}} in {{ lines }} lines{{rhyme}}: {{missing}}.", {
        topic: "{{lines}}",
        lines: 3,
        rhyme: false
      }),
      "About {{lines}} in 3 linesfalse: ."
    )
  })

  it("checks the placeholders against the form's properties", () => {
    assert.isTrue(Result.isSuccess(PromptTemplate.check("About {{topic}}", ["topic"])))
    const unknown = PromptTemplate.check("About {{subject}} and {{topic}}", ["topic"])
    assert.isTrue(Result.isFailure(unknown))
    if (Result.isFailure(unknown)) assert.include(unknown.failure, "{{subject}}")
    assert.isTrue(Result.isFailure(PromptTemplate.check("  ", ["topic"])))
    assert.isTrue(Result.isFailure(PromptTemplate.check("x".repeat(20_001), ["topic"])))
  })
})
