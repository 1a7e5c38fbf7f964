import { readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { GlslReader } from "../src/index.ts"
import * as Glslang from "../src/node/Glslang.ts"

const corpus = (name: string) => readFileSync(join(import.meta.dirname, "corpus", name), "utf8")
const ids = (reading: GlslReader.Reading) => reading.flags.map((flag) => flag.id)
const compiler = Glslang.compiler()

describe("GlslReader on the corpus", () => {
  it("reads a playground sphere tracer: entry point, loop bound, per-fragment cost through the call graph", () => {
    const reading = GlslReader.read(corpus("raymarch.frag"), { target: "shadertoy" })
    assert.isTrue(reading.readable)
    assert.strictEqual(reading.host, "shadertoy")
    assert.strictEqual(reading.entry?.shape, "void mainImage(out vec4 fragColor, in vec2 fragCoord)")
    assert.deepStrictEqual(reading.loops, [
      { line: 28, kind: "for", index: "i", from: 0, to: 64, trips: 64, constant: true, depth: 0 }
    ])
    assert.deepStrictEqual(reading.cost, {
      texture: 0,
      transcendental: 1,
      normalize: 3,
      length: 70,
      loop_iterations: 64
    })
    assert.deepStrictEqual(reading.sites.nonUniformBranches, [30, 34])
    assert.deepStrictEqual(ids(reading), ["GX-011"])
  })

  it("reads a WebGL 1 blur: a fetch in a constant loop, the loop index as a constant-index expression", () => {
    const reading = GlslReader.read(corpus("blur.frag"), { target: "webgl1" })
    assert.strictEqual(reading.version, "100")
    assert.deepStrictEqual(reading.precision, [{ precision: "mediump", type: "float", line: 2 }])
    assert.deepStrictEqual(
      reading.uniforms.map((uniform) => `${uniform.name}:${uniform.type}:${uniform.line}`),
      ["uImage:sampler2D:4", "uTexelSize:vec2:5"]
    )
    assert.strictEqual(reading.cost.texture, 9)
    assert.deepStrictEqual(ids(reading), ["GX-006"])
  })

  it("reads a web 3D library material with its vertex shader: interpolants agree", () => {
    const reading = GlslReader.read(corpus("material.frag"), { target: "threejs", vertex: corpus("material.vert") })
    assert.strictEqual(reading.host, "threejs")
    assert.deepStrictEqual(
      reading.interpolants.map((interpolant) => interpolant.name),
      ["vUv", "vNormal", "vViewPosition"]
    )
    assert.notInclude(ids(reading), "GX-020")
    assert.notInclude(ids(reading), "GX-002")
    // A vertex shader that does not write vNormal is caught.
    const broken = corpus("material.vert").replace("  vNormal = normalMatrix * normal;\n", "")
    const mismatched = GlslReader.read(corpus("material.frag"), { target: "threejs", vertex: broken })
    assert.include(ids(mismatched), "GX-020")
  })

  it("flags the deliberately broken shaders", () => {
    assert.deepStrictEqual(ids(GlslReader.read(corpus("broken-es300-dialect.frag"), { target: "webgl2" })), ["GX-002"])
    assert.deepStrictEqual(ids(GlslReader.read(corpus("broken-webgl1-loop.frag"), { target: "webgl1" })), [
      "GX-003",
      "GX-004",
      "GX-006",
      "GX-007",
      "GX-009",
      "GX-016",
      "GX-018"
    ])
    const unbounded = GlslReader.read(corpus("broken-unbounded.frag"), { target: "webgl1" })
    assert.deepStrictEqual(ids(unbounded), ["GX-004", "GX-012", "GX-014", "GX-015", "GX-019"])
    assert.isUndefined(unbounded.cost.loop_iterations)
  })

  it("raises GX-008 for a dynamic index in an ES 1.00 fragment, not for a loop index", () => {
    const source = `precision mediump float;
uniform vec4 palette[4];
uniform float uPick;
void main() {
  int k = int(uPick);
  gl_FragColor = palette[k];
}`
    assert.include(ids(GlslReader.read(source, { target: "webgl1" })), "GX-008")
    assert.notInclude(ids(GlslReader.read(source.replace("palette[k]", "palette[2]"), { target: "webgl1" })), "GX-008")
  })

  it("says when it cannot read the source: no measured facts", () => {
    const facts = GlslReader.facts("void main() { if (x) {", { target: "webgl1" })
    assert.match(facts, /UNREADABLE: .*unbalanced braces.*no measured facts/)
    assert.isTrue(GlslReader.unreadable(facts))
    assert.notMatch(facts, /^COST/m)
  })

  it("renders the facts block with the COST line and FLAGS RAISED, and reads them back", () => {
    const facts = GlslReader.facts(corpus("blur.frag"), { target: "webgl1" })
    assert.include(facts, "LOOPS: line 15 for i in [0, 9) constant, 9 iterations, depth 0")
    assert.include(facts, "COST per fragment: texture=9 transcendental=0 normalize=0 length=0 loop_iterations=9")
    assert.deepStrictEqual(GlslReader.flagIds(facts), ["GX-006"])
    assert.strictEqual(GlslReader.costOf(facts).get("texture"), 9)
  })

  it("wraps a playground source in its prelude followed by #line, keeping #version first", () => {
    const { unit } = GlslReader.unitOf("void mainImage(out vec4 c, in vec2 f) { c = vec4(1.0); }", {
      target: "shadertoy"
    })
    assert.isTrue(unit.startsWith("#version 300 es\n"))
    assert.match(unit, /\n#line 1\nvoid mainImage/)
    const own = GlslReader.unitOf("#version 300 es\nvoid mainImage(out vec4 c, in vec2 f) { c = vec4(1.0); }")
    assert.match(own.unit, /^#version 300 es\n[\s\S]*\n#line 2\nvoid mainImage/)
  })

  it("never throws and is deterministic on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const first = GlslReader.facts(text)
        assert.strictEqual(GlslReader.facts(text), first)
      })
    )
  })
})

