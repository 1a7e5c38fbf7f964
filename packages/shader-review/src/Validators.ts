/**
 * The validators of a shader review reply: the output Schema, then every invariant of
 * spec 3 as a named rule (`rules`, each with a passing and a failing example in the
 * tests). Pure: the rules that need a compiler (`repair-ready-compiles`,
 * `port-shaders-compile`) take the `Compiler` port from the context and are skipped
 * without one; `host_glue` is parsed as JavaScript without running it.
 *
 * ```ts
 * import { Validators } from "@vouch/shader-review"
 *
 * const { review, problems } = Validators.check(replyText, { task: "diagnose", shader, facts })
 * ```
 *
 * @since 0.1.0
 */
import { ReplyCheck } from "@vouch/json-repair"
import { Schema, SchemaIssue } from "effect"
import { type Compiler, costOf, flagIds, read, unitOf, unreadable } from "./GlslReader.ts"
import {
  blockKeys,
  checkNames,
  isLane,
  lanes,
  type ShaderReviewInput,
  ShaderReviewOutput,
  severities,
  type Target,
  targets,
  verdicts
} from "./ShaderReview.ts"

/**
 * One thing wrong with a reply: where (a dotted path), which rule, and what.
 *
 * @category models
 * @since 0.1.0
 */
export type Problem = ReplyCheck.Problem

/**
 * What a rule may read: the request as sent (after the server's reader) and, on the
 * server, the compiler.
 *
 * @category models
 * @since 0.1.0
 */
export type Context = Partial<Pick<ShaderReviewInput, "task" | "shader" | "vertex" | "target" | "facts">> & {
  readonly compiler?: Compiler | undefined
}

/**
 * A named invariant; `check` runs on a reply that passed the Schema.
 *
 * @category models
 * @since 0.1.0
 */
export interface Rule {
  readonly id: string
  readonly description: string
  readonly check: (reply: ShaderReviewOutput, context: Context) => ReadonlyArray<Problem>
}

const problem = (path: string, rule: string, message: string): Problem => ({ path, rule, message })

const sentencesOf = (text: string): ReadonlyArray<string> =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "")

const citedIds = (note: string): ReadonlyArray<string> => [...note.matchAll(/\bSD-\d{3}\b/g)].map((match) => match[0])

/**
 * Whether a code-carrying field is pasteable GLSL: no code fence, and not most of its
 * lines prefixed by a line number (`12: `, `12 | `, `  12  `).
 *
 * @category validation
 * @since 0.1.0
 */
