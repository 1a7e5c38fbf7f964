/**
 * Two-sided verification (spec 1: `POST …/versions/{version}/verify`): a consumer who
 * downloaded a version scans it and submits the report; the server answers a verdict.
 *
 * - `critical`: the consumer's report names another archive than the version's
 *   (`tree_hash`, or `skill_tree_hash` as other scanners call it, differs): the bytes
 *   were changed on the way, or the report is not of this version.
 * - `verified`: the tree hash matches and the consumer's findings agree, finding by
 *   finding (rule, file, normalised line), with the sharer's report (when the owner
 *   submitted one) **and** with the server's reference scan made on save.
 * - `divergent`: anything else (a finding added, removed or changed, a summary that
 *   contradicts its findings, or no tree hash in the consumer's report). `details`
 *   lists what differs and says whether a different `ruleset_version` explains it.
 *
 * The comparison is `ReportComparison.verifyReports` of `@vouch/scanner`. A reference
 * report made with an older rule set than the server's (or missing, for versions saved
 * before the server scanned) is made again first, so the server always compares with
 * its current rules.
 *
 * Every verification is stored (`registry_verifications`). The counts behind the
 * `verified` badge, the `verified` search sort and the profile's `total_verifications`
 * (`verification_count` of the skill, through `SkillRegistry.recordVerification`, and of
 * the version) count **distinct consumers with a `verified` verdict** per version: the
 * owner's own verifications and repeated ones by the same account are stored but not
 * counted, so the count cannot be inflated by re-submitting.
 *
 * Anyone but the owner verifies (and reads the history of) only the versions a live
 * public link exposes (`exposure.ts`). A consumer who got the version through a private
 * share link cannot see it otherwise: the request may carry `share_id`, an active link
 * of that version, which grants the right to verify it.
 *
 * @since 0.1.0
 */
import { randomUUID } from "node:crypto"
import { BlobStorage } from "@vouch/blob-storage"
import { ReportComparison, ScanReport } from "@vouch/scanner"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { liveSkill, liveVersion, readableSkill, readableVersion, type VersionRecord } from "./internal/access.ts"
import { canWriteRow, iso } from "./internal/rows.ts"
import type * as RegistryActor from "./RegistryActor.ts"
import { ScanPool } from "./ScanPool.ts"
import { ShareLinks } from "./ShareLinks.ts"
import { AuthenticationRequired, SkillNotFound, SkillRegistry, VersionNotFound } from "./SkillRegistry.ts"
import * as VersionScans from "./VersionScans.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Verdict = ReportComparison.Verdict

/**
 * The answer of the verify endpoint: the spec's `{verdict, details}`, plus the stored
 * verification's id, which reports the consumer's was compared with, and whether this
 * verification counted.
 *
 * @category models
 * @since 0.1.0
 */
export interface VerificationResult {
  readonly verdict: Verdict
  readonly details: string
  readonly verification_id: string
  readonly compared_with: ReadonlyArray<ReportComparison.Source>
  readonly counted: boolean
}

/**
 * A stored verification.
 *
 * @category models
 * @since 0.1.0
 */
export interface VerificationRecord {
  readonly verification_id: string
  readonly verdict: Verdict
  readonly details: string
  readonly consumer_tree_hash: string | null
  readonly consumer_ruleset_version: string | null
  readonly compared_with: ReadonlyArray<ReportComparison.Source>
  readonly counted: boolean
  readonly created_at: string
}

/**
 * A version of a skill as a caller names it.
 *
 * @category models
 * @since 0.1.0
 */
export interface VersionAddress {
  readonly actor: Option.Option<RegistryActor.Actor>
  readonly namespace: string
  readonly name: string
  readonly version: string
}

/**
 * A verification request.
 *
 * @category models
 * @since 0.1.0
 */
export interface VerifyInput extends VersionAddress {
  /** The consumer's ScanReport: an object or a JSON string of one. */
  readonly report: unknown
  /** An active share link of the version, for consumers who cannot see the skill otherwise. */
  readonly shareId?: string | undefined
}

