/**
 * The validators of a writing-style reply: the output Schema, then every invariant of
 * spec 3 as a named rule. Pure functions, the same in a browser and on the server; each
 * returns problems `{path, rule, message}` (none: the reply passes).
 *
 * ```ts
 * import { Validators } from "@vouch/writing-style"
 *
 * const { review, problems } = Validators.check(replyText, { task: "discover", samples, prescan })
 * ```
 *
 * @since 0.1.0
 */
import { ReplyCheck } from "@vouch/json-repair"
import { Schema, SchemaIssue } from "effect"
import { sentencesOf } from "./ProseReader.ts"
import {
  artifactKinds,
  isLane,
  type Lane,
  styleRulesProblem,
  unwrittenRuleId,
  verdicts,
  type WritingStyleInput,
  WritingStyleOutput
} from "./WritingStyle.ts"

/**
 * One thing wrong with a reply: where (a dotted path such as `coverage_check.2.flag_id`,
 * `''` for the whole reply), which rule, and what.
 *
 * @category models
 * @since 0.1.0
 */
export type Problem = ReplyCheck.Problem

/**
 * What a rule may read of the request: the fields as sent (after masking).
 *
 * @category models
 * @since 0.1.0
 */
export type Context = Partial<Pick<WritingStyleInput, "task" | "samples" | "guide" | "prescan">>

/**
 * A named invariant. `check` runs on a reply that passed the Schema.
 *
 * @category models
 * @since 0.1.0
 */
export interface Rule {
  readonly id: string
  readonly description: string
  readonly check: (reply: WritingStyleOutput, context: Context) => ReadonlyArray<Problem>
}

const problem = (path: string, rule: string, message: string): Problem => ({ path, rule, message })

// Verbatim comparison tolerates what a JSON round trip and a model's typography change:
// runs of white space, curly quotes, and "..." joining two spans.
const normalise = (text: string): string =>
  text
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201f]/g, '"')
    .replace(/\s+/g, " ")
    .trim()

const verbatimIn = (haystack: string, quote: string): boolean => {
  const parts = normalise(quote)
    .split(/\s*(?:\.\.\.|…)\s*/)
    .filter((part) => part !== "")
  if (parts.length === 0) return false
  let from = 0
  for (const part of parts) {
    const at = haystack.indexOf(part, from)
    if (at === -1) return false
    from = at + part.length
  }
  return true
}

const normalisedSamples = new WeakMap<Context, string>()
const samplesOf = (context: Context): string | undefined => {
  if (context.samples === undefined) return undefined
  let cached = normalisedSamples.get(context)
  if (cached === undefined) {
    cached = normalise(context.samples)
    normalisedSamples.set(context, cached)
  }
  return cached
}

// Rule ids a JSON guide defines, or undefined for a Markdown guide.
const guideRuleIds = (guide: string | undefined): ReadonlySet<string> | undefined => {
  if (guide === undefined || !guide.trimStart().startsWith("{")) return undefined
  try {
    const value = JSON.parse(guide) as { readonly rules?: ReadonlyArray<{ readonly id?: unknown }> }
    if (!Array.isArray(value.rules)) return undefined
    return new Set(value.rules.flatMap((rule) => (typeof rule?.id === "string" ? [rule.id] : [])))
  } catch {
    return undefined
  }
}

const duplicates = (ids: ReadonlyArray<string>, path: string, rule: string, what: string): Array<Problem> => {
  const problems: Array<Problem> = []
  const seen = new Set<string>()
  ids.forEach((id, index) => {
    if (id.trim() === "") problems.push(problem(`${path}.${index}.id`, rule, `${what} id is empty`))
    else if (seen.has(id))
      problems.push(problem(`${path}.${index}.id`, rule, `${what} id ${id} appears more than once`))
    seen.add(id)
  })
  return problems
}

/**
 * Every named rule, in the order `validate` runs them.
 *
 * @category validation
 * @since 0.1.0
 */
