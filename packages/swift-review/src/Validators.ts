/**
 * The validators of a Swift review reply: the output Schema, then every rule of spec 3
 * as a named rule. Pure functions, the same in a browser and on the server; each returns
 * problems `{path, rule, message}` (none: the reply passes). The context is the input as
 * the model saw it (`SwiftReader.withPrescan`: clipped, with its prescan).
 *
 * ```ts
 * import { SwiftReader, Validators } from "@vouch/swift-review"
 *
 * const { review, problems } = Validators.check(replyText, SwiftReader.withPrescan({ code }))
 * ```
 *
 * @since 0.1.0
 */
import { ReplyCheck } from "@vouch/json-repair"
import { Schema, SchemaIssue } from "effect"
import * as SwiftReader from "./SwiftReader.ts"
import { areaOfCategory, checklistItems, healthAreas, type SwiftReviewInput, SwiftReviewOutput } from "./SwiftReview.ts"

/**
 * One thing wrong with a reply: where (a dotted path such as `findings.2.detail`, `''`
 * for the whole reply), which rule, and what.
 *
 * @category models
 * @since 0.1.0
 */
export type Problem = ReplyCheck.Problem

/**
 * One diagnostic of a Swift compiler: 1-based line and column in the compiled code.
 *
 * @category models
 * @since 0.1.0
 */
export interface Diagnostic {
  readonly line: number
  readonly column: number
  readonly severity: "error" | "warning" | "note"
  readonly message: string
}

/**
 * What a compiler made of a rewrite: its name and version, the diagnostics of
 * `swiftc -parse`, and those of `swiftc -typecheck` (none when parsing failed).
 *
 * @category models
 * @since 0.1.0
 */
export interface Compiled {
  readonly compiler: string
  readonly parse: ReadonlyArray<Diagnostic>
  readonly typecheck: ReadonlyArray<Diagnostic> | undefined
}

/**
 * The compiler port: compiles a rewrite (one file, Swift 6 language mode). The server's
 * is `@vouch/swift-review/node/Swiftc` (the `swiftc` on `PATH`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Compiler {
  readonly name: string
  readonly compile: (code: string) => Compiled
}

/**
 * What a rule may read of the request: the code as sent and its prescan; and the
 * toolchain: a `Compiler` (compile the rewrite), `null` (asked, but no Swift toolchain
 * here: the problems say it was not compiled), or none (not asked: a browser).
 *
 * @category models
 * @since 0.1.0
 */
export type Context = Partial<Pick<SwiftReviewInput, "code" | "prescan">> & {
  readonly toolchain?: Compiler | null | undefined
}

/**
 * The rules whose problems are notes: reported in `problems`, never a reason for the
 * reformat retry (the model cannot fix a missing toolchain, nor the types and modules
 * a paste does not show).
 *
 * @category validation
 * @since 0.1.0
 */
export const notes: ReadonlySet<string> = new Set(["rewrite-not-compiled", "rewrite-typechecks"])

/**
 * Whether a problem is a note (see `notes`).
 *
 * @category validation
 * @since 0.1.0
 */
export const isNote = (problem: Problem): boolean => notes.has(problem.rule)

/**
 * A named rule. `check` runs on a reply that passed the Schema.
 *
 * @category models
 * @since 0.1.0
 */
export interface Rule {
  readonly id: string
  readonly description: string
  readonly check: (
    reply: SwiftReviewOutput,
    context: Context,
    reading: SwiftReader.Reading | undefined
  ) => ReadonlyArray<Problem>
}

const problem = (path: string, rule: string, message: string): Problem => ({ path, rule, message })

const squash = (text: string): string => text.replace(/\s+/g, " ").trim()

/**
 * The backtick spans of a text (`` `x` `` and fenced blocks).
 *
 * @category validation
 * @since 0.1.0
 */
export const quotesOf = (text: string): Array<string> =>
  [...text.matchAll(/```(?:swift)?\n?([\s\S]*?)```|`([^`\n]+)`/g)]
    .map((match) => (match[1] ?? match[2] ?? "").trim())
    .filter((quote) => quote !== "")

// Swift as pasted code: fences, clipped markers and unbalanced brackets are not.
const codeProblems = (code: string): Array<string> => {
  const found: Array<string> = []
  if (/^\s*```/m.test(code)) found.push("holds a Markdown code fence")
  if (code.includes(SwiftReader.clipMarker)) found.push(`still holds the ${SwiftReader.clipMarker} marker`)
  for (const issue of SwiftReader.read(code).problems) found.push(issue)
  return found
}

