/**
 * The two scan reports a version can carry, as plain functions:
 *
 * - the **reference report**: the server runs `@vouch/scanner` over the archive bytes
 *   when the version is saved (`Scanner.scanArchive`, the very function a consumer's
 *   `vouch-scan` runs on the downloaded ZIP, so both see the same files);
 * - the **sharer's report**: the owner's own client-side ScanReport (schema 1.0, 1.1 or
 *   1.2), submitted with the save (`scan_report` part) or later
 *   (`PUT …/versions/{version}/scan-report`). It must name the version's archive (its
 *   `tree_hash` equals the version's `tree_hash`) and agree with itself
 *   (`ReportConsistency.check`: `score` and `grade` recomputed from its findings with the
 *   scanner's grading table, `clean`, `findings_count` and `advisory_count` from its
 *   findings), else it is refused naming the field (`scan_report.score`, …). A
 *   consistent report may still leave findings out: the reference grade is kept and
 *   shown beside the sharer's (`reference_grade`, the badge) whenever they differ.
 *
 * `scan_grade` (spec: "taken from the sharer's scan report if any") is the sharer's
 * grade when there is one, else the reference grade, written `A`..`F` (`A+` is `A`).
 *
 * @since 0.1.0
 */
import { Grading, ReportComparison, ReportConsistency, Rules, Scanner, ScanReport } from "@vouch/scanner"
import { unreadableJson } from "./SaveMetadata.ts"

/**
 * A grade as `SkillVersion.scan_grade` spells it.
 *
 * @category models
 * @since 0.1.0
 */
export type RegistryGrade = "A" | "B" | "C" | "D" | "E" | "F"

/**
 * Why a submitted report was refused; `field` is where (`scan_report`,
 * `scan_report.tree_hash`, `scan_report.score`, `scan_report.grade`,
 * `scan_report.clean`, `scan_report.findings_count`, `scan_report.advisory_count`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Problem {
  readonly field: string
  readonly message: string
}

/**
 * @category models
 * @since 0.1.0
 */
export type Result =
  | { readonly ok: true; readonly report: ScanReport.ScanReport }
  | { readonly ok: false; readonly problem: Problem }

/**
 * The largest report accepted, as JSON text (a report lists at most 1,000 findings).
 *
 * @category constants
 * @since 0.1.0
 */
export const maximumReportBytes = 1024 * 1024

/**
 * The server's reference scan of an archive (schema 1.2, `tree_hash` set).
 *
 * @category validation
 * @since 0.1.0
 */
export const referenceScan = (archive: Uint8Array): ScanReport.ScanReport => Scanner.scanArchive(archive)

/**
 * Whether a stored reference report was made with an older rule set than the server's
 * (it is then scanned again when a verification needs it).
 *
 * @category validation
 * @since 0.1.0
 */
export const isStale = (report: ScanReport.ScanReport): boolean => report.ruleset_version !== Rules.rulesetVersion

/**
 * The `scan_grade` of a report.
 *
 * @category utilities
 * @since 0.1.0
 */
export const gradeOf = (report: ScanReport.ScanReport): RegistryGrade => Grading.toRegistryGrade(report.grade)

/**
 * The tree hash a report names, as sent: its `tree_hash`, or `skill_tree_hash` (the
 * field name of other scanners' reports), from an object or a JSON string.
 *
 * @category utilities
 * @since 0.1.0
 */
export const treeHashOf = (input: unknown): string | undefined => {
  let value = input
  if (typeof input === "string") {
    try {
      value = JSON.parse(input)
    } catch {
      return undefined
    }
  }
  if (typeof value !== "object" || value === null) return undefined
  const record = value as { readonly tree_hash?: unknown; readonly skill_tree_hash?: unknown }
  const hash = record.tree_hash ?? record.skill_tree_hash
  return typeof hash === "string" ? hash : undefined
}

/**
 * Reads the sharer's report of the version whose archive has `treeHash`: an object or
 * a JSON string of one, valid against ScanReport 1.0, 1.1 or 1.2, carrying the same
 * `tree_hash` (`sha256:<hex>` or bare hex, any case; `skill_tree_hash` is read too),
 * and consistent with its own findings (`ReportConsistency.check`; the first
 * contradiction is reported). Unknown fields are dropped.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseSharerReport = (input: unknown, treeHash: string): Result => {
  if (input === undefined || input === null) {
    return { ok: false, problem: { field: "scan_report", message: "scan_report is required." } }
  }
  if (typeof input === "string" && input.length > maximumReportBytes) {
    return {
      ok: false,
      problem: { field: "scan_report", message: `scan_report is larger than ${maximumReportBytes} bytes.` }
    }
  }
  // A multipart part (field or file) is text the edge guard cannot read as JSON for the
  // handler: no NUL (PostgreSQL's jsonb refuses it) and no runaway nesting.
  const unreadable = typeof input === "string" ? unreadableJson(input) : undefined
  if (unreadable !== undefined)
    return { ok: false, problem: { field: "scan_report", message: `scan_report ${unreadable}` } }
  const decoded = ScanReport.decode(input)
  if (decoded._tag === "Failure") {
    return { ok: false, problem: { field: "scan_report", message: decoded.failure.message } }
  }
  const named = decoded.success.tree_hash ?? treeHashOf(input)
  const report = named === undefined ? decoded.success : { ...decoded.success, tree_hash: named }
  if (report.tree_hash === undefined) {
    return {
      ok: false,
      problem: {
        field: "scan_report.tree_hash",
        message: `The report must carry the tree_hash of the archive it scanned (${treeHash}): scan the ZIP you save.`
      }
    }
  }
  if (ReportComparison.normalizeTreeHash(report.tree_hash) !== ReportComparison.normalizeTreeHash(treeHash)) {
    return {
      ok: false,
      problem: {
        field: "scan_report.tree_hash",
        message: `The report scanned ${report.tree_hash}, but this version's archive is ${treeHash}.`
      }
    }
  }
  const contradiction = ReportConsistency.check(report)[0]
  if (contradiction !== undefined) {
    return {
      ok: false,
      problem: {
        field: `scan_report.${contradiction.field}`,
        message: `The report contradicts its own findings: ${contradiction.message}`
      }
    }
  }
  return { ok: true, report }
}
