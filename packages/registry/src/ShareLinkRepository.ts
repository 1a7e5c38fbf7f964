/**
 * The share links of the registry in PostgreSQL (or PGlite): SQL only, every row decoded
 * with Schema. No rule lives here (`ShareLinks` decides who may share, the tier limit and
 * the statuses).
 *
 * Statements run on the ambient `SqlClient`, so inside `withTransaction` they share its
 * transaction. SQL failures are defects.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { Owner } from "./Access.ts"
import { MemoryTables } from "./internal/memory.ts"
import * as MemoryLinks from "./internal/memoryLinks.ts"
import * as ReadCache from "./internal/readCache.ts"
import { decodeFirst, decodeRows, Figure, Timestamp } from "./internal/rows.ts"

/**
 * A row of `registry_share_links`.
 *
 * @category models
 * @since 0.1.0
 */
export const LinkRow = Schema.Struct({
  share_id: Schema.String,
  skill_id: Schema.String,
  version_id: Schema.String,
  version: Schema.String,
  visibility: Schema.Literals(["private", "public"]),
  expires_at: Schema.NullOr(Timestamp),
  created_at: Timestamp,
  revoked_at: Schema.NullOr(Timestamp),
  download_count: Figure
})

/**
 * @category models
 * @since 0.1.0
 */
export type LinkRow = typeof LinkRow.Type

/**
 * A link with its skill and version.
 *
 * @category models
 * @since 0.1.0
 */
export const InfoRow = Schema.Struct({
  ...LinkRow.fields,
  namespace: Schema.String,
  name: Schema.String,
  description: Schema.String,
  tree_hash: Schema.String,
  scan_grade: Schema.NullOr(Schema.String),
  reference_grade: Schema.NullOr(Schema.String),
  yanked: Schema.Boolean,
  yank_reason: Schema.NullOr(Schema.String)
})

/**
 * @category models
 * @since 0.1.0
 */
export type InfoRow = typeof InfoRow.Type

/**
 * A new link (`ShareLinkRepository.insert`).
 *
 * @category models
 * @since 0.1.0
 */
export interface NewLink {
  readonly shareId: string
  readonly skillId: string
  readonly versionId: string
  readonly version: string
  readonly visibility: "private" | "public"
  readonly expiresAt: Date | null
  readonly createdBy: string
  readonly createdAt: Date
}

const linkColumns =
  "l.share_id, l.skill_id, l.version_id, l.version, l.visibility, l.expires_at, l.created_at, l.revoked_at, l.download_count"

const Count = Schema.Struct({ count: Figure })
const SkillId = Schema.Struct({ skill_id: Schema.String })

