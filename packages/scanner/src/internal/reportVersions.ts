// The conversions between report versions, apart from the Schemas of `ScanReport.ts`
// so that scanning loads without `effect` (only types come from there).
import type { Finding, ScanReport, SchemaVersion } from "../ScanReport.ts"

/** The newest schema version, produced by default. */
export const latestSchemaVersion: SchemaVersion = "1.2"

/**
 * A finding as seen by comparison: classification made explicit. Every finding of a
 * 1.0 or 1.1 report is a threat.
 *
 * @category utilities
 * @since 0.1.0
 */
export const findingsOf = (report: ScanReport): ReadonlyArray<Finding> =>
  report.schema_version === "1.2"
    ? report.findings
    : report.findings.map((finding) => ({ ...finding, classification: "threat" as const }))

/**
 * Number of advisories of a report (0 for 1.0 and 1.1, which do not list them).
 *
 * @category utilities
 * @since 0.1.0
 */
export const advisoryCount = (report: ScanReport): number =>
  report.schema_version === "1.2" ? report.advisory_count : 0

/**
 * Converts a report to another schema version. Converting to 1.0 or 1.1 drops the
 * advisories (those versions cannot represent them) and the `classification` field;
 * converting a 1.0/1.1 report to 1.2 classifies every finding as a threat.
 *
 * @category encoding
 * @since 0.1.0
 */
export const toVersion = (report: ScanReport, version: SchemaVersion): ScanReport => {
  const findings = findingsOf(report)
  const threats = findings.filter((finding) => finding.classification === "threat")
  const { schema_version: _version, findings: _findings, ...rest } = report
  const base = "advisory_count" in rest ? withoutAdvisoryCount(rest) : rest
  if (version === "1.2") {
    return {
      schema_version: "1.2",
      ...base,
      advisory_count: findings.length - threats.length,
      findings
    }
  }
  return {
    schema_version: version,
    ...base,
    findings: threats.map(({ classification: _classification, ...finding }) => finding)
  }
}

const withoutAdvisoryCount = <A extends { readonly advisory_count?: number }>(value: A): Omit<A, "advisory_count"> => {
  const { advisory_count: _advisoryCount, ...rest } = value
  return rest
}
