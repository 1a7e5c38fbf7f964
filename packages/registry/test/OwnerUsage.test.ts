/**
 * The running storage usage of each owner equals the usage recomputed from the live
 * versions (an independent reference: `StorageQuota`'s rule as one query) after any
 * sequence of saves, skips, refusals, yanks, deletes and deletions of everything an
 * owner has, sequential or concurrent; the migration's backfill computes the same; and
 * concurrent saves of one owner never take it over its quota together.
 */
import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as fc from "fast-check"
import type { Owner } from "../src/Access.ts"
import type { Actor } from "../src/RegistryActor.ts"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { RegistryStats } from "../src/RegistryStats.ts"
import * as SaveMetadata from "../src/SaveMetadata.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { alice, as, carol } from "./fixtures/Actors.ts"
import { skill } from "./fixtures/Zip.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

/** Carol (free tier) may store 6,000 bytes: some of her saves are refused. */
const quotas = { free: 6_000, pro: 50 * 1024 * 1024, enterprise: 100 * 1024 * 1024 }

interface Space {
  readonly actor: Actor
  readonly namespace: string
  readonly owner: Owner
}

const spaces: ReadonlyArray<Space> = [
  { actor: alice, namespace: "alice", owner: { kind: "account", id: alice.account_id } },
  { actor: alice, namespace: "acme", owner: { kind: "organization", id: "org_acme" } },
  { actor: carol, namespace: "carol", owner: { kind: "account", id: carol.account_id } }
]

/** File contents shared between skills, versions and owners (so blobs are shared too). */
const pool = ["alpha ", "bravo ", "charlie ", "delta ", "echo "].map((word, index) => word.repeat(100 + index * 150))

type Operation =
  | { readonly _tag: "Save"; readonly space: number; readonly skill: number; readonly files: ReadonlyArray<number> }
  | { readonly _tag: "Yank"; readonly space: number; readonly skill: number }
  | { readonly _tag: "Delete"; readonly space: number; readonly skill: number }
  | { readonly _tag: "DeleteAll"; readonly space: number }

const space = fc.integer({ min: 0, max: spaces.length - 1 })
const skillIndex = fc.integer({ min: 0, max: 3 })
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      _tag: fc.constant("Save" as const),
      space,
      skill: skillIndex,
      files: fc.uniqueArray(fc.integer({ min: 0, max: pool.length - 1 }), { maxLength: 3 })
    })
  },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("Yank" as const), space, skill: skillIndex }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("Delete" as const), space, skill: skillIndex }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("DeleteAll" as const), space }) }
)

const Total = Schema.Struct({ total: Schema.NumberFromString })

