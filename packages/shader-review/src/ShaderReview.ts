/**
 * The shader review app's wire contract (spec 3): the slug, the four lanes, the input
 * object a client sends and the output object the model returns, the ten check names of
 * each lane in their fixed order, and the spec's limits. The output carries exactly one
 * lane block (`repair`, `walkthrough`, `budget` or `port`); the validators check which.
 *
 * ```ts
 * import { ShaderReview } from "@vouch/shader-review"
 * import { Schema } from "effect"
 *
 * const input = Schema.decodeUnknownSync(ShaderReview.ShaderReviewInput)({ task: "diagnose", shader: "void main() {}" })
 * ```
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { limits as specLimits } from "./internal/limits.ts"

/**
 * The slug a client sends to `POST /guest`.
 *
 * @category constants
 * @since 0.1.0
 */
export const slug = "shader-review"

/**
 * The lanes.
 *
 * @category constants
 * @since 0.1.0
 */
export const lanes = ["diagnose", "explain", "optimize", "port"] as const

/**
 * @category models
 * @since 0.1.0
 */
export type Lane = (typeof lanes)[number]

/**
 * Whether a `task` names a lane (anything else is routed by the model, see `Prompts`).
 *
 * @category validation
 * @since 0.1.0
 */
export const isLane = (task: unknown): task is Lane =>
  task === "diagnose" || task === "explain" || task === "optimize" || task === "port"

/**
 * The `target` values: WebGL 1 (GLSL ES 1.00), WebGL 2 (GLSL ES 3.00), the shader
 * playground (`shadertoy`: `mainImage(out vec4, in vec2)` with its uniforms), the web 3D
 * library (`threejs`: a material fragment), or `''` (for port: a material of the web 3D
 * library).
 *
 * @category constants
 * @since 0.1.0
 */
export const targets = ["webgl1", "webgl2", "shadertoy", "threejs", ""] as const

/**
 * @category models
 * @since 0.1.0
 */
export type Target = (typeof targets)[number]

/**
 * The spec's limits ("under N characters" is at most N - 1), and the sizes it leaves
 * open, decided here.
 *
 * @category constants
 * @since 0.1.0
 */
export const limits = specLimits

/**
 * The verdicts each lane may give.
 *
 * @category constants
 * @since 0.1.0
 */
export const verdicts = {
  diagnose: ["compiles", "fixable", "broken"],
  explain: ["clear", "dense", "obscure"],
  optimize: ["lean", "tunable", "expensive"],
  port: ["direct", "adapted", "blocked"]
} as const

/**
 * The ten check names of each lane, in the fixed order a reply lists them.
 *
 * @category constants
 * @since 0.1.0
 */
export const checkNames: Readonly<Record<Lane, ReadonlyArray<string>>> = {
  diagnose: [
    "compile errors",
    "version and dialect",
    "precision qualifiers",
    "declaration completeness",
    "type correctness",
    "uniform and interpolant wiring",
    "entry point shape",
    "loop and branch legality",
    "sampler usage",
    "undefined behaviour"
  ],
  explain: [
    "entry point",
    "coordinate space",
    "uniform contract",
    "core technique",
    "helper functions",
    "colour pipeline",
    "animation",
    "control flow",
    "constants and magic numbers",
    "output range"
  ],
  optimize: [
    "texture fetches",
    "transcendental calls",
    "loop bounds",
    "branch divergence",
    "precision choice",
    "redundant computation",
    "normalize and length",
    "step budget",
    "dependent texture reads",
    "early exit"
  ],
  port: [
    "dialect translation",
    "entry point rewrite",
    "uniform mapping",
    "interpolant wiring",
    "texture sampling calls",
    "output variable",
    "precision declarations",
    "built-in substitutions",
    "host glue completeness",
    "behavioural differences"
  ]
}

/**
 * The lane block key of each lane.
 *
 * @category constants
 * @since 0.1.0
 */
export const blockKeys = { diagnose: "repair", explain: "walkthrough", optimize: "budget", port: "port" } as const

/**
 * @category constants
 * @since 0.1.0
 */
