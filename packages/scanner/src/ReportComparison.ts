/**
 * Two-sided verification, pure: compares a consumer's scan report with the sharer's
 * report and the server's reference scan of the same version, and decides the verdict
 * of spec 1:
 *
 * - `critical`: the tree hash the consumer scanned differs from the version's;
 * - `verified`: every available report agrees with the consumer's, finding by finding;
 * - `divergent`: otherwise (also when the consumer's report carries no tree hash).
 *
 * Agreement is decided on threats: two findings are the same when rule, normalised file
 * and normalised line agree. Normalisation: `\` becomes `/` and a leading `./` goes in
 * paths; a missing, negative or zero line is `0` (file level); lines are compared
 * exactly by default, or within `lineTolerance` lines (this scanner counts LF, CRLF and
 * CR line ends alike, so line-ending conventions never shift its lines). A pair whose
 * severity or classification differs is `changed`; findings without a partner are
 * `added` (only the consumer has them) or `removed` (only the other report has them).
 * Differences that involve only advisories are listed but do not break agreement. A
 * report whose own summary contradicts its findings (`clean` with threats listed,
 * `findings_count` not matching) never agrees.
 *
 * @since 0.1.0
 */

import { findingsOf } from "./internal/reportVersions.ts"
import * as Rules from "./Rules.ts"
import type { Finding, ScanReport } from "./ScanReport.ts"
import { normalizePath } from "./SkillFile.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Verdict = "verified" | "divergent" | "critical"

/**
 * Which report the consumer's is compared with.
 *
 * @category models
 * @since 0.1.0
 */
export type Source = "sharer" | "reference"

/**
 * @category models
 * @since 0.1.0
 */
