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
import { ReportComparison, ScanReport, SecondOpinion } from "@vouch/scanner"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import * as Access from "./Access.ts"
import * as Checks from "./internal/access.ts"
import { iso, ownerOf, type VersionRecord } from "./internal/rows.ts"
import type * as RegistryActor from "./RegistryActor.ts"
import type * as RegistryApi from "./RegistryApi.ts"
import { ScanPool } from "./ScanPool.ts"
import { ShareLinks } from "./ShareLinks.ts"
import { AuthenticationRequired, SkillNotFound, VersionNotFound } from "./SkillRegistry.ts"
import { SkillRepository } from "./SkillRepository.ts"
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
export type VerificationResult = RegistryApi.VerificationResult

/**
 * A stored verification.
 *
 * @category models
 * @since 0.1.0
 */
export type VerificationRecord = RegistryApi.VerificationRecord

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
/** Wraps a reason; verifying and reading history are never writes, so the checks never answer `NotAllowed`. */
const wrap = <A, R>(effect: Effect.Effect<A, VerificationError["reason"] | Checks.Refusal, R>) =>
  Effect.mapError(Effect.catchTag(effect, "NotAllowed", Effect.die), (reason) => new VerificationError({ reason }))

/** A stored report (decoded JSON) when it is a valid ScanReport. */
const parseStored = (stored: unknown): ScanReport.ScanReport | undefined => {
  if (stored === null || stored === undefined) return undefined
  const decoded = ScanReport.decode(stored)
  return decoded._tag === "Success" ? decoded.success : undefined
}

const Sources = Schema.Array(Schema.Literals(["sharer", "reference"]))

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
  /** Verifications on the ambient `SqlClient`, `BlobStorage`, `ShareLinks` and `ScanPool` (with their own `SkillRepository`). */
  static readonly layer = Layer.effect(
    Verifications,
    Effect.suspend(() => make)
  ).pipe(Layer.provide(SkillRepository.layer))

  /**
   * Verifications on `SkillRepository.layerMemory`, the ambient `BlobStorage`,
   * `ShareLinks` and `ScanPool`: no database, for unit tests (built with the other
   * memory layers, they share one store).
   */
  static readonly layerMemory = Layer.effect(
    Verifications,
    Effect.suspend(() => make)
  ).pipe(Layer.provide(SkillRepository.layerMemory))
}

const make = Effect.gen(function* () {
  const blobs = yield* BlobStorage.BlobStorage
  const shares = yield* ShareLinks
  const pool = yield* ScanPool
  const repository = yield* SkillRepository
  const checks = Checks.make(repository)

  /** The reference report under the current rule set, scanned again (and stored) when missing or stale. */
  const currentReference = Effect.fnUntraced(function* (version: VersionRecord) {
    const stored = parseStored(version.reference_report)
    if (stored !== undefined && !VersionScans.isStale(stored)) return stored
    const archive = yield* blobs.get(version.tree_hash as BlobStorage.BlobAddress).pipe(Effect.orDie)
    if (Option.isNone(archive)) return stored
    // A model's findings (the host's second opinion) are kept: a newer rule set does not ask again.
    const rescanned = yield* pool.scan(archive.value)
    const opinions = stored === undefined ? [] : SecondOpinion.opinionsOf(stored)
    const fresh = opinions.length === 0 ? rescanned : SecondOpinion.merge(rescanned, opinions)
    yield* repository.storeReferenceReport(version.version_id, fresh, VersionScans.gradeOf(fresh))
    return fresh
  })

  /** The skill and version, readable by the caller or reachable through an active link of the version (`Access`). */
  const reachable = Effect.fnUntraced(function* (input: VerifyInput) {
    const shareId = input.shareId
    const row = shareId === undefined ? undefined : yield* checks.liveSkill(input.namespace, input.name)
    if (row !== undefined && shareId !== undefined) {
      const { seen } = yield* checks.stateOf(input.actor, row)
      const linked = (version: VersionRecord) => shares.grants(shareId, version.version_id)
      const version = yield* checks.version(input.actor, seen, input.version, "verify", linked).pipe(Effect.option)
      if (Option.isSome(version)) return { skill: row, version: version.value }
    }
    const skill = yield* checks.skill(input.actor, input.namespace, input.name, "verify")
    return { skill, version: yield* checks.version(input.actor, skill, input.version, "verify") }
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
    const countable = outcome.verdict === "verified" && !Access.isWriter(input.actor, ownerOf(skill))
    const row = {
      verification_id: verificationId,
      skill_id: skill.skill_id,
      version_id: version.version_id,
      account_id: actor.account_id,
      verdict: outcome.verdict,
      details: outcome.details,
      consumer_tree_hash: consumer.success.tree_hash ?? VersionScans.treeHashOf(input.report) ?? null,
      consumer_ruleset_version: consumer.success.ruleset_version ?? null,
      compared_with: comparedWith,
      created_at: now
    }
    const counted = yield* repository.withTransaction(
      Effect.gen(function* () {
        const counts = yield* repository.insertVerification(row, countable)
        if (counts) yield* repository.countVerification(skill.skill_id, version.version_id)
        return counts
      })
    )
    return {
      verdict: outcome.verdict,
      details: outcome.details,
      verification_id: verificationId,
      compared_with: comparedWith,
      counted
    }
  })

  const history = Effect.fn("Verifications.history")(function* (input: VersionAddress & { readonly limit: number }) {
    const skill = yield* wrap(checks.skill(input.actor, input.namespace, input.name, "readVersion"))
    const version = yield* wrap(checks.version(input.actor, skill, input.version, "readVersion"))
    const rows = yield* repository.verifications(version.version_id, input.limit)
    return rows.map(
      (row): VerificationRecord => ({
        verification_id: row.verification_id,
        verdict: row.verdict,
        details: row.details,
        consumer_tree_hash: row.consumer_tree_hash,
        consumer_ruleset_version: row.consumer_ruleset_version,
        compared_with: Schema.decodeUnknownSync(Sources)(row.compared_with),
        counted: row.counted,
        created_at: iso(row.created_at)
      })
    )
  })

  return Verifications.of({ verify, history })
})
