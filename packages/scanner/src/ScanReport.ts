/**
 * The ScanReport of spec 1 in its three schema versions (`1.0`, `1.1`, `1.2`), as
 * Effect Schemas, as Standard Schemas, as types, and the plain functions that decode a
 * report sent by someone else (an object or a JSON string) and convert a report
 * between versions.
 *
 * Field names are spelled exactly as the spec spells them: `schema_version`, `grade`,
 * `score`, `clean`, `findings_count`, `advisory_count` (1.2), `findings` with
 * `{severity, classification (1.2), rule, message, file, line}`. The scanner adds
 * `ruleset_version`, `scanner`, `scanned_files`, `total_bytes`, `content_hash` and, for
 * an archive, `tree_hash`; they are optional when decoding, so reports of other
 * scanners decode too.
 *
 * How advisories appear per version: schema 1.2 lists threats and advisories, each
 * with its `classification`, and counts advisories in `advisory_count`. Schemas 1.0 and
 * 1.1 have no way to tell an advisory from a threat, so a 1.0 or 1.1 report lists
 * threats only; its `findings.length` equals `findings_count`. `score`, `grade` and
 * `clean` are the same in every version. 1.0 and 1.1 have the same shape (the spec
 * names no difference between them).
 *
 * @since 0.1.0
 */
import { Result, Schema, SchemaIssue } from "effect"
import * as versions from "./internal/reportVersions.ts"

/**
 * @category models
 * @since 0.1.0
 */
export const SchemaVersion = Schema.Literals(["1.0", "1.1", "1.2"]).annotate({ identifier: "SchemaVersion" })

/**
 * @category models
 * @since 0.1.0
 */
export type SchemaVersion = typeof SchemaVersion.Type

/**
 * The newest schema version, produced by default.
 *
 * @category constants
 * @since 0.1.0
 */
export const latestSchemaVersion: SchemaVersion = versions.latestSchemaVersion

/**
 * @category models
 * @since 0.1.0
 */
export const Severity = Schema.Literals(["critical", "high", "medium", "low", "info"]).annotate({
  identifier: "Severity"
})

/**
 * @category models
 * @since 0.1.0
 */
export type Severity = typeof Severity.Type

/**
 * @category models
 * @since 0.1.0
 */
export const Classification = Schema.Literals(["threat", "advisory"]).annotate({ identifier: "Classification" })

/**
 * @category models
 * @since 0.1.0
 */
export type Classification = typeof Classification.Type

/**
 * @category models
 * @since 0.1.0
 */
export const Grade = Schema.Literals(["A+", "A", "B", "C", "D", "E", "F"]).annotate({ identifier: "Grade" })

/**
 * @category models
 * @since 0.1.0
 */
export type Grade = typeof Grade.Type

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Score = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }))

const findingFields = {
  severity: Severity,
  rule: Schema.String,
  message: Schema.String,
  file: Schema.String,
  /** 1-based; `0` means the finding concerns the whole file (a binary, an archive entry). */
  line: NonNegativeInt
}

/**
 * A finding of schema 1.0 and 1.1 (no classification: every listed finding is a threat).
 *
 * @category models
 * @since 0.1.0
 */
export const FindingV1_0 = Schema.Struct(findingFields).annotate({ identifier: "FindingV1_0" })

/**
 * @category models
 * @since 0.1.0
 */
export type FindingV1_0 = typeof FindingV1_0.Type

/**
 * A finding of schema 1.2.
 *
 * @category models
 * @since 0.1.0
 */
export const Finding = Schema.Struct({
  severity: Severity,
  classification: Classification,
  rule: Schema.String,
  message: Schema.String,
  file: Schema.String,
  line: NonNegativeInt
}).annotate({ identifier: "Finding" })

/**
 * @category models
 * @since 0.1.0
 */
export type Finding = typeof Finding.Type

/**
 * Which program produced a report.
 *
 * @category models
 * @since 0.1.0
 */
export const ScannerInfo = Schema.Struct({
  name: Schema.String,
  version: Schema.String
}).annotate({ identifier: "ScannerInfo" })

