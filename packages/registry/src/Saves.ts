/**
 * Saving versions from ZIP archives. Archives are read and scanned by the `ScanPool`
 * (every limit, traversal, symlink, duplicate and zip-bomb rule of `SkillArchive.read`)
 * before anything is stored, admitted under a concurrency limit and a memory budget.
 *
 * Saves of one skill are serialised (a transaction-scoped advisory lock on its name,
 * then its row lock), so concurrent saves of one skill never produce duplicate versions.
 * What a save does is planned twice (`plan`): once without the lock, so refusals and
 * skips store no blob, and once under it, which decides. The storage quota is checked
 * against the owner's running usage: before, so a refused save stores no blob, and
 * after the row writes, on the usage they updated, whose row stays locked until the
 * commit, so two saves of one owner cannot both slip under the quota (the one over it
 * rolls back). Nothing under a lock reads the owner's whole history.
 *
 * `SkillRegistry.save` is this service's `save`.
 *
 * @since 0.1.0
 */
import { randomUUID } from "node:crypto"
import { BlobStorage } from "@vouch/blob-storage"
import { type ScanReport, SecondOpinion } from "@vouch/scanner"
import { SemanticVersion, SkillArchive } from "@vouch/skill-archive"
import { Clock, Context, type Duration, Effect, Layer, Option } from "effect"
import * as Access from "./Access.ts"
import * as Admission from "./internal/admission.ts"
import {
  ArchiveRejected,
  AuthenticationRequired,
  Conflict,
  fail,
  InvalidInput,
  NotAllowed,
  ServiceBusy,
  StorageLimitExceeded
} from "./internal/errors.ts"
import { isValidName, normalizeNamespace } from "./internal/names.ts"
import * as Prepare from "./internal/prepare.ts"
import { type SkillRow, toSkill, toVersion, type VersionRow } from "./internal/rows.ts"
import { OwnerLimits, storageLimit } from "./OwnerLimits.ts"
import type * as RegistryActor from "./RegistryActor.ts"
import type { Skill, SkillVersion } from "./RegistryApi.ts"
import * as SaveMetadata from "./SaveMetadata.ts"
import { ScanOpinion } from "./ScanOpinion.ts"
import * as ScanPool from "./ScanPool.ts"
import { SkillRepository } from "./SkillRepository.ts"
import * as StorageQuota from "./StorageQuota.ts"
import * as VersionScans from "./VersionScans.ts"

/**
 * Options of the saves (and of `SkillRegistry.layer`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Storage quotas by tier; `StorageQuota.defaultQuotas` by default. */
  readonly quotas?: StorageQuota.Quotas | undefined
  /** Archive limits; `SkillArchive.defaultLimits` by default. */
  readonly archiveLimits?: SkillArchive.Limits | undefined
  /** Saves read and scanned at once (the rest wait); default 4. */
  readonly saveConcurrency?: number | undefined
  /**
   * Memory the saves in flight may hold between them, in bytes: each costs its archive
   * plus the declared uncompressed size of its files; default 256 MiB. A save costlier
   * than the whole budget runs alone.
   */
  readonly saveInflatedBudgetBytes?: number | undefined
  /** Saves that may wait for admission; one more is answered 503 at once. Default 64. */
  readonly saveQueueLength?: number | undefined
  /** How long a save waits for admission before a 503; default 30 seconds. */
  readonly saveQueueTimeout?: Duration.Input | undefined
}

/**
 * The defaults of the save admission (`Options`).
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultSaveAdmission = {
  saveConcurrency: 4,
  saveInflatedBudgetBytes: 256 * 1024 * 1024,
  saveQueueLength: 64,
  saveQueueTimeout: "30 seconds"
} as const

/**
 * A save request.
 *
 * @category models
 * @since 0.1.0
 */
export interface SaveInput {
  readonly actor: Option.Option<RegistryActor.Actor>
  readonly namespace: string
  readonly name: string
  readonly archive: Uint8Array
  readonly metadata: SaveMetadata.SaveMetadata
  /** The sharer's report of this very archive (an object or a JSON string), optional. */
  readonly scanReport?: unknown
}

/**
 * The outcome of a save: `created` is false when the content equals the latest
 * version and nothing was saved.
 *
 * @category models
 * @since 0.1.0
 */
