/**
 * A scan report as SARIF 2.1.0, the format code hosts and CI systems read to show
 * findings inline: one run of the `vouch` driver, one rule per rule that fired (with
 * its description from the rule set), one result per finding. Severities map to SARIF
 * levels: critical and high are `error`, medium `warning`, low and info `note`;
 * advisories (findings in documentation context) are `note` whatever their severity.
 *
 * @since 0.1.0
 */
import * as Rules from "@vouch/scanner/Rules"
import type { ScanReport } from "@vouch/scanner/ScanReport"

/**
 * @category models
 * @since 0.1.0
 */
export type Level = "error" | "warning" | "note"

/**
 * @category encoding
 * @since 0.1.0
 */
export const level = (severity: string, classification: string | undefined): Level =>
  classification === "advisory"
    ? "note"
    : severity === "critical" || severity === "high"
      ? "error"
      : severity === "medium"
        ? "warning"
        : "note"

/**
 * The SARIF log of `report`; file paths are made relative to `base` (a folder prefix
 * such as `skills/csv-tidy/`, empty by default).
 *
 * @category encoding
 * @since 0.1.0
 */
export const fromReport = (report: ScanReport, base = "") => {
  const fired = [...new Set(report.findings.map((finding) => finding.rule))].sort()
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "vouch",
            informationUri: "https://www.npmjs.com/package/@vouch/scanner",
            semanticVersion: report.scanner?.version ?? "0.1.0",
            version: report.ruleset_version ?? Rules.rulesetVersion,
            rules: fired.map((id) => {
              const rule = Rules.byId(id)
              return {
                id,
                name: id,
                shortDescription: { text: rule?.message ?? id },
                ...(rule === undefined
                  ? {}
                  : {
                      defaultConfiguration: { level: level(rule.severity, "threat") },
                      properties: { family: rule.family, severity: rule.severity }
                    })
              }
            })
          }
        },
        results: report.findings.map((finding) => {
          const classification = "classification" in finding ? (finding.classification as string) : undefined
          return {
            ruleId: finding.rule,
            ruleIndex: fired.indexOf(finding.rule),
            level: level(finding.severity, classification),
            message: { text: finding.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: `${base}${finding.file}` },
                  ...(finding.line > 0 ? { region: { startLine: finding.line } } : {})
                }
              }
            ],
            properties: { severity: finding.severity, ...(classification === undefined ? {} : { classification }) }
          }
        }),
        properties: { grade: report.grade, score: report.score, clean: report.clean }
      }
    ]
  }
}