export const rules: ReadonlyArray<Rule> = [
  {
    id: "lane-matches-task",
    description: "When `task` names a lane, the reply answers that lane.",
    check: (reply, context) =>
      isLane(context.task) && reply.lane !== context.task
        ? [problem("lane", "lane-matches-task", `task was ${context.task} but the reply answers ${reply.lane}`)]
        : []
  },
  {
    id: "lane-named-in-summary",
    description:
      "When `task` is missing or unrecognised, the first sentence of `summary` names the lane chosen (lanes are never blended).",
    check: (reply, context) => {
      if (isLane(context.task)) return []
      const first = sentencesOf(reply.summary)[0] ?? ""
      return first.toLowerCase().includes(reply.lane)
        ? []
        : [
            problem(
              "summary",
              "lane-named-in-summary",
              `the first sentence of summary must name the lane chosen (${reply.lane})`
            )
          ]
    }
  },
  {
    id: "verdict-fits-lane",
    description: "`verdict` is one of the lane's verdicts.",
    check: (reply) =>
      (verdicts[reply.lane] as ReadonlyArray<string>).includes(reply.verdict)
        ? []
        : [
            problem(
              "verdict",
              "verdict-fits-lane",
              `${reply.verdict} is not a ${reply.lane} verdict (${verdicts[reply.lane].join(", ")})`
            )
          ]
  },
  {
    id: "artifact-kind-fits-lane",
    description: "`artifact_json` is the lane's kind (voice_profile, style_rules, voice_report) or `{}`.",
    check: (reply) => {
      const kind = (reply.artifact_json as { readonly kind?: string }).kind
      return kind === undefined || kind === artifactKinds[reply.lane]
        ? []
        : [
            problem(
              "artifact_json.kind",
              "artifact-kind-fits-lane",
              `${reply.lane} writes ${artifactKinds[reply.lane]}, not ${kind}`
            )
          ]
    }
  },
  {
    id: "discover-rules-empty",
    description: "Lane invariant 1: in discover, `rules` is empty.",
    check: (reply) =>
      reply.lane === "discover" && reply.rules.length > 0
        ? [problem("rules", "discover-rules-empty", "discover writes no rules: rules must be []")]
        : []
  },
  {
    id: "codify-artifact-rules-match",
    description: "Lane invariant 2: in codify, every `artifact_json.rules[].id` matches a `rules[].id`.",
    check: (reply) => {
      if (reply.lane !== "codify" || !("rules" in reply.artifact_json)) return []
      const ids = new Set(reply.rules.map((rule) => rule.id))
      return reply.artifact_json.rules.flatMap((rule, index) =>
        ids.has(rule.id)
          ? []
          : [
              problem(
                `artifact_json.rules.${index}.id`,
                "codify-artifact-rules-match",
                `${rule.id} is not the id of any rules[] entry`
              )
            ]
      )
    }
  },
  {
    id: "enforce-violations-mirror-findings",
    description:
      "Lane invariant 3: in enforce, `artifact_json.violations` mirrors `findings` one for one (same order, same rule_id, severity, quote and rewrite).",
    check: (reply) => {
      if (reply.lane !== "enforce") return []
      const violations = "violations" in reply.artifact_json ? reply.artifact_json.violations : []
      const problems: Array<Problem> = []
      if (violations.length !== reply.findings.length)
        problems.push(
          problem(
            "artifact_json.violations",
            "enforce-violations-mirror-findings",
            `${violations.length} violations for ${reply.findings.length} findings`
          )
        )
      const shared = Math.min(violations.length, reply.findings.length)
      for (let index = 0; index < shared; index++) {
        const violation = violations[index]!
        const finding = reply.findings[index]!
        for (const field of ["rule_id", "severity", "quote", "rewrite"] as const)
          if (violation[field] !== finding[field])
            problems.push(
              problem(
                `artifact_json.violations.${index}.${field}`,
                "enforce-violations-mirror-findings",
                `differs from findings.${index}.${field}`
              )
            )
      }
      return problems
    }
  },
  {
    id: "rule-ids-unique",
    description: "Rule ids in `rules` and in `artifact_json.rules` are non-empty and unique.",
    check: (reply) => [
      ...duplicates(
        reply.rules.map((rule) => rule.id),
        "rules",
        "rule-ids-unique",
        "rule"
      ),
      ...("rules" in reply.artifact_json
        ? duplicates(
            reply.artifact_json.rules.map((rule) => rule.id),
            "artifact_json.rules",
            "rule-ids-unique",
            "rule"
          )
        : [])
    ]
  },
  {
    id: "codify-guide-usable",
    description:
      "In codify, `artifact_json` is a style_rules object usable as enforce's `guide`: a non-empty `rules` array (unless the verdict is needs-input).",
    check: (reply) => {
      if (reply.lane !== "codify" || reply.verdict === "needs-input") return []
      if (!("rules" in reply.artifact_json))
        return [
          problem("artifact_json", "codify-guide-usable", "codify must write the style_rules object in artifact_json")
        ]
      const issue = styleRulesProblem(reply.artifact_json)
      return issue === undefined || issue.message.includes("unique")
        ? []
        : [problem(["artifact_json", ...issue.path].join("."), "codify-guide-usable", issue.message)]
    }
  },
  {
    id: "finding-ids-unique",
    description: "Finding ids are non-empty and unique.",
    check: (reply) =>
      duplicates(
        reply.findings.map((finding) => finding.id),
        "findings",
        "finding-ids-unique",
        "finding"
      )
  },
  {
    id: "finding-rule-known",
    description: "With a style_rules JSON guide, each finding's `rule_id` is a rule id of the guide or `unwritten`.",
    check: (reply, context) => {
      const known = guideRuleIds(context.guide)
      if (known === undefined) return []
      return reply.findings.flatMap((finding, index) =>
        finding.rule_id === unwrittenRuleId || known.has(finding.rule_id)
          ? []
          : [
              problem(
                `findings.${index}.rule_id`,
                "finding-rule-known",
                `${finding.rule_id} is not a rule of the guide (use unwritten)`
              )
            ]
      )
    }
  },
  {
    id: "coverage-answers-every-flag",
    description: "Every id of `prescan.flags` is answered in `coverage_check`.",
    check: (reply, context) => {
      const answered = new Set(reply.coverage_check.map((entry) => entry.flag_id))
      return (context.prescan?.flags ?? []).flatMap((flag) =>
        answered.has(flag.id)
          ? []
          : [problem("coverage_check", "coverage-answers-every-flag", `flag ${flag.id} is not answered`)]
      )
    }
  },
  {
    id: "coverage-flags-sent",
    description: "`coverage_check` answers only flags that were sent (one entry per prescan flag id; none invented).",
    check: (reply, context) => {
      const sent = new Set((context.prescan?.flags ?? []).map((flag) => flag.id))
      return reply.coverage_check.flatMap((entry, index) =>
        sent.has(entry.flag_id)
          ? []
          : [problem(`coverage_check.${index}.flag_id`, "coverage-flags-sent", `flag ${entry.flag_id} was not sent`)]
      )
    }
  },
  {
    id: "coverage-once",
    description: "Each flag id appears once in `coverage_check`.",
    check: (reply) => {
      const seen = new Set<string>()
      return reply.coverage_check.flatMap((entry, index) => {
        const repeated = seen.has(entry.flag_id)
        seen.add(entry.flag_id)
        return repeated
          ? [problem(`coverage_check.${index}.flag_id`, "coverage-once", `flag ${entry.flag_id} is answered twice`)]
          : []
      })
    }
  },
  {
    id: "summary-sentences",
    description: "`summary` has two to four sentences.",
    check: (reply) => {
      const count = sentencesOf(reply.summary).length
      return count >= 2 && count <= 4
        ? []
        : [problem("summary", "summary-sentences", `summary has ${count} sentences; it needs two to four`)]
    }
  },
  {
    id: "headline-one-sentence",
    description: "`headline` is one sentence.",
    check: (reply) => {
      const count = sentencesOf(reply.headline).length
      return count === 1
        ? []
        : [problem("headline", "headline-one-sentence", `headline has ${count} sentences; it needs one`)]
    }
  },
  {
    id: "evidence-verbatim",
    description:
      "Each trait's `evidence` is a verbatim span of `samples` (white space and curly quotes aside; `...` may join spans).",
    check: (reply, context) => {
      const samples = samplesOf(context)
      if (samples === undefined) return []
      return reply.traits.flatMap((trait, index) =>
        trait.evidence === "" || verbatimIn(samples, trait.evidence)
          ? []
          : [problem(`traits.${index}.evidence`, "evidence-verbatim", "evidence is not a verbatim span of the samples")]
      )
    }
  },
  {
    id: "quote-verbatim",
    description: "In enforce, each finding's `quote` is a verbatim span of the draft.",
    check: (reply, context) => {
      const samples = samplesOf(context)
      if (samples === undefined || reply.lane !== "enforce") return []
      return reply.findings.flatMap((finding, index) =>
        verbatimIn(samples, finding.quote)
          ? []
          : [problem(`findings.${index}.quote`, "quote-verbatim", "quote is not a verbatim span of the draft")]
      )
    }
  },
  {
    id: "no-none-placeholder",
    description: "An empty section is `''`, `[]` or `{}`, never the string 'none' (or 'n/a', 'null').",
    check: (reply) => {
      const placeholder = (text: string) => {
        const lower = text.trim().toLowerCase()
        return lower === "none" || lower === "n/a" || lower === "null"
      }
      const problems: Array<Problem> = []
      for (const key of ["title", "headline", "summary", "artifact"] as const)
        if (placeholder(reply[key]))
          problems.push(problem(key, "no-none-placeholder", `${key} is '${reply[key]}'; use ''`))
      reply.questions.forEach((question, index) => {
        if (placeholder(question))
          problems.push(problem(`questions.${index}`, "no-none-placeholder", "use [] for no questions"))
      })
      return problems
    }
  }
]

