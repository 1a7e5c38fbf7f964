import { assert, describe, it } from "@effect/vitest"
import { GlslReader, ShaderReview, Validators } from "../src/index.ts"
import * as Glslang from "../src/node/Glslang.ts"

const shader = `precision mediump float;
uniform sampler2D uImage;
varying vec2 vUv;
void main() {
  vec4 sum = vec4(0.0);
  for (int i = 0; i < 4; i++) {
    sum += texture2D(uImage, vUv + vec2(float(i) * 0.01, 0.0));
  }
  gl_FragColor = pow(sum, vec4(2.2));
}`
const facts = GlslReader.facts(shader, { target: "webgl1" })
const context: Validators.Context = { task: "diagnose", shader, target: "webgl1", facts }
const compiler = Glslang.compiler()

type Reply = Record<string, unknown> & ShaderReview.ShaderReviewOutput

const base = (lane: ShaderReview.Lane): Reply => ({
  lane,
  shader_name: "Four-tap blur",
  verdict: ShaderReview.verdicts[lane][0],
  headline: "A four-tap blur that reads its texture four times.",
  overview: "The shader blurs horizontally. It reads the texture four times.",
  checks: ShaderReview.checkNames[lane].map((name) => ({ name, status: "pass" as const, note: "" })),
  findings: [],
  coverage_check: GlslReader.flagIds(facts).map((flag) => ({ flag, handled: true, note: "" })),
  next_steps: []
})

const blocks = {
  diagnose: { repair: { ready: true, fixes: [], patched_source: shader, still_open: [], note: "" } },
  explain: {
    walkthrough: {
      technique: "box blur",
      one_liner: "Averages four taps.",
      sections: [
        { lines: "1-3", title: "Declarations", what: "", math: "" },
        { lines: "4-10", title: "main", what: "", math: "" }
      ],
      uniforms: [],
      knobs: [1, 2, 3].map((line) => ({ name: `k${line}`, line, effect: "", try: "" })),
      note: ""
    }
  },
  optimize: {
    budget: {
      cost_now: "texture=4 transcendental=1 normalize=0 length=0 loop_iterations=4",
      cost_after: "texture=2",
      reduction_pct: 50,
      basis: "",
      visual_change: "subtle",
      wins: [],
      note: ""
    }
  },
  port: {
    port: {
      target: "threejs",
      fragment_shader:
        "uniform sampler2D uImage;\nvarying vec2 vUv;\nvoid main() { gl_FragColor = texture2D(uImage, vUv); }",
      vertex_shader:
        "varying vec2 vUv;\nvoid main() { vUv = uv; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }",
      host_glue: "const material = new THREE.ShaderMaterial({ uniforms: { uImage: { value: texture } } })",
      uniform_map: [{ from: "uImage", to: "uImage", type: "sampler2D", host_value: "texture" }],
      caveats: [],
      note: ""
    }
  }
} as const

const valid = (lane: ShaderReview.Lane): Reply => ({ ...base(lane), ...blocks[lane] }) as Reply
// The context names the reply's lane as the task unless a test says otherwise.
const rulesOf = (reply: unknown, at?: Validators.Context) =>
  Validators.validate(reply, at ?? { ...context, task: (reply as Reply).lane }).map((problem) => problem.rule)

