// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as ArchiveEntries from "./ArchiveEntries.ts"
export * as Grading from "./Grading.ts"
export * as ManifestFacts from "./ManifestFacts.ts"
export * as ReportComparison from "./ReportComparison.ts"
export * as ReportConsistency from "./ReportConsistency.ts"
export * as ReportFormat from "./ReportFormat.ts"
export * as Rules from "./Rules.ts"
export * as Scanner from "./Scanner.ts"
export * as ScanReport from "./ScanReport.ts"
export * as SecondOpinion from "./SecondOpinion.ts"
export * as SkillFile from "./SkillFile.ts"