export const severities = ["critical", "high", "medium", "low"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const checkStatuses = ["pass", "warn", "fail", "n/a"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const confidences = ["certain", "likely", "guess"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const visuals = ["none", "subtle", "visible"] as const

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/**
 * The input object (the request body itself). `task` and `shader` are required (a
 * refusal's `error.details` names the field); an unrecognised `task` is decoded and
 * routed by the model.
 *
 * @category models
 * @since 0.1.0
 */
export const ShaderReviewInput = Schema.Struct({
  task: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(limits.task)),
  shader: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(limits.shaderSent)),
  vertex: Schema.optionalKey(text(limits.vertex)),
  target: Schema.optionalKey(Schema.Literals(targets)),
  symptom: Schema.optionalKey(text(limits.symptom)),
  carryover: Schema.optionalKey(text(limits.carryover)),
  facts: Schema.optionalKey(text(limits.facts))
}).check(
  Schema.makeFilter((input) =>
    input.shader.trim() === "" ? { path: ["shader"], issue: "shader must not be blank" } : undefined
  )
)

/**
 * @category models
 * @since 0.1.0
 */
export type ShaderReviewInput = typeof ShaderReviewInput.Type

/**
 * One check: `{name, status, note}`. A `fail` check's note cites the finding it stands
 * for by id (`SD-nnn`).
 *
 * @category models
 * @since 0.1.0
 */
export const Check = Schema.Struct({ name: Schema.String, status: Schema.Literals(checkStatuses), note: Schema.String })

/**
 * One finding: `{id, severity, title, where, why, fix, snippet}`. The link to its check
 * is the check's note, which cites the finding's id (decided; see the validators).
 *
 * @category models
 * @since 0.1.0
 */
export const Finding = Schema.Struct({
  id: Schema.String,
  severity: Schema.Literals(severities),
  title: Schema.String,
  where: Schema.String,
  why: Schema.String,
  fix: Schema.String,
  snippet: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const Coverage = Schema.Struct({ flag: Schema.String, handled: Schema.Boolean, note: Schema.String })

/**
 * The diagnose lane's block.
 *
 * @category models
 * @since 0.1.0
 */
export const Repair = Schema.Struct({
  ready: Schema.Boolean,
  fixes: Schema.Array(
    Schema.Struct({
      line: Schema.Int,
      problem: Schema.String,
      change: Schema.String,
      confidence: Schema.Literals(confidences)
    })
  ),
  patched_source: Schema.String,
  still_open: Schema.Array(Schema.String),
  note: Schema.String
})

/**
 * The explain lane's block.
 *
 * @category models
 * @since 0.1.0
 */
export const Walkthrough = Schema.Struct({
  technique: Schema.String,
  one_liner: Schema.String,
  sections: Schema.Array(
    Schema.Struct({ lines: Schema.String, title: Schema.String, what: Schema.String, math: Schema.String })
  ),
  uniforms: Schema.Array(
    Schema.Struct({ name: Schema.String, type: Schema.String, means: Schema.String, typical: Schema.String })
  ),
  knobs: Schema.Array(
    Schema.Struct({ name: Schema.String, line: Schema.Int, effect: Schema.String, try: Schema.String })
  ),
  note: Schema.String
})

/**
 * The optimize lane's block.
 *
 * @category models
 * @since 0.1.0
 */
export const Budget = Schema.Struct({
  cost_now: Schema.String,
  cost_after: Schema.String,
  reduction_pct: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: limits.reductionPct })),
  basis: Schema.String,
  visual_change: Schema.Literals(visuals),
  wins: Schema.Array(
    Schema.Struct({
      action: Schema.String,
      where: Schema.String,
      saves: Schema.String,
      effort: Schema.String,
      visual: Schema.Literals(visuals),
      before: Schema.String,
      after: Schema.String
    })
  ),
  note: Schema.String
})

/**
 * The port lane's block.
 *
 * @category models
 * @since 0.1.0
 */
export const Port = Schema.Struct({
  target: Schema.String,
  fragment_shader: Schema.String,
  vertex_shader: Schema.String,
  host_glue: Schema.String,
  uniform_map: Schema.Array(
    Schema.Struct({ from: Schema.String, to: Schema.String, type: Schema.String, host_value: Schema.String })
  ),
  caveats: Schema.Array(Schema.String),
  note: Schema.String
})

/**
 * The reply object. The lane blocks are optional keys here; the validators require
 * exactly the one of the reply's lane.
 *
 * @category models
 * @since 0.1.0
 */
export const ShaderReviewOutput = Schema.Struct({
  lane: Schema.Literals(lanes),
  shader_name: Schema.String,
  verdict: Schema.Literals([...verdicts.diagnose, ...verdicts.explain, ...verdicts.optimize, ...verdicts.port]),
  headline: text(limits.headline),
  overview: Schema.String,
  checks: Schema.Array(Check),
  findings: Schema.Array(Finding),
  coverage_check: Schema.Array(Coverage),
  next_steps: Schema.Array(Schema.String),
  repair: Schema.optionalKey(Repair),
  walkthrough: Schema.optionalKey(Walkthrough),
  budget: Schema.optionalKey(Budget),
  port: Schema.optionalKey(Port)
})

/**
 * @category models
 * @since 0.1.0
 */
export type ShaderReviewOutput = typeof ShaderReviewOutput.Type

/**
 * The schemas as Standard Schema v1 validators.
 *
 * @category models
 * @since 0.1.0
 */
export const StandardInput = Schema.toStandardSchemaV1(ShaderReviewInput)

/**
 * @category models
 * @since 0.1.0
 */
export const StandardOutput = Schema.toStandardSchemaV1(ShaderReviewOutput)