const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const run = <A>(statement: Effect.Effect<A, unknown>) => Effect.asVoid(Effect.orDie(statement))
  // A link decides what a skill exposes: creating or revoking one drops the skill
  // repository's read cache once done (its transaction drops it again after it ends).
  const cache = ReadCache.of(sql)
  const invalidating = <A>(effect: Effect.Effect<A>) =>
    Effect.ensuring(
      effect,
      Effect.sync(() => cache.invalidate())
    )

  /** Links with their skill and version, where a condition holds. */
  const infoRows = (where: Statement.Fragment, order = "") =>
    decodeRows(InfoRow)(sql`
      SELECT ${sql.literal(linkColumns)}, s.namespace, s.name, s.description,
        v.tree_hash, v.scan_grade, v.reference_grade, v.yanked, v.yank_reason
      FROM registry_share_links l
      JOIN registry_skills s ON s.skill_id = l.skill_id
      JOIN registry_versions v ON v.version_id = l.version_id
      WHERE ${where} ${sql.literal(order)}`)

  return {
    /** A link with its skill and version, if both are live. */
    find: (shareId: string): Effect.Effect<InfoRow | undefined> =>
      Effect.map(
        infoRows(sql`l.share_id = ${shareId} AND s.deleted_at IS NULL AND v.deleted_at IS NULL`),
        (rows) => rows[0]
      ),

    /** Every link of a version, newest first. */
    forVersion: (versionId: string): Effect.Effect<ReadonlyArray<InfoRow>> =>
      infoRows(sql`l.version_id = ${versionId}`, "ORDER BY l.created_at DESC, l.share_id"),

    /** Locks a skill's row (in the caller's transaction). */
    lockSkill: (skillId: string) =>
      run(sql`SELECT skill_id FROM registry_skills WHERE skill_id = ${skillId} FOR UPDATE`),

    /** Takes an owner's share lock (in the caller's transaction): its shares are counted and created one at a time. */
    lockOwner: (owner: Owner) =>
      run(sql`SELECT pg_advisory_xact_lock(hashtext(${`registry-share:${owner.kind}:${owner.id}`}))`),

    /** The live skills of an owner with at least one link neither revoked nor expired at `now`. */
    sharedSkills: (owner: Owner, now: Date): Effect.Effect<ReadonlySet<string>> =>
      Effect.map(
        decodeRows(SkillId)(sql`
          SELECT DISTINCT l.skill_id FROM registry_share_links l
          JOIN registry_skills s ON s.skill_id = l.skill_id
          WHERE s.owner_kind = ${owner.kind} AND s.owner_id = ${owner.id}
            AND s.deleted_at IS NULL AND l.revoked_at IS NULL
            AND (l.expires_at IS NULL OR l.expires_at > ${now})`),
        (rows) => new Set(rows.map((row) => row.skill_id))
      ),

    /** Inserts a link. */
    insert: (link: NewLink): Effect.Effect<LinkRow> =>
      invalidating(
        Effect.map(
          decodeRows(LinkRow)(sql`
          INSERT INTO registry_share_links (share_id, skill_id, version_id, version, visibility, expires_at,
            created_by, created_at)
          VALUES (${link.shareId}, ${link.skillId}, ${link.versionId}, ${link.version},
            ${link.visibility}, ${link.expiresAt}, ${link.createdBy}, ${link.createdAt})
          RETURNING ${sql.literal(linkColumns.replaceAll("l.", ""))}`),
          (rows) => rows[0]!
        )
      ),

    /** Revokes a link, if it is not yet revoked. */
    revoke: (shareId: string, at: Date) =>
      invalidating(
        run(sql`UPDATE registry_share_links SET revoked_at = ${at} WHERE share_id = ${shareId} AND revoked_at IS NULL`)
      ),

    /** The public links of a skill that are neither revoked nor expired at `now`. */
    livePublicLinks: (skillId: string, now: Date): Effect.Effect<number> =>
      Effect.map(
        decodeFirst(Count)(sql`
          SELECT count(*) AS count FROM registry_share_links
          WHERE skill_id = ${skillId} AND visibility = 'public' AND revoked_at IS NULL
            AND (expires_at IS NULL OR expires_at > ${now})`),
        (row) => row?.count ?? 0
      ),

    /** Counts a download through a link once per link, identity and UTC day. */
    countDownload: (download: { readonly shareId: string; readonly identity: string; readonly day: string }) =>
      run(sql`
        WITH counted AS (
          INSERT INTO registry_share_downloads (share_id, identity, day)
          VALUES (${download.shareId}, ${download.identity}, ${download.day}::date)
          ON CONFLICT DO NOTHING
          RETURNING share_id
        )
        UPDATE registry_share_links SET download_count = download_count + 1
        WHERE share_id IN (SELECT share_id FROM counted)`)
  }
})

/**
 * @category services
 * @since 0.1.0
 */
export class ShareLinkRepository extends Context.Service<ShareLinkRepository, Effect.Success<typeof make>>()(
  "@vouch/registry/ShareLinkRepository"
) {
  /** The repository on the ambient `SqlClient`. */
  static readonly layer = Layer.effect(ShareLinkRepository, make)

  /**
   * The share links in memory, on the tables `SkillRepository.layerMemory` reads (one
   * store per layer build), for tests that need no database. `lockSkill` and
   * `lockOwner` are no-ops: transactions run one at a time.
   */
  static readonly layerMemory: Layer.Layer<ShareLinkRepository> = Layer.effect(
    ShareLinkRepository,
    Effect.map(MemoryTables, MemoryLinks.make)
  ).pipe(Layer.provide(MemoryTables.layer))
}
