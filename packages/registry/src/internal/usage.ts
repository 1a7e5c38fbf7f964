/**
 * The running storage usage of each owner (`StorageQuota`'s rule), kept by the
 * repository in the transaction that changes it, so neither a save nor the quota
 * check reads an owner's whole history:
 *
 * - `registry_owner_blobs`: one row per owner and blob their live versions reference
 *   (archives and files, yanked versions included), with its size and how many live
 *   versions reference it.
 * - `registry_owner_usage`: one row per owner, the sum of those sizes.
 *
 * A new version adds one reference per distinct blob; a deleted one (its skill deleted)
 * takes them back; a row whose count reaches zero is removed and its bytes leave the
 * usage. A yank changes nothing (yanked versions are kept, so they still count).
 *
 * Locks are taken in one order everywhere: the skill rows, then the owner's blob rows in
 * address order, then the owner's usage row (held until the commit), so saves and
 * deletes of one owner never wait on each other in a cycle.
 */
import { Effect, Schema } from "effect"
import type { SqlClient, Statement } from "effect/sql"
import type { Owner } from "../Access.ts"
import { decodeFirst, decodeRows, Figure } from "./rows.ts"

const Used = Schema.Struct({ used_bytes: Figure })
const Counted = Schema.Struct({ size: Figure, version_count: Figure })
const Address = Schema.Struct({ address: Schema.String })
const Size = Schema.Struct({ size: Figure })

/** An owner's usage before a new version, and the bytes the version added to it. */
export interface Change {
  readonly usedBefore: number
  readonly added: number
}

export const make = (sql: SqlClient.SqlClient) => {
  const ownerIs = (owner: Owner) => sql`owner_kind = ${owner.kind} AND owner_id = ${owner.id}`

  /** Each distinct blob of the versions a fragment selects (`SELECT version_id FROM ...`), with its size and how many of them reference it. */
  const referencesOf = (versions: Statement.Fragment) => sql`
    SELECT address, max(size) AS size, count(DISTINCT version_id) AS version_count FROM (
      SELECT v.version_id, v.tree_hash AS address, v.archive_size AS size
      FROM registry_versions v WHERE v.version_id IN (${versions})
      UNION ALL
      SELECT f.version_id, f.blob_address AS address, f.size
      FROM registry_version_files f WHERE f.version_id IN (${versions})
    ) refs GROUP BY address`

  /** Adds bytes to the owner's usage (taking its row lock); the usage before. */
  const addUsage = (owner: Owner, bytes: number) =>
    Effect.map(
      decodeFirst(Used)(sql`
        INSERT INTO registry_owner_usage (owner_kind, owner_id, used_bytes) VALUES (${owner.kind}, ${owner.id}, ${bytes})
        ON CONFLICT (owner_kind, owner_id) DO UPDATE SET used_bytes = registry_owner_usage.used_bytes + EXCLUDED.used_bytes
        RETURNING used_bytes`),
      (row) => (row?.used_bytes ?? bytes) - bytes
    )

  return {
    /** Stored bytes of an owner: each distinct blob its live versions reference, once. */
    usedBytes: (owner: Owner): Effect.Effect<number> =>
      Effect.map(
        decodeFirst(Used)(sql`SELECT used_bytes FROM registry_owner_usage WHERE ${ownerIs(owner)}`),
        (row) => row?.used_bytes ?? 0
      ),

    /** The bytes blobs would add to an owner's usage: those the owner does not reference yet. */
    addedBytes: (owner: Owner, blobs: ReadonlyMap<string, number>): Effect.Effect<number> =>
      Effect.map(
        decodeRows(Address)(sql`
          SELECT address FROM registry_owner_blobs WHERE ${ownerIs(owner)} AND address IN ${sql.in([...blobs.keys()])}`),
        (rows) => {
          const known = new Set(rows.map((row) => row.address))
          let adding = 0
          for (const [address, size] of blobs) if (!known.has(address)) adding += size
          return adding
        }
      ),

    /** Counts the blobs of a new version (inserted with its files) to its owner. */
    reference: (owner: Owner, versionId: string): Effect.Effect<Change> =>
      Effect.gen(function* () {
        const counted = yield* decodeRows(Counted)(sql`
          INSERT INTO registry_owner_blobs (owner_kind, owner_id, address, size, version_count)
          SELECT ${owner.kind}, ${owner.id}, address, size, 1
          FROM (${referencesOf(sql`SELECT ${versionId}::text`)}) blobs ORDER BY address
          ON CONFLICT (owner_kind, owner_id, address)
            DO UPDATE SET version_count = registry_owner_blobs.version_count + 1
          RETURNING size, version_count`)
        let added = 0
        for (const row of counted) if (row.version_count === 1) added += row.size
        return { usedBefore: yield* addUsage(owner, added), added }
      }),

    /**
     * Takes back the references of live versions about to be deleted (selected by a
     * fragment, `SELECT version_id FROM ...`) from their owner.
     */
    release: (owner: Owner, versions: Statement.Fragment): Effect.Effect<void> =>
      Effect.gen(function* () {
        const references = sql`(${referencesOf(versions)})`
        // Lock the rows in address order first (the order every writer follows).
        yield* Effect.orDie(sql`
          SELECT address FROM registry_owner_blobs
          WHERE ${ownerIs(owner)} AND address IN (SELECT address FROM ${references} refs)
          ORDER BY address FOR UPDATE`)
        yield* Effect.orDie(sql`
          UPDATE registry_owner_blobs b SET version_count = b.version_count - refs.version_count
          FROM ${references} refs
          WHERE b.owner_kind = ${owner.kind} AND b.owner_id = ${owner.id} AND b.address = refs.address`)
        const released = yield* decodeRows(Size)(sql`
          DELETE FROM registry_owner_blobs
          WHERE ${ownerIs(owner)} AND version_count <= 0 AND address IN (SELECT address FROM ${references} refs)
          RETURNING size`)
        const bytes = released.reduce((sum, row) => sum + row.size, 0)
        if (bytes > 0) {
          yield* Effect.orDie(
            sql`UPDATE registry_owner_usage SET used_bytes = used_bytes - ${bytes} WHERE ${ownerIs(owner)}`
          )
        }
      })
  }
}
