/**
 * The skill registry on PostgreSQL (or PGlite): saving versions from ZIP archives,
 * reading skills and versions, downloads with deduplicated counts, yanking, soft
 * deletion, stars, the current version, public full-text search, blob access, badge
 * figures and storage quotas.
 *
 * Every operation takes the caller (`Option<Actor>`, none when anonymous) and applies
 * the access rules itself:
 *
 * - a private skill is visible to its owner only (the account of the namespace, or
 *   every member of the organization of the namespace); to anyone else it does not
 *   exist (`SkillNotFound`, never a refusal that would reveal it);
 * - a public skill shows anyone but its owner only the versions a live public share
 *   link points at, decided at each read (`internal/exposure.ts`): other versions do
 *   not exist for them (`VersionNotFound`), and an expired last public link hides the
 *   skill as revoking it would;
 * - writes (save, yank, delete, current version) need the namespace's account or an
 *   owner or admin of its organization.
 *
 * Saves are serialised per owner (a transaction-scoped advisory lock), so concurrent
 * saves of one skill never produce duplicate versions and two saves cannot both slip
 * under the storage quota. Archives are checked by `SkillArchive.read` (every limit,
 * traversal, symlink, duplicate and zip-bomb rule) before anything is stored.
 *
 * @since 0.1.0
 */
