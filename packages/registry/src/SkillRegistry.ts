/**
 * The skill registry on PostgreSQL (or PGlite): saving versions from ZIP archives,
 * reading skills and versions, downloads with deduplicated counts, yanking, soft
 * deletion, stars, the current version, public full-text search, blob access, badge
 * figures and storage quotas.
 *
 * A thin facade: `Saves` saves, `Versions` serves and changes versions,
 * `SkillRepository` holds the SQL, and `Access` decides who may do what (read its
 * documentation for the rules: private skills exist for their owner only; a public
 * skill shows anyone else only the versions a live public share link points at,
 * decided at each read; writes need the namespace's account or an owner or admin of
 * its organization). Every operation takes the caller (`Option<Actor>`, none when
 * anonymous).
 *
 * @since 0.1.0
 */
import { BlobStorage } from "@vouch/blob-storage"
import { Clock, Context, Effect, Layer, Option } from "effect"
import * as Access from "./Access.ts"
import type * as Badge from "./Badge.ts"
import * as Checks from "./internal/access.ts"
import { AuthenticationRequired, BlobNotFound, fail, type RegistryError } from "./internal/errors.ts"
import * as Exposure from "./internal/exposure.ts"
import { normalizeNamespace, utcDay } from "./internal/names.ts"
import type { SearchSort } from "./internal/ranking.ts"
import { ownerOf, skillOf, toSkill } from "./internal/rows.ts"
import { hotSpan } from "./internal/spans.ts"
import { OwnerLimits, storageLimit } from "./OwnerLimits.ts"
import type * as RegistryActor from "./RegistryActor.ts"
import type * as RegistryApi from "./RegistryApi.ts"
import * as Saves from "./Saves.ts"
import { SkillRepository } from "./SkillRepository.ts"
import * as StorageQuota from "./StorageQuota.ts"
import { Versions } from "./Versions.ts"

export {
  ArchiveRejected,
  AuthenticationRequired,
  BlobNotFound,
  Conflict,
  InvalidInput,
  NotAllowed,
  RegistryError,
  ServiceBusy,
  SkillNotFound,
  StorageLimitExceeded,
  VersionNotFound,
  VersionYanked
} from "./internal/errors.ts"
export { downloadIdentity, isValidName, normalizeNamespace, utcDay } from "./internal/names.ts"
export {
  hotScoreExpression,
  isSortKey,
  type SearchSort,
  searchCountCap,
  searchSorts
} from "./internal/ranking.ts"
export { defaultSaveAdmission, type Options, type SaveResult } from "./Saves.ts"

// ---------------------------------------------------------------------------
// Models (wire names, as the spec spells them; the schemas are `RegistryApi`'s)
// ---------------------------------------------------------------------------

/**
 * A skill (spec: Skill), plus its `type`.
 *
 * @category models
 * @since 0.1.0
 */
export type Skill = RegistryApi.Skill

/**
 * A saved version (spec: SkillVersion), plus its content hash, sizes and grades.
 *
 * @category models
 * @since 0.1.0
 */
export type SkillVersion = RegistryApi.SkillVersion

/**
 * One file of a version: its path, blob address (`GET /v1/blobs/{hash}`) and size.
 *
 * @category models
 * @since 0.1.0
 */
export type VersionFile = RegistryApi.VersionFile

/**
 * A version with its files and its scan reports (the sharer's and the server's).
 *
 * @category models
 * @since 0.1.0
 */
export type VersionDetail = RegistryApi.VersionDetail

/**
 * The owner's own scan report of a version (an object or a JSON string of one).
 *
 * @category models
 * @since 0.1.0
 */
export interface SubmitScanReport {
  readonly actor: Option.Option<RegistryActor.Actor>
  readonly namespace: string
  readonly name: string
  readonly version: string
  readonly report: unknown
}

/**
 * A search over public skills.
 *
 * @category models
 * @since 0.1.0
 */
export interface SearchQuery {
  readonly text?: string | undefined
  readonly category?: string | undefined
  readonly namespace?: string | undefined
  readonly type?: "skill" | "skillset" | undefined
  readonly sort?: SearchSort | undefined
  readonly limit: number
  /** Numbered pages: matches to skip (`OFFSET`: its cost grows with the page). */
  readonly offset?: number | undefined
  /** Cursor pages: `next` of the previous page (keyset: the same cost at any depth). */
  readonly after?: ReadonlyArray<string> | undefined
}