const extensionFields = {
  /** Version of the rule set, a date `YYYY.MM.DD`. */
  ruleset_version: Schema.optionalKey(Schema.String),
  scanner: Schema.optionalKey(ScannerInfo),
  /** Files read (text and binary), after the archive's limits. */
  scanned_files: Schema.optionalKey(NonNegativeInt),
  /** Uncompressed bytes read. */
  total_bytes: Schema.optionalKey(NonNegativeInt),
  /** `sha256:<hex>` of the archive bytes (spec: SkillVersion.tree_hash); archive scans only. */
  tree_hash: Schema.optionalKey(Schema.String),
  /** `sha256:<hex>` over the sorted `path NUL sha256(content) LF` lines: stable across re-archiving. */
  content_hash: Schema.optionalKey(Schema.String),
  /** True when the scanner stopped listing findings at its limit. */
  truncated: Schema.optionalKey(Schema.Boolean)
}

const summaryFields = {
  grade: Grade,
  score: Score,
  clean: Schema.Boolean,
  findings_count: NonNegativeInt
}

/**
 * @category models
 * @since 0.1.0
 */
export const ScanReportV1_0 = Schema.Struct({
  schema_version: Schema.Literal("1.0"),
  ...summaryFields,
  findings: Schema.Array(FindingV1_0),
  ...extensionFields
}).annotate({ identifier: "ScanReportV1_0" })

/**
 * @category models
 * @since 0.1.0
 */
export type ScanReportV1_0 = typeof ScanReportV1_0.Type

/**
 * @category models
 * @since 0.1.0
 */
export const ScanReportV1_1 = Schema.Struct({
  schema_version: Schema.Literal("1.1"),
  ...summaryFields,
  findings: Schema.Array(FindingV1_0),
  ...extensionFields
}).annotate({ identifier: "ScanReportV1_1" })

/**
 * @category models
 * @since 0.1.0
 */
export type ScanReportV1_1 = typeof ScanReportV1_1.Type

/**
 * @category models
 * @since 0.1.0
 */
export const ScanReportV1_2 = Schema.Struct({
  schema_version: Schema.Literal("1.2"),
  ...summaryFields,
  advisory_count: NonNegativeInt,
  findings: Schema.Array(Finding),
  ...extensionFields
}).annotate({ identifier: "ScanReportV1_2" })

/**
 * @category models
 * @since 0.1.0
 */
export type ScanReportV1_2 = typeof ScanReportV1_2.Type

/**
 * A report of any schema version, told apart by `schema_version`.
 *
 * @category models
 * @since 0.1.0
 */
export const ScanReport = Schema.Union([ScanReportV1_0, ScanReportV1_1, ScanReportV1_2]).annotate({
  identifier: "ScanReport"
})

/**
 * @category models
 * @since 0.1.0
 */
export type ScanReport = typeof ScanReport.Type

/**
 * A report as a JSON string (the verify endpoint accepts either form).
 *
 * @category models
 * @since 0.1.0
 */
export const ScanReportFromJsonString = Schema.fromJsonString(ScanReport)

/**
 * The report schemas as Standard Schema v1 validators, for libraries that speak it.
 *
 * @category models
 * @since 0.1.0
 */
export const StandardScanReport = Schema.toStandardSchemaV1(ScanReport)

/**
 * @category models
 * @since 0.1.0
 */
export const StandardFinding = Schema.toStandardSchemaV1(Finding)

/**
 * A report that could not be decoded; `message` names the offending field.
 *
 * @category errors
 * @since 0.1.0
 */
export class ScanReportDecodeError extends Schema.TaggedError<ScanReportDecodeError>()("ScanReportDecodeError", {
  message: Schema.String
}) {}

const decodeObject = Schema.decodeUnknownResult(ScanReport, { errors: "all" })
const decodeString = Schema.decodeUnknownResult(ScanReportFromJsonString, { errors: "all" })
const formatIssue = SchemaIssue.makeFormatterDefault()

/**
 * Decodes a report given as an object or as a JSON string of one. Unknown extra fields
 * are dropped; a malformed report fails with a message naming what is wrong.
 *
 * @category parsing
 * @since 0.1.0
 */
export const decode = (input: unknown): Result.Result<ScanReport, ScanReportDecodeError> => {
  const decoded = typeof input === "string" ? decodeString(input) : decodeObject(input)
  return Result.mapError(
    decoded,
    (error) => new ScanReportDecodeError({ message: `invalid scan report: ${formatIssue(error.issue)}` })
  )
}

export { advisoryCount, findingsOf, toVersion } from "./internal/reportVersions.ts"