const describe = (diagnostic: Diagnostic): string =>
  `line ${diagnostic.line}:${diagnostic.column}: ${diagnostic.severity}: ${diagnostic.message}`

// The rewrite compiled by the context's toolchain (a Swift reply whose rewrite is not empty).
const compiledOf = (
  reply: SwiftReviewOutput,
  context: Context,
  reading: SwiftReader.Reading | undefined
): Compiled | undefined =>
  context.toolchain == null || reading?.kind === "not-swift" || reply.rewrite.code.trim() === ""
    ? undefined
    : context.toolchain.compile(reply.rewrite.code)

const inOrder = (
  names: ReadonlyArray<string>,
  expected: ReadonlyArray<string>,
  path: string,
  rule: string,
  what: string
): Array<Problem> => {
  if (names.length !== expected.length)
    return [problem(path, rule, `${path} needs exactly ${expected.length} ${what}s, in order; it has ${names.length}`)]
  return expected.flatMap((name, index) =>
    names[index] === name
      ? []
      : [problem(`${path}.${index}`, rule, `${what} ${index + 1} must be "${name}", not "${names[index]}"`)]
  )
}

const buildSettings = {
  "approachable concurrency": /approachable\s+concurrency/i,
  "main-actor default isolation (SE-0466)": /SE-0466|default\s+(?:actor\s+)?isolation/i,
  "nonisolated-nonsending by default (SE-0461)": /SE-0461|nonisolated[\s-]*\(?nonsending\)?/i
} as const

const isBuildSetting = (step: string): boolean =>
  Object.values(buildSettings).some((pattern) => pattern.test(step)) ||
  /build\s+setting|language\s+mode|upcoming\s+feature|strict[\s-]+concurrency|swiftSettings|Package\.swift|SWIFT_\w+|-enable-/i.test(
    step
  )

/**
 * Every named rule, in the order `validate` runs them.
 *
 * @category validation
 * @since 0.1.0
 */