/**
 * The consumer's report is missing or malformed.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidReport extends Schema.TaggedError<InvalidReport>()("InvalidReport", { message: Schema.String }) {}

/**
 * The one error of verifications.
 *
 * @category errors
 * @since 0.1.0
 */
export class VerificationError extends Schema.TaggedError<VerificationError>()("VerificationError", {
  reason: Schema.Union([SkillNotFound, VersionNotFound, AuthenticationRequired, InvalidReport])
}) {}

const fail = (reason: VerificationError["reason"]) => Effect.fail(new VerificationError({ reason }))
const wrap = <A, R>(effect: Effect.Effect<A, VerificationError["reason"], R>) =>
  Effect.mapError(effect, (reason) => new VerificationError({ reason }))

const parseStored = (text: string | null): ScanReport.ScanReport | undefined => {
  if (text === null) return undefined
  const decoded = ScanReport.decode(JSON.parse(text) as unknown)
  return decoded._tag === "Success" ? decoded.success : undefined
}

interface VerificationRow {
  readonly verification_id: string
  readonly verdict: Verdict
  readonly details: string
  readonly consumer_tree_hash: string | null
  readonly consumer_ruleset_version: string | null
  readonly compared_with: string
  readonly counted: boolean
  readonly created_at: Date | string
}

/**
 * @category services
 * @since 0.1.0
 */
export class Verifications extends Context.Service<
  Verifications,
  {
    /** Verifies a consumer's report of a version (authenticated; see the module for the rules). */
    readonly verify: (input: VerifyInput) => Effect.Effect<VerificationResult, VerificationError>
    /** The stored verifications of a version, newest first (anyone who may read the skill). */
    readonly history: (
      input: VersionAddress & { readonly limit: number }
    ) => Effect.Effect<ReadonlyArray<VerificationRecord>, VerificationError>
  }
