/**
 * Whether a ScanReport agrees with itself. A report is a summary (`score`, `grade`,
 * `clean`, `findings_count`, `advisory_count`) and the findings it claims to summarise;
 * anyone can type a summary, so whoever receives a report from someone else (a
 * registry storing a sharer's report, a client showing one) recomputes the summary
 * from the findings with this scanner's grading table (`Grading`) before trusting it.
 *
 * | field | must be |
 * |---|---|
 * | `score` | `Grading.score(findings)` |
 * | `grade` | `Grading.grade(score)` |
 * | `findings_count` | the number of threats listed |
 * | `clean` | `findings_count === 0` |
 * | `advisory_count` (1.2) | the number of advisories listed |
 *
 * A report marked `truncated` lists only its first findings while its summary counts
 * them all, so for it the summary may only be worse than the list: `score` at most the
 * listed findings' score, `findings_count` and `advisory_count` at least the listed
 * ones. A truncated report can therefore never claim a better grade than its own list.
 *
 * Consistency says nothing about whether the findings are those of the archive: compare
 * with a scan of your own for that (`ReportComparison`).
 *
 * @since 0.1.0
 */
import * as Grading from "./Grading.ts"
import { advisoryCount, findingsOf } from "./internal/reportVersions.ts"
import type { ScanReport } from "./ScanReport.ts"

/**
 * A summary field that contradicts the report's findings, and why.
 *
 * @category models
 * @since 0.1.0
 */
export interface Problem {
  /** The report's field: `score`, `grade`, `clean`, `findings_count` or `advisory_count`. */
  readonly field: "score" | "grade" | "clean" | "findings_count" | "advisory_count"
  readonly message: string
}

/**
 * Every summary field of a report that its findings contradict (empty: consistent).
 *
 * @category validation
 * @since 0.1.0
 */
export const check = (report: ScanReport): ReadonlyArray<Problem> => {
  const findings = findingsOf(report)
  const threats = findings.filter((finding) => finding.classification === "threat").length
  const advisories = findings.length - threats
  const truncated = report.truncated === true
  const listedScore = Grading.score(findings)
  const problems: Array<Problem> = []
  if (truncated ? report.score > listedScore : report.score !== listedScore) {
    problems.push({
      field: "score",
      message: `score is ${report.score}, but the ${threats} threat finding(s) listed score ${listedScore}${truncated ? " (a truncated report may score lower, never higher)" : ""}.`
    })
  }
  const expectedGrade = Grading.grade(report.score)
  if (report.grade !== expectedGrade) {
    problems.push({
      field: "grade",
      message: `grade is ${report.grade}, but a score of ${report.score} is grade ${expectedGrade}.`
    })
  }
  if (truncated ? report.findings_count < threats : report.findings_count !== threats) {
    problems.push({
      field: "findings_count",
      message: `findings_count is ${report.findings_count}, but ${threats} threat finding(s) are listed.`
    })
  }
  if (report.clean !== (report.findings_count === 0)) {
    problems.push({
      field: "clean",
      message: `clean is ${report.clean}, but findings_count is ${report.findings_count} (clean means no threat).`
    })
  }
  const advisoryTotal = advisoryCount(report)
  if (report.schema_version === "1.2" && (truncated ? advisoryTotal < advisories : advisoryTotal !== advisories)) {
    problems.push({
      field: "advisory_count",
      message: `advisory_count is ${advisoryTotal}, but ${advisories} advisory finding(s) are listed.`
    })
  }
  return problems
}

/**
 * Whether a report's summary agrees with its findings.
 *
 * @category validation
 * @since 0.1.0
 */
export const isConsistent = (report: ScanReport): boolean => check(report).length === 0