// Public shaders (licences and upstream commits in corpus/SOURCES.md); every expectation was
// checked by reading the file.
const uniformsOf = (reading: GlslReader.Reading) =>
  reading.uniforms.map((uniform) => `${uniform.name}:${uniform.type}:${uniform.line}`)
const noCost = { texture: 0, transcendental: 0, normalize: 0, length: 0, loop_iterations: 0 }

describe("GlslReader on the public corpus", () => {
  it("reads the web 3D library's luminosity high-pass with its vertex shader", () => {
    const reading = GlslReader.read(corpus("public-threejs-luminosity-high-pass.frag"), {
      target: "threejs",
      vertex: corpus("public-threejs-luminosity-high-pass.vert")
    })
    assert.isTrue(reading.readable)
    assert.strictEqual(reading.host, "threejs")
    assert.deepStrictEqual(reading.entry, { shape: "void main()", line: 10 })
    assert.deepStrictEqual(uniformsOf(reading), [
      "tDiffuse:sampler2D:2",
      "defaultColor:vec3:3",
      "defaultOpacity:float:4",
      "luminosityThreshold:float:5",
      "smoothWidth:float:6"
    ])
    assert.deepStrictEqual(
      reading.interpolants.map((interpolant) => interpolant.name),
      ["vUv"]
    )
    assert.deepStrictEqual(reading.cost, { ...noCost, texture: 1 })
    assert.deepStrictEqual(ids(reading), [])
  })

  it("reads the web 3D library's horizontal blur: nine unrolled fetches, no loop", () => {
    const reading = GlslReader.read(corpus("public-threejs-horizontal-blur.frag"), { target: "threejs" })
    assert.deepStrictEqual(uniformsOf(reading), ["tDiffuse:sampler2D:2", "h:float:3"])
    assert.deepStrictEqual(reading.loops, [])
    assert.deepStrictEqual(reading.cost, { ...noCost, texture: 9 })
    assert.deepStrictEqual(reading.sites.nonUniformBranches, [])
    assert.deepStrictEqual(ids(reading), [])
  })

  it("reads the web 3D library's convolution: a loop bound through its injected #define, a fetch in it", () => {
    const reading = GlslReader.read(corpus("public-threejs-convolution.frag"), { target: "threejs" })
    assert.deepStrictEqual(reading.loops, [
      { line: 17, kind: "for", index: "i", from: 0, to: 25, trips: 25, constant: true, depth: 0 }
    ])
    assert.deepStrictEqual(
      reading.uniforms.map((uniform) => `${uniform.name}:${uniform.line}`),
      ["cKernel:5", "tDiffuse:7", "uImageIncrement:8"]
    )
    assert.deepStrictEqual(reading.cost, { ...noCost, texture: 25, loop_iterations: 25 })
    assert.deepStrictEqual(
      reading.flags.map((flag) => `${flag.id}@${flag.line}`),
      ["GX-006@19"]
    )
  })

  it("reads WebGL 1 simplex noise: no fetch, no loop, an unguarded highp in the added header", () => {
    const reading = GlslReader.read(corpus("public-webgl-noise-simplex2d.frag"), { target: "webgl1" })
    assert.strictEqual(reading.version, "100")
    assert.deepStrictEqual(reading.entry, { shape: "void main()", line: 79 })
    assert.deepStrictEqual(reading.precision, [{ precision: "highp", type: "float", line: 2 }])
    assert.deepStrictEqual(uniformsOf(reading), ["uTime:float:3"])
    assert.deepStrictEqual(reading.loops, [])
    assert.deepStrictEqual(reading.cost, noCost)
    assert.deepStrictEqual(
      reading.flags.map((flag) => `${flag.id}@${flag.line}`),
      ["GX-014@2"]
    )
  })

  it("reads WebGL 2 simplex noise under #version 300 es: no dialect flag", () => {
    const reading = GlslReader.read(corpus("public-webgl-noise-simplex3d-es300.frag"), { target: "webgl2" })
    assert.strictEqual(reading.version, "300 es")
    assert.deepStrictEqual(reading.entry, { shape: "void main()", line: 113 })
    assert.deepStrictEqual(uniformsOf(reading), ["uTime:float:4"])
    assert.deepStrictEqual(
      reading.interpolants.map((interpolant) => interpolant.name),
      ["vPosition"]
    )
    assert.deepStrictEqual(reading.cost, noCost)
    assert.deepStrictEqual(ids(reading), [])
  })

  it("reads periodic classic noise as a playground mainImage", () => {
    const reading = GlslReader.read(corpus("public-webgl-noise-classic2d-playground.frag"), { target: "shadertoy" })
    assert.strictEqual(reading.host, "shadertoy")
    assert.deepStrictEqual(reading.entry, {
      shape: "void mainImage(out vec4 fragColor, in vec2 fragCoord)",
      line: 108
    })
    assert.deepStrictEqual(uniformsOf(reading), [])
    assert.deepStrictEqual(reading.cost, noCost)
    assert.deepStrictEqual(ids(reading), [])
  })
})