/**
 * @category models
 * @since 0.1.0
 */
export interface SearchResult {
  readonly items: ReadonlyArray<Skill>
  /** Exact up to `searchCountCap` matches; above, an estimate (`total_exact` false) never below the cap + 1. */
  readonly total_count: number
  readonly total_exact: boolean
  readonly has_more: boolean
  /** The sort key of the last item when more follow: pass it as `after` for the next page. */
  readonly next: ReadonlyArray<string> | undefined
}

/**
 * Who owns stored bytes: an account or an organization.
 *
 * @category models
 * @since 0.1.0
 */
export type Owner = Access.Owner

// ---------------------------------------------------------------------------
// Service
// ---------------------------------------------------------------------------

/**
 * @category services
 * @since 0.1.0
 */
export class SkillRegistry extends Context.Service<
  SkillRegistry,
  {
    /**
     * Saves a version from a ZIP archive (201 created, or skipped when the content
     * equals the latest version). The server scans the archive and stores its reference
     * report with the version. `scanReport` is the sharer's optional report (an object
     * or a JSON string) of this very archive (same `tree_hash`); on a skipped save it is
     * attached to the latest version when that version's archive is byte-identical.
     */
    readonly save: (input: Saves.SaveInput) => Effect.Effect<Saves.SaveResult, RegistryError>
    readonly getSkill: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string
    ) => Effect.Effect<Skill, RegistryError>
    /** Versions newest first; `before` is the `sequence` cursor of the previous page. */
    readonly listVersions: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string,
      options: { readonly limit: number; readonly before?: number | undefined }
    ) => Effect.Effect<
      { readonly items: ReadonlyArray<SkillVersion>; readonly next: number | undefined; readonly total_count: number },
      RegistryError
    >
    readonly getVersion: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string,
      version: string
    ) => Effect.Effect<VersionDetail, RegistryError>
    /**
     * The archive bytes of a version; counts the download once per identity and UTC day.
     * `public`: the version is exposed to everyone (a shared cache may keep it).
     */
    readonly download: (input: {
      readonly actor: Option.Option<RegistryActor.Actor>
      readonly namespace: string
      readonly name: string
      readonly version: string
      readonly identity: string
    }) => Effect.Effect<
      {
        readonly bytes: Uint8Array
        readonly skill: Skill
        readonly version: SkillVersion
        readonly public: boolean
      },
      RegistryError
    >
    readonly yank: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string,
      version: string,
      reason: string
    ) => Effect.Effect<SkillVersion, RegistryError>
    /** Soft-deletes the skill and all its versions; the name stays reserved. */
    readonly deleteSkill: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string
    ) => Effect.Effect<void, RegistryError>
    /**
     * Soft-deletes every skill of an owner with their versions, with no access check:
     * for organization deletion ("all org skills are deleted") and account deletion.
     * Returns how many skills were deleted; their names stay reserved.
     */
    readonly deleteAllOf: (owner: Owner) => Effect.Effect<number>
    /** Stars (`starred: true`) or unstars; idempotent either way. */
    readonly setStar: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string,
      starred: boolean
    ) => Effect.Effect<{ readonly starred: boolean; readonly star_count: number }, RegistryError>
    readonly setCurrentVersion: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string,
      version: string
    ) => Effect.Effect<Skill, RegistryError>
    /**
     * Sets a skill's visibility, with no access check: for the share-link work, which
     * makes a skill public when a public link of a scanned version is created and
     * private again when the last one is revoked.
     */
    readonly setVisibility: (
      namespace: string,
      name: string,
      visibility: "private" | "public"
    ) => Effect.Effect<Skill, RegistryError>
    /**
     * The owner submits their own scan report of a version (an object or a JSON string,
     * ScanReport 1.0 to 1.2, its `tree_hash` equal to the version's); it replaces an
     * earlier one and sets `scan_grade`.
     */
    readonly submitScanReport: (input: SubmitScanReport) => Effect.Effect<VersionDetail, RegistryError>
    /** Attaches a sharer's scan report and grade to a version, with no access check or validation. */
    readonly attachScanReport: (input: {
      readonly namespace: string
      readonly name: string
      readonly version: string
      readonly report: unknown
      readonly grade: "A+" | "A" | "B" | "C" | "D" | "E" | "F"
    }) => Effect.Effect<void, RegistryError>
    /** Adds one to a skill's verification count (for the verify work). */
    readonly recordVerification: (namespace: string, name: string) => Effect.Effect<void, RegistryError>
    readonly search: (query: SearchQuery) => Effect.Effect<SearchResult>
    /**
     * Recomputes the ranking columns of every live skill: downloads of the last 7 UTC
     * days (`trending`) and the `hot` score, which decays with age. Counted downloads
     * and stars bump both at once; run this every hour so old downloads drop out and
     * scores decay. Returns how many skills changed their recent download count.
     */
    readonly refreshRankings: Effect.Effect<number>
    /** A blob, when public (referenced by a public skill) or readable by the caller. */
    readonly readBlob: (
      actor: Option.Option<RegistryActor.Actor>,
      address: string
    ) => Effect.Effect<{ readonly bytes: Uint8Array; readonly public: boolean }, RegistryError>
    /** The figures of a public skill's badges. */
    readonly badgeFigures: (namespace: string, name: string) => Effect.Effect<Badge.Figures, RegistryError>
    /** Bytes used by an owner's live versions and its quota for a tier. */
    readonly storageUsage: (
      owner: Owner,
      tier: StorageQuota.Tier
    ) => Effect.Effect<{ readonly used_bytes: number; readonly limit_bytes: number }>
  }
