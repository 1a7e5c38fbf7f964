import { assert, describe, it } from "@effect/vitest"
import type { ModelProvider } from "@vouch/models"
import { Validators } from "@vouch/shader-review"
import * as Glslang from "@vouch/shader-review/node/Glslang"
import { Schema } from "effect"
import { Review, ShaderReviewApp, ShaderReviewScript } from "../src/index.ts"

const decode = Schema.decodeUnknownSync(ShaderReviewApp.Input)
const compiler = Glslang.compiler()
const { review } = ShaderReviewApp.make({ compiler })

const shader = `void mainImage(out vec4 fragColor, in vec2 fragCoord) {
  vec2 uv = fragCoord / iResolution.xy;
  float wave = pow(uv.x - 0.5, 2.0);
  fragColor = vec4(uv, wave + 0.5 * sin(iTime), 1.0);
}`

const requestOf = (input: ShaderReviewApp.Input, retryNote?: string): ModelProvider.Request => ({
  model: "scripted-1",
  ...review.prompt(Review.prepared(review, input), { retryNote }),
  maxOutputTokens: 14_000
})

const problemsOf = (input: ShaderReviewApp.Input, text: string) =>
  review.check(text, Review.prepared(review, input)).problems

describe("ShaderReviewScript", () => {
  it("plays each lane, and a routed task, with replies that pass every validator", () => {
    for (const task of ["diagnose", "explain", "optimize", "port", "make it faster"]) {
      const input = decode({ task, shader, target: "shadertoy" })
      const text = ShaderReviewScript.player(requestOf(input))
      assert.isDefined(text)
      assert.deepStrictEqual(problemsOf(input, text!), [], task)
    }
    assert.strictEqual(
      JSON.parse(ShaderReviewScript.player(requestOf(decode({ task: "frame rate", shader })))!).lane,
      "optimize"
    )
  })

  it("breaks on request, and the validators name the broken invariants", () => {
    const broken = decode({ task: "diagnose", shader, target: "shadertoy", symptom: "[[review:break]]" })
    const rules = problemsOf(broken, ShaderReviewScript.player(requestOf(broken))!).map((problem) => problem.rule)
    assert.include(rules, "checks-ten-in-order")
    assert.include(rules, "coverage-every-flag-in-order")
    const port = decode({ task: "port", shader, target: "shadertoy", symptom: "[[review:break-port]]" })
    const portRules = problemsOf(port, ShaderReviewScript.player(requestOf(port))!).map((problem) => problem.rule)
    assert.include(portRules, "port-interpolants-match")
    assert.include(portRules, "port-glue-javascript")
  })

  it("runs glslang once for one source across the four lanes' prescans, prompts, retries and checks", {
    skip: compiler === undefined
  }, () => {
    // A source no other test compiled (the cache is per process).
    const fresh = `// reuse ${Math.random()}\n${shader}`
    const before = Glslang.runs()
    for (const task of ["diagnose", "explain", "optimize", "port"]) {
      const input = decode({ task, shader: fresh, target: "shadertoy" })
      const text = ShaderReviewScript.player(requestOf(input))!
      assert.isDefined(
        Review.retryPrompt(review, Review.prepared(review, input), [{ path: "", rule: "r", message: "m" }])
      )
      if (task === "explain" || task === "optimize") assert.deepStrictEqual(problemsOf(input, text), [], task)
    }
    assert.strictEqual(Glslang.runs() - before, 1)
  })

  it("compiles the patched source: ready on a source that does not compile is refused", {
    skip: compiler === undefined
  }, () => {
    const lying = decode({ task: "diagnose", shader, target: "shadertoy", symptom: "[[review:lie-ready]]" })
    const text = ShaderReviewScript.player(requestOf(lying))!
    assert.include(
      problemsOf(lying, text).map((problem) => problem.rule),
      "repair-ready-compiles"
    )
    // Without the compiler the claim cannot be checked.
    assert.notInclude(
      Validators.check(text, Review.prepared(review, lying)).problems.map((problem) => problem.rule),
      "repair-ready-compiles"
    )
  })
})
