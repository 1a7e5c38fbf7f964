/**
 * The writing-style app's wire contract (spec 3): the slug, the three lanes, the input
 * object a client sends and the output object the model returns, with the spec's limits.
 * Every output key is always present; an empty section is `[]`, `''` or `{}`.
 *
 * ```ts
 * import { WritingStyle } from "@vouch/writing-style"
 * import { Schema } from "effect"
 *
 * const input = Schema.decodeUnknownSync(WritingStyle.WritingStyleInput)({ task: "discover", samples: "We ship on Fridays." })
 * ```
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * The slug a client sends to `POST /guest`.
 *
 * @category constants
 * @since 0.1.0
 */
export const slug = "writing-style"

/**
 * The lanes, in the order a chain runs them.
 *
 * @category constants
 * @since 0.1.0
 */
export const lanes = ["discover", "codify", "enforce"] as const

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
export const isLane = (task: unknown): task is Lane => task === "discover" || task === "codify" || task === "enforce"

/**
 * The spec's limits ("under N characters" is at most N - 1 UTF-16 code units), and the
 * sizes the spec does not state, decided here (`samples`, `guide`, `upstream`, `task`,
 * the prescan flags).
 *
 * @category constants
 * @since 0.1.0
 */
export const limits = {
  /** Spec: under 200 characters. */
  audience: 199,
  /** Spec: under 1200 characters. */
  notes: 1199,
  /** Spec: output `title` under 80 characters. */
  title: 79,
  /** Spec: output `headline`, one sentence under 160 characters. */
  headline: 159,
  /** Decided: the work object, about 25 000 words. */
  samples: 150_000,
  /** Decided: a style guide as Markdown or style_rules JSON. */
  guide: 60_000,
  /** Decided: the previous lane's digest. */
  upstream: 20_000,
  /** Decided: an unrecognised task is free text, kept short. */
  task: 100,
  /** Decided: at most this many prescan flags, each id at most 64 characters. */
  flags: 100,
  flagId: 64
} as const

/**
 * @category constants
 * @since 0.1.0
 */