export interface SaveResult {
  readonly created: boolean
  readonly skill: Skill
  readonly version: SkillVersion
}

/** The `Retry-After` of a save turned away. */
const busyRetryAfterSeconds = 5

const maximumDocumentCharacters = 64 * 1024

type Plan =
  | { readonly _tag: "Skip"; readonly existing: SkillRow; readonly latest: VersionRow }
  | { readonly _tag: "Attach"; readonly existing: SkillRow; readonly latest: VersionRow }
  | {
      readonly _tag: "Create"
      readonly existing: SkillRow | undefined
      readonly latest: VersionRow | undefined
      readonly version: string
      readonly category: string
      readonly tags: ReadonlyArray<string>
    }

interface Request {
  readonly namespace: string
  readonly name: string
  readonly owner: Access.Owner
  readonly actor: RegistryActor.Actor
  readonly archive: SkillArchive.Skill
  readonly metadata: SaveMetadata.SaveMetadata
  readonly sharerReport: ScanReport.ScanReport | undefined
  readonly blobs: ReadonlyMap<string, number>
}

/** Whether the current version moves to a saved one: when there is none, or the saved one is a release above it. */
export const currentMoves = (current: string | null, saved: string): boolean => {
  const parsed = SemanticVersion.parse(saved)
  const currentParsed = current === null ? undefined : SemanticVersion.parse(current)
  return (
    currentParsed === undefined ||
    (parsed !== undefined && parsed.prerelease.length === 0 && SemanticVersion.compare(parsed, currentParsed) > 0)
  )
}

