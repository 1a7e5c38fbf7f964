// The registry's tables in memory, shared by `SkillRepository.layerMemory` and
// `ShareLinkRepository.layerMemory` (docs/decisions.md, "The registry in memory").
//
// Every statement reads the clock first, then reads or changes the tables in one
// synchronous step, so no fiber sees half a statement. Transactions are serialised by
// one permit: `withTransaction` holds it until the transaction ends and restores a
// snapshot of the tables when the transaction fails or is interrupted; a statement
// outside a transaction takes the permit for itself, so nothing reads a transaction's
// uncommitted writes (PGlite, with its one connection, behaves the same). Inside the
// transaction, row and advisory locks are no-ops: nothing else runs.
import { Clock, Context, Effect, Exit, Layer, Semaphore, type Types } from "effect"
import type { Owner } from "../Access.ts"
import type { LinkRow } from "../ShareLinkRepository.ts"
import type { SkillRow, VerificationRow, VersionRecord } from "./rows.ts"

/** A skill row with the columns the wire rows leave out. */
export interface StoredSkill extends Types.Mutable<Omit<SkillRow, "tags">> {
  tags: ReadonlyArray<string>
  skill_document: string
  recent_downloads: number
  hot_score: number
}

/** A version row with the columns the wire rows leave out. */
export interface StoredVersion extends Types.Mutable<VersionRecord> {
  files_size: number
  skill_document: string
  saved_by: string
  yanked_at: Date | null
  evaluation_score: number | null
  deleted_at: Date | null
}

export interface StoredFile {
  readonly path: string
  readonly hash: string
  readonly size: number
  readonly executable: boolean
}

export interface StoredLink extends LinkRow {
  readonly created_by: string
}

export interface Tables {
  readonly skills: Map<string, StoredSkill>
  readonly versions: Map<string, StoredVersion>
  /** Files by version id, by path. */
  readonly files: Map<string, ReadonlyArray<StoredFile>>
  /** `skill_id \0 account_id`. */
  readonly stars: Set<string>
  /** Downloads by `skill_id \0 identity \0 day` (the primary key of `registry_downloads`). */
  readonly downloads: Map<string, { readonly skillId: string; readonly day: string; readonly version: string }>
  /** Per owner key (`ownerKey`), the blobs its live versions reference: size and how many versions. */
  readonly ownerBlobs: Map<string, Map<string, { size: number; versionCount: number }>>
  readonly ownerUsage: Map<string, number>
  readonly links: Map<string, StoredLink>
  /** `share_id \0 identity \0 day`. */
  readonly linkDownloads: Set<string>
  readonly verifications: Map<string, VerificationRow & { readonly version_id: string; readonly account_id: string }>
}

const emptyTables = (): Tables => ({
  skills: new Map(),
  versions: new Map(),
  files: new Map(),
  stars: new Set(),
  downloads: new Map(),
  ownerBlobs: new Map(),
  ownerUsage: new Map(),
  links: new Map(),
  linkDownloads: new Set(),
  verifications: new Map()
})

export const ownerKey = (owner: Owner) => `${owner.kind}\u0000${owner.id}`

export const ownedBy = (skill: StoredSkill, owner: Owner) =>
  skill.owner_kind === owner.kind && skill.owner_id === owner.id

export const key = (...parts: ReadonlyArray<string>) => parts.join("\u0000")

/** The transaction a fiber is in: the store whose permit it holds, if any. */
const CurrentTransaction = Context.Reference<Store | undefined>("@vouch/registry/internal/memory/CurrentTransaction", {
  defaultValue: () => undefined
})

export class Store {
  tables: Tables = emptyTables()
  readonly permit = Semaphore.makeUnsafe(1)

  /**
   * One statement: `run` reads and changes the tables at `Clock`'s now, in one step,
   * inside the caller's transaction or alone.
   */
  statement<A>(run: (tables: Tables, now: Date) => A): Effect.Effect<A> {
    const step = Effect.map(Clock.currentTimeMillis, (millis) => run(this.tables, new Date(millis)))
    return Effect.flatMap(CurrentTransaction, (current) => (current === this ? step : this.permit.withPermits(1)(step)))
  }

  /** Runs an effect in a transaction, joining the caller's; the tables roll back when it fails. */
  withTransaction<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    return Effect.flatMap(CurrentTransaction, (current) => {
      if (current === this) return effect
      return this.permit.withPermits(1)(
        Effect.suspend(() => {
          const snapshot = structuredClone(this.tables)
          return effect.pipe(
            Effect.provideService(CurrentTransaction, this),
            Effect.onExit((exit) =>
              Effect.sync(() => {
                if (Exit.isFailure(exit)) this.tables = snapshot
              })
            )
          )
        })
      )
    })
  }
}

