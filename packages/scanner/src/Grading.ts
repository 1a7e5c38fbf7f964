/**
 * Score and grade of a report. Only threats lower the score; advisories cost nothing.
 *
 * Each threat costs the penalty of its severity (critical 60, high 20, medium 8, low 3,
 * info 0), with diminishing returns per rule: the n-th finding of the same rule costs
 * the penalty divided by 2^(n-1), so one rule can cost at most twice its penalty and a
 * noisy rule cannot drown the others. `score = max(0, 100 - round(total))`.
 *
 * | grade | score |
 * |---|---|
 * | A+ | 100 (no threat above `info`) |
 * | A | 90-99 |
 * | B | 80-89 |
 * | C | 70-79 |
 * | D | 60-69 |
 * | E | 40-59 |
 * | F | 0-39 |
 *
 * So one critical threat gives at most E (40); a critical plus anything else gives F.
 *
 * @since 0.1.0
 */
import type { Finding, Grade, Severity } from "./ScanReport.ts"

/**
 * @category constants
 * @since 0.1.0
 */
export const penalties: Readonly<Record<Severity, number>> = {
  critical: 60,
  high: 20,
  medium: 8,
  low: 3,
  info: 0
}

/**
 * Lowest score of each grade, best grade first.
 *
 * @category constants
 * @since 0.1.0
 */
export const gradeTable: ReadonlyArray<{ readonly grade: Grade; readonly minimum: number }> = [
  { grade: "A+", minimum: 100 },
  { grade: "A", minimum: 90 },
  { grade: "B", minimum: 80 },
  { grade: "C", minimum: 70 },
  { grade: "D", minimum: 60 },
  { grade: "E", minimum: 40 },
  { grade: "F", minimum: 0 }
]

/**
 * The score of a list of findings (advisories are ignored).
 *
 * @category validation
 * @since 0.1.0
 */
export const score = (findings: ReadonlyArray<Pick<Finding, "severity" | "classification" | "rule">>): number => {
  const perRule = new Map<string, number>()
  let total = 0
  for (const finding of findings) {
    if (finding.classification !== "threat") continue
    const seen = perRule.get(finding.rule) ?? 0
    perRule.set(finding.rule, seen + 1)
    total += penalties[finding.severity] / 2 ** seen
  }
  return Math.max(0, 100 - Math.round(total))
}

/**
 * The grade of a score.
 *
 * @category validation
 * @since 0.1.0
 */
export const grade = (value: number): Grade => {
  for (const entry of gradeTable) if (value >= entry.minimum) return entry.grade
  return "F"
}

/**
 * The registry's `scan_grade` (`A`..`F`, spec 1 SkillVersion) of a report grade: `A+`
 * becomes `A`, the others are kept.
 *
 * @category validation
 * @since 0.1.0
 */
export const toRegistryGrade = (value: Grade): "A" | "B" | "C" | "D" | "E" | "F" => (value === "A+" ? "A" : value)
