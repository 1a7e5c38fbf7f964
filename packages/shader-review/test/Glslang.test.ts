import { assert, describe, it } from "@effect/vitest"
import type { Compiled, Compiler, Stage } from "../src/GlslReader.ts"
import * as Glslang from "../src/node/Glslang.ts"

// A fallback that records what reaches it.
const recording = () => {
  const calls: Array<Stage> = []
  const compiler: Compiler = {
    name: "fallback 1.0",
    compile: (_unit: string, stage: Stage): Compiled => {
      calls.push(stage)
      return { checker: "fallback 1.0", diagnostics: [] }
    }
  }
  return { calls, compiler }
}

const broken = "void main() { gl_FragColor = vec4(1.0) }\n"

describe("Glslang.compilerOr", () => {
  it("is glslang where glslang runs, the fallback never reached", () => {
    const fallback = recording()
    const chosen = Glslang.compilerOr(fallback.compiler)
    const glslang = Glslang.compiler()
    if (glslang === undefined) {
      // Not x64 or no binary: everything goes to the fallback.
      assert.strictEqual(chosen.name, "fallback 1.0")
      chosen.compile(broken, "fragment")
      assert.deepStrictEqual(fallback.calls, ["fragment"])
      return
    }
    assert.strictEqual(chosen.name, glslang.name)
    const compiled = chosen.compile(broken, "fragment")
    assert.deepStrictEqual(compiled, glslang.compile(broken, "fragment"))
    assert.isTrue(compiled?.diagnostics.some((diagnostic) => diagnostic.severity === "error" && diagnostic.line === 1))
    assert.deepStrictEqual(fallback.calls, [])
  })

})