import { createHash, randomUUID } from "node:crypto"
import { BlobStorage } from "@vouch/blob-storage"
import type { ScanReport } from "@vouch/scanner"
import { SemanticVersion, SkillArchive } from "@vouch/skill-archive"
import { Array as Arr, Clock, Context, type Duration, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Badge from "./Badge.ts"
import * as Admission from "./internal/admission.ts"
import * as Exposure from "./internal/exposure.ts"
import * as Prepare from "./internal/prepare.ts"
import {
  canWriteRow,
  isMember,
  type SkillRow,
  skillColumns as skillColumnsText,
  toSkill,
  toVersion,
  type VersionRow,
  versionColumns as versionColumnsText
} from "./internal/rows.ts"
import * as RegistryActor from "./RegistryActor.ts"
import * as SaveMetadata from "./SaveMetadata.ts"
import * as ScanPool from "./ScanPool.ts"
import * as StorageQuota from "./StorageQuota.ts"
import * as VersionScans from "./VersionScans.ts"

// ---------------------------------------------------------------------------
// Models (wire names, as the spec spells them)
// ---------------------------------------------------------------------------

/**
 * A skill (spec: Skill), plus its `type`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Skill {
  readonly skill_id: string
  readonly namespace: string
  readonly name: string
  readonly type: "skill" | "skillset"
  readonly description: string
  readonly category: string
  readonly tags: ReadonlyArray<string>
  readonly visibility: "private" | "public"
  readonly current_version: string
  readonly download_count: number
  readonly star_count: number
  readonly verification_count: number
  readonly created_at: string
  readonly updated_at: string
}

/**
 * A saved version (spec: SkillVersion), plus its content hash, sizes and yank reason.
 *
 * @category models
 * @since 0.1.0
 */
export interface SkillVersion {
  readonly version_id: string
  readonly version: string
  readonly changelog: string
  readonly tree_hash: string
  readonly content_hash: string
  readonly archive_size: number
  readonly file_count: number
  readonly yanked: boolean
  readonly yank_reason: string | null
  readonly saved_at: string
  readonly scan_grade: string | null
  /** The server's reference grade (`A`..`F`): shown beside `scan_grade` when the sharer's differs. */
  readonly reference_grade: string | null
}

/**
 * One file of a version: its path, blob address (`GET /v1/blobs/{hash}`) and size.
 *
 * @category models
 * @since 0.1.0
 */
export interface VersionFile {
  readonly path: string
  readonly hash: string
  readonly size: number
  readonly executable: boolean
}

/**
 * A version with its files and its scan reports: `scan_report` is the sharer's report
 * (null until the owner submits one), `reference_report` the server's scan on save
 * (null only for versions saved before the server scanned), `reference_grade` its
 * grade; `verification_count` counts the distinct consumers whose verification of
 * this version was `verified`.
 *
 * @category models
 * @since 0.1.0
 */
export interface VersionDetail extends SkillVersion {
  readonly files: ReadonlyArray<VersionFile>
  readonly scan_report: unknown
  readonly reference_report: unknown
  readonly reference_grade: string | null
  readonly verification_count: number
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
 * The sorts of the search (see the README for their definitions).
 *
 * @category models
 * @since 0.1.0
 */
export type SearchSort = "popular" | "recent" | "verified" | "trending" | "hot"

/**
 * @category models
 * @since 0.1.0
 */
export const searchSorts: ReadonlyArray<SearchSort> = ["popular", "recent", "verified", "trending", "hot"]

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
  readonly offset: number
}

/**
 * @category models
 * @since 0.1.0
 */
export interface SearchResult {
  readonly items: ReadonlyArray<Skill>
  readonly total_count: number
}

/**
 * Who owns stored bytes: an account or an organization.
 *
 * @category models
 * @since 0.1.0
 */
export interface Owner {
  readonly kind: "account" | "organization"
  readonly id: string
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/**
 * The skill does not exist, is deleted, or is private and not the caller's.
 *
 * @category errors
 * @since 0.1.0
 */
export class SkillNotFound extends Schema.TaggedError<SkillNotFound>()("SkillNotFound", {
  namespace: Schema.String,
  name: Schema.String
}) {}

/**
 * @category errors
 * @since 0.1.0
 */
export class VersionNotFound extends Schema.TaggedError<VersionNotFound>()("VersionNotFound", {
  version: Schema.String
}) {}

/**
 * No blob at that address that the caller may read.
 *
 * @category errors
 * @since 0.1.0
 */
export class BlobNotFound extends Schema.TaggedError<BlobNotFound>()("BlobNotFound", { address: Schema.String }) {}

/**
 * The operation needs an authenticated caller.
 *
 * @category errors
 * @since 0.1.0
 */
export class AuthenticationRequired extends Schema.TaggedError<AuthenticationRequired>()(
  "AuthenticationRequired",
  {}
) {}

/**
 * The caller may see the skill but not do this to it (or may not write in the namespace).
 *
 * @category errors
 * @since 0.1.0
 */
export class NotAllowed extends Schema.TaggedError<NotAllowed>()("NotAllowed", { message: Schema.String }) {}

/**
 * The archive was refused by `SkillArchive.read`; `status` is 413 for sizes, 400 otherwise.
 *
 * @category errors
 * @since 0.1.0
 */
export class ArchiveRejected extends Schema.TaggedError<ArchiveRejected>()("ArchiveRejected", {
  kind: Schema.String,
  message: Schema.String,
  path: Schema.optionalKey(Schema.String),
  status: Schema.Literals([400, 413])
}) {}

/**
 * A field of the request (metadata, name) broke its rule.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  field: Schema.String,
  message: Schema.String
}) {}

/**
 * The requested version already exists (versions are immutable), or the skill name is
 * reserved by a deleted skill.
 *
 * @category errors
 * @since 0.1.0
 */
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", { message: Schema.String }) {}

/**
 * The version is yanked: it stays in the history but cannot be downloaded.
 *
 * @category errors
 * @since 0.1.0
 */
export class VersionYanked extends Schema.TaggedError<VersionYanked>()("VersionYanked", {
  version: Schema.String,
  reason: Schema.String
}) {}

/**
 * Saving would take the owner's storage over its quota.
 *
 * @category errors
 * @since 0.1.0
 */
export class StorageLimitExceeded extends Schema.TaggedError<StorageLimitExceeded>()("StorageLimitExceeded", {
  used: Schema.Number,
  adding: Schema.Number,
  limit: Schema.Number
}) {}

/**
 * Too many saves are being read and scanned (the concurrency limit or the memory
 * budget of `Options`, with the waiting line full or waited out): retry later.
 *
 * @category errors
 * @since 0.1.0
 */
export class ServiceBusy extends Schema.TaggedError<ServiceBusy>()("ServiceBusy", {
  retryAfterSeconds: Schema.Number
}) {}

/**
 * The one error of the registry.
 *
 * @category errors
 * @since 0.1.0
 */
export class RegistryError extends Schema.TaggedError<RegistryError>()("RegistryError", {
  reason: Schema.Union([
    SkillNotFound,
    VersionNotFound,
    BlobNotFound,
    AuthenticationRequired,
    NotAllowed,
    ArchiveRejected,
    InvalidInput,
    Conflict,
    VersionYanked,
    StorageLimitExceeded,
    ServiceBusy
  ])
}) {}

const fail = (reason: RegistryError["reason"]) => Effect.fail(new RegistryError({ reason }))

// ---------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------

const skillName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A namespace from a path segment: the leading `@` stripped, lower-cased.
 *
 * @category decoding
 * @since 0.1.0
 */
export const normalizeNamespace = (segment: string): string =>
  (segment.startsWith("@") ? segment.slice(1) : segment).toLowerCase()

/**
 * Whether a skill name is valid: 1 to 64 lowercase letters, digits and single hyphens.
 *
 * @category guards
 * @since 0.1.0
 */
export const isValidName = (name: string): boolean => name.length <= 64 && skillName.test(name)

/**
 * The UTC day (`YYYY-MM-DD`) of a time in milliseconds: the unit of download
 * deduplication.
 *
 * @category constructors
 * @since 0.1.0
 */
export const utcDay = (millis: number): string => new Date(millis).toISOString().slice(0, 10)

/**
 * The identity a download is counted for: the account when authenticated, otherwise
 * a SHA-256 digest of the client address (no raw address is stored).
 *
 * @category constructors
 * @since 0.1.0
 */
export const downloadIdentity = (actor: Option.Option<RegistryActor.Actor>, address: string | undefined): string =>
  Option.isSome(actor)
    ? `account:${actor.value.account_id}`
    : `address:${createHash("sha256")
        .update(address ?? "unknown")
        .digest("hex")}`

const maximumDocumentCharacters = 64 * 1024

// Each order matches a partial index on public live skills (see the migrations).
const sortOrder: Record<SearchSort, string> = {
  recent: "s.updated_at DESC, s.skill_id",
  popular: "s.download_count DESC, s.star_count DESC, s.skill_id",
  verified: "s.verification_count DESC, s.download_count DESC, s.skill_id",
  trending: "s.recent_downloads DESC, s.download_count DESC, s.skill_id",
  hot: "s.hot_score DESC, s.skill_id"
}

/**
 * The `hot` score of a skill row: stars (twice) and downloads of the last 7 days,
 * decayed by the skill's age in hours: `(2 × stars + recent downloads + 1) / (hours + 2)^1.5`.
 *
 * @category constants
 * @since 0.1.0
 */
export const hotScoreExpression =
  "(2 * star_count + recent_downloads + 1) / power(greatest(extract(epoch FROM (now() - created_at)), 0) / 3600 + 2, 1.5)"

// ---------------------------------------------------------------------------
// Service
// ---------------------------------------------------------------------------

/**
 * Options of the registry layer.
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

/** The `Retry-After` of a save turned away. */
const busyRetryAfterSeconds = 5

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
    readonly save: (input: {
      readonly actor: Option.Option<RegistryActor.Actor>
      readonly namespace: string
      readonly name: string
      readonly archive: Uint8Array
      readonly metadata: SaveMetadata.SaveMetadata
      readonly scanReport?: unknown
    }) => Effect.Effect<SaveResult, RegistryError>
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
  static readonly layer = (options?: Options) =>
    Layer.effect(
      SkillRegistry,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const blobs = yield* BlobStorage.BlobStorage
        const scanPool = yield* ScanPool.ScanPool
        const quotas = options?.quotas ?? StorageQuota.defaultQuotas
        const archiveLimits = options?.archiveLimits ?? SkillArchive.defaultLimits
        const admission = Admission.make({
          concurrency: options?.saveConcurrency ?? defaultSaveAdmission.saveConcurrency,
          budgetBytes: options?.saveInflatedBudgetBytes ?? defaultSaveAdmission.saveInflatedBudgetBytes,
          maximumWaiting: options?.saveQueueLength ?? defaultSaveAdmission.saveQueueLength,
          waitTimeout: options?.saveQueueTimeout ?? defaultSaveAdmission.saveQueueTimeout
        })

        const skillColumns = sql.literal(skillColumnsText)
        const versionColumns = sql.literal(versionColumnsText)

        const findSkillRow = (namespace: string, name: string, lock = false) =>
          sql<SkillRow>`
            SELECT ${skillColumns} FROM registry_skills s
            WHERE s.namespace = ${namespace} AND s.name = ${name}
            ${lock ? sql.literal("FOR UPDATE") : sql.literal("")}`.pipe(
            Effect.map((rows) => rows[0]),
            Effect.orDie
          )

        /** A live skill the caller may see, as they see it (`internal/exposure.ts`), else `SkillNotFound`. */
        const visibleSkill = Effect.fnUntraced(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespaceSegment: string,
          name: string
        ) {
          const namespace = normalizeNamespace(namespaceSegment)
          const row = yield* findSkillRow(namespace, name)
          const seen = row === undefined || row.deleted_at !== null ? undefined : yield* Exposure.view(sql, actor, row)
          if (seen === undefined) return yield* fail(new SkillNotFound({ namespace, name }))
          return seen
        })

        /** A live skill the caller may write, else `SkillNotFound` / `NotAllowed` / `AuthenticationRequired`. */
        const writableSkill = Effect.fnUntraced(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespaceSegment: string,
          name: string
        ) {
          if (Option.isNone(actor)) return yield* fail(new AuthenticationRequired())
          const row = yield* visibleSkill(actor, namespaceSegment, name)
          if (!canWriteRow(actor.value, row)) {
            return yield* fail(new NotAllowed({ message: "Only the owner of this skill may do this." }))
          }
          return row
        })

        const findVersionRow = (skillId: string, version: string) =>
          sql<VersionRow>`
            SELECT ${versionColumns} FROM registry_versions v
            WHERE v.skill_id = ${skillId} AND v.version = ${version} AND v.deleted_at IS NULL`.pipe(
            Effect.map((rows) => rows[0]),
            Effect.orDie
          )

        const versionOf = Effect.fnUntraced(function* (skillId: string, version: string) {
          const row = yield* findVersionRow(skillId, version)
          if (row === undefined) return yield* fail(new VersionNotFound({ version }))
          return row
        })

        /** A version the caller may see of a skill they see (`internal/exposure.ts`), else `VersionNotFound`. */
        const visibleVersion = Effect.fnUntraced(function* (
          actor: Option.Option<RegistryActor.Actor>,
          skill: SkillRow,
          version: string
        ) {
          const row = yield* versionOf(skill.skill_id, version)
          if (!(yield* Exposure.canSeeVersion(sql, actor, skill, row.version_id))) {
            return yield* fail(new VersionNotFound({ version }))
          }
          return row
        })

        /** A skill as its owner sees it now (the visibility in effect, `internal/exposure.ts`). */
        const reloadSkill = (skillId: string) =>
          Effect.flatMap(
            Exposure.readTime,
            (now) =>
              sql<SkillRow>`SELECT ${Exposure.ownerSkillColumns(sql, now)} FROM registry_skills s WHERE s.skill_id = ${skillId}`
          ).pipe(
            Effect.map((rows) => toSkill(rows[0]!)),
            Effect.orDie
          )

        /** Rebuilds the full-text document: name (A), description, tags and category (B), SKILL.md (D). */
        const refreshSearchVector = (skillId: string) =>
          sql`
            UPDATE registry_skills SET search_vector =
              setweight(to_tsvector('english', replace(name, '-', ' ')), 'A') ||
              setweight(to_tsvector('english', description), 'B') ||
              setweight(to_tsvector('english',
                (SELECT coalesce(string_agg(tag, ' '), '') FROM jsonb_array_elements_text(tags) AS tag) || ' ' || category), 'B') ||
              setweight(to_tsvector('english', skill_document), 'D')
            WHERE skill_id = ${skillId}`.pipe(Effect.asVoid, Effect.orDie)

        /**
         * The blobs an owner's live versions reference (archives and files, yanked
         * versions included), one row per reference.
         */
        const ownerBlobs = (owner: Owner) => sql`
          SELECT v.tree_hash AS address, v.archive_size AS size
          FROM registry_versions v JOIN registry_skills s ON s.skill_id = v.skill_id
          WHERE s.owner_kind = ${owner.kind} AND s.owner_id = ${owner.id}
            AND v.deleted_at IS NULL AND s.deleted_at IS NULL
          UNION ALL
          SELECT f.blob_address AS address, f.size
          FROM registry_version_files f
          JOIN registry_versions v ON v.version_id = f.version_id
          JOIN registry_skills s ON s.skill_id = v.skill_id
          WHERE s.owner_kind = ${owner.kind} AND s.owner_id = ${owner.id}
            AND v.deleted_at IS NULL AND s.deleted_at IS NULL`

        /** Stored bytes of an owner: each distinct blob its live versions reference, once. */
        const usedBytes = (owner: Owner) =>
          sql<{ readonly used: string | number }>`
            SELECT coalesce(sum(size), 0) AS used
            FROM (SELECT address, max(size) AS size FROM (${ownerBlobs(owner)}) refs GROUP BY address) blobs`.pipe(
            Effect.map((rows) => Number(rows[0]?.used ?? 0)),
            Effect.orDie
          )

        /** The bytes a save adds to its owner's usage: its blobs the owner does not reference yet. */
        const addedBytes = (owner: Owner, saved: ReadonlyMap<string, number>) =>
          sql<{ readonly address: string }>`
            SELECT DISTINCT address FROM (${ownerBlobs(owner)}) refs
            WHERE address IN ${sql.in([...saved.keys()])}`.pipe(
            Effect.map((rows) => {
              const known = new Set(rows.map((row) => row.address))
              let adding = 0
              for (const [address, size] of saved) if (!known.has(address)) adding += size
              return adding
            }),
            Effect.orDie
          )

        /** Stores the sharer's report of a version; `scan_grade` follows it. */
        const storeSharerReport = (versionId: string, report: ScanReport.ScanReport) =>
          sql`
            UPDATE registry_versions SET scan_report = ${JSON.stringify(report)}::jsonb,
              scan_grade = ${VersionScans.gradeOf(report)}
            WHERE version_id = ${versionId}`.pipe(Effect.asVoid, Effect.orDie)

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

        /**
         * What a save will do, from the rows as they are: run once without a lock
         * (so refusals and skips store no blob) and again under the owner's lock in
         * the transaction, which decides.
         */
        const plan = Effect.fnUntraced(function* (request: {
          readonly namespace: string
          readonly name: string
          readonly owner: Owner
          readonly actor: RegistryActor.Actor
          readonly archive: SkillArchive.Skill
          readonly metadata: SaveMetadata.SaveMetadata
          readonly sharerReport: ScanReport.ScanReport | undefined
          readonly blobs: ReadonlyMap<string, number>
          readonly lock: boolean
        }) {
          const { namespace, name, owner, archive, metadata } = request
          const existing = yield* findSkillRow(namespace, name, request.lock)
          if (existing !== undefined && existing.deleted_at !== null) {
            return yield* fail(new Conflict({ message: `@${namespace}/${name} was deleted; its name stays reserved.` }))
          }
          if (existing !== undefined && (existing.owner_kind !== owner.kind || existing.owner_id !== owner.id)) {
            return yield* fail(new NotAllowed({ message: "Only the owner of this skill may save it." }))
          }
          const previous =
            existing === undefined
              ? []
              : yield* sql<VersionRow>`
                  SELECT ${versionColumns} FROM registry_versions v
                  WHERE v.skill_id = ${existing.skill_id} ORDER BY v.sequence DESC`.pipe(Effect.orDie)
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
          const tags =
            metadata.tags ??
            (manifest.tags.length > 0 || existing === undefined
              ? manifest.tags
              : (JSON.parse(existing.tags) as Array<string>))
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
          const used = yield* usedBytes(owner)
          const adding = yield* addedBytes(owner, request.blobs)
          const tier = request.actor.tier
          if (!StorageQuota.fits({ used, adding, tier, quotas })) {
            return yield* fail(new StorageLimitExceeded({ used, adding, limit: quotas[tier] }))
          }
          return { _tag: "Create", existing, latest, version: resolved.version, category, tags } satisfies Plan
        })

        const save = Effect.fn("SkillRegistry.save")(function* (input: {
          readonly actor: Option.Option<RegistryActor.Actor>
          readonly namespace: string
          readonly name: string
          readonly archive: Uint8Array
          readonly metadata: SaveMetadata.SaveMetadata
          readonly scanReport?: unknown
        }) {
          if (Option.isNone(input.actor)) return yield* fail(new AuthenticationRequired())
          const actor = input.actor.value
          const namespace = normalizeNamespace(input.namespace)
          const name = input.name
          if (!isValidName(name)) {
            return yield* fail(
              new InvalidInput({
                field: "name",
                message: "A skill name has 1 to 64 lowercase letters, digits and single hyphens."
              })
            )
          }
          const owner = RegistryActor.ownerOf(actor, namespace)
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
            saveAdmitted({ ...input, actor, namespace, owner: owner.value }),
            fail(new ServiceBusy({ retryAfterSeconds: busyRetryAfterSeconds }))
          )
        })

        const saveAdmitted = Effect.fnUntraced(function* (input: {
          readonly actor: RegistryActor.Actor
          readonly owner: Owner
          readonly namespace: string
          readonly name: string
          readonly archive: Uint8Array
          readonly metadata: SaveMetadata.SaveMetadata
          readonly scanReport?: unknown
        }) {
          const { actor, owner, namespace, name, metadata } = input
          const prepared = yield* scanPool.prepare(input.archive, archiveLimits)
          if (!prepared.ok) {
            return yield* fail(
              new ArchiveRejected({
                kind: prepared.problem.kind,
                message: prepared.problem.message,
                ...(prepared.problem.path === undefined ? {} : { path: prepared.problem.path }),
                status: prepared.problem.status
              })
            )
          }
          const archive = prepared.skill
          const sharer =
            input.scanReport === undefined
              ? undefined
              : VersionScans.parseSharerReport(input.scanReport, archive.treeHash)
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
          const request = { namespace, name, owner, actor, archive, metadata, sharerReport, blobs: blobSizes }

          // Content-addressed and idempotent: a save that fails later leaves only
          // unreferenced blobs, which nothing serves or counts (see the README).
          const storeBlobs = Effect.gen(function* () {
            yield* blobs.put(input.archive).pipe(Effect.orDie)
            for (const file of archive.files) yield* blobs.put(file.bytes).pipe(Effect.orDie)
          })

          const outside = yield* plan({ ...request, lock: false })
          if (outside._tag === "Skip") {
            return { created: false, skill: toSkill(outside.existing), version: toVersion(outside.latest) }
          }
          const stored = outside._tag === "Create"
          if (stored) yield* storeBlobs

          const reference = prepared.report
          const referenceGrade = VersionScans.gradeOf(reference)
          const scanGrade = sharerReport === undefined ? referenceGrade : VersionScans.gradeOf(sharerReport)
          const description = metadata.description ?? manifest.description
          const skillType =
            metadata.type ??
            (manifest.metadata.type === "skillset" || manifest.metadata.type === "skill"
              ? manifest.metadata.type
              : "skill")
          const document = manifest.body.slice(0, maximumDocumentCharacters)
          const ownerKey = `registry-storage:${owner.kind}:${owner.id}`
          const now = yield* Clock.currentTimeMillis

          // Only the owner's lock and the row writes are inside the transaction.
          return yield* sql
            .withTransaction(
              Effect.gen(function* () {
                yield* sql`SELECT pg_advisory_xact_lock(hashtext(${ownerKey}))`.pipe(Effect.orDie)
                const decided = yield* plan({ ...request, lock: true })
                if (decided._tag === "Skip") {
                  return { created: false, skill: toSkill(decided.existing), version: toVersion(decided.latest) }
                }
                if (decided._tag === "Attach") {
                  yield* storeSharerReport(decided.latest.version_id, sharerReport!)
                  return {
                    created: false,
                    skill: toSkill(decided.existing),
                    version: toVersion(yield* versionOf(decided.existing.skill_id, decided.latest.version))
                  }
                }
                // Another save changed the skill between the two plans: store now.
                if (!stored) yield* storeBlobs
                const { existing } = decided
                const skillId = existing?.skill_id ?? `skl_${randomUUID().replaceAll("-", "")}`
                if (existing === undefined) {
                  yield* sql`
                  INSERT INTO registry_skills (skill_id, namespace, name, owner_kind, owner_id, created_at, updated_at)
                  VALUES (${skillId}, ${namespace}, ${name}, ${owner.kind}, ${owner.id}, ${new Date(now)}, ${new Date(now)})`.pipe(
                    Effect.orDie
                  )
                }
                const versionId = `ver_${randomUUID().replaceAll("-", "")}`
                const sequence = (decided.latest?.sequence ?? 0) + 1
                yield* sql`
                INSERT INTO registry_versions (version_id, skill_id, sequence, version, changelog, tree_hash, content_hash,
                  archive_size, files_size, file_count, skill_document, saved_by, saved_at,
                  reference_report, reference_grade, scan_report, scan_grade)
                VALUES (${versionId}, ${skillId}, ${sequence}, ${decided.version}, ${metadata.changelog ?? ""},
                  ${archive.treeHash}, ${archive.contentHash}, ${input.archive.length}, ${archive.totalBytes},
                  ${archive.files.length}, ${document}, ${actor.account_id}, ${new Date(now)},
                  ${JSON.stringify(reference)}::jsonb, ${referenceGrade},
                  ${sharerReport === undefined ? null : JSON.stringify(sharerReport)}::jsonb, ${scanGrade})`.pipe(
                  Effect.orDie
                )
                const fileRows = archive.files.map((file) => ({
                  version_id: versionId,
                  path: file.path,
                  blob_address: file.hash,
                  size: file.bytes.length,
                  executable: file.executable
                }))
                if (Arr.isArrayNonEmpty(fileRows)) {
                  yield* sql`INSERT INTO registry_version_files ${sql.insert(fileRows)}`.pipe(Effect.orDie)
                }

                // The current version moves to the new one when it is a release above it.
                const current = existing?.current_version ?? null
                const saved = SemanticVersion.parse(decided.version)!
                const currentParsed = current === null ? undefined : SemanticVersion.parse(current)
                const moves =
                  currentParsed === undefined ||
                  (saved.prerelease.length === 0 && SemanticVersion.compare(saved, currentParsed) > 0)
                const currentVersion = moves ? decided.version : current!
                yield* sql`
                UPDATE registry_skills SET
                  skill_type = ${skillType},
                  description = ${description},
                  category = ${decided.category},
                  tags = ${JSON.stringify(decided.tags)}::jsonb,
                  current_version = ${currentVersion},
                  skill_document = ${moves ? document : sql.literal("skill_document")},
                  updated_at = ${new Date(now)},
                  hot_score = ${sql.literal(hotScoreExpression)}
                WHERE skill_id = ${skillId}`.pipe(Effect.orDie)
                yield* refreshSearchVector(skillId)
                const skill = yield* reloadSkill(skillId)
                const version = yield* versionOf(skillId, decided.version)
                return { created: true, skill, version: toVersion(version) }
              })
            )
            .pipe(Effect.catchTag("SqlError", Effect.die))
        })

        const getSkill = Effect.fn("SkillRegistry.getSkill")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespace: string,
          name: string
        ) {
          return toSkill(yield* visibleSkill(actor, namespace, name))
        })

        const listVersions = Effect.fn("SkillRegistry.listVersions")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespace: string,
          name: string,
          options: { readonly limit: number; readonly before?: number | undefined }
        ) {
          const skill = yield* visibleSkill(actor, namespace, name)
          const visible = yield* Exposure.visibleVersions(sql, actor, skill)
          const before = options.before ?? 2_147_483_647
          const rows = yield* sql<VersionRow>`
            SELECT ${versionColumns} FROM registry_versions v
            WHERE v.skill_id = ${skill.skill_id} AND v.deleted_at IS NULL AND v.sequence < ${before} AND ${visible}
            ORDER BY v.sequence DESC
            LIMIT ${options.limit + 1}`.pipe(Effect.orDie)
          const counted = yield* sql<{ readonly total: string | number }>`
            SELECT count(*) AS total FROM registry_versions v
            WHERE v.skill_id = ${skill.skill_id} AND v.deleted_at IS NULL AND ${visible}`.pipe(Effect.orDie)
          const items = rows.slice(0, options.limit)
          const hasMore = rows.length > options.limit
          return {
            items: items.map(toVersion),
            next: hasMore ? items[items.length - 1]?.sequence : undefined,
            total_count: Number(counted[0]?.total ?? 0)
          }
        })

        const getVersion = Effect.fn("SkillRegistry.getVersion")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespace: string,
          name: string,
          version: string
        ) {
          const skill = yield* visibleSkill(actor, namespace, name)
          const row = yield* visibleVersion(actor, skill, version)
          const files = yield* sql<{
            readonly path: string
            readonly blob_address: string
            readonly size: string | number
            readonly executable: boolean
          }>`
            SELECT path, blob_address, size, executable FROM registry_version_files
            WHERE version_id = ${row.version_id} ORDER BY path`.pipe(Effect.orDie)
          const reports = yield* sql<{
            readonly scan_report: string | null
            readonly reference_report: string | null
            readonly reference_grade: string | null
            readonly verification_count: string | number
          }>`
            SELECT scan_report::text AS scan_report, reference_report::text AS reference_report, reference_grade,
              verification_count
            FROM registry_versions WHERE version_id = ${row.version_id}`.pipe(Effect.orDie)
          const report = reports[0]
          const parsed = (text: string | null | undefined): unknown =>
            text === null || text === undefined ? null : (JSON.parse(text) as unknown)
          return {
            ...toVersion(row),
            files: files.map((file) => ({
              path: file.path,
              hash: file.blob_address,
              size: Number(file.size),
              executable: file.executable
            })),
            scan_report: parsed(report?.scan_report),
            reference_report: parsed(report?.reference_report),
            reference_grade: report?.reference_grade ?? null,
            verification_count: Number(report?.verification_count ?? 0)
          }
        })

        const download = Effect.fn("SkillRegistry.download")(function* (input: {
          readonly actor: Option.Option<RegistryActor.Actor>
          readonly namespace: string
          readonly name: string
          readonly version: string
          readonly identity: string
        }) {
          const skill = yield* visibleSkill(input.actor, input.namespace, input.name)
          const row = yield* visibleVersion(input.actor, skill, input.version)
          if (row.yanked) {
            return yield* fail(new VersionYanked({ version: row.version, reason: row.yank_reason ?? "" }))
          }
          const bytes = yield* blobs.get(row.tree_hash as BlobStorage.BlobAddress).pipe(Effect.orDie)
          if (Option.isNone(bytes)) return yield* Effect.die(new Error(`the archive ${row.tree_hash} is missing`))
          const day = utcDay(yield* Clock.currentTimeMillis)
          yield* sql`
            WITH counted AS (
              INSERT INTO registry_downloads (skill_id, identity, day, version)
              VALUES (${skill.skill_id}, ${input.identity}, ${day}::date, ${row.version})
              ON CONFLICT DO NOTHING
              RETURNING skill_id
            )
            UPDATE registry_skills SET download_count = download_count + 1, recent_downloads = recent_downloads + 1,
              hot_score = ${sql.literal(hotScoreExpression.replace("recent_downloads", "(recent_downloads + 1)"))}
            WHERE skill_id IN (SELECT skill_id FROM counted)`.pipe(Effect.orDie)
          return {
            bytes: bytes.value,
            skill: toSkill(yield* visibleSkill(input.actor, input.namespace, input.name)),
            version: toVersion(row),
            public: yield* Exposure.isExposed(sql, row.version_id)
          }
        })

        const yank = Effect.fn("SkillRegistry.yank")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespace: string,
          name: string,
          version: string,
          reason: string
        ) {
          const skill = yield* writableSkill(actor, namespace, name)
          const row = yield* versionOf(skill.skill_id, version)
          if (!row.yanked) {
            const now = yield* Clock.currentTimeMillis
            yield* sql`
              UPDATE registry_versions SET yanked = true, yank_reason = ${reason}, yanked_at = ${new Date(now)}
              WHERE version_id = ${row.version_id}`.pipe(Effect.orDie)
          }
          return toVersion(yield* versionOf(skill.skill_id, version))
        })

        const deleteSkill = Effect.fn("SkillRegistry.deleteSkill")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespace: string,
          name: string
        ) {
          const skill = yield* writableSkill(actor, namespace, name)
          const now = new Date(yield* Clock.currentTimeMillis)
          yield* sql
            .withTransaction(
              Effect.gen(function* () {
                yield* sql`UPDATE registry_versions SET deleted_at = ${now} WHERE skill_id = ${skill.skill_id} AND deleted_at IS NULL`
                yield* sql`UPDATE registry_skills SET deleted_at = ${now}, updated_at = ${now} WHERE skill_id = ${skill.skill_id}`
              })
            )
            .pipe(Effect.orDie)
        })

        const deleteAllOf = Effect.fn("SkillRegistry.deleteAllOf")(function* (owner: Owner) {
          const now = new Date(yield* Clock.currentTimeMillis)
          return yield* sql
            .withTransaction(
              Effect.gen(function* () {
                const deleted = yield* sql<{ readonly skill_id: string }>`
                  UPDATE registry_skills SET deleted_at = ${now}, updated_at = ${now}
                  WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND deleted_at IS NULL
                  RETURNING skill_id`
                yield* sql`
                  UPDATE registry_versions SET deleted_at = ${now}
                  WHERE deleted_at IS NULL AND skill_id IN (
                    SELECT skill_id FROM registry_skills WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id}
                  )`
                return deleted.length
              })
            )
            .pipe(Effect.orDie)
        })

        const setStar = Effect.fn("SkillRegistry.setStar")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespace: string,
          name: string,
          starred: boolean
        ) {
          if (Option.isNone(actor)) return yield* fail(new AuthenticationRequired())
          const skill = yield* visibleSkill(actor, namespace, name)
          const accountId = actor.value.account_id
          if (starred) {
            yield* sql`
              WITH added AS (
                INSERT INTO registry_stars (skill_id, account_id) VALUES (${skill.skill_id}, ${accountId})
                ON CONFLICT DO NOTHING RETURNING skill_id
              )
              UPDATE registry_skills SET star_count = star_count + 1,
                hot_score = ${sql.literal(hotScoreExpression.replace("star_count", "(star_count + 1)"))}
              WHERE skill_id IN (SELECT skill_id FROM added)`.pipe(Effect.orDie)
          } else {
            yield* sql`
              WITH removed AS (
                DELETE FROM registry_stars WHERE skill_id = ${skill.skill_id} AND account_id = ${accountId}
                RETURNING skill_id
              )
              UPDATE registry_skills SET star_count = star_count - 1,
                hot_score = ${sql.literal(hotScoreExpression.replace("star_count", "(star_count - 1)"))}
              WHERE skill_id IN (SELECT skill_id FROM removed)`.pipe(Effect.orDie)
          }
          const reloaded = yield* reloadSkill(skill.skill_id)
          return { starred, star_count: reloaded.star_count }
        })

        const setCurrentVersion = Effect.fn("SkillRegistry.setCurrentVersion")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          namespace: string,
          name: string,
          version: string
        ) {
          const skill = yield* writableSkill(actor, namespace, name)
          const row = yield* versionOf(skill.skill_id, version)
          if (row.yanked) {
            return yield* fail(
              new Conflict({ message: `Version ${version} is yanked and cannot be the current version.` })
            )
          }
          const now = new Date(yield* Clock.currentTimeMillis)
          yield* sql`
            UPDATE registry_skills SET current_version = ${version}, updated_at = ${now},
              skill_document = (SELECT skill_document FROM registry_versions WHERE version_id = ${row.version_id})
            WHERE skill_id = ${skill.skill_id}`.pipe(Effect.orDie)
          yield* refreshSearchVector(skill.skill_id)
          return yield* reloadSkill(skill.skill_id)
        })

        const trustedSkill = Effect.fnUntraced(function* (namespaceSegment: string, name: string) {
          const namespace = normalizeNamespace(namespaceSegment)
          const row = yield* findSkillRow(namespace, name)
          if (row === undefined || row.deleted_at !== null) return yield* fail(new SkillNotFound({ namespace, name }))
          return row
        })

        const setVisibility = Effect.fn("SkillRegistry.setVisibility")(function* (
          namespace: string,
          name: string,
          visibility: "private" | "public"
        ) {
          const row = yield* trustedSkill(namespace, name)
          yield* sql`UPDATE registry_skills SET visibility = ${visibility} WHERE skill_id = ${row.skill_id}`.pipe(
            Effect.orDie
          )
          return yield* reloadSkill(row.skill_id)
        })

        const attachScanReport = Effect.fn("SkillRegistry.attachScanReport")(function* (input: {
          readonly namespace: string
          readonly name: string
          readonly version: string
          readonly report: unknown
          readonly grade: "A+" | "A" | "B" | "C" | "D" | "E" | "F"
        }) {
          const row = yield* trustedSkill(input.namespace, input.name)
          const version = yield* versionOf(row.skill_id, input.version)
          yield* sql`
            UPDATE registry_versions SET scan_report = ${JSON.stringify(input.report)}::jsonb, scan_grade = ${input.grade}
            WHERE version_id = ${version.version_id}`.pipe(Effect.orDie)
        })

        const submitScanReport = Effect.fn("SkillRegistry.submitScanReport")(function* (input: SubmitScanReport) {
          const skill = yield* writableSkill(input.actor, input.namespace, input.name)
          const row = yield* versionOf(skill.skill_id, input.version)
          const parsed = VersionScans.parseSharerReport(input.report, row.tree_hash)
          if (!parsed.ok) {
            return yield* fail(new InvalidInput({ field: parsed.problem.field, message: parsed.problem.message }))
          }
          yield* storeSharerReport(row.version_id, parsed.report)
          return yield* getVersion(input.actor, input.namespace, input.name, input.version)
        })

        const recordVerification = Effect.fn("SkillRegistry.recordVerification")(function* (
          namespace: string,
          name: string
        ) {
          const row = yield* trustedSkill(namespace, name)
          yield* sql`UPDATE registry_skills SET verification_count = verification_count + 1 WHERE skill_id = ${row.skill_id}`.pipe(
            Effect.orDie
          )
        })

        const search = Effect.fn("SkillRegistry.search")(function* (query: SearchQuery) {
          const text = query.text?.trim()
          const now = yield* Exposure.readTime
          const conditions = [Exposure.publicSkill(sql, now), sql`s.deleted_at IS NULL`]
          if (text !== undefined && text !== "") {
            conditions.push(sql`s.search_vector @@ websearch_to_tsquery('english', ${text}::text)`)
          }
          if (query.category !== undefined) conditions.push(sql`s.category = ${query.category}`)
          if (query.namespace !== undefined) {
            conditions.push(sql`s.namespace = ${normalizeNamespace(query.namespace)}`)
          }
          if (query.type !== undefined) conditions.push(sql`s.skill_type = ${query.type}`)
          const sort = query.sort ?? "recent"
          const rows = yield* sql<SkillRow>`
            SELECT ${Exposure.publicSkillColumns(sql, now)} FROM registry_skills s
            WHERE ${sql.and(conditions)}
            ORDER BY ${sql.literal(sortOrder[sort])}
            LIMIT ${query.limit} OFFSET ${query.offset}`.pipe(Effect.orDie)
          const counted = yield* sql<{ readonly total: string | number }>`
            SELECT count(*) AS total FROM registry_skills s WHERE ${sql.and(conditions)}`.pipe(Effect.orDie)
          const total = Number(counted[0]?.total ?? 0)
          return { items: rows.map(toSkill), total_count: total }
        })

        const refreshRankings = Effect.gen(function* () {
          const today = utcDay(yield* Clock.currentTimeMillis)
          const updated = yield* sql<{ readonly skill_id: string }>`
            UPDATE registry_skills s SET recent_downloads = fresh.recent
            FROM (
              SELECT skill_id, coalesce((
                SELECT count(*) FROM registry_downloads d
                WHERE d.skill_id = k.skill_id AND d.day > ${today}::date - 7
              ), 0) AS recent
              FROM registry_skills k WHERE k.deleted_at IS NULL
            ) AS fresh
            WHERE s.skill_id = fresh.skill_id AND s.recent_downloads <> fresh.recent
            RETURNING s.skill_id`
          yield* sql`
            UPDATE registry_skills SET hot_score = ${sql.literal(hotScoreExpression)}
            WHERE deleted_at IS NULL`
          return updated.length
        }).pipe(Effect.orDie, Effect.withSpan("SkillRegistry.refreshRankings"))

        const readBlob = Effect.fn("SkillRegistry.readBlob")(function* (
          actor: Option.Option<RegistryActor.Actor>,
          address: string
        ) {
          const parsed = BlobStorage.parseAddress(address)
          const now = yield* Exposure.readTime
          const exposed = Exposure.exposedVersion(sql, now)
          const references =
            parsed === undefined
              ? []
              : yield* sql<SkillRow & { readonly yanked: boolean; readonly exposed: boolean }>`
                  SELECT ${skillColumns}, v.yanked, ${exposed} AS exposed FROM registry_version_files f
                  JOIN registry_versions v ON v.version_id = f.version_id
                  JOIN registry_skills s ON s.skill_id = v.skill_id
                  WHERE f.blob_address = ${parsed} AND v.deleted_at IS NULL AND s.deleted_at IS NULL
                  UNION ALL
                  SELECT ${skillColumns}, v.yanked, ${exposed} AS exposed FROM registry_versions v
                  JOIN registry_skills s ON s.skill_id = v.skill_id
                  WHERE v.tree_hash = ${parsed} AND v.deleted_at IS NULL AND s.deleted_at IS NULL`.pipe(Effect.orDie)
          const isPublic = references.some((row) => row.exposed && !row.yanked)
          const readable = isPublic || references.some((row) => isMember(actor, row))
          if (!readable) {
            return yield* fail(Option.isNone(actor) ? new AuthenticationRequired() : new BlobNotFound({ address }))
          }
          const bytes = yield* blobs.get(parsed!).pipe(Effect.orDie)
          if (Option.isNone(bytes)) return yield* fail(new BlobNotFound({ address }))
          return { bytes: bytes.value, public: isPublic }
        })

        const badgeFigures = Effect.fn("SkillRegistry.badgeFigures")(function* (namespace: string, name: string) {
          const row = yield* visibleSkill(Option.none(), namespace, name)
          const current =
            row.current_version === null
              ? undefined
              : (yield* sql<{
                  readonly scan_grade: string | null
                  readonly reference_grade: string | null
                  readonly evaluation_score: number | null
                }>`
                  SELECT scan_grade, reference_grade, evaluation_score FROM registry_versions
                  WHERE skill_id = ${row.skill_id} AND version = ${row.current_version}`.pipe(Effect.orDie))[0]
          return {
            verificationCount: Number(row.verification_count),
            downloadCount: Number(row.download_count),
            scanGrade: current?.scan_grade ?? undefined,
            referenceGrade: current?.reference_grade ?? undefined,
            evaluationScore: current?.evaluation_score ?? undefined
          }
        })

        const storageUsage = Effect.fn("SkillRegistry.storageUsage")(function* (owner: Owner, tier: StorageQuota.Tier) {
          return { used_bytes: yield* usedBytes(owner), limit_bytes: quotas[tier] }
        })

        return SkillRegistry.of({
          save,
          getSkill,
          listVersions,
          getVersion,
          download,
          yank,
          deleteSkill,
          deleteAllOf,
          setStar,
          setCurrentVersion,
          setVisibility,
          submitScanReport,
          attachScanReport,
          recordVerification,
          search,
          refreshRankings,
          readBlob,
          badgeFigures,
          storageUsage
        })
      })
    )
}