export const rules: ReadonlyArray<Rule> = [
  {
    id: "health-areas",
    description: "`health` has exactly the five areas of spec 3, with exactly their names, in order.",
    check: (reply) =>
      inOrder(
        reply.health.map((entry) => entry.area),
        healthAreas,
        "health",
        "health-areas",
        "area"
      )
  },
  {
    id: "health-high-not-good",
    description:
      "An area touched by a high finding is never `good` (a category touches its area: isolation → Actor isolation; data-race, sendable → Data-race safety; offloading, legacy-patterns → Async & offloading; globals → Global & static state; conformance → Protocol conformances).",
    check: (reply) =>
      reply.health.flatMap((entry, index) => {
        if (entry.status !== "good") return []
        const touching = reply.findings.find(
          (finding) => finding.severity === "high" && areaOfCategory[finding.category] === entry.area
        )
        return touching === undefined
          ? []
          : [
              problem(
                `health.${index}.status`,
                "health-high-not-good",
                `${entry.area} is good but the high finding "${touching.title}" touches it`
              )
            ]
      })
  },
  {
    id: "checklist-items",
    description: "`checklist` has exactly the ten items of spec 3, with exactly their names, in order.",
    check: (reply) =>
      inOrder(
        reply.checklist.map((entry) => entry.item),
        checklistItems,
        "checklist",
        "checklist-items",
        "item"
      )
  },
  {
    id: "detail-quotes-code",
    description:
      "Each finding's `detail` quotes the pasted code verbatim in backticks: at least one backtick span is a substring of the code (white space aside).",
    check: (reply, context) => {
      if (context.code === undefined) return []
      const code = squash(context.code)
      return reply.findings.flatMap((finding, index) =>
        quotesOf(finding.detail).some((quote) => code.includes(squash(quote)))
          ? []
          : [
              problem(
                `findings.${index}.detail`,
                "detail-quotes-code",
                "detail quotes no span of the pasted code verbatim"
              )
            ]
      )
    }
  },
  {
    id: "fix-code-swift",
    description:
      "Each `fix_code` is `''` or Swift as pasted code: no code fence, no clipped marker, balanced brackets, no open comment or string.",
    check: (reply) =>
      reply.findings.flatMap((finding, index) =>
        finding.fix_code.trim() === ""
          ? []
          : codeProblems(finding.fix_code).map((issue) =>
              problem(`findings.${index}.fix_code`, "fix-code-swift", `fix_code ${issue}`)
            )
      )
  },
  {
    id: "coverage-every-id",
    description: "Every prescan pattern and type id is reconciled in `coverage_check`.",
    check: (reply, context) => {
      const answered = new Set(reply.coverage_check.map((entry) => entry.id))
      return SwiftReader.idsOf(context.prescan).flatMap((id) =>
        answered.has(id) ? [] : [problem("coverage_check", "coverage-every-id", `${id} is not reconciled`)]
      )
    }
  },
  {
    id: "coverage-ids-sent",
    description: "`coverage_check` reconciles only ids that were sent (none invented).",
    check: (reply, context) => {
      const sent = new Set(SwiftReader.idsOf(context.prescan))
      return reply.coverage_check.flatMap((entry, index) =>
        sent.has(entry.id)
          ? []
          : [problem(`coverage_check.${index}.id`, "coverage-ids-sent", `${entry.id} was not sent`)]
      )
    }
  },
  {
    id: "coverage-once",
    description: "Each id appears once in `coverage_check`.",
    check: (reply) => {
      const seen = new Set<string>()
      return reply.coverage_check.flatMap((entry, index) => {
        const repeated = seen.has(entry.id)
        seen.add(entry.id)
        return repeated ? [problem(`coverage_check.${index}.id`, "coverage-once", `${entry.id} appears twice`)] : []
      })
    }
  },
  {
    id: "rewrite-complete",
    description:
      "`rewrite.code` is non-empty Swift as pasted code (no fence, no clipped marker, balanced brackets), and `rewrite.filename` names a .swift file.",
    check: (reply, _context, reading) => {
      const problems: Array<Problem> = []
      if (reply.rewrite.code.trim() === "")
        problems.push(problem("rewrite.code", "rewrite-complete", "rewrite.code must be the full migrated source"))
      else if (reading?.kind !== "not-swift")
        for (const issue of codeProblems(reply.rewrite.code))
          problems.push(problem("rewrite.code", "rewrite-complete", `rewrite.code ${issue}`))
      if (!/\S\.swift$/.test(reply.rewrite.filename))
        problems.push(
          problem("rewrite.filename", "rewrite-complete", "rewrite.filename must name a .swift file (Migrated.swift)")
        )
      return problems
    }
  },
  {
    id: "rewrite-keeps-files",
    description: "`rewrite.code` keeps every `// File:` header of the input.",
    check: (reply, context) => {
      if (context.code === undefined) return []
      const kept = new Set(SwiftReader.headers(reply.rewrite.code).map((header) => header.name))
      return SwiftReader.headers(context.code).flatMap((header) =>
        kept.has(header.name)
          ? []
          : [problem("rewrite.code", "rewrite-keeps-files", `the // File: ${header.name} header is missing`)]
      )
    }
  },
  {
    id: "rewrite-keeps-types",
    description:
      "Every class, struct, enum, actor and protocol of the input is still declared in `rewrite.code` (under any of those kinds) or named in a finding.",
    check: (reply, _context, reading) => {
      if (reading === undefined || reading.kind === "not-swift") return []
      const declared = new Set(
        SwiftReader.read(reply.rewrite.code)
          .prescan.types.filter((type) => !type.id.startsWith("type:extension:"))
          .map((type) => type.id.split(":")[2])
      )
      const explained = reply.findings.map((finding) => `${finding.title} ${finding.detail}`).join("\n")
      return reading.prescan.types.flatMap((type) => {
        const [, kind, name] = type.id.split(":")
        if (kind === "extension" || name === undefined || declared.has(name)) return []
        return new RegExp(`\\b${name.replace(/\./g, "\\.")}\\b`).test(explained)
          ? []
          : [problem("rewrite.code", "rewrite-keeps-types", `${kind} ${name} is neither declared nor explained`)]
      })
    }
  },
  {
    id: "rewrite-parses",
    description:
      "With a Swift toolchain (the server's `swiftc`): `rewrite.code` parses (`swiftc -parse -swift-version 6`).",
    check: (reply, context, reading) =>
      compiledOf(reply, context, reading)
        ?.parse.filter((diagnostic) => diagnostic.severity === "error")
        .slice(0, 10)
        .map((diagnostic) =>
          problem("rewrite.code", "rewrite-parses", `${describe(diagnostic)} (${context.toolchain!.name} -parse)`)
        ) ?? []
  },
  {
    id: "rewrite-typechecks",
    description:
      "A note, with a Swift toolchain: the errors of `swiftc -typecheck -swift-version 6` on a rewrite that parses (a paste rarely shows every type and module it uses, so these never cause a retry).",
    check: (reply, context, reading) =>
      (compiledOf(reply, context, reading)?.typecheck ?? [])
        .filter((diagnostic) => diagnostic.severity === "error")
        .slice(0, 10)
        .map((diagnostic) =>
          problem(
            "rewrite.code",
            "rewrite-typechecks",
            `${describe(diagnostic)} (${context.toolchain!.name} -typecheck)`
          )
        )
  },
  {
    id: "rewrite-not-compiled",
    description:
      "A note, when the server was asked to compile but has no Swift toolchain: `rewrite.code` was checked by the Swift reader only.",
    check: (reply, context) =>
      context.toolchain === null && reply.rewrite.code.trim() !== ""
        ? [
            problem(
              "rewrite.code",
              "rewrite-not-compiled",
              "rewrite.code was not compiled: no Swift toolchain (swiftc) on this server; checked by the Swift reader only"
            )
          ]
        : []
  },
  {
    id: "plan-build-settings-first",
    description:
      "`migration_plan` starts with the build settings (approachable concurrency, main-actor default isolation SE-0466, nonisolated-nonsending by default SE-0461) before any code change.",
    check: (reply) => {
      let leading = 0
      while (leading < reply.migration_plan.length && isBuildSetting(reply.migration_plan[leading]!)) leading++
      const head = reply.migration_plan.slice(0, leading).join("\n")
      return Object.entries(buildSettings).flatMap(([name, pattern]) =>
        pattern.test(head)
          ? []
          : [
              problem(
                "migration_plan",
                "plan-build-settings-first",
                `the plan must open with the build settings, including ${name}, before any code change`
              )
            ]
      )
    }
  },
  {
    id: "verdict-level-fits",
    description: "`ready` (already safe) has no high finding.",
    check: (reply) =>
      reply.verdict_level === "ready" && reply.findings.some((finding) => finding.severity === "high")
        ? [problem("verdict_level", "verdict-level-fits", "a review with a high finding is not ready")]
        : []
  },
  {
    id: "thin-paste",
    description:
      "For a thin paste (the reader's kind `thin`), the verdict says it is thin and `next_steps` lists what to show.",
    check: (reply, _context, reading) => {
      if (reading?.kind !== "thin") return []
      const problems: Array<Problem> = []
      if (!/\bthin\b/i.test(reply.verdict))
        problems.push(problem("verdict", "thin-paste", "the verdict must say the paste is thin"))
      if (reply.next_steps.length === 0)
        problems.push(problem("next_steps", "thin-paste", "next_steps must list what to show"))
      return problems
    }
  },
  {
    id: "not-swift",
    description:
      "For a paste that is not Swift (the reader's kind `not-swift`): exactly one finding, high; every health area `risk`; every checklist item `na`; `rewrite.code` only `//` comments.",
    check: (reply, _context, reading) => {
      if (reading?.kind !== "not-swift") return []
      const problems: Array<Problem> = []
      if (reply.findings.length !== 1 || reply.findings[0]!.severity !== "high")
        problems.push(problem("findings", "not-swift", "input that is not Swift gets exactly one high finding"))
      reply.health.forEach((entry, index) => {
        if (entry.status !== "risk") problems.push(problem(`health.${index}.status`, "not-swift", "must be risk"))
      })
      reply.checklist.forEach((entry, index) => {
        if (entry.status !== "na") problems.push(problem(`checklist.${index}.status`, "not-swift", "must be na"))
      })
      const lines = reply.rewrite.code.split("\n").filter((line) => line.trim() !== "")
      if (lines.length === 0 || !lines.every((line) => line.trimStart().startsWith("//")))
        problems.push(problem("rewrite.code", "not-swift", "rewrite.code must be // comments saying what to paste"))
      return problems
    }
  }
]

const decodeOutput = Schema.decodeUnknownResult(SwiftReviewOutput, { errors: "all" })
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
 * Validates a parsed reply: the Schema first (rule `schema`); when it passes, every rule.
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
  const reading = context.code === undefined ? undefined : SwiftReader.read(context.code)
  const problems: Array<Problem> = []
  for (const rule of rules) for (const found of rule.check(decoded.success, context, reading)) problems.push(found)
  return problems
}

/**
 * What `check` returns: the object read from the reply text (repaired when cut;
 * `undefined` when there is none), whether it was complete, and every problem.
 *
 * @category models
 * @since 0.1.0
 */
export type Checked = ReplyCheck.Checked

/**
 * Reads a reply text (`output.output`: from the first `{`, fences skipped, a cut reply
 * closed at its last complete value) and validates it.
 *
 * @category validation
 * @since 0.1.0
 */
export const check = (text: string, context: Context = {}): Checked =>
  ReplyCheck.check(text, (value) => validate(value, context))

/**
 * The note of the one reformat retry (the prompt's `RETRY NOTE`, spec 3's `retry_note`),
 * naming at most `max` problems.
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