export interface ChangedFinding {
  readonly rule: string
  readonly file: string
  /** The other report's version of the finding. */
  readonly before: Finding
  /** The consumer's version of the finding. */
  readonly after: Finding
  readonly changes: ReadonlyArray<"line" | "severity" | "classification">
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Comparison {
  readonly source: Source
  readonly agrees: boolean
  /** Findings only the consumer's report has. */
  readonly added: ReadonlyArray<Finding>
  /** Findings only the other report has. */
  readonly removed: ReadonlyArray<Finding>
  readonly changed: ReadonlyArray<ChangedFinding>
  /** Summary fields that differ although they should not (`clean`, `findings_count`, and `score`/`grade` under the same rule set). */
  readonly summaryDifferences: ReadonlyArray<string>
  /** Reports whose summary contradicts their own findings. */
  readonly inconsistencies: ReadonlyArray<string>
  readonly ruleset: {
    readonly consumer: string | undefined
    readonly other: string | undefined
    readonly differs: boolean
  }
  /**
   * True when the rule sets differ and every difference in threats concerns a rule the
   * older rule set did not have (introduced later, or unknown to this catalogue) or a
   * severity/classification that may have changed between rule sets.
   */
  readonly explainedByRuleset: boolean
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Verification {
  readonly verdict: Verdict
  /** One human-readable paragraph: what was compared and what differs. */
  readonly details: string
  readonly treeHash: {
    readonly expected: string
    readonly actual: string | undefined
    readonly matches: boolean
  }
  readonly comparisons: ReadonlyArray<Comparison>
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Lines two findings of the same rule and file may be apart and still match; 0 by default. */
  readonly lineTolerance?: number | undefined
}

/**
 * `sha256:<hex>` and `<hex>` are the same hash; case and surrounding space do not matter.
 *
 * @category encoding
 * @since 0.1.0
 */
export const normalizeTreeHash = (hash: string): string =>
  hash
    .trim()
    .toLowerCase()
    .replace(/^sha256:/, "")

/**
 * The line as compared: `0` for file-level (missing, zero or negative) lines.
 *
 * @category encoding
 * @since 0.1.0
 */
export const normalizeLine = (line: number | undefined): number =>
  line === undefined || !Number.isFinite(line) || line < 1 ? 0 : Math.trunc(line)

const normalizeFinding = (finding: Finding): Finding => ({
  ...finding,
  file: normalizePath(finding.file),
  line: normalizeLine(finding.line)
})

const threatCount = (findings: ReadonlyArray<Finding>): number =>
  findings.filter((finding) => finding.classification === "threat").length

const inconsistenciesOf = (name: string, report: ScanReport): Array<string> => {
  const threats = threatCount(findingsOf(report))
  const problems: Array<string> = []
  if (report.clean !== (report.findings_count === 0)) {
    problems.push(`${name} report says clean=${report.clean} with findings_count=${report.findings_count}`)
  }
  if (report.truncated === true ? threats > report.findings_count : threats !== report.findings_count) {
    problems.push(`${name} report lists ${threats} threat(s) but findings_count=${report.findings_count}`)
  }
  return problems
}

const involvesThreat = (...findings: ReadonlyArray<Finding>): boolean =>
  findings.some((finding) => finding.classification === "threat")

/** Removes and returns the first item satisfying `predicate`, `undefined` when none does. */
const take = <A>(items: Array<A>, predicate: (item: A) => boolean): A | undefined => {
  const index = items.findIndex(predicate)
  return index < 0 ? undefined : items.splice(index, 1)[0]
}

const key = (finding: Finding): string => `${finding.rule}\u0000${finding.file}`

/**
 * Compares the consumer's report with another report of the same archive.
 *
 * @category validation
 * @since 0.1.0
 */
export const compare = (consumer: ScanReport, other: ScanReport, source: Source, options: Options = {}): Comparison => {
  const tolerance = Math.max(0, options.lineTolerance ?? 0)
  const groups = new Map<string, { mine: Array<Finding>; theirs: Array<Finding> }>()
  const group = (finding: Finding) => {
    const existing = groups.get(key(finding))
    if (existing !== undefined) return existing
    const created = { mine: [] as Array<Finding>, theirs: [] as Array<Finding> }
    groups.set(key(finding), created)
    return created
  }
  for (const finding of findingsOf(consumer).map(normalizeFinding)) group(finding).mine.push(finding)
  for (const finding of findingsOf(other).map(normalizeFinding)) group(finding).theirs.push(finding)
  const added: Array<Finding> = []
  const removed: Array<Finding> = []
  const changed: Array<ChangedFinding> = []
  const pair = (before: Finding, after: Finding, lineChanged: boolean) => {
    const changes: Array<"line" | "severity" | "classification"> = []
    if (lineChanged) changes.push("line")
    if (before.severity !== after.severity) changes.push("severity")
    if (before.classification !== after.classification) changes.push("classification")
    if (changes.length > 0) changed.push({ rule: after.rule, file: after.file, before, after, changes })
  }
  for (const [, { mine, theirs }] of [...groups.entries()].sort(([left], [right]) => (left < right ? -1 : 1))) {
    mine.sort((left, right) => left.line - right.line)
    theirs.sort((left, right) => left.line - right.line)
    const restMine: Array<Finding> = []
    const remaining = [...theirs]
    for (const finding of mine) {
      const exact = take(remaining, (candidate) => candidate.line === finding.line)
      if (exact !== undefined) pair(exact, finding, false)
      else restMine.push(finding)
    }
    const unmatched: Array<Finding> = []
    for (const finding of restMine) {
      const near = take(remaining, (candidate) => Math.abs(candidate.line - finding.line) <= tolerance)
      if (near !== undefined) pair(near, finding, false)
      else unmatched.push(finding)
    }
    // same rule and file but a different line: a moved finding
    while (unmatched.length > 0 && remaining.length > 0) {
      const finding = unmatched.shift()!
      const before = remaining.shift()!
      pair(before, finding, true)
    }
    added.push(...unmatched)
    removed.push(...remaining)
  }
  const consumerRuleset = consumer.ruleset_version
  const otherRuleset = other.ruleset_version
  const differs = consumerRuleset !== otherRuleset
  const summaryDifferences: Array<string> = []
  if (consumer.clean !== other.clean) summaryDifferences.push(`clean: ${other.clean} vs ${consumer.clean}`)
  if (consumer.findings_count !== other.findings_count) {
    summaryDifferences.push(`findings_count: ${other.findings_count} vs ${consumer.findings_count}`)
  }
  if (!differs && consumerRuleset !== undefined) {
    if (consumer.score !== other.score) summaryDifferences.push(`score: ${other.score} vs ${consumer.score}`)
    if (consumer.grade !== other.grade) summaryDifferences.push(`grade: ${other.grade} vs ${consumer.grade}`)
  }
  const inconsistencies = [...inconsistenciesOf("consumer", consumer), ...inconsistenciesOf(source, other)]
  const threatAdded = added.filter((finding) => involvesThreat(finding))
  const threatRemoved = removed.filter((finding) => involvesThreat(finding))
  const threatChanged = changed.filter((entry) => involvesThreat(entry.before, entry.after))
  const findingsAgree = threatAdded.length === 0 && threatRemoved.length === 0 && threatChanged.length === 0
  const agrees = findingsAgree && summaryDifferences.length === 0 && inconsistencies.length === 0
  const [older = ""] = [consumerRuleset ?? "", otherRuleset ?? ""].sort()
  const newInRuleset = (finding: Finding): boolean => {
    const rule = Rules.byId(finding.rule)
    return rule === undefined || rule.introduced > older
  }
  const explainedByRuleset =
    differs &&
    !agrees &&
    inconsistencies.length === 0 &&
    [...threatAdded, ...threatRemoved].every(newInRuleset) &&
    threatChanged.every((entry) => !entry.changes.includes("line") || newInRuleset(entry.after))
  return {
    source,
    agrees,
    added,
    removed,
    changed,
    summaryDifferences,
    inconsistencies,
    ruleset: { consumer: consumerRuleset, other: otherRuleset, differs },
    explainedByRuleset
  }
}

const sourceName: Readonly<Record<Source, string>> = {
  sharer: "the sharer's report",
  reference: "the reference scan"
}

const describeFinding = (finding: Finding): string =>
  `${finding.rule} ${finding.file}${finding.line > 0 ? `:${finding.line}` : ""} (${finding.classification})`

const listed = (label: string, items: ReadonlyArray<string>): string => {
  if (items.length === 0) return ""
  const shown = items.slice(0, 5).join(", ")
  return `${items.length} ${label} [${shown}${items.length > 5 ? `, and ${items.length - 5} more` : ""}]`
}

const describeComparison = (comparison: Comparison): string => {
  const against = `Against ${sourceName[comparison.source]}`
  if (comparison.agrees) {
    return `${against}: the findings agree${comparison.ruleset.differs ? " (different rule sets)" : ""}.`
  }
  const parts = [
    listed("added", comparison.added.map(describeFinding)),
    listed("removed", comparison.removed.map(describeFinding)),
    listed(
      "changed",
      comparison.changed.map(
        (entry) =>
          `${entry.rule} ${entry.file} ${entry.changes
            .map((change) =>
              change === "line"
                ? `line ${entry.before.line}->${entry.after.line}`
                : change === "severity"
                  ? `severity ${entry.before.severity}->${entry.after.severity}`
                  : `${entry.before.classification}->${entry.after.classification}`
            )
            .join(", ")}`
      )
    ),
    listed("summary difference(s)", comparison.summaryDifferences),
    listed("inconsistenc(ies)", comparison.inconsistencies)
  ].filter((part) => part !== "")
  const ruleset = comparison.ruleset.differs
    ? ` Rule sets differ (consumer ${comparison.ruleset.consumer ?? "unknown"}, other ${comparison.ruleset.other ?? "unknown"})${
        comparison.explainedByRuleset
          ? " and explain the differences."
          : ", but that does not explain every difference."
      }`
    : " Same rule set, so the difference is not explained by a rule-set upgrade."
  return `${against}: ${parts.join("; ")}.${ruleset}`
}

/**
 * Decides the verdict from already decoded reports.
 *
 * @category validation
 * @since 0.1.0
 */
export const verifyReports = (input: {
  readonly expectedTreeHash: string
  readonly actualTreeHash?: string | undefined
  readonly consumer: ScanReport
  readonly sharer?: ScanReport | undefined
  readonly reference?: ScanReport | undefined
  readonly options?: Options | undefined
}): Verification => {
  const actual = input.actualTreeHash ?? input.consumer.tree_hash
  const expected = input.expectedTreeHash
  const matches = actual !== undefined && normalizeTreeHash(actual) === normalizeTreeHash(expected)
  const treeHash = { expected, actual, matches }
  if (actual !== undefined && !matches) {
    return {
      verdict: "critical",
      details: `Tree hash mismatch: the version's archive is ${expected} but the consumer scanned ${actual}; the archive may have been tampered with.`,
      treeHash,
      comparisons: []
    }
  }
  const comparisons: Array<Comparison> = []
  if (input.sharer !== undefined) comparisons.push(compare(input.consumer, input.sharer, "sharer", input.options))
  if (input.reference !== undefined) {
    comparisons.push(compare(input.consumer, input.reference, "reference", input.options))
  }
  if (actual === undefined) {
    return {
      verdict: "divergent",
      details:
        `The consumer's report carries no tree hash, so it cannot be tied to this version's archive (${expected}). ${comparisons.map(describeComparison).join(" ")}`.trim(),
      treeHash,
      comparisons
    }
  }
  const verdict: Verdict = comparisons.every((comparison) => comparison.agrees) ? "verified" : "divergent"
  const described =
    comparisons.length === 0
      ? "No other report to compare with; only the tree hash was checked."
      : comparisons.map(describeComparison).join(" ")
  return { verdict, details: `Tree hash matches. ${described}`, treeHash, comparisons }
}