describe.skipIf(compiler === undefined)("GlslReader with glslang", () => {
  it("reports glslang's diagnostics on the lines of the source as sent, and names the checker", () => {
    const facts = GlslReader.facts(corpus("broken-es300-dialect.frag"), { target: "webgl2", compiler })
    assert.match(facts, /^COMPILER: glslang 11\.7\.0: 2 error\(s\)/m)
    assert.include(facts, "- line 6 error: 'gl_FragColor' : undeclared identifier")
    const playground = GlslReader.read("void mainImage(out vec4 c, in vec2 f) {\n  c = vec4(missing);\n}", {
      target: "shadertoy",
      compiler
    })
    assert.deepStrictEqual(playground.compiled?.diagnostics, [
      { line: 2, severity: "error", message: "'missing' : undeclared identifier" }
    ])
    assert.strictEqual(playground.flags[0]?.id, "GX-001")
  })

  it("compiles every clean corpus shader under its host", () => {
    for (const [name, target] of [
      ["raymarch.frag", "shadertoy"],
      ["blur.frag", "webgl1"],
      ["material.frag", "threejs"],
      ["public-threejs-luminosity-high-pass.frag", "threejs"],
      ["public-threejs-horizontal-blur.frag", "threejs"],
      ["public-threejs-convolution.frag", "threejs"],
      ["public-webgl-noise-simplex2d.frag", "webgl1"],
      ["public-webgl-noise-simplex3d-es300.frag", "webgl2"],
      ["public-webgl-noise-classic2d-playground.frag", "shadertoy"]
    ] as const)
      assert.deepStrictEqual(GlslReader.read(corpus(name), { target, compiler }).compiled?.diagnostics, [], name)
    for (const name of ["material.vert", "public-threejs-luminosity-high-pass.vert"]) {
      const vertex = GlslReader.unitOf(corpus(name), { stage: "vertex", target: "threejs" }).unit
      assert.deepStrictEqual(compiler!.compile(vertex, "vertex")?.diagnostics, [], name)
    }
  })
})