const make = (options: Options | undefined) =>
  Effect.gen(function* () {
    const repository = yield* SkillRepository
    const blobs = yield* BlobStorage.BlobStorage
    const scanPool = yield* ScanPool.ScanPool
    const quotas = options?.quotas ?? StorageQuota.defaultQuotas
    const ownerLimits = yield* OwnerLimits
    const scanOpinion = yield* ScanOpinion
    const archiveLimits = options?.archiveLimits ?? SkillArchive.defaultLimits
    const admission = Admission.make({
      concurrency: options?.saveConcurrency ?? defaultSaveAdmission.saveConcurrency,
      budgetBytes: options?.saveInflatedBudgetBytes ?? defaultSaveAdmission.saveInflatedBudgetBytes,
      maximumWaiting: options?.saveQueueLength ?? defaultSaveAdmission.saveQueueLength,
      waitTimeout: options?.saveQueueTimeout ?? defaultSaveAdmission.saveQueueTimeout
    })

    /** Refuses a save whose new blobs would take the owner's usage over the actor's quota. */
    // The owner's limit: its plan's (OwnerLimits) when the host sets one, else its tier's.
    const refuseOverQuota = Effect.fnUntraced(function* (
      owner: Access.Owner,
      tier: StorageQuota.Tier,
      used: number,
      adding: number
    ) {
      const limit = yield* storageLimit(ownerLimits, owner, tier, quotas)
      if (used + adding > limit) return yield* fail(new StorageLimitExceeded({ used, adding, limit }))
    })

    /**
     * What a save will do, from the rows as they are (`lock`: under the skill's row lock,
     * where the quota is checked after the writes instead).
     */
    const plan = Effect.fnUntraced(function* (request: Request, lock: boolean) {
      const { namespace, name, owner, archive, metadata } = request
      const existing = yield* repository.findSkill(namespace, name, lock)
      if (existing !== undefined && existing.deleted_at !== null) {
        return yield* fail(new Conflict({ message: `@${namespace}/${name} was deleted; its name stays reserved.` }))
      }
      if (existing !== undefined && (existing.owner_kind !== owner.kind || existing.owner_id !== owner.id)) {
        return yield* fail(new NotAllowed({ message: "Only the owner of this skill may save it." }))
      }
      const previous = existing === undefined ? [] : yield* repository.versions(existing.skill_id)
      // The versions of a live skill are all live (they are only deleted with it).
      const latest = previous[0]
      if (existing !== undefined && latest !== undefined && latest.content_hash === archive.contentHash) {
        if (request.sharerReport === undefined) return { _tag: "Skip", existing, latest } satisfies Plan
        if (latest.tree_hash !== archive.treeHash) {
          return yield* fail(
            new InvalidInput({
              field: "scan_report.tree_hash",
              message: `The content equals version ${latest.version}, whose archive is ${latest.tree_hash}; this report scanned ${archive.treeHash}. Scan that version's archive and submit the report with PUT …/versions/${latest.version}/scan-report.`
            })
          )
        }
        return { _tag: "Attach", existing, latest } satisfies Plan
      }
      const manifest = archive.manifest
      // Metadata wins; then SKILL.md; then what the skill already had.
      const category = metadata.category ?? manifest.category ?? existing?.category ?? ""
      const tags = metadata.tags ?? (manifest.tags.length > 0 || existing === undefined ? manifest.tags : existing.tags)
      const resolved = SaveMetadata.resolveVersion({
        requested: metadata.version,
        manifestVersion: manifest.version,
        existing: previous.map((row) => row.version)
      })
      if (!resolved.ok) {
        return yield* fail(
          new Conflict({ message: `Version ${resolved.taken} of @${namespace}/${name} already exists.` })
        )
      }
      if (!lock) {
        const used = yield* repository.usedBytes(owner)
        yield* refuseOverQuota(owner, request.actor.tier, used, yield* repository.addedBytes(owner, request.blobs))
      }
      return { _tag: "Create", existing, latest, version: resolved.version, category, tags } satisfies Plan
    })

    /** Reads and scans the archive, checks it against the request, then stores what the plan decides. */
    const admitted = Effect.fnUntraced(function* (
      input: Omit<SaveInput, "actor"> & { readonly actor: RegistryActor.Actor; readonly owner: Access.Owner }
    ) {
      const { actor, owner, namespace, name, metadata } = input
      const prepared = yield* scanPool.prepare(input.archive, archiveLimits)
      if (!prepared.ok) {
        const { kind, message, path, status } = prepared.problem
        return yield* fail(new ArchiveRejected({ kind, message, ...(path === undefined ? {} : { path }), status }))
      }
      const archive = prepared.skill
      const sharer =
        input.scanReport === undefined ? undefined : VersionScans.parseSharerReport(input.scanReport, archive.treeHash)
      if (sharer !== undefined && !sharer.ok) {
        return yield* fail(new InvalidInput({ field: sharer.problem.field, message: sharer.problem.message }))
      }
      const sharerReport = sharer?.report
      const manifest = archive.manifest
      if (manifest.name !== name) {
        return yield* fail(
          new InvalidInput({
            field: "archive",
            message: `SKILL.md names the skill ${JSON.stringify(manifest.name)}, but it is saved as ${JSON.stringify(name)}.`
          })
        )
      }
      if (manifest.version !== undefined && manifest.version.length > SaveMetadata.maximumVersionLength) {
        return yield* fail(
          new ArchiveRejected({
            kind: "invalid_manifest",
            message: `SKILL.md's version has ${manifest.version.length} characters; a version has at most ${SaveMetadata.maximumVersionLength} (the longest a URL path segment can address).`,
            path: "SKILL.md",
            status: 400
          })
        )
      }
      // Every blob of the save by address (the archive, then its files), counted once.
      const blobSizes = new Map<string, number>([[archive.treeHash, input.archive.length]])
      for (const file of archive.files) blobSizes.set(file.hash, file.bytes.length)
      const request: Request = { namespace, name, owner, actor, archive, metadata, sharerReport, blobs: blobSizes }

      // Content-addressed and idempotent: a save that fails later leaves only
      // unreferenced blobs, which nothing serves or counts (see the README).
      const storeBlobs = Effect.gen(function* () {
        yield* blobs.put(input.archive).pipe(Effect.orDie)
        for (const file of archive.files) yield* blobs.put(file.bytes).pipe(Effect.orDie)
      })

      const outside = yield* plan(request, false)
      if (outside._tag === "Skip") {
        return { created: false, skill: toSkill(outside.existing), version: toVersion(outside.latest) }
      }
      const stored = outside._tag === "Create"
      if (stored) yield* storeBlobs

      // The host's second opinion (none by default) only adds advisories: the grade stays.
      const opinions = stored
        ? yield* scanOpinion.opinions({ actor, owner, namespace, name, files: archive.files, report: prepared.report })
        : []
      const reference = opinions.length === 0 ? prepared.report : SecondOpinion.merge(prepared.report, opinions)
      const referenceGrade = VersionScans.gradeOf(reference)
      const scanGrade = sharerReport === undefined ? referenceGrade : VersionScans.gradeOf(sharerReport)
      const manifestType = manifest.metadata.type
      const skillType =
        metadata.type ?? (manifestType === "skillset" || manifestType === "skill" ? manifestType : "skill")
      const document = manifest.body.slice(0, maximumDocumentCharacters)
      const now = new Date(yield* Clock.currentTimeMillis)

      // Only the skill's lock, its plan and the row writes are inside the transaction.
      return yield* repository.withTransaction(
        Effect.gen(function* () {
          yield* repository.lock(`registry-skill:${namespace}/${name}`)
          const decided = yield* plan(request, true)
          if (decided._tag === "Skip") {
            return { created: false, skill: toSkill(decided.existing), version: toVersion(decided.latest) }
          }
          if (decided._tag === "Attach") {
            yield* repository.storeSharerReport(
              decided.latest.version_id,
              sharerReport,
              VersionScans.gradeOf(sharerReport!)
            )
            const attached = yield* repository.liveVersion(decided.existing.skill_id, decided.latest.version)
            return { created: false, skill: toSkill(decided.existing), version: toVersion(attached!) }
          }
          // Another save changed the skill between the two plans: store now.
          if (!stored) yield* storeBlobs
          const { existing } = decided
          const skillId = existing?.skill_id ?? `skl_${randomUUID().replaceAll("-", "")}`
          if (existing === undefined) yield* repository.insertSkill({ skillId, namespace, name, owner, at: now })
          const current = existing?.current_version ?? null
          const moves = currentMoves(current, decided.version)
          const usage = yield* repository.insertVersion({
            owner,
            versionId: `ver_${randomUUID().replaceAll("-", "")}`,
            skillId,
            sequence: (decided.latest?.sequence ?? 0) + 1,
            version: decided.version,
            changelog: metadata.changelog ?? "",
            treeHash: archive.treeHash,
            contentHash: archive.contentHash,
            archiveSize: input.archive.length,
            filesSize: archive.totalBytes,
            document,
            savedBy: actor.account_id,
            savedAt: now,
            referenceReport: reference,
            referenceGrade,
            sharerReport,
            scanGrade,
            files: archive.files.map((file) => ({
              path: file.path,
              hash: file.hash,
              size: file.bytes.length,
              executable: file.executable
            })),
            skill: {
              type: skillType,
              description: metadata.description ?? manifest.description,
              category: decided.category,
              tags: decided.tags,
              currentVersion: moves ? decided.version : current!,
              documentMoves: moves
            }
          })
          // Over the quota: the failure rolls the writes back.
          yield* refuseOverQuota(owner, actor.tier, usage.usedBefore, usage.added)
          const skill = yield* repository.ownerView(skillId)
          const version = yield* repository.liveVersion(skillId, decided.version)
          return { created: true, skill, version: toVersion(version!) }
        })
      )
    })

    const save = Effect.fn("Saves.save")(function* (input: SaveInput) {
      if (Option.isNone(input.actor)) return yield* fail(new AuthenticationRequired())
      const actor = input.actor.value
      const namespace = normalizeNamespace(input.namespace)
      if (!isValidName(input.name)) {
        return yield* fail(
          new InvalidInput({
            field: "name",
            message: "A skill name has 1 to 64 lowercase letters, digits and single hyphens."
          })
        )
      }
      const owner = Access.saveOwner(actor, namespace)
      if (Option.isNone(owner)) {
        return yield* fail(
          new NotAllowed({
            message: `You may not save into @${namespace}: it is neither your namespace nor an organization you own or administer.`
          })
        )
      }
      // Reading and scanning (the costly part) happen before the transaction, off the
      // event loop, admitted under the concurrency limit and the memory budget.
      return yield* admission.run(
        Prepare.declaredBytes(input.archive, archiveLimits),
        admitted({ ...input, actor, namespace, owner: owner.value }),
        fail(new ServiceBusy({ retryAfterSeconds: busyRetryAfterSeconds }))
      )
    })

    return { save }
  })

/**
 * @category services
 * @since 0.1.0
 */
export class Saves extends Context.Service<Saves, Effect.Success<ReturnType<typeof make>>>()("@vouch/registry/Saves") {
  /** The saves on `SkillRepository`, `BlobStorage` and `ScanPool`. */
  static readonly layer = (options?: Options) => Layer.effect(Saves, make(options))
}