/** `StorageQuota`'s rule computed from scratch: each distinct blob the owner's live versions reference, once. */
const recomputedUsage = (owner: Owner) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT coalesce(sum(size), 0)::text AS total FROM (
        SELECT address, max(size) AS size FROM (
          SELECT v.tree_hash AS address, v.archive_size AS size
          FROM registry_versions v JOIN registry_skills s ON s.skill_id = v.skill_id
          WHERE s.owner_kind = ${owner.kind} AND s.owner_id = ${owner.id} AND v.deleted_at IS NULL AND s.deleted_at IS NULL
          UNION ALL
          SELECT f.blob_address AS address, f.size FROM registry_version_files f
          JOIN registry_versions v ON v.version_id = f.version_id
          JOIN registry_skills s ON s.skill_id = v.skill_id
          WHERE s.owner_kind = ${owner.kind} AND s.owner_id = ${owner.id} AND v.deleted_at IS NULL AND s.deleted_at IS NULL
        ) refs GROUP BY address
      ) blobs`
    return (yield* Schema.decodeUnknownEffect(Schema.Array(Total))(rows))[0]!.total
  }).pipe(Effect.orDie)

/** Every owner's running usage equals the recomputed one. */
const assertUsageExact = (context: string) =>
  Effect.gen(function* () {
    const stats = yield* RegistryStats
    for (const { owner } of spaces) {
      const usage = yield* stats.ownerUsage(owner)
      assert.strictEqual(usage.used_bytes, yield* recomputedUsage(owner), `${context}: ${owner.kind} ${owner.id}`)
    }
  })

/** Runs one operation; expected refusals (a reserved name, the quota, nothing to yank) are part of the run. */
const perform = (operation: Operation, prefix: string) =>
  Effect.gen(function* () {
    const registry = yield* SkillRegistry
    const { actor, namespace, owner } = spaces[operation.space]!
    if (operation._tag === "DeleteAll") return yield* Effect.asVoid(registry.deleteAllOf(owner))
    const name = `${prefix}-${operation.skill}`
    switch (operation._tag) {
      case "Save": {
        const files = Object.fromEntries(operation.files.map((index) => [`file-${index}.txt`, pool[index]!]))
        const archive = skill(name, files)
        yield* registry
          .save({ actor: as(actor), namespace, name, archive, metadata: SaveMetadata.empty })
          .pipe(Effect.ignore)
        return
      }
      case "Yank": {
        const page = yield* registry.listVersions(as(actor), namespace, name, { limit: 1 }).pipe(Effect.option)
        const latest = page._tag === "Some" ? page.value.items[0] : undefined
        if (latest !== undefined) {
          yield* registry.yank(as(actor), namespace, name, latest.version, "test").pipe(Effect.ignore)
        }
        return
      }
      case "Delete":
        return yield* registry.deleteSkill(as(actor), namespace, name).pipe(Effect.ignore)
    }
  })

for (const database of DatabaseTest.backends("owner_usage", { migrations })) {
  const TestLayer = Layer.mergeAll(SkillRegistry.layer({ quotas }), RegistryStats.layer).pipe(
    Layer.provideMerge(ScanPool.layerInThread),
    Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
    Layer.provideMerge(database.layer)
  )
  layer(TestLayer, { timeout: 300_000, excludeTestServices: true })(`Owner usage on ${database.name}`, (it) => {
    it.effect("equals the recomputed usage after any sequence of saves, yanks and deletes", () =>
      Effect.gen(function* () {
        const runs = fc.sample(fc.array(operation, { minLength: 8, maxLength: 24 }), { numRuns: 4, seed: 1216 })
        for (const [run, operations] of runs.entries()) {
          for (const [step, each] of operations.entries()) {
            yield* perform(each, `seq${run}`)
            yield* assertUsageExact(`run ${run}, step ${step} (${each._tag})`)
          }
        }
      })
    )

    it.effect("equals the recomputed usage after concurrent operations", () =>
      Effect.gen(function* () {
        const runs = fc.sample(fc.array(operation, { minLength: 8, maxLength: 16 }), { numRuns: 3, seed: 1217 })
        for (const [run, operations] of runs.entries()) {
          yield* Effect.all(
            operations.map((each) => perform(each, `par${run}`)),
            { concurrency: "unbounded", discard: true }
          )
          yield* assertUsageExact(`concurrent run ${run}`)
        }
      })
    )

    it.effect("concurrent saves of one owner never take it over its quota together", () =>
      Effect.gen(function* () {
        const registry = yield* SkillRegistry
        const stats = yield* RegistryStats
        const carolOwner = spaces[2]!.owner
        yield* registry.deleteAllOf(carolOwner)
        // Each save stores about 2.5 kB of new blobs: alone each fits the 6,000 bytes, all six do not.
        const outcomes = yield* Effect.all(
          Array.from({ length: 6 }, (_, index) =>
            registry
              .save({
                actor: as(carol),
                namespace: "carol",
                name: `quota-${index}`,
                archive: skill(`quota-${index}`, { "own.txt": `${index} `.repeat(1000) }),
                metadata: SaveMetadata.empty
              })
              .pipe(Effect.result)
          ),
          { concurrency: "unbounded" }
        )
        const refused = outcomes.filter((outcome) => outcome._tag === "Failure")
        for (const outcome of refused) {
          assert.strictEqual(outcome.failure.reason._tag, "StorageLimitExceeded")
        }
        assert.isAbove(refused.length, 0)
        const usage = yield* stats.ownerUsage(carolOwner)
        assert.isAtMost(usage.used_bytes, quotas.free)
        assert.strictEqual(usage.used_bytes, yield* recomputedUsage(carolOwner))
        assert.strictEqual(usage.skill_count, outcomes.length - refused.length)
      })
    )

    it.effect("the migration's backfill computes the same usage from the live versions", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const stats = yield* RegistryStats
        yield* perform({ _tag: "Save", space: 0, skill: 0, files: [0, 1] }, "backfill")
        const before = yield* Effect.forEach(spaces, ({ owner }) => stats.ownerUsage(owner))
        assert.isAbove(before[0]!.used_bytes, 0)
        yield* sql`DROP TABLE registry_owner_blobs`
        yield* sql`DROP TABLE registry_owner_usage`
        yield* sql`DELETE FROM vouch_migrations WHERE package = 'registry' AND name = '0005_owner_usage'`
        yield* Effect.orDie(Migrations.run(migrations))
        const after = yield* Effect.forEach(spaces, ({ owner }) => stats.ownerUsage(owner))
        assert.deepStrictEqual(after, before)
        yield* assertUsageExact("after the backfill")
      })
    )
  })
}