export const channels = ["general", "web", "product", "docs", "email", "social", "support"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const registers = ["auto", "formal", "neutral", "conversational", "playful"] as const

/**
 * The verdicts each lane may give.
 *
 * @category constants
 * @since 0.1.0
 */
export const verdicts = {
  discover: ["distinct", "emerging", "generic", "inconsistent"],
  codify: ["ready", "provisional", "needs-input"],
  enforce: ["on-voice", "drifting", "off-voice"]
} as const

/**
 * The `artifact_json.kind` each lane writes.
 *
 * @category constants
 * @since 0.1.0
 */
export const artifactKinds = { discover: "voice_profile", codify: "style_rules", enforce: "voice_report" } as const

/**
 * @category constants
 * @since 0.1.0
 */
export const ruleCategories = ["voice", "structure", "mechanics", "terminology", "formatting", "inclusion"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const severities = ["critical", "high", "medium", "low"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const coverageStatuses = ["confirmed", "cleared", "not-applicable"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const confidences = ["high", "medium", "low"] as const

/**
 * A finding's `rule_id` when no rule of the guide covers it.
 *
 * @category constants
 * @since 0.1.0
 */
export const unwrittenRuleId = "unwritten"

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/**
 * One prescan flag as sent: `{id, severity}`.
 *
 * @category models
 * @since 0.1.0
 */
export const PrescanFlag = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(limits.flagId)),
  severity: text(20)
})

/**
 * The client's measurements (`prescan`): `flags` always (an empty array when none fire),
 * and the measurement fields the spec names, each optional. Other fields are dropped.
 *
 * @category models
 * @since 0.1.0
 */
export const Prescan = Schema.Struct({
  samples: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  words: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  reading_grade: Schema.optionalKey(Schema.Finite),
  masked_values: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  flags: Schema.Array(PrescanFlag).check(Schema.isMaxLength(limits.flags))
})

/**
 * @category models
 * @since 0.1.0
 */
export type Prescan = typeof Prescan.Type

/**
 * A guide sent as JSON (the `style_rules` object of a codify reply, as a string) and
 * what is wrong with it, if anything: the spec wants an object whose `rules` array is
 * non-empty and whose entries each have a unique string `id` and a string `rule`.
 * `undefined` when the guide is Markdown (does not start with `{`) or is fine.
 *
 * @category validation
 * @since 0.1.0
 */
export const guideProblem = (
  guide: string
): { readonly path: ReadonlyArray<string | number>; readonly message: string } | undefined => {
  const start = guide.trimStart()
  if (!start.startsWith("{")) return undefined
  let value: unknown
  try {
    value = JSON.parse(start)
  } catch {
    return {
      path: [],
      message: "a guide that starts with { must be the style_rules JSON object, and it does not parse"
    }
  }
  return styleRulesProblem(value)
}

/**
 * What makes a value unusable as a guide (see `guideProblem`), or `undefined`.
 *
 * @category validation
 * @since 0.1.0
 */
export const styleRulesProblem = (
  value: unknown
): { readonly path: ReadonlyArray<string | number>; readonly message: string } | undefined => {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { path: [], message: "a JSON guide must be an object" }
  const rules = (value as { readonly rules?: unknown }).rules
  if (!Array.isArray(rules) || rules.length === 0)
    return { path: ["rules"], message: "a JSON guide needs a non-empty rules array" }
  const seen = new Set<string>()
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index] as { readonly id?: unknown; readonly rule?: unknown } | null
    if (typeof rule !== "object" || rule === null)
      return { path: ["rules", index], message: "each rule must be an object" }
    if (typeof rule.id !== "string" || rule.id.trim() === "")
      return { path: ["rules", index, "id"], message: "each rule needs a non-empty string id" }
    if (seen.has(rule.id)) return { path: ["rules", index, "id"], message: `rule id ${rule.id} is not unique` }
    seen.add(rule.id)
    if (typeof rule.rule !== "string")
      return { path: ["rules", index, "rule"], message: "each rule needs a string rule" }
  }
  return undefined
}

/**
 * The input object (the request body itself). `task` may be missing or unrecognised:
 * the model then picks the closest lane. `enforce` needs a `guide`; a guide that starts
 * with `{` must be a usable style_rules object. The `error.details` of a refusal name
 * the field.
 *
 * @category models
 * @since 0.1.0
 */
export const WritingStyleInput = Schema.Struct({
  task: Schema.optionalKey(text(limits.task)),
  samples: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(limits.samples)),
  guide: Schema.optionalKey(text(limits.guide)),
  audience: Schema.optionalKey(text(limits.audience)),
  channel: Schema.optionalKey(Schema.Literals(channels)),
  register: Schema.optionalKey(Schema.Literals(registers)),
  notes: Schema.optionalKey(text(limits.notes)),
  prescan: Schema.optionalKey(Prescan),
  upstream: Schema.optionalKey(text(limits.upstream))
}).check(
  Schema.makeFilter((input) => {
    if (input.samples.trim() === "") return { path: ["samples"], issue: "samples must not be blank" }
    if (input.task === "enforce" && (input.guide === undefined || input.guide.trim() === ""))
      return { path: ["guide"], issue: "the enforce lane needs a guide (Markdown or the style_rules JSON)" }
    if (input.guide !== undefined) {
      const problem = guideProblem(input.guide)
      if (problem !== undefined) return { path: ["guide", ...problem.path], issue: problem.message }
    }
    return undefined
  })
)

/**
 * @category models
 * @since 0.1.0
 */
export type WritingStyleInput = typeof WritingStyleInput.Type

/**
 * @category models
 * @since 0.1.0
 */
export const Trait = Schema.Struct({
  name: Schema.String,
  value: Schema.String,
  /** A verbatim span of the input. */
  evidence: Schema.String,
  confidence: Schema.Literals(confidences)
})

/**
 * @category models
 * @since 0.1.0
 */
