/**
 * The skills and versions of the registry in PostgreSQL (or PGlite): SQL only, every
 * row decoded with Schema. No access rule lives here (`Access` decides; the services
 * look up and call it); what a public link exposes is computed at the time of each
 * read with the fragments of `internal/exposure.ts`. The search lives in
 * `internal/search.ts`; each owner's running storage usage, kept by `insertVersion`,
 * `softDelete` and `softDeleteAllOf` in their transaction, in `internal/usage.ts`.
 *
 * Statements run on the ambient `SqlClient`, so inside `withTransaction` they share its
 * transaction. SQL failures are defects.
 *
 * `layerMemory` answers every statement from tables in memory (`internal/memory*.ts`)
 * with the same results, for tests without a database; `test/SkillRepositoryContract.test.ts`
 * holds both to one contract.
 *
 * @since 0.1.0
 */

import type { ReadCache as SharedReadCache } from "@vouch/sql-repository"
import { Array as Arr, Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type { Owner } from "./Access.ts"
import * as Exposure from "./internal/exposure.ts"
import * as Figures from "./internal/figures.ts"
import { MemoryTables } from "./internal/memory.ts"
import * as MemorySkills from "./internal/memorySkills.ts"
import { hotScoreAdding, hotScoreAfter, hotScoreExpression } from "./internal/ranking.ts"
import * as ReadCache from "./internal/readCache.ts"
import {
  decodeFirst,
  decodeRows,
  Figure,
  ownerOf,
  SkillRow,
  skillColumns,
  Timestamp,
  toSkill,
  VersionRecord,
  VersionRow,
  versionColumns,
  versionRecordColumns
} from "./internal/rows.ts"
import * as Search from "./internal/search.ts"
import * as Usage from "./internal/usage.ts"
import type { Skill, VersionFile } from "./RegistryApi.ts"

/**
 * The filters and page of a search over public skills.
 *
 * @category models
 * @since 0.1.0
 */
export type SearchFilter = Search.SearchFilter

const Exposed = Schema.Struct({ public: Schema.Boolean, public_version: Schema.NullOr(Schema.String) })
const DownloadCount = Schema.Struct({ download_count: Figure })
// `exposure_until`: when the earliest live public link of the skill expires (null: none
// expires); a cached row is not kept past it, so an expiring link hides the skill on time.
const Horizon = { exposure_until: Schema.NullOr(Timestamp) }
/**
 * The settings of `ReadCacheSettings`.
 *
 * @category models
 * @since 0.1.0
 */
export type ReadCacheSettings = ReadCache.Settings

const SkillExposed = Schema.Struct({ ...SkillRow.fields, ...Exposed.fields, ...Horizon })
const VersionExposed = Schema.Struct({ ...VersionRecord.fields, exposed: Schema.Boolean, ...Horizon })

/**
 * The read cache of the SQL repository and its batched download counts
 * (docs/decisions.md, "Per-request cost, second pass (issue 16, point 5)"): the skill
 * rows behind detail and download and the version rows behind download are kept for
 * `ttlMillis` (default 1 s; 0: no cache), at most `maxEntries` rows (default 10,000),
 * never past the expiry of a live public link of the skill, and dropped by every write
 * of the registry in this process (other processes see a write within `ttlMillis`).
 * Access is still decided on every request, on the cached row. Counted downloads are
 * written in batches every `downloadFlushMillis` (default 1 s; 0: on the request) and
 * when the layer is released; until then the skill reads of this process add them.
 * Read when the layer is built; `layerMemory` has no cache.
 *
 * @category services
 * @since 0.1.0
 */
export const ReadCacheSettings = Context.Reference<ReadCache.Settings>("@vouch/registry/SkillRepository/ReadCache", {
  defaultValue: () => ReadCache.defaults
})

/**
 * A skill's exposure now: whether it is public, and the current version everyone else
 * sees (null when no version is exposed).
 *
 * @category models
 * @since 0.1.0
 */
export interface SkillExposure {
  readonly public: boolean
  readonly current_version: string | null
}
const Total = Schema.Struct({ total: Figure })
const FileRow = Schema.Struct({ path: Schema.String, hash: Schema.String, size: Figure, executable: Schema.Boolean })
const Reference = Schema.Struct({
  owner_kind: Schema.Literals(["account", "organization"]),
  owner_id: Schema.String,
  yanked: Schema.Boolean,
  exposed: Schema.Boolean
})
const Grades = Schema.Struct({
  scan_grade: Schema.NullOr(Schema.String),
  reference_grade: Schema.NullOr(Schema.String),
  evaluation_score: Schema.NullOr(Figure)
})
const OwnerOf = Schema.Struct({ owner_kind: Schema.Literals(["account", "organization"]), owner_id: Schema.String })
const Id = Schema.Struct({ skill_id: Schema.String })

/** A row read for the cache, with the time it may be kept until at most (ms; undefined: no horizon). */
type Cachable<A> = SharedReadCache.Found<A>

// The statements that change nothing: every other member of the SQL repository drops the
// read cache once it is done (a transaction, after it ends), so a write and then a read in
// one process always agree.
const reads: ReadonlySet<string> = new Set([
  "findSkill",
  "findSkillExposed",
  "skillById",
  "ownerView",
  "exposure",
  "versions",
  "liveVersion",
  "liveVersionExposed",
  "pageVersions",
  "files",
  "blobReferences",
  "grades",
  "search",
  "ownerCounts",
  "publicCounts",
  "namespaceCounts",
  "verifications",
  "usedBytes",
  "addedBytes",
  "lock",
  "queueDownload"
])

// Pending downloads written by one statement at most.
const downloadBatch = 2_000

// A timer of the process, not the `Clock`: pending downloads are written on real time, in tests too.
const sleepMillis = (millis: number) =>
  Effect.callback<void>((resume) => {
    const timer = setTimeout(() => resume(Effect.void), millis)
    return Effect.sync(() => clearTimeout(timer))
  })

/**
 * A new version and what it changes on its skill (`SkillRepository.insertVersion`).
 *
 * @category models
 * @since 0.1.0
 */
export interface NewVersion {
  readonly owner: Owner
  readonly versionId: string
  readonly skillId: string
  readonly sequence: number
  readonly version: string
  readonly changelog: string
  readonly treeHash: string
  readonly contentHash: string
  readonly archiveSize: number
  readonly filesSize: number
  readonly document: string
  readonly savedBy: string
  readonly savedAt: Date
  readonly referenceReport: unknown
  readonly referenceGrade: string
  readonly sharerReport: unknown
  readonly scanGrade: string
  readonly files: ReadonlyArray<{
    readonly path: string
    readonly hash: string
    readonly size: number
    readonly executable: boolean
  }>
  /** The skill's fields after the save; `document` moves with the current version only. */
  readonly skill: {
    readonly type: "skill" | "skillset"
    readonly description: string
    readonly category: string
    readonly tags: ReadonlyArray<string>
    readonly currentVersion: string
    readonly documentMoves: boolean
  }
}

/**
 * A verification to record (`SkillRepository.insertVerification`).
 *
 * @category models
 * @since 0.1.0
 */
export interface NewVerification {
  readonly verification_id: string
  readonly skill_id: string
  readonly version_id: string
  readonly account_id: string
  readonly verdict: "verified" | "divergent" | "critical"
  readonly details: string
  readonly consumer_tree_hash: string | null
  readonly consumer_ruleset_version: string | null
  readonly compared_with: ReadonlyArray<string>
  readonly created_at: Date
}

const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const firstSkill = decodeFirst(SkillRow)
  const columns = sql.literal(skillColumns)
  const versionOnly = sql.literal(versionColumns)
  const run = <A>(statement: Effect.Effect<A, unknown>) => Effect.asVoid(Effect.orDie(statement))
  const ownerIs = (owner: Owner) => sql`s.owner_kind = ${owner.kind} AND s.owner_id = ${owner.id}`

  /** Rebuilds the full-text document: name (A), description, tags and category (B), SKILL.md (D). */
  const refreshSearchVector = (skillId: string) =>
    run(sql`
      UPDATE registry_skills SET search_vector =
        setweight(to_tsvector('english', replace(name, '-', ' ')), 'A') ||
        setweight(to_tsvector('english', description), 'B') ||
        setweight(to_tsvector('english',
          (SELECT coalesce(string_agg(tag, ' '), '') FROM jsonb_array_elements_text(tags) AS tag) || ' ' || category), 'B') ||
        setweight(to_tsvector('english', skill_document), 'D')
      WHERE skill_id = ${skillId}`)

  const total = (query: Effect.Effect<ReadonlyArray<unknown>, unknown>) =>
    Effect.map(decodeFirst(Total)(Effect.orDie(query)), (row) => row?.total ?? 0)

  const usage = Usage.make(sql)
  const search = Search.make(sql)

  /**
   * Counts a download once per skill, identity and UTC day (the key of
   * `registry_downloads`; the version is recorded, not part of the key), with the
   * ranking columns; the skill's download count after it, or undefined when this
   * identity was already counted for the skill today.
   */
  const countDownloadNow = (download: ReadCache.PendingDownload) =>
    decodeFirst(DownloadCount)(
      Effect.orDie(sql`
        WITH counted AS (
          INSERT INTO registry_downloads (skill_id, identity, day, version)
          VALUES (${download.skillId}, ${download.identity}, ${download.day}::date, ${download.version})
          ON CONFLICT DO NOTHING
          RETURNING skill_id
        )
        UPDATE registry_skills SET download_count = download_count + 1, recent_downloads = recent_downloads + 1,
          hot_score = ${sql.literal(hotScoreAfter("recent_downloads", 1))}
        WHERE skill_id IN (SELECT skill_id FROM counted)
        RETURNING download_count`)
    ).pipe(Effect.map((row) => row?.download_count))

  // The read cache and the pending downloads of this database client (internal/readCache.ts).
  const state = ReadCache.of(sql)
  state.settings = yield* ReadCacheSettings
  const inTransaction = (context: Context.Context<never>) =>
    Context.getOption(context, sql.transactionService)._tag === "Some"
  const noCache = <A>(read: Effect.Effect<Cachable<A> | undefined>) => Effect.map(read, (found) => found?.value)
  /**
   * A read through the cache: a row kept for the key, else read and kept when no write
   * of this process happened meanwhile (the generation did not move), until the cache's
   * time or the row's own horizon; a read of the key under way is shared by the readers
   * that miss meanwhile (`ReadCache.Store.read`). Inside a transaction the cache is not used.
   */
  const cached = <A>(key: string, read: Effect.Effect<Cachable<A> | undefined>): Effect.Effect<A | undefined> =>
    Effect.withFiber((fiber) => {
      if (state.settings.ttlMillis <= 0 || inTransaction(fiber.context)) return noCache(read)
      // The clock read in place (what `Clock.currentTimeMillis` reads): no step of its own.
      return state.read(key, fiber.getRef(Clock.Clock).currentTimeMillisUnsafe(), read)
    })

  const readSkillExposed = (namespace: string, name: string) =>
    Effect.flatMap(Exposure.readTime, (now) =>
      decodeFirst(SkillExposed)(sql`
        SELECT ${columns}, ${Exposure.exposureColumns(sql, now)}, ${exposureUntil(now)} FROM registry_skills s
        WHERE s.namespace = ${namespace} AND s.name = ${name}`)
    ).pipe(
      Effect.map((found): Cachable<{ readonly row: SkillRow; readonly exposure: SkillExposure }> | undefined => {
        if (found === undefined) return undefined
        const { public: exposed, public_version, exposure_until, ...row } = found
        return {
          value: { row, exposure: { public: exposed, current_version: public_version } },
          until: exposure_until?.getTime()
        }
      })
    )

  const readVersionExposed = (skillId: string, version: string) =>
    Effect.flatMap(Exposure.readTime, (now) =>
      decodeFirst(VersionExposed)(sql`
        SELECT ${sql.literal(versionRecordColumns)}, ${Exposure.exposedVersion(sql, now)} AS exposed, ${exposureUntil(now)}
        FROM registry_versions v JOIN registry_skills s ON s.skill_id = v.skill_id
        WHERE v.skill_id = ${skillId} AND v.version = ${version} AND v.deleted_at IS NULL`)
    ).pipe(
      Effect.map((found): Cachable<{ readonly row: VersionRecord; readonly exposed: boolean }> | undefined => {
        if (found === undefined) return undefined
        const { exposed, exposure_until, ...row } = found
        return { value: { row, exposed }, until: exposure_until?.getTime() }
      })
    )

  /** When the earliest live public link of `s` expires after `now` (the horizon of a cached row). */
  const exposureUntil = (now: Date) => sql`(
    SELECT min(pl.expires_at) FROM registry_share_links pl
    WHERE pl.skill_id = s.skill_id AND pl.visibility = 'public' AND pl.revoked_at IS NULL AND pl.expires_at > ${now}
  ) AS exposure_until`

  /** Writes a batch of pending downloads: each counted once per skill, identity and day, as `countDownload` does. */
  const writeDownloads = (batch: ReadonlyArray<ReadCache.PendingDownload>) =>
    sql`
      WITH counted AS (
        INSERT INTO registry_downloads (skill_id, identity, day, version)
        VALUES ${sql.join(", ", false)(batch.map((download) => sql`(${download.skillId}, ${download.identity}, ${download.day}::date, ${download.version})`))}
        ON CONFLICT DO NOTHING
        RETURNING skill_id
      ), per_skill AS (SELECT skill_id, count(*)::int AS added FROM counted GROUP BY skill_id)
      UPDATE registry_skills SET download_count = download_count + per_skill.added,
        recent_downloads = recent_downloads + per_skill.added,
        hot_score = ${sql.literal(hotScoreAdding("recent_downloads", "per_skill.added"))}
      FROM per_skill WHERE registry_skills.skill_id = per_skill.skill_id`

  /** Writes one batch of pending downloads (after the write under way, if any); whether more are pending. */
  const flushOnce: Effect.Effect<boolean> = Effect.suspend(() => {
    if (state.writing) return Effect.as(written, true)
    const batch = state.take(downloadBatch)
    if (batch === undefined) return Effect.succeed(false)
    return writeDownloads(batch).pipe(
      Effect.matchCauseEffect({
        onSuccess: () =>
          Effect.sync(() => {
            state.settle(true)
            return state.pending.size > 0
          }),
        onFailure: (cause) =>
          Effect.andThen(
            Effect.sync(() => state.settle(false)),
            Effect.as(
              Effect.logWarning("writing the counted downloads failed; they wait for the next write", cause),
              false
            )
          )
      }),
      Effect.uninterruptible
    )
  })
  const flushAll: Effect.Effect<void> = Effect.flatMap(flushOnce, (more) => (more ? flushAll : Effect.void))

  /**
   * Wraps every member but `reads` to drop the read cache when it is done, and writes the
   * pending downloads every `downloadFlushMillis` and when the layer is released.
   */
  const withInvalidation = Effect.fnUntraced(function* <S extends object>(members: S) {
    const invalidate = Effect.sync(() => state.invalidate())
    const wrapped: Record<string, unknown> = {}
    for (const [name, member] of Object.entries(members)) {
      wrapped[name] =
        typeof member === "function" && !reads.has(name)
          ? (...args: Array<unknown>) =>
              Effect.ensuring(
                (member as (...args: Array<unknown>) => Effect.Effect<unknown, unknown, unknown>)(...args),
                invalidate
              )
          : member
    }
    // The reads that show download counts without adding the pending ones (search and its
    // sorts, counts, the owner's view) write them first, so they agree with this process's
    // downloads. Not inside a transaction: the write could wait for the transaction's own
    // locks (or, on PGlite, its one connection) while the transaction waited for the write.
    // There the owner's view adds the pending ones instead; the others are not read in one.
    for (const name of ["search", "ownerCounts", "publicCounts", "namespaceCounts", "ownerView", "refreshRankings"]) {
      const member = wrapped[name] as (...args: Array<unknown>) => Effect.Effect<unknown, unknown, unknown>
      wrapped[name] = (...args: Array<unknown>) =>
        Effect.withFiber((fiber) => {
          if (inTransaction(fiber.context))
            return name === "ownerView"
              ? Effect.map(member(...args), (skill) => {
                  const view = skill as Skill
                  const pending = state.pendingOf(view.skill_id)
                  return pending === 0 ? view : { ...view, download_count: view.download_count + pending }
                })
              : member(...args)
          return state.pending.size > 0 || state.writing ? Effect.andThen(flushAll, member(...args)) : member(...args)
        })
    }
    const every = state.settings.downloadFlushMillis
    if (every > 0) {
      yield* Effect.forkScoped(Effect.forever(Effect.andThen(sleepMillis(every), flushAll)))
      yield* Effect.addFinalizer(() => flushAll)
    }
    return wrapped as S
  })

  // The end of a write of pending downloads, awaited by a read that overlapped one.
  const written = Effect.callback<void>((resume) => {
    state.afterWrite(() => resume(Effect.void))
  })

  /**
   * The skill row with the pending downloads of its skill added. A read from the
   * database that overlapped a write of pending downloads cannot tell whether it saw
   * them: it waits for the write's end and reads again (twice at most).
   */
  const skillExposed = (
    namespace: string,
    name: string,
    attempt = 0
  ): Effect.Effect<{ readonly row: SkillRow; readonly exposure: SkillExposure } | undefined> =>
    Effect.withFiber((fiber) => {
      const epoch = state.epoch
      return Effect.flatMap(cached(`s\u0000${namespace}\u0000${name}`, readSkillExposed(namespace, name)), (found) => {
        // Never waited for inside a transaction (see `withInvalidation`): there the count is the best known.
        if ((epoch % 2 === 1 || epoch !== state.epoch) && attempt < 2 && !inTransaction(fiber.context))
          return Effect.andThen(state.writing ? written : Effect.void, skillExposed(namespace, name, attempt + 1))
        if (found === undefined) return Effect.succeed(found)
        const pending = state.pendingOf(found.row.skill_id)
        return Effect.succeed(
          pending === 0
            ? found
            : { ...found, row: { ...found.row, download_count: found.row.download_count + pending } }
        )
      })
    })

  const repository = {
    ...search,
    ...Figures.make(sql),
    usedBytes: usage.usedBytes,
    addedBytes: usage.addedBytes,

    /** The skill of a namespace and name, deleted or not; `lock` takes its row lock. */
    findSkill: (namespace: string, name: string, lock = false) =>
      firstSkill(sql`
        SELECT ${columns} FROM registry_skills s WHERE s.namespace = ${namespace} AND s.name = ${name}
        ${sql.literal(lock ? "FOR UPDATE" : "")}`),

    /**
     * The skill of a namespace and name, deleted or not, with its exposure now: one
     * round trip for the read path's lookup and access check, none while the row is in
     * the read cache (`ReadCacheSettings`); its `download_count` includes the downloads
     * of this process not yet written.
     */
    findSkillExposed: (namespace: string, name: string) => skillExposed(namespace, name),

    /** A skill by id, deleted or not. */
    skillById: (skillId: string) =>
      firstSkill(sql`SELECT ${columns} FROM registry_skills s WHERE s.skill_id = ${skillId}`),

    /** A skill as its owner sees it now (the visibility in effect). */
    ownerView: (skillId: string): Effect.Effect<Skill> =>
      Effect.flatMap(Exposure.readTime, (now) =>
        firstSkill(
          sql`SELECT ${Exposure.ownerSkillColumns(sql, now)} FROM registry_skills s WHERE s.skill_id = ${skillId}`
        )
      ).pipe(
        Effect.flatMap((row) => (row === undefined ? Effect.die(`no skill ${skillId}`) : Effect.succeed(toSkill(row))))
      ),

    /** Whether a skill is public now, and the current version everyone else sees. */
    exposure: (skillId: string) =>
      Effect.flatMap(Exposure.readTime, (now) =>
        decodeFirst(Exposed)(
          sql`SELECT ${Exposure.exposureColumns(sql, now)} FROM registry_skills s WHERE s.skill_id = ${skillId}`
        )
      ).pipe(
        Effect.map(
          (row): SkillExposure => ({ public: row?.public === true, current_version: row?.public_version ?? null })
        )
      ),

    /** Every version of a skill, newest first. */
    versions: (skillId: string) =>
      decodeRows(VersionRow)(
        sql`SELECT ${versionOnly} FROM registry_versions v WHERE v.skill_id = ${skillId} ORDER BY v.sequence DESC`
      ),

    /** A live version of a skill with its reports. */
    liveVersion: (skillId: string, version: string) =>
      decodeFirst(VersionRecord)(sql`
        SELECT ${sql.literal(versionRecordColumns)} FROM registry_versions v
        WHERE v.skill_id = ${skillId} AND v.version = ${version} AND v.deleted_at IS NULL`),

    /**
     * A live version of a skill with its reports and whether it is exposed to everyone
     * now (one round trip; none while the row is in the read cache).
     */
    liveVersionExposed: (skillId: string, version: string) =>
      cached(`v\u0000${skillId}\u0000${version}`, readVersionExposed(skillId, version)),

    /** A page of live versions, newest first, below the `before` sequence; `exposedOnly` keeps what public links expose. */
    pageVersions: (
      skillId: string,
      page: { readonly exposedOnly: boolean; readonly before: number; readonly limit: number }
    ) =>
      Effect.gen(function* () {
        const visible = page.exposedOnly ? Exposure.linkedVersion(sql, yield* Exposure.readTime) : sql`TRUE`
        const rows = yield* decodeRows(VersionRow)(sql`
          SELECT ${versionOnly} FROM registry_versions v
          WHERE v.skill_id = ${skillId} AND v.deleted_at IS NULL AND v.sequence < ${page.before} AND ${visible}
          ORDER BY v.sequence DESC
          LIMIT ${page.limit}`)
        const count = yield* total(sql`
          SELECT count(*) AS total FROM registry_versions v
          WHERE v.skill_id = ${skillId} AND v.deleted_at IS NULL AND ${visible}`)
        return { rows, total: count }
      }),

    /** The files of a version, by path. */
    files: (versionId: string): Effect.Effect<ReadonlyArray<VersionFile>> =>
      decodeRows(FileRow)(sql`
        SELECT path, blob_address AS hash, size, executable FROM registry_version_files
        WHERE version_id = ${versionId} ORDER BY path`),

    /**
     * Counts a download once per skill, identity and UTC day (the key of
     * `registry_downloads`; the version is recorded, not part of the key), with the
     * ranking columns; the skill's download count after it, or undefined when this
     * identity was already counted for the skill today.
     */
    countDownload: countDownloadNow,

    yank: (versionId: string, reason: string, at: Date) =>
      run(sql`
        UPDATE registry_versions SET yanked = true, yank_reason = ${reason}, yanked_at = ${at}
        WHERE version_id = ${versionId} AND NOT yanked`),

    /** Soft-deletes a skill and its versions (in the caller's transaction); their blobs leave the owner's usage. */
    softDelete: (skillId: string, at: Date) =>
      Effect.gen(function* () {
        const owner = yield* decodeFirst(OwnerOf)(
          sql`SELECT owner_kind, owner_id FROM registry_skills WHERE skill_id = ${skillId} FOR UPDATE`
        )
        if (owner === undefined) return
        const live = sql`SELECT version_id FROM registry_versions WHERE skill_id = ${skillId} AND deleted_at IS NULL`
        yield* usage.release(ownerOf(owner), live)
        yield* run(
          sql`UPDATE registry_versions SET deleted_at = ${at} WHERE skill_id = ${skillId} AND deleted_at IS NULL`
        )
        yield* run(sql`UPDATE registry_skills SET deleted_at = ${at}, updated_at = ${at} WHERE skill_id = ${skillId}`)
      }),

    /** Soft-deletes every live skill of an owner with their versions (in the caller's transaction); how many. */
    softDeleteAllOf: (owner: Owner, at: Date) =>
      Effect.gen(function* () {
        const deleted = yield* decodeRows(Id)(sql`
          UPDATE registry_skills s SET deleted_at = ${at}, updated_at = ${at}
          WHERE ${ownerIs(owner)} AND s.deleted_at IS NULL
          RETURNING s.skill_id`)
        if (deleted.length === 0) return 0
        const skillIds = sql.in(deleted.map((row) => row.skill_id))
        const live = sql`SELECT version_id FROM registry_versions WHERE deleted_at IS NULL AND skill_id IN ${skillIds}`
        yield* usage.release(owner, live)
        yield* run(
          sql`UPDATE registry_versions SET deleted_at = ${at} WHERE deleted_at IS NULL AND skill_id IN ${skillIds}`
        )
        return deleted.length
      }),

    /** Stars or unstars for an account; idempotent either way. */
    setStar: (skillId: string, accountId: string, starred: boolean) =>
      starred
        ? run(sql`
            WITH added AS (
              INSERT INTO registry_stars (skill_id, account_id) VALUES (${skillId}, ${accountId})
              ON CONFLICT DO NOTHING RETURNING skill_id
            )
            UPDATE registry_skills SET star_count = star_count + 1, hot_score = ${sql.literal(hotScoreAfter("star_count", 1))}
            WHERE skill_id IN (SELECT skill_id FROM added)`)
        : run(sql`
            WITH removed AS (
              DELETE FROM registry_stars WHERE skill_id = ${skillId} AND account_id = ${accountId}
              RETURNING skill_id
            )
            UPDATE registry_skills SET star_count = star_count - 1, hot_score = ${sql.literal(hotScoreAfter("star_count", -1))}
            WHERE skill_id IN (SELECT skill_id FROM removed)`),

    /** Makes a version the current one (its SKILL.md becomes the searched document). */
    setCurrentVersion: (skillId: string, version: { readonly id: string; readonly name: string }, at: Date) =>
      Effect.andThen(
        run(sql`
          UPDATE registry_skills SET current_version = ${version.name}, updated_at = ${at},
            skill_document = (SELECT skill_document FROM registry_versions WHERE version_id = ${version.id})
          WHERE skill_id = ${skillId}`),
        refreshSearchVector(skillId)
      ),

    setVisibility: (skillId: string, visibility: "private" | "public") =>
      run(sql`UPDATE registry_skills SET visibility = ${visibility} WHERE skill_id = ${skillId}`),

    /** Stores the sharer's report of a version and its grade. */
    storeSharerReport: (versionId: string, report: unknown, grade: string) =>
      run(sql`
        UPDATE registry_versions SET scan_report = ${JSON.stringify(report)}::jsonb, scan_grade = ${grade}
        WHERE version_id = ${versionId}`),

    /** Stores a fresh reference report; `scan_grade` follows it while the sharer has none. */
    storeReferenceReport: (versionId: string, report: unknown, grade: string) =>
      run(sql`
        UPDATE registry_versions SET reference_report = ${JSON.stringify(report)}::jsonb, reference_grade = ${grade},
          scan_grade = CASE WHEN scan_report IS NULL THEN ${grade} ELSE scan_grade END
        WHERE version_id = ${versionId}`),

    /** Adds one to a skill's verification count, and to its version's when given. */
    countVerification: (skillId: string, versionId?: string) =>
      Effect.andThen(
        versionId === undefined
          ? Effect.void
          : run(
              sql`UPDATE registry_versions SET verification_count = verification_count + 1 WHERE version_id = ${versionId}`
            ),
        run(sql`UPDATE registry_skills SET verification_count = verification_count + 1 WHERE skill_id = ${skillId}`)
      ),

    /** The live versions referencing a blob (as archive or file), with their owner and exposure at `now`. */
    blobReferences: (address: string, now: Date) => {
      const exposed = Exposure.exposedVersion(sql, now)
      return decodeRows(Reference)(sql`
        SELECT s.owner_kind, s.owner_id, v.yanked, ${exposed} AS exposed FROM registry_version_files f
        JOIN registry_versions v ON v.version_id = f.version_id
        JOIN registry_skills s ON s.skill_id = v.skill_id
        WHERE f.blob_address = ${address} AND v.deleted_at IS NULL AND s.deleted_at IS NULL
        UNION ALL
        SELECT s.owner_kind, s.owner_id, v.yanked, ${exposed} AS exposed FROM registry_versions v
        JOIN registry_skills s ON s.skill_id = v.skill_id
        WHERE v.tree_hash = ${address} AND v.deleted_at IS NULL AND s.deleted_at IS NULL`)
    },

    /** The grades and evaluation score of one version of a skill. */
    grades: (skillId: string, version: string) =>
      decodeFirst(Grades)(sql`
        SELECT scan_grade, reference_grade, evaluation_score FROM registry_versions
        WHERE skill_id = ${skillId} AND version = ${version}`),

    /** Takes a transaction-scoped advisory lock on a key. */
    lock: (key: string) => run(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`),

    insertSkill: (skill: {
      readonly skillId: string
      readonly namespace: string
      readonly name: string
      readonly owner: Owner
      readonly at: Date
    }) =>
      run(sql`
        INSERT INTO registry_skills (skill_id, namespace, name, owner_kind, owner_id, created_at, updated_at)
        VALUES (${skill.skillId}, ${skill.namespace}, ${skill.name}, ${skill.owner.kind}, ${skill.owner.id},
          ${skill.at}, ${skill.at})`),

    /**
     * Inserts a version with its files, updates its skill and counts its blobs to the
     * owner (in the caller's transaction, holding the owner's usage row until it ends):
     * the usage before and the bytes the version added.
     */
    insertVersion: (version: NewVersion) =>
      Effect.gen(function* () {
        yield* run(sql`
          INSERT INTO registry_versions (version_id, skill_id, sequence, version, changelog, tree_hash, content_hash,
            archive_size, files_size, file_count, skill_document, saved_by, saved_at,
            reference_report, reference_grade, scan_report, scan_grade)
          VALUES (${version.versionId}, ${version.skillId}, ${version.sequence}, ${version.version}, ${version.changelog},
            ${version.treeHash}, ${version.contentHash}, ${version.archiveSize}, ${version.filesSize},
            ${version.files.length}, ${version.document}, ${version.savedBy}, ${version.savedAt},
            ${JSON.stringify(version.referenceReport)}::jsonb, ${version.referenceGrade},
            ${version.sharerReport === undefined ? null : JSON.stringify(version.sharerReport)}::jsonb, ${version.scanGrade})`)
        const files = version.files.map((file) => ({
          version_id: version.versionId,
          path: file.path,
          blob_address: file.hash,
          size: file.size,
          executable: file.executable
        }))
        if (Arr.isArrayNonEmpty(files)) yield* run(sql`INSERT INTO registry_version_files ${sql.insert(files)}`)
        const skill = version.skill
        yield* run(sql`
          UPDATE registry_skills SET
            skill_type = ${skill.type},
            description = ${skill.description},
            category = ${skill.category},
            tags = ${JSON.stringify(skill.tags)}::jsonb,
            current_version = ${skill.currentVersion},
            skill_document = ${skill.documentMoves ? version.document : sql.literal("skill_document")},
            updated_at = ${version.savedAt},
            hot_score = ${sql.literal(hotScoreExpression)}
          WHERE skill_id = ${version.skillId}`)
        yield* refreshSearchVector(version.skillId)
        return yield* usage.reference(version.owner, version.versionId)
      }),

    /** Runs an effect in a transaction (joining the caller's, if any); SQL failures are defects. */
    withTransaction: <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", (error) => Effect.die(error))),

    /**
     * Counts a download once per skill, identity and UTC day, as `countDownload`, but
     * off the request path: queued and written with others within `downloadFlushMillis`
     * (on the request when 0). True when it counts as far as this process knows (the
     * skill reads of this process include it from now on); a download already counted by
     * another process shows in this one's reads until the batch is written.
     */
    queueDownload: (download: ReadCache.PendingDownload): Effect.Effect<boolean> =>
      state.settings.downloadFlushMillis <= 0
        ? Effect.map(
            Effect.ensuring(
              countDownloadNow(download),
              Effect.sync(() => state.invalidate())
            ),
            (count) => count !== undefined
          )
        : Effect.sync(() => state.queue(download))
  }
  return yield* withInvalidation(repository)
})

/**
 * @category services
 * @since 0.1.0
 */
export class SkillRepository extends Context.Service<SkillRepository, Effect.Success<typeof make>>()(
  "@vouch/registry/SkillRepository"
) {
  /** The repository on the ambient `SqlClient`. */
  static readonly layer = Layer.effect(SkillRepository, make)

  /**
   * The repository in memory, for tests that need no database: the same statements with
   * the same observable results (docs/decisions.md, "The registry in memory"), except
   * that text search matches words with a crude stemming instead of PostgreSQL's
   * dictionaries. Transactions run one at a time (a failed one is rolled back), so
   * `lock` and `findSkill`'s row lock are no-ops. Its tables are shared with
   * `ShareLinkRepository.layerMemory` within one layer build (the layers are memoized):
   * provide both from one `Layer.provide`, or build them once and share the context.
   */
  static readonly layerMemory: Layer.Layer<SkillRepository> = Layer.effect(
    SkillRepository,
    Effect.map(MemoryTables, MemorySkills.make)
  ).pipe(Layer.provide(MemoryTables.layer))
}
