import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import * as Glslx from "../src/checker/Glslx.ts"
import { GlslReader } from "../src/index.ts"
import * as Glslang from "../src/node/Glslang.ts"

const corpus = (name: string) => readFileSync(join(import.meta.dirname, "corpus", name), "utf8")
const glslang = Glslang.compiler()

// Each corpus file with its stage and target, and the lines (of the file as sent) of the
// errors checked by hand; the same lines glslang reports, where it reports them.
const files = [
  { file: "raymarch.frag", stage: "fragment", target: "shadertoy", errors: [] },
  { file: "blur.frag", stage: "fragment", target: "webgl1", errors: [] },
  { file: "material.frag", stage: "fragment", target: "threejs", errors: [] },
  { file: "material.vert", stage: "vertex", target: "threejs", errors: [] },
  { file: "public-threejs-luminosity-high-pass.frag", stage: "fragment", target: "threejs", errors: [] },
  { file: "public-threejs-luminosity-high-pass.vert", stage: "vertex", target: "threejs", errors: [] },
  { file: "public-threejs-horizontal-blur.frag", stage: "fragment", target: "threejs", errors: [] },
  { file: "public-threejs-convolution.frag", stage: "fragment", target: "threejs", errors: [] },
  { file: "public-webgl-noise-simplex2d.frag", stage: "fragment", target: "webgl1", errors: [] },
  { file: "public-webgl-noise-simplex3d-es300.frag", stage: "fragment", target: "webgl2", errors: [] },
  { file: "public-webgl-noise-classic2d-playground.frag", stage: "fragment", target: "shadertoy", errors: [] },
  { file: "broken-es300-dialect.frag", stage: "fragment", target: "webgl2", errors: [6] },
  { file: "broken-playground.frag", stage: "fragment", target: "shadertoy", errors: [7, 8] },
  { file: "broken-types.frag", stage: "fragment", target: "webgl1", errors: [12, 13, 14] }
] as const

const errorLines = (compiled: GlslReader.Compiled | undefined) => [
  ...new Set(
    (compiled?.diagnostics ?? [])
      .filter((diagnostic) => diagnostic.severity === "error")
      .map((diagnostic) => diagnostic.line)
  )
]

describe("Glslx, the pure JavaScript checker", () => {
  it("names the installed glslx version", () => {
    const installed = createRequire(import.meta.url)("glslx/package.json") as { version: string }
    assert.strictEqual(Glslx.version, `glslx ${installed.version}`)
  })

  for (const { file, stage, target, errors } of files)
    it(`reports the errors of ${file} on the lines of the source as sent: ${errors.join(", ") || "none"}`, () => {
      const { unit } = GlslReader.unitOf(corpus(file), { stage, target })
      assert.deepStrictEqual(errorLines(Glslx.compile(unit, stage)), [...errors])
    })

  it.skipIf(glslang === undefined)("agrees with glslang on the lines of every error both report", () => {
    let compared = 0
    for (const { file, stage, target } of files) {
      const { unit } = GlslReader.unitOf(corpus(file), { stage, target })
      const ours = errorLines(Glslx.compile(unit, stage))
      const theirs = errorLines(glslang!.compile(unit, stage))
      if (ours.length === 0 || theirs.length === 0) continue
      assert.deepStrictEqual(ours, theirs, file)
      compared++
    }
    assert.strictEqual(compared, 3)
  })

  it("sees through the preprocessor: an inactive branch's type error is not reported", () => {
    const source =
      "#define BROKEN 0\nvoid main() {\n#if BROKEN\n  float x = vec2(1.0);\n#endif\n  gl_FragColor = vec4(1.0);\n}"
    assert.deepStrictEqual(Glslx.compile(source).diagnostics, [])
    const broken = source.replace("#define BROKEN 0", "#define BROKEN 1")
    assert.deepStrictEqual(errorLines(Glslx.compile(broken)), [4])
  })

  it("reports what the preprocessor refuses as errors", () => {
    const compiled = Glslx.compile("void main() {}\n#error not for this target\n")
    assert.deepStrictEqual(compiled.diagnostics, [
      { line: 2, severity: "error", message: "#error not for this target" }
    ])
  })

  it("is named in the facts, which raise GX-001 on its errors", () => {
    const facts = GlslReader.facts(corpus("broken-playground.frag"), { target: "shadertoy", compiler: Glslx.compiler })
    assert.include(facts, "COMPILER: glslx 0.4.5: 2 error(s), 0 warning(s)")
    assert.include(facts, "- line 7 error:")
    assert.deepStrictEqual(GlslReader.flagIds(facts).slice(0, 1), ["GX-001"])
  })
})