describe("Validators", () => {
  it("passes a valid reply of each lane", () => {
    for (const lane of ShaderReview.lanes) assert.deepStrictEqual(rulesOf(valid(lane)), [], lane)
  })

  it("refuses a reply of the wrong shape through the Schema (headline >= 120, reduction_pct over 95)", () => {
    assert.include(rulesOf({ ...valid("explain"), headline: "x".repeat(120) }), "schema")
    assert.include(
      rulesOf({ ...valid("optimize"), budget: { ...blocks.optimize.budget, reduction_pct: 96 } }),
      "schema"
    )
    assert.include(
      rulesOf({ ...valid("optimize"), budget: { ...blocks.optimize.budget, reduction_pct: 12.5 } }),
      "schema"
    )
  })

  const failing: ReadonlyArray<readonly [string, () => unknown, Validators.Context?]> = [
    ["lane-matches-task", () => valid("explain"), { ...context, task: "diagnose" }],
    ["lane-named-in-overview", () => valid("explain"), { ...context, task: "what is this" }],
    ["verdict-fits-lane", () => ({ ...valid("explain"), verdict: "lean" })],
    ["overview-sentences", () => ({ ...valid("explain"), overview: "One sentence only." })],
    ["no-measured-facts-stated", () => valid("explain"), { task: "explain", shader }],
    ["checks-ten-in-order", () => ({ ...valid("explain"), checks: [...base("explain").checks].reverse() })],
    [
      "finding-ids-sequential",
      () => ({
        ...valid("explain"),
        findings: [{ id: "SD-002", severity: "low", title: "", where: "", why: "", fix: "", snippet: "" }]
      })
    ],
    [
      "findings-most-severe-first",
      () => ({
        ...valid("explain"),
        findings: [
          { id: "SD-001", severity: "low", title: "", where: "", why: "", fix: "", snippet: "" },
          { id: "SD-002", severity: "medium", title: "", where: "", why: "", fix: "", snippet: "" }
        ]
      })
    ],
    [
      "fail-check-has-finding",
      () => ({
        ...valid("explain"),
        checks: base("explain").checks.map((c, i) => (i === 0 ? { ...c, status: "fail" } : c))
      })
    ],
    [
      "severe-finding-has-check",
      () => ({
        ...valid("explain"),
        findings: [{ id: "SD-001", severity: "high", title: "", where: "", why: "", fix: "", snippet: "" }]
      })
    ],
    [
      "code-pasteable",
      () => ({
        ...valid("explain"),
        findings: [
          { id: "SD-001", severity: "low", title: "", where: "", why: "", fix: "", snippet: "```glsl\nfloat x;\n```" }
        ]
      })
    ],
    [
      "coverage-every-flag-in-order",
      () => ({ ...valid("explain"), coverage_check: [{ flag: "GX-099", handled: true, note: "" }] })
    ],
    ["one-lane-block", () => ({ ...valid("explain"), ...blocks.optimize })],
    [
      "repair-certain-only",
      () => ({
        ...valid("diagnose"),
        repair: {
          ...blocks.diagnose.repair,
          fixes: [{ line: 9, problem: "", change: "gl_FragColor = sum * 0.25;", confidence: "likely" }],
          patched_source: shader.replace("gl_FragColor = pow(sum, vec4(2.2));", "gl_FragColor = sum * 0.25;")
        }
      })
    ],
    [
      "repair-ready-compiles",
      () => ({ ...valid("diagnose"), repair: { ...blocks.diagnose.repair, patched_source: "" } })
    ],
    [
      "walkthrough-knobs-count",
      () => ({
        ...valid("explain"),
        walkthrough: { ...blocks.explain.walkthrough, knobs: blocks.explain.walkthrough.knobs.slice(0, 2) }
      })
    ],
    [
      "walkthrough-sections-cover",
      () => ({
        ...valid("explain"),
        walkthrough: {
          ...blocks.explain.walkthrough,
          sections: [
            { lines: "1-5", title: "", what: "", math: "" },
            { lines: "4-10", title: "", what: "", math: "" }
          ]
        }
      })
    ],
    [
      "budget-cost-now-agrees",
      () => ({ ...valid("optimize"), budget: { ...blocks.optimize.budget, cost_now: "texture=2" } })
    ],
    [
      "port-interpolants-match",
      () => ({
        ...valid("port"),
        port: { ...blocks.port.port, vertex_shader: "void main() { gl_Position = vec4(position, 1.0); }" }
      })
    ],
    [
      "port-glue-javascript",
      () => ({ ...valid("port"), port: { ...blocks.port.port, host_glue: "const material = new (" } })
    ],
    [
      "port-glue-names-uniforms",
      () => ({ ...valid("port"), port: { ...blocks.port.port, host_glue: "const material = 1" } })
    ]
  ]

  for (const [rule, reply, at] of failing)
    it(`${rule}: a failing example`, () => {
      assert.include(rulesOf(reply(), at), rule)
    })

  it("every rule has a failing example here", () => {
    const covered = new Set(failing.map(([rule]) => rule))
    for (const rule of Validators.rules)
      if (rule.id !== "port-shaders-compile") assert.isTrue(covered.has(rule.id), rule.id)
  })

  it("accepts host glue written as a module", () => {
    assert.isTrue(Validators.parsesAsJavaScript('import * as THREE from "three"\nexport const m = await load()\n'))
  })

  it.skipIf(compiler === undefined)("compiles repair.patched_source and the port's shaders with glslang", () => {
    const broken = {
      ...valid("diagnose"),
      repair: { ...blocks.diagnose.repair, patched_source: `${shader}\nfloat = ;` }
    }
    assert.include(rulesOf(broken, { ...context, compiler }), "repair-ready-compiles")
    assert.notInclude(rulesOf(valid("diagnose"), { ...context, compiler }), "repair-ready-compiles")
    assert.deepStrictEqual(rulesOf(valid("port"), { ...context, task: "port", compiler }), [])
    const port = {
      ...valid("port"),
      port: { ...blocks.port.port, fragment_shader: `${blocks.port.port.fragment_shader}\nvec3 = 1;` }
    }
    assert.include(rulesOf(port, { ...context, task: "port", compiler }), "port-shaders-compile")
  })
})