export const pasteable = (code: string): boolean => {
  if (/```|~~~/.test(code)) return false
  const lines = code.split("\n").filter((line) => line.trim() !== "")
  if (lines.length === 0) return true
  const numbered = lines.filter((line) => /^\s*(?:L?\d+\s*[:|]|\d+\s{2,}|\d+\s*$)/.test(line)).length
  return lines.length < 2 ? numbered === 0 : numbered * 2 < lines.length
}

/**
 * Whether `host_glue` parses as JavaScript (as a script body, or as a module body once
 * its `import`/`export` lines are set aside). Parsed only, never run.
 *
 * @category validation
 * @since 0.1.0
 */
export const parsesAsJavaScript = (code: string): boolean => {
  const attempt = (body: string) => {
    try {
      // Parsed, never called.
      new Function(body)
      return true
    } catch {
      return false
    }
  }
  if (attempt(code)) return true
  const body = code
    .replace(/^\s*import\s[^;]*?from\s*["'][^"']+["'];?\s*$/gm, "")
    .replace(/^\s*import\s*["'][^"']+["'];?\s*$/gm, "")
    .replace(/^(\s*)export\s+default\s+/gm, "$1void ")
    .replace(/^(\s*)export\s+(?=const|let|var|function|class|async)/gm, "$1")
  return attempt(`return (async () => {\n${body}\n})`)
}

const codeFields = (reply: ShaderReviewOutput): ReadonlyArray<readonly [string, string]> => [
  ...reply.findings.map((finding, index) => [`findings.${index}.snippet`, finding.snippet] as const),
  ...(reply.repair === undefined
    ? []
    : [
        ...reply.repair.fixes.map((fix, index) => [`repair.fixes.${index}.change`, fix.change] as const),
        ["repair.patched_source", reply.repair.patched_source] as const
      ]),
  ...(reply.budget === undefined
    ? []
    : reply.budget.wins.flatMap((win, index) => [
        [`budget.wins.${index}.before`, win.before] as const,
        [`budget.wins.${index}.after`, win.after] as const
      ])),
  ...(reply.port === undefined
    ? []
    : [
        ["port.fragment_shader", reply.port.fragment_shader] as const,
        ["port.vertex_shader", reply.port.vertex_shader] as const
      ])
]

const sourceLines = (shader: string): number => {
  const lines = shader.split("\n")
  let last = lines.length
  while (last > 1 && lines[last - 1]!.trim() === "") last--
  return last
}

const portTarget = (target: string): Target =>
  (targets as ReadonlyArray<string>).includes(target) ? (target as Target) : target === "" ? "threejs" : "webgl2"

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
    id: "lane-named-in-overview",
    description: "For an unrecognised task, the first sentence of `overview` names the lane chosen.",
    check: (reply, context) =>
      context.task === undefined || isLane(context.task) || (sentencesOf(reply.overview)[0] ?? "").includes(reply.lane)
        ? []
        : [
            problem(
              "overview",
              "lane-named-in-overview",
              `the first sentence of overview must name the lane (${reply.lane})`
            )
          ]
  },
  {
    id: "verdict-fits-lane",
    description: "`verdict` is one of the lane's verdicts.",
    check: (reply) =>
      (verdicts[reply.lane] as ReadonlyArray<string>).includes(reply.verdict)
        ? []
        : [problem("verdict", "verdict-fits-lane", `${reply.verdict} is not a ${reply.lane} verdict`)]
  },
  {
    id: "overview-sentences",
    description: "`overview` has 2 to 5 sentences.",
    check: (reply) => {
      const count = sentencesOf(reply.overview).length
      return count >= 2 && count <= 5
        ? []
        : [problem("overview", "overview-sentences", `overview has ${count} sentences; it needs 2 to 5`)]
    }
  },
  {
    id: "no-measured-facts-stated",
    description:
      "When `facts` are absent or say the source could not be read, `overview` says there were no measured facts.",
    check: (reply, context) =>
      (context.facts === undefined || unreadable(context.facts)) && !/no measured facts/i.test(reply.overview)
        ? [problem("overview", "no-measured-facts-stated", "overview must state that there were no measured facts")]
        : []
  },
  {
    id: "checks-ten-in-order",
    description: "`checks` lists the lane's ten names, in the fixed order, each once.",
    check: (reply) => {
      const wanted = checkNames[reply.lane]
      const names = reply.checks.map((entry) => entry.name)
      return names.length === wanted.length && names.every((name, index) => name === wanted[index])
        ? []
        : [problem("checks", "checks-ten-in-order", `checks must be exactly, in order: ${wanted.join("; ")}`)]
    }
  },
  {
    id: "finding-ids-sequential",
    description: "Finding ids are `SD-001`, `SD-002`, ... in order.",
    check: (reply) =>
      reply.findings.flatMap((finding, index) => {
        const wanted = `SD-${String(index + 1).padStart(3, "0")}`
        return finding.id === wanted
          ? []
          : [problem(`findings.${index}.id`, "finding-ids-sequential", `expected ${wanted}, got ${finding.id}`)]
      })
  },
  {
    id: "findings-most-severe-first",
    description: "Findings are ordered most severe first.",
    check: (reply) =>
      reply.findings.flatMap((finding, index) =>
        index > 0 && severities.indexOf(finding.severity) < severities.indexOf(reply.findings[index - 1]!.severity)
          ? [problem(`findings.${index}.severity`, "findings-most-severe-first", "findings must be most severe first")]
          : []
      )
  },
  {
    id: "fail-check-has-finding",
    description: "A `fail` check's note cites the id of an existing finding (`SD-nnn`).",
    check: (reply) => {
      const ids = new Set(reply.findings.map((finding) => finding.id))
      return reply.checks.flatMap((entry, index) =>
        entry.status === "fail" && !citedIds(entry.note).some((id) => ids.has(id))
          ? [
              problem(
                `checks.${index}.note`,
                "fail-check-has-finding",
                `the fail check "${entry.name}" cites no finding id`
              )
            ]
          : []
      )
    }
  },
  {
    id: "severe-finding-has-check",
    description: "A `critical` or `high` finding is cited by a `fail` or `warn` check's note.",
    check: (reply) => {
      const cited = new Set(
        reply.checks
          .filter((entry) => entry.status === "fail" || entry.status === "warn")
          .flatMap((entry) => citedIds(entry.note))
      )
      return reply.findings.flatMap((finding, index) =>
        (finding.severity === "critical" || finding.severity === "high") && !cited.has(finding.id)
          ? [
              problem(
                `findings.${index}`,
                "severe-finding-has-check",
                `${finding.id} is ${finding.severity} but no fail or warn check cites it`
              )
            ]
          : []
      )
    }
  },
  {
    id: "code-pasteable",
    description: "Code-carrying fields hold pasteable GLSL: no code fences, no line-number prefixes.",
    check: (reply) =>
      codeFields(reply).flatMap(([path, code]) =>
        pasteable(code)
          ? []
          : [problem(path, "code-pasteable", "code must be pasteable GLSL: no fences, no line numbers")]
      )
  },
  {
    id: "coverage-every-flag-in-order",
    description: "Every GX id of `facts` appears exactly once in `coverage_check`, in the order sent, and no other id.",
    check: (reply, context) => {
      const sent = flagIds(context.facts)
      const answered = reply.coverage_check.map((entry) => entry.flag)
      if (answered.length === sent.length && answered.every((flag, index) => flag === sent[index])) return []
      const invented = answered.filter((flag) => !sent.includes(flag))
      return [
        problem(
          "coverage_check",
          "coverage-every-flag-in-order",
          `coverage_check must answer ${sent.length === 0 ? "no flags ([])" : sent.join(", ")} in that order, once each${invented.length > 0 ? `; not sent: ${invented.join(", ")}` : ""}`
        )
      ]
    }
  },
  {
    id: "one-lane-block",
    description:
      "Exactly one lane block, the lane's (`repair`, `walkthrough`, `budget`, `port`); the other three absent.",
    check: (reply) => {
      const present = lanes.map((lane) => blockKeys[lane]).filter((key) => reply[key] !== undefined)
      const wanted = blockKeys[reply.lane]
      return present.length === 1 && present[0] === wanted
        ? []
        : [
            problem(
              wanted,
              "one-lane-block",
              `${reply.lane} carries exactly the ${wanted} block (present: ${present.join(", ") || "none"})`
            )
          ]
    }
  },
  {
    id: "repair-certain-only",
    description: "`repair.patched_source` holds only certain fixes: a likely or guessed change is not in it.",
    check: (reply, context) => {
      const repair = reply.repair
      if (repair === undefined) return []
      return repair.fixes.flatMap((fix, index) => {
        const change = fix.change.trim()
        return fix.confidence !== "certain" &&
          change !== "" &&
          repair.patched_source.includes(change) &&
          !(context.shader ?? "").includes(change)
          ? [
              problem(
                `repair.fixes.${index}`,
                "repair-certain-only",
                `a ${fix.confidence} fix is applied in patched_source`
              )
            ]
          : []
      })
    }
  },
  {
    id: "repair-ready-compiles",
    description:
      "`repair.ready` is true only when `patched_source` compiles (compiled on the server; skipped without a compiler).",
    check: (reply, context) => {
      const repair = reply.repair
      if (repair === undefined || !repair.ready) return []
      if (repair.patched_source.trim() === "")
        return [problem("repair.ready", "repair-ready-compiles", "ready is true but patched_source is empty")]
      if (context.compiler === undefined) return []
      const { unit } = unitOf(repair.patched_source, { stage: "fragment", target: context.target })
      const errors = (context.compiler.compile(unit, "fragment")?.diagnostics ?? []).filter(
        (diagnostic) => diagnostic.severity === "error"
      )
      return errors.length === 0
        ? []
        : [
            problem(
              "repair.ready",
              "repair-ready-compiles",
              `ready is true but patched_source does not compile: line ${errors[0]!.line}: ${errors[0]!.message}`
            )
          ]
    }
  },
  {
    id: "walkthrough-knobs-count",
    description: "`walkthrough.knobs` holds 3 to 8 entries.",
    check: (reply) =>
      reply.walkthrough === undefined || (reply.walkthrough.knobs.length >= 3 && reply.walkthrough.knobs.length <= 8)
        ? []
        : [
            problem(
              "walkthrough.knobs",
              "walkthrough-knobs-count",
              `knobs has ${reply.walkthrough.knobs.length} entries; 3 to 8`
            )
          ]
  },
  {
    id: "walkthrough-sections-cover",
    description: "`walkthrough.sections` cover the source top to bottom without overlap or gap (`lines` as `a-b`).",
    check: (reply, context) => {
      if (reply.walkthrough === undefined || context.shader === undefined) return []
      const last = sourceLines(context.shader)
      let next = 1
      for (const [index, section] of reply.walkthrough.sections.entries()) {
        const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(section.lines)
        if (match === null)
          return [problem(`walkthrough.sections.${index}.lines`, "walkthrough-sections-cover", "lines must read a-b")]
        const from = Number(match[1])
        const to = Number(match[2] ?? match[1])
        if (from !== next || to < from)
          return [
            problem(
              `walkthrough.sections.${index}.lines`,
              "walkthrough-sections-cover",
              `section ${section.lines} should start at line ${next} (no gap, no overlap)`
            )
          ]
        next = to + 1
      }
      return next > last
        ? []
        : [
            problem(
              "walkthrough.sections",
              "walkthrough-sections-cover",
              `sections stop before the last line (${last})`
            )
          ]
    }
  },
  {
    id: "budget-cost-now-agrees",
    description: "`budget.cost_now` repeats every counted `key=value` of the facts' COST line exactly.",
    check: (reply, context) => {
      if (reply.budget === undefined) return []
      const counted = costOf(context.facts)
      const stated = new Map(
        [...reply.budget.cost_now.matchAll(/([a-z_]+)\s*=\s*(\d+)/g)].map((match) => [match[1]!, Number(match[2])])
      )
      return [...counted].flatMap(([key, value]) =>
        stated.get(key) === value
          ? []
          : [
              problem(
                "budget.cost_now",
                "budget-cost-now-agrees",
                `cost_now must say ${key}=${value} (the counted figure)`
              )
            ]
      )
    }
  },
  {
    id: "port-interpolants-match",
    description:
      "The port's two shaders agree on their interpolants: every one the fragment reads is declared and written by the vertex.",
    check: (reply, context) => {
      if (reply.port === undefined || reply.port.vertex_shader.trim() === "") return []
      const target = portTarget(reply.port.target || (context.target ?? ""))
      const fragment = read(reply.port.fragment_shader, { target, vertex: reply.port.vertex_shader })
      return fragment.flags
        .filter((flag) => flag.id === "GX-020" && flag.severity !== "low")
        .map((flag) => problem("port.vertex_shader", "port-interpolants-match", flag.note))
    }
  },
  {
    id: "port-shaders-compile",
    description:
      "The port's fragment and vertex shaders compile for their target (on the server; skipped without a compiler).",
    check: (reply, context) => {
      const port = reply.port
      if (port === undefined || context.compiler === undefined) return []
      const target = portTarget(port.target || (context.target ?? ""))
      const shaders = [
        ["port.fragment_shader", port.fragment_shader, "fragment"],
        ["port.vertex_shader", port.vertex_shader, "vertex"]
      ] as const
      return shaders.flatMap(([path, source, stage]) => {
        if (source.trim() === "") return []
        const errors = (
          context.compiler!.compile(unitOf(source, { stage, target }).unit, stage)?.diagnostics ?? []
        ).filter((diagnostic) => diagnostic.severity === "error")
        return errors.length === 0
          ? []
          : [problem(path, "port-shaders-compile", `does not compile: line ${errors[0]!.line}: ${errors[0]!.message}`)]
      })
    }
  },
  {
    id: "port-glue-javascript",
    description: "`port.host_glue` parses as JavaScript.",
    check: (reply) =>
      reply.port === undefined || parsesAsJavaScript(reply.port.host_glue)
        ? []
        : [problem("port.host_glue", "port-glue-javascript", "host_glue does not parse as JavaScript")]
  },
  {
    id: "port-glue-names-uniforms",
    description:
      "`port.host_glue` names every uniform of `uniform_map` (by its `to` name), and `uniform_map` every uniform the ported fragment declares.",
    check: (reply) => {
      const port = reply.port
      if (port === undefined) return []
      const mapped = new Set(port.uniform_map.map((entry) => entry.to))
      const missingInGlue = [...mapped].filter(
        (name) => !new RegExp(`\\b${name.replace(/[^\w]/g, "")}\\b`).test(port.host_glue)
      )
      const declared = read(port.fragment_shader, { target: portTarget(port.target) }).uniforms.map(
        (uniform) => uniform.name
      )
      const missingInMap = declared.filter((name) => !mapped.has(name))
      return [
        ...missingInGlue.map((name) =>
          problem("port.host_glue", "port-glue-names-uniforms", `host_glue does not name the uniform ${name}`)
        ),
        ...missingInMap.map((name) =>
          problem(
            "port.uniform_map",
            "port-glue-names-uniforms",
            `uniform ${name} of fragment_shader is not in uniform_map`
          )
        )
      ]
    }
  }
]

const decodeOutput = Schema.decodeUnknownResult(ShaderReviewOutput, { errors: "all" })
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
 * Validates a parsed reply: the Schema first; when it passes, every rule.
 *
 * @category validation
 * @since 0.1.0
 */
export const validate = (reply: unknown, context: Context = {}): ReadonlyArray<Problem> => {
  const decoded = decodeOutput(reply)
  if (decoded._tag === "Failure")
    return formatIssues(decoded.failure.issue).issues.map((issue) =>
      problem(pathOf(issue.path), "schema", issue.message)
    )
  return rules.flatMap((rule) => rule.check(decoded.success, context))
}

/**
 * What `check` returns: the object read from the reply (repaired when cut; `undefined`
 * when none), whether it was complete, and every problem.
 *
 * @category models
 * @since 0.1.0
 */
export type Checked = ReplyCheck.Checked

/**
 * Reads a reply text (from the first `{`, fences and prose skipped, a cut reply closed at
 * its last complete value) and validates it.
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
    "Your previous reply was not accepted. Reply again with one JSON object only, fixing:",
    max
  )