>()("@vouch/registry/SkillRegistry") {
  /** The registry on the ambient `SqlClient`, `BlobStorage` and `ScanPool`. */
  static readonly layer = (options?: Saves.Options) => onRepository(options).pipe(Layer.provide(SkillRepository.layer))

  /**
   * The registry on `SkillRepository.layerMemory`, the ambient `BlobStorage` and
   * `ScanPool`: no database, for unit tests. Built in one layer with
   * `ShareLinks.layerMemory` and `RegistryStats.layerMemory`, they share one store.
   */
  static readonly layerMemory = (options?: Saves.Options) =>
    onRepository(options).pipe(Layer.provide(SkillRepository.layerMemory))
}

const onRepository = (options: Saves.Options | undefined) =>
  Layer.effect(SkillRegistry, make(options?.quotas ?? StorageQuota.defaultQuotas)).pipe(
    Layer.provide(Layer.mergeAll(Saves.Saves.layer(options), Versions.layer))
  )

const make = (quotas: StorageQuota.Quotas) =>
  Effect.gen(function* () {
    const ownerLimits = yield* OwnerLimits
    const repository = yield* SkillRepository
    const saves = yield* Saves.Saves
    const versions = yield* Versions
    const blobs = yield* BlobStorage.BlobStorage
    const checks = Checks.make(repository)
    const wrap = <A>(effect: Effect.Effect<A, Checks.Refusal>): Effect.Effect<A, RegistryError> =>
      Effect.catch(effect, fail)

    // On every skill detail: traced as `Versions.download` (`hotSpan`), without a generator.
    // The same row as seen (the read cache's, `Checks`) gives the same skill, made once.
    const getSkill = (actor: Option.Option<RegistryActor.Actor>, namespace: string, name: string) =>
      Effect.map(wrap(checks.skill(actor, namespace, name, "readSkill")), skillOf).pipe(
        hotSpan("SkillRegistry.getSkill")
      )

    const deleteSkill = Effect.fn("SkillRegistry.deleteSkill")(function* (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string
    ) {
      const skill = yield* wrap(checks.skill(actor, namespace, name, "delete"))
      const now = new Date(yield* Clock.currentTimeMillis)
      yield* repository.withTransaction(repository.softDelete(skill.skill_id, now))
    })

    const deleteAllOf = Effect.fn("SkillRegistry.deleteAllOf")(function* (owner: Owner) {
      const now = new Date(yield* Clock.currentTimeMillis)
      return yield* repository.withTransaction(repository.softDeleteAllOf(owner, now))
    })

    const setStar = Effect.fn("SkillRegistry.setStar")(function* (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string,
      starred: boolean
    ) {
      const skill = yield* wrap(checks.skill(actor, namespace, name, "star"))
      if (Option.isNone(actor)) return yield* fail(new AuthenticationRequired())
      yield* repository.setStar(skill.skill_id, actor.value.account_id, starred)
      const reloaded = yield* repository.ownerView(skill.skill_id)
      return { starred, star_count: reloaded.star_count }
    })

    const setVisibility = Effect.fn("SkillRegistry.setVisibility")(function* (
      namespace: string,
      name: string,
      visibility: "private" | "public"
    ) {
      const row = yield* wrap(versions.trusted(namespace, name))
      yield* repository.setVisibility(row.skill_id, visibility)
      return yield* repository.ownerView(row.skill_id)
    })

    const recordVerification = Effect.fn("SkillRegistry.recordVerification")(function* (
      namespace: string,
      name: string
    ) {
      const row = yield* wrap(versions.trusted(namespace, name))
      yield* repository.countVerification(row.skill_id)
    })

    const search = Effect.fn("SkillRegistry.search")(function* (query: SearchQuery) {
      const now = yield* Exposure.readTime
      const found = yield* repository.search(
        {
          ...query,
          namespace: query.namespace === undefined ? undefined : normalizeNamespace(query.namespace),
          sort: query.sort ?? "recent"
        },
        now
      )
      return {
        items: found.rows.map(toSkill),
        total_count: found.total,
        total_exact: found.exact,
        has_more: found.next !== undefined,
        next: found.next
      }
    })

    const refreshRankings = Effect.gen(function* () {
      return yield* repository.refreshRankings(utcDay(yield* Clock.currentTimeMillis))
    }).pipe(Effect.withSpan("SkillRegistry.refreshRankings"))

    const readBlob = Effect.fn("SkillRegistry.readBlob")(function* (
      actor: Option.Option<RegistryActor.Actor>,
      address: string
    ) {
      const parsed = BlobStorage.parseAddress(address)
      const references = parsed === undefined ? [] : yield* repository.blobReferences(parsed, yield* Exposure.readTime)
      const decisions = references.map((row) =>
        Access.decide(actor, { owner: ownerOf(row), public: row.exposed }, "readBlob", row)
      )
      if (parsed === undefined || !decisions.includes("Allowed")) {
        const refused = Access.decide(actor, undefined, "readBlob")
        return yield* fail(refused === "Unauthenticated" ? new AuthenticationRequired() : new BlobNotFound({ address }))
      }
      const bytes = yield* blobs.get(parsed).pipe(Effect.orDie)
      if (Option.isNone(bytes)) return yield* fail(new BlobNotFound({ address }))
      return { bytes: bytes.value, public: references.some((row) => row.exposed && !row.yanked) }
    })

    const badgeFigures = Effect.fn("SkillRegistry.badgeFigures")(function* (namespace: string, name: string) {
      const skill = yield* wrap(checks.skill(Option.none(), namespace, name, "readSkill"))
      const current =
        skill.current_version === null ? undefined : yield* repository.grades(skill.skill_id, skill.current_version)
      return {
        verificationCount: skill.verification_count,
        downloadCount: skill.download_count,
        scanGrade: current?.scan_grade ?? undefined,
        referenceGrade: current?.reference_grade ?? undefined,
        evaluationScore: current?.evaluation_score ?? undefined
      } satisfies Badge.Figures
    })

    const storageUsage = Effect.fn("SkillRegistry.storageUsage")(function* (owner: Owner, tier: StorageQuota.Tier) {
      const limit = yield* storageLimit(ownerLimits, owner, tier, quotas)
      return { used_bytes: yield* repository.usedBytes(owner), limit_bytes: limit }
    })

    return SkillRegistry.of({
      save: saves.save,
      getSkill,
      listVersions: versions.list,
      getVersion: (actor, namespace, name, version) => versions.get({ actor, namespace, name, version }),
      download: versions.download,
      yank: (actor, namespace, name, version, reason) => versions.yank({ actor, namespace, name, version, reason }),
      deleteSkill,
      deleteAllOf,
      setStar,
      setCurrentVersion: (actor, namespace, name, version) => versions.setCurrent({ actor, namespace, name, version }),
      setVisibility,
      submitScanReport: versions.submitScanReport,
      attachScanReport: versions.attachScanReport,
      recordVerification,
      search,
      refreshRankings,
      readBlob,
      badgeFigures,
      storageUsage
    })
  })