/** One store per layer build: the repositories' memory layers share it. */
export class MemoryTables extends Context.Service<MemoryTables, Store>()(
  "@vouch/registry/internal/memory/MemoryTables"
) {
  static readonly layer = Layer.sync(MemoryTables, () => new Store())
}

/** A link is live at `now`: not revoked, not expired. */
export const liveLink = (link: StoredLink, now: Date) =>
  link.revoked_at === null && (link.expires_at === null || link.expires_at.getTime() > now.getTime())

const livePublicLink = (tables: Tables, now: Date, matches: (link: StoredLink) => boolean) => {
  for (const link of tables.links.values()) {
    if (link.visibility === "public" && liveLink(link, now) && matches(link)) return true
  }
  return false
}

/** `publicSkill` of `internal/exposure.ts`: flagged public with a live public link. */
export const publicSkill = (tables: Tables, skill: StoredSkill, now: Date) =>
  skill.visibility === "public" && livePublicLink(tables, now, (link) => link.skill_id === skill.skill_id)

/** `linkedVersion`: a live public link points at the version. */
export const linkedVersion = (tables: Tables, versionId: string, now: Date) =>
  livePublicLink(tables, now, (link) => link.version_id === versionId)

/** `exposedVersion`: the skill is flagged public and the version has a live public link. */
export const exposedVersion = (tables: Tables, skill: StoredSkill, versionId: string, now: Date) =>
  skill.visibility === "public" && linkedVersion(tables, versionId, now)

/** The versions of a skill, newest first. */
export const versionsOf = (tables: Tables, skillId: string): Array<StoredVersion> =>
  [...tables.versions.values()]
    .filter((version) => version.skill_id === skillId)
    .sort((a, b) => b.sequence - a.sequence)

/** `publicCurrentVersion`: the current version as everyone else sees it (null when none is exposed). */
export const publicCurrentVersion = (tables: Tables, skill: StoredSkill, now: Date): string | null => {
  const exposed = versionsOf(tables, skill.skill_id).filter(
    (version) => version.deleted_at === null && linkedVersion(tables, version.version_id, now)
  )
  const rank = (version: StoredVersion) => [version.version === skill.current_version ? 0 : 1, version.yanked ? 1 : 0]
  exposed.sort((a, b) => {
    const [left, right] = [rank(a), rank(b)]
    return left[0]! - right[0]! || left[1]! - right[1]! || b.sequence - a.sequence
  })
  return exposed[0]?.version ?? null
}

/** A skill as `SkillRow` (a copy). */
export const skillRow = (skill: StoredSkill): SkillRow => ({
  skill_id: skill.skill_id,
  namespace: skill.namespace,
  name: skill.name,
  owner_kind: skill.owner_kind,
  owner_id: skill.owner_id,
  skill_type: skill.skill_type,
  description: skill.description,
  category: skill.category,
  tags: [...skill.tags],
  visibility: skill.visibility,
  current_version: skill.current_version,
  download_count: skill.download_count,
  star_count: skill.star_count,
  verification_count: skill.verification_count,
  created_at: skill.created_at,
  updated_at: skill.updated_at,
  deleted_at: skill.deleted_at
})

/** `hotScoreExpression` of `internal/ranking.ts`, at `now` (the SQL reads the database's `now()`). */
export const hotScore = (skill: StoredSkill, now: Date) =>
  (2 * skill.star_count + skill.recent_downloads + 1) /
  (Math.max((now.getTime() - skill.created_at.getTime()) / 1000, 0) / 3600 + 2) ** 1.5

/** A value as it comes back from a `jsonb` column. */
export const throughJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)))

/** Text in code-unit order, as PostgreSQL's `C` collation sorts (the test servers'; a linguistic collation may order paths differently). */
export const byText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0)

/** `ORDER BY created_at DESC, <id>`. */
export const newestFirst =
  <Row extends { readonly created_at: Date }>(id: (row: Row) => string) =>
  (left: Row, right: Row) =>
    right.created_at.getTime() - left.created_at.getTime() || byText(id(left), id(right))

/** The first row or a defect, as a broken constraint is in SQL. */
export const violated = (constraint: string) => new Error(`memory registry: ${constraint} violated`)