>()("@vouch/registry/Verifications") {
  /** Verifications on the ambient `SqlClient`, `BlobStorage`, `SkillRegistry`, `ShareLinks` and `ScanPool`. */
  static readonly layer = Layer.effect(
    Verifications,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const blobs = yield* BlobStorage.BlobStorage
      const registry = yield* SkillRegistry
      const shares = yield* ShareLinks
      const pool = yield* ScanPool
      const provide = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
        Effect.provideService(effect, SqlClient.SqlClient, sql)

      /** The reference report under the current rule set, scanned again (and stored) when missing or stale. */
      const currentReference = Effect.fnUntraced(function* (version: VersionRecord) {
        const stored = parseStored(version.reference_report)
        if (stored !== undefined && !VersionScans.isStale(stored)) return stored
        const archive = yield* blobs.get(version.tree_hash as BlobStorage.BlobAddress).pipe(Effect.orDie)
        if (Option.isNone(archive)) return stored
        const fresh = yield* pool.scan(archive.value)
        const grade = VersionScans.gradeOf(fresh)
        yield* sql`
          UPDATE registry_versions SET reference_report = ${JSON.stringify(fresh)}::jsonb, reference_grade = ${grade},
            scan_grade = CASE WHEN scan_report IS NULL THEN ${grade} ELSE scan_grade END
          WHERE version_id = ${version.version_id}`.pipe(Effect.orDie)
        return fresh
      })

      /** The skill and version, readable by the caller or reachable through an active link of the version. */
      const reachable = Effect.fnUntraced(function* (input: VerifyInput) {
        const readable = yield* provide(readableSkill(input.actor, input.namespace, input.name)).pipe(Effect.option)
        if (Option.isSome(readable)) {
          const version = yield* provide(readableVersion(input.actor, readable.value, input.version)).pipe(
            Effect.option
          )
          if (Option.isSome(version)) return { skill: readable.value, version: version.value }
        }
        if (input.shareId !== undefined) {
          const row = yield* provide(liveSkill(input.namespace, input.name))
          if (row !== undefined) {
            const version = yield* provide(liveVersion(row.skill_id, input.version)).pipe(Effect.option)
            if (Option.isSome(version) && (yield* shares.grants(input.shareId, version.value.version_id))) {
              return { skill: row, version: version.value }
            }
          }
        }
        const skill = yield* provide(readableSkill(input.actor, input.namespace, input.name))
        return { skill, version: yield* provide(readableVersion(input.actor, skill, input.version)) }
      })

      const verify = Effect.fn("Verifications.verify")(function* (input: VerifyInput) {
        if (Option.isNone(input.actor)) return yield* fail(new AuthenticationRequired())
        const actor = input.actor.value
        const { skill, version } = yield* wrap(reachable(input))
        if (input.report === undefined || input.report === null) {
          return yield* fail(new InvalidReport({ message: "scan_report is required." }))
        }
        const consumer = ScanReport.decode(input.report)
        if (consumer._tag === "Failure") return yield* fail(new InvalidReport({ message: consumer.failure.message }))
        const sharer = parseStored(version.scan_report)
        const reference = yield* currentReference(version)
        const outcome = ReportComparison.verifyReports({
          expectedTreeHash: version.tree_hash,
          actualTreeHash: consumer.success.tree_hash ?? VersionScans.treeHashOf(input.report),
          consumer: consumer.success,
          sharer,
          reference
        })
        const comparedWith = outcome.comparisons.map((comparison) => comparison.source)
        const verificationId = `vrf_${randomUUID().replaceAll("-", "")}`
        const now = new Date(yield* Clock.currentTimeMillis)
        const countable = outcome.verdict === "verified" && !canWriteRow(actor, skill)
        const row = {
          verification_id: verificationId,
          skill_id: skill.skill_id,
          version_id: version.version_id,
          account_id: actor.account_id,
          verdict: outcome.verdict,
          details: outcome.details,
          consumer_tree_hash: consumer.success.tree_hash ?? VersionScans.treeHashOf(input.report) ?? null,
          consumer_ruleset_version: consumer.success.ruleset_version ?? null,
          compared_with: JSON.stringify(comparedWith),
          created_at: now
        }
        const counted = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              // At most one counted verification per version and account (a partial unique index).
              const inserted = countable
                ? yield* sql`
                    INSERT INTO registry_verifications ${sql.insert({ ...row, counted: true })}
                    ON CONFLICT (version_id, account_id) WHERE counted DO NOTHING
                    RETURNING verification_id`
                : []
              if (inserted.length === 0) {
                yield* sql`INSERT INTO registry_verifications ${sql.insert({ ...row, counted: false })}`
                return false
              }
              yield* sql`
                UPDATE registry_versions SET verification_count = verification_count + 1
                WHERE version_id = ${version.version_id}`
              yield* registry.recordVerification(skill.namespace, skill.name).pipe(Effect.orDie)
              return true
            })
          )
          .pipe(Effect.orDie)
        return {
          verdict: outcome.verdict,
          details: outcome.details,
          verification_id: verificationId,
          compared_with: comparedWith,
          counted
        }
      })

      const history = Effect.fn("Verifications.history")(function* (
        input: VersionAddress & { readonly limit: number }
      ) {
        const skill = yield* wrap(provide(readableSkill(input.actor, input.namespace, input.name)))
        const version = yield* wrap(provide(readableVersion(input.actor, skill, input.version)))
        const rows = yield* sql<VerificationRow>`
          SELECT verification_id, verdict, details, consumer_tree_hash, consumer_ruleset_version,
            compared_with::text AS compared_with, counted, created_at
          FROM registry_verifications WHERE version_id = ${version.version_id}
          ORDER BY created_at DESC, verification_id
          LIMIT ${input.limit}`.pipe(Effect.orDie)
        return rows.map(
          (row): VerificationRecord => ({
            verification_id: row.verification_id,
            verdict: row.verdict,
            details: row.details,
            consumer_tree_hash: row.consumer_tree_hash,
            consumer_ruleset_version: row.consumer_ruleset_version,
            compared_with: JSON.parse(row.compared_with) as Array<ReportComparison.Source>,
            counted: row.counted,
            created_at: iso(row.created_at)
          })
        )
      })

      return Verifications.of({ verify, history })
    })
  )
}