const decodeOutput = Schema.decodeUnknownResult(WritingStyleOutput, { errors: "all" })
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const pathOf = (segments: ReadonlyArray<unknown> | undefined): string =>
  (segments ?? [])
    .map((segment) =>
      typeof segment === "object" && segment !== null && "key" in segment
        ? String((segment as { key: unknown }).key)
        : String(segment)
    )
    .join(".")

/**
 * The Schema's problems (rule `schema`), one per issue; none when the reply decodes.
 *
 * @category validation
 * @since 0.1.0
 */
export const schemaProblems = (
  reply: unknown
): { readonly output?: WritingStyleOutput; readonly problems: ReadonlyArray<Problem> } => {
  const decoded = decodeOutput(reply)
  if (decoded._tag === "Success") return { output: decoded.success, problems: [] }
  return {
    problems: formatIssues(decoded.failure.issue).issues.map((issue) =>
      problem(pathOf(issue.path), "schema", issue.message)
    )
  }
}

/**
 * Validates a parsed reply: the Schema first; when it passes, every rule. Problems in
 * rule order.
 *
 * @category validation
 * @since 0.1.0
 */
export const validate = (reply: unknown, context: Context = {}): ReadonlyArray<Problem> => {
  const decoded = schemaProblems(reply)
  if (decoded.output === undefined) return decoded.problems
  const problems: Array<Problem> = []
  for (const rule of rules) for (const found of rule.check(decoded.output, context)) problems.push(found)
  return problems
}

/**
 * What `check` returns: the object read from the reply text (repaired when the text was
 * cut; `undefined` when there is none), whether it was complete, and every problem
 * (`reply-not-json` or `reply-truncated` first when so).
 *
 * @category models
 * @since 0.1.0
 */
export type Checked = ReplyCheck.Checked

/**
 * Reads a reply text (`output.output`: the object from the first `{`, prose and fences
 * skipped, a cut reply closed at its last complete value) and validates it.
 *
 * @category validation
 * @since 0.1.0
 */
export const check = (text: string, context: Context = {}): Checked =>
  ReplyCheck.check(text, (value) => validate(value, context))

/**
 * A note for the one reformat retry, naming what was wrong (at most `max` problems).
 *
 * @category validation
 * @since 0.1.0
 */
export const retryNote = (problems: ReadonlyArray<Problem>, max = 12): string =>
  ReplyCheck.retryNote(
    problems,
    "Your previous reply was not accepted. Reply again with one JSON object only, every key present, fixing:",
    max
  )

/**
 * The lane a reply should answer for a task, or `undefined` when the model chooses.
 *
 * @category utilities
 * @since 0.1.0
 */
export const expectedLane = (task: string | undefined): Lane | undefined => (isLane(task) ? task : undefined)
