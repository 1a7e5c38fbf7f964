/**
 * Renders a report for people (the command line's `--format text`) and as canonical
 * JSON (stable key order, two-space indentation, final newline).
 *
 * @since 0.1.0
 */

import { findingsOf } from "./internal/reportVersions.ts"
import type { ScanReport } from "./ScanReport.ts"

/**
 * @category encoding
 * @since 0.1.0
 */
export const toJson = (report: ScanReport): string => `${JSON.stringify(report, null, 2)}\n`

/**
 * @category encoding
 * @since 0.1.0
 */
export const toText = (report: ScanReport, label = "skill"): string => {
  const findings = findingsOf(report)
  const advisories = findings.length - findings.filter((finding) => finding.classification === "threat").length
  const lines = [
    `${label}: grade ${report.grade}, score ${report.score}/100, ${report.clean ? "clean" : "NOT clean"}`,
    `${report.findings_count} threat(s), ${advisories} advisory(ies); rule set ${report.ruleset_version ?? "unknown"}, schema ${report.schema_version}`
  ]
  if (report.tree_hash !== undefined) lines.push(`tree hash ${report.tree_hash}`)
  for (const finding of findings) {
    const where = finding.line > 0 ? `${finding.file}:${finding.line}` : finding.file || "(archive)"
    const tag = finding.classification === "threat" ? finding.severity.toUpperCase() : "advisory"
    lines.push(`  ${tag.padEnd(8)} ${finding.rule.padEnd(10)} ${where}  ${finding.message}`)
  }
  if (report.truncated === true) lines.push("  (list truncated)")
  return `${lines.join("\n")}\n`
}
