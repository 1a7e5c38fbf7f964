/**
 * The Swift concurrency migration review app's wire contract (spec 3): the slug, the
 * input object a client sends (one run task, so no `task` field) and the output object
 * the model returns, with the spec's fixed health areas and checklist items, in order.
 *
 * ```ts
 * import { SwiftReview } from "@vouch/swift-review"
 * import { Schema } from "effect"
 *
 * const input = Schema.decodeUnknownSync(SwiftReview.SwiftReviewInput)({ code: "actor Counter { var n = 0 }" })
 * ```
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { limits as specLimits } from "./internal/limits.ts"

/**
 * The slug a client sends to `POST /guest`.
 *
 * @category constants
 * @since 0.1.0
 */
export const slug = "swift-review"

/**
 * The spec's limits, and the sizes it leaves open, decided here.
 *
 * @category constants
 * @since 0.1.0
 */
export const limits = specLimits

/**
 * @category constants
 * @since 0.1.0
 */
export const sourceVersions = ["swift5", "swift60", "swift61", "unknown"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const targets = ["app", "library", "executable", "unknown"] as const

/**
 * The known prescan pattern ids, in the spec's order.
 *
 * @category constants
 * @since 0.1.0
 */
export const patternIds = [
  "dq:dispatch-queue",
  "lock:mutex",
  "cb:completion-handler",
  "task:unstructured",
  "ma:mainactor",
  "conc:concurrent",
  "noniso:nonisolated",
  "unchecked:sendable",
  "send:sendable",
  "global:mutable-static",
  "async:async-func",
  "await:await-expr",
  "file:multi-file"
] as const

/**
 * @category models
 * @since 0.1.0
 */
export type PatternId = (typeof patternIds)[number]

/**
 * The declaration kinds of type ids `type:<kind>:<Name>`.
 *
 * @category constants
 * @since 0.1.0
 */
export const typeKinds = ["class", "struct", "enum", "actor", "protocol", "extension"] as const

/**
 * The five health areas, exactly these names in this order.
 *
 * @category constants
 * @since 0.1.0
 */
export const healthAreas = [
  "Actor isolation",
  "Data-race safety",
  "Async & offloading",
  "Global & static state",
  "Protocol conformances"
] as const

/**
 * The ten checklist items, exactly these names in this order.
 *
 * @category constants
 * @since 0.1.0
 */
export const checklistItems = [
  "Async functions stay on the calling actor",
  "Global/static mutable state is actor-protected",
  "@concurrent used only for CPU-heavy work",
  "No nonisolated used to silence isolation errors",
  "No @unchecked Sendable without a safety argument",
  "Legacy DispatchQueue/lock patterns replaced by actors",
  "Completion handlers migrated to async/await",
  "Unstructured Tasks carry an isolation rationale",
  "MainActor conformances use isolated conformance syntax",
  "Build settings plan covers SE-0466 / SE-0461"
] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const verdictLevels = ["ready", "adopt", "rework"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const healthStatuses = ["good", "risk", "bad"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const severities = ["high", "medium", "low"] as const

/**
 * @category constants
 * @since 0.1.0
 */
export const categories = [
  "isolation",
  "data-race",
  "offloading",
  "globals",
  "conformance",
  "legacy-patterns",
  "sendable",
  "structure"
] as const

/**
 * The health area each finding category touches (decided: `structure` touches none).
 *
 * @category constants
 * @since 0.1.0
 */
export const areaOfCategory: Readonly<Record<(typeof categories)[number], (typeof healthAreas)[number] | undefined>> = {
  isolation: "Actor isolation",
  "data-race": "Data-race safety",
  sendable: "Data-race safety",
  offloading: "Async & offloading",
  "legacy-patterns": "Async & offloading",
  globals: "Global & static state",
  conformance: "Protocol conformances",
  structure: undefined
}

/**
 * @category constants
 * @since 0.1.0
 */
export const checklistStatuses = ["pass", "fail", "na"] as const

/**
 * The rewrite's file name when the model has none better.
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultFilename = "Migrated.swift"

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/**
 * One prescan detection: `{id, label, lines}` (1-based lines of `code` as sent).
 *
 * @category models
 * @since 0.1.0
 */
export const PrescanEntry = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(limits.id)),
  label: text(limits.label),
  lines: Schema.Array(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))).check(Schema.isMaxLength(limits.lines))
})