export const Rule = Schema.Struct({
  id: Schema.String,
  category: Schema.Literals(ruleCategories),
  rule: Schema.String,
  do: Schema.String,
  dont: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const Term = Schema.Struct({
  term: Schema.String,
  use: Schema.String,
  avoid: Schema.String,
  note: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const Finding = Schema.Struct({
  id: Schema.String,
  severity: Schema.Literals(severities),
  /** A rule id of the guide, or `unwritten`. */
  rule_id: Schema.String,
  quote: Schema.String,
  why: Schema.String,
  /** `''` when the span should be deleted. */
  rewrite: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const Coverage = Schema.Struct({
  flag_id: Schema.String,
  status: Schema.Literals(coverageStatuses),
  note: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const VoiceProfile = Schema.Struct({
  kind: Schema.Literal("voice_profile"),
  dimensions: Schema.Array(Schema.Unknown),
  vocabulary: Schema.Struct({ prefer: Schema.Array(Schema.String), avoid: Schema.Array(Schema.String) }),
  never: Schema.Array(Schema.String)
})

const Mechanic = Schema.Union([Schema.String, Schema.Boolean])

/**
 * The guide a codify reply writes, and what enforce reads from `guide` (as a JSON string).
 *
 * @category models
 * @since 0.1.0
 */
export const StyleRules = Schema.Struct({
  kind: Schema.Literal("style_rules"),
  version: Schema.Literal("1"),
  principles: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, statement: Schema.String })),
  rules: Schema.Array(Rule),
  terminology: Schema.Array(Schema.Struct({ term: Schema.String, use: Schema.String, avoid: Schema.String })),
  mechanics: Schema.Struct({
    contractions: Mechanic,
    oxford_comma: Mechanic,
    headings: Mechanic,
    numbers: Mechanic,
    dates: Mechanic,
    person: Mechanic,
    exclamations: Mechanic
  })
})

/**
 * @category models
 * @since 0.1.0
 */
export const VoiceReport = Schema.Struct({
  kind: Schema.Literal("voice_report"),
  score: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  on_voice: Schema.Boolean,
  violations: Schema.Array(
    Schema.Struct({
      rule_id: Schema.String,
      severity: Schema.Literals(severities),
      quote: Schema.String,
      rewrite: Schema.String
    })
  )
})

/**
 * `{}`: an empty `artifact_json`.
 *
 * @category models
 * @since 0.1.0
 */
export const EmptyObject = Schema.Record(Schema.String, Schema.Never)

/**
 * @category models
 * @since 0.1.0
 */
export const ArtifactJson = Schema.Union([VoiceProfile, StyleRules, VoiceReport, EmptyObject])

/**
 * The reply object. The same keys in every lane, every key always present.
 *
 * @category models
 * @since 0.1.0
 */
export const WritingStyleOutput = Schema.Struct({
  lane: Schema.Literals(lanes),
  title: text(limits.title),
  verdict: Schema.Literals([...verdicts.discover, ...verdicts.codify, ...verdicts.enforce]),
  headline: text(limits.headline),
  summary: Schema.String,
  traits: Schema.Array(Trait),
  rules: Schema.Array(Rule),
  terms: Schema.Array(Term),
  findings: Schema.Array(Finding),
  artifact: Schema.String,
  artifact_json: ArtifactJson,
  coverage_check: Schema.Array(Coverage),
  questions: Schema.Array(Schema.String),
  confidence: Schema.Literals(confidences)
})

/**
 * @category models
 * @since 0.1.0
 */
export type WritingStyleOutput = typeof WritingStyleOutput.Type

/**
 * The schemas as Standard Schema v1 validators, for libraries that speak it.
 *
 * @category models
 * @since 0.1.0
 */
export const StandardInput = Schema.toStandardSchemaV1(WritingStyleInput)

/**
 * @category models
 * @since 0.1.0
 */
export const StandardOutput = Schema.toStandardSchemaV1(WritingStyleOutput)
