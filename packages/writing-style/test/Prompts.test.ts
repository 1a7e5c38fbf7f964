import { assert, describe, it } from "@effect/vitest"
import * as Prompts from "../src/Prompts.ts"
import { guide, prescan, samples } from "./support.ts"

describe("Prompts", () => {
  it("caps each lane's output, the largest for a routed task", () => {
    assert.deepStrictEqual(Prompts.outputCaps, { discover: 6000, codify: 8000, enforce: 12000 })
    assert.strictEqual(Prompts.outputCap("codify"), 8000)
    assert.strictEqual(Prompts.outputCap(undefined), 12000)
    assert.strictEqual(Prompts.outputCap("tidy my prose"), 12000)
  })

  it("asks for one JSON object with every key, and the lane's instructions only", () => {
    for (const lane of ["discover", "codify", "enforce"] as const) {
      const system = Prompts.system(lane)
      assert.include(system, "ONE JSON object")
      assert.include(system, `Lane: ${lane}.`)
      for (const other of ["discover", "codify", "enforce"].filter((name) => name !== lane))
        assert.notInclude(system, `Lane: ${other}.`)
    }
    assert.include(Prompts.system("discover"), "rules MUST be []")
    assert.include(Prompts.system("codify"), "every artifact_json.rules[].id matches a rules[].id")
    assert.include(Prompts.system("enforce"), "mirrors findings one for one")
  })

  it("routes a missing or unknown task: the closest lane, named in lane and in summary's first sentence, never blended", () => {
    for (const task of [undefined, "voice check"]) {
      const system = Prompts.system(task)
      assert.include(system, "Pick the ONE closest lane")
      assert.include(system, "never blend two lanes")
      assert.include(system, 'first sentence of "summary"')
    }
  })

  it("sends the fields in labelled blocks, the flags to answer, and the guide only to enforce", () => {
    const enforce = Prompts.prompt({
      task: "enforce",
      samples,
      guide,
      prescan,
      audience: "developers",
      notes: "Be blunt."
    })
    assert.strictEqual(enforce.maxOutputTokens, 12000)
    assert.strictEqual(enforce.messages.length, 1)
    const message = enforce.messages[0]!.content
    assert.include(message, 'TASK: "enforce"')
    assert.include(message, "FLAGS TO ANSWER IN coverage_check: exclamations")
    assert.include(message, `GUIDE:\n<<<\n${guide}\n>>>`)
    assert.include(message, `SAMPLES:\n<<<\n${samples}\n>>>`)
    assert.include(message, "NOTES:\n<<<\nBe blunt.\n>>>")
    const discover = Prompts.userMessage({ task: "discover", samples, guide })
    assert.notInclude(discover, "GUIDE:")
    assert.include(discover, 'PRESCAN: {"flags":[]}')
    assert.include(discover, "none (coverage_check is [])")
    const retry = Prompts.prompt({ task: "discover", samples }, { retryNote: "rules must be []" })
    assert.include(retry.messages[0]!.content, "RETRY NOTE:\n<<<\nrules must be []\n>>>")
  })
})