/**
 * @category models
 * @since 0.1.0
 */
export type PrescanEntry = typeof PrescanEntry.Type

/**
 * `signals`: the three booleans the spec names, and counts (any other key, a number).
 *
 * @category models
 * @since 0.1.0
 */
export const Signals = Schema.StructWithRest(
  Schema.Struct({
    legacyGcd: Schema.Boolean,
    callbackStyle: Schema.Boolean,
    sharedMutableGlobals: Schema.Boolean
  }),
  [Schema.Record(Schema.String, Schema.Union([Schema.Finite, Schema.Boolean]))]
)

/**
 * @category models
 * @since 0.1.0
 */
export type Signals = typeof Signals.Type

/**
 * The client's detections (`prescan`).
 *
 * @category models
 * @since 0.1.0
 */
export const Prescan = Schema.Struct({
  patterns: Schema.Array(PrescanEntry).check(Schema.isMaxLength(limits.entries)),
  types: Schema.Array(PrescanEntry).check(Schema.isMaxLength(limits.entries)),
  signals: Signals
})

/**
 * @category models
 * @since 0.1.0
 */
export type Prescan = typeof Prescan.Type

/**
 * The input object (the request body itself). `code` is required and not blank; a paste
 * longer than `limits.code` is clipped middle-out before the prompt (see
 * `SwiftReader.clip`). `retry_note` is accepted and ignored: only the app's own reformat
 * retry writes one.
 *
 * @category models
 * @since 0.1.0
 */
export const SwiftReviewInput = Schema.Struct({
  code: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(limits.paste)),
  source_version: Schema.optionalKey(Schema.Literals(sourceVersions)),
  target: Schema.optionalKey(Schema.Literals(targets)),
  notes: Schema.optionalKey(text(limits.notes)),
  prescan: Schema.optionalKey(Prescan),
  retry_note: Schema.optionalKey(text(limits.notes))
}).check(
  Schema.makeFilter((input) =>
    input.code.trim() === "" ? { path: ["code"], issue: "code must not be blank" } : undefined
  )
)

/**
 * @category models
 * @since 0.1.0
 */
export type SwiftReviewInput = typeof SwiftReviewInput.Type

/**
 * @category models
 * @since 0.1.0
 */
export const Health = Schema.Struct({
  area: Schema.String,
  status: Schema.Literals(healthStatuses),
  note: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const Finding = Schema.Struct({
  severity: Schema.Literals(severities),
  category: Schema.Literals(categories),
  title: Schema.String,
  /** Quotes the pasted code verbatim (in backticks). */
  detail: Schema.String,
  /** Corrected Swift, or `''` for a question or trade-off. */
  fix_code: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const ChecklistEntry = Schema.Struct({
  item: Schema.String,
  status: Schema.Literals(checklistStatuses),
  note: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const Coverage = Schema.Struct({
  id: Schema.String,
  addressed: Schema.Boolean,
  note: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export const Rewrite = Schema.Struct({
  filename: Schema.String,
  code: Schema.String
})

/**
 * The reply object. Every key always present.
 *
 * @category models
 * @since 0.1.0
 */
export const SwiftReviewOutput = Schema.Struct({
  review_name: Schema.String,
  verdict_level: Schema.Literals(verdictLevels),
  verdict: Schema.String,
  overview: Schema.String,
  health: Schema.Array(Health),
  findings: Schema.Array(Finding),
  checklist: Schema.Array(ChecklistEntry),
  coverage_check: Schema.Array(Coverage),
  rewrite: Rewrite,
  migration_plan: Schema.Array(Schema.String),
  next_steps: Schema.Array(Schema.String),
  summary: Schema.String
})

/**
 * @category models
 * @since 0.1.0
 */
export type SwiftReviewOutput = typeof SwiftReviewOutput.Type

/**
 * The schemas as Standard Schema v1 validators.
 *
 * @category models
 * @since 0.1.0
 */
export const StandardInput = Schema.toStandardSchemaV1(SwiftReviewInput)

/**
 * @category models
 * @since 0.1.0
 */
export const StandardOutput = Schema.toStandardSchemaV1(SwiftReviewOutput)
