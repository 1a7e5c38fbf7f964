import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import * as fc from "fast-check"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { type SearchQuery, type SearchSort, SkillRegistry, searchCountCap, searchSorts } from "../src/SkillRegistry.ts"
import { quotas } from "./fixtures/Actors.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

/** A skill with few distinct values per column, so every sort meets ties (and microseconds the ms of `Date` lose). */
const Row = fc.record({
  public: fc.boolean(),
  category: fc.constantFrom("a", "b"),
  type: fc.constantFrom("skill", "skillset"),
  downloads: fc.integer({ min: 0, max: 2 }),
  stars: fc.integer({ min: 0, max: 1 }),
  verifications: fc.integer({ min: 0, max: 1 }),
  recent: fc.integer({ min: 0, max: 1 }),
  hot: fc.constantFrom(0, 1 / 3, 0.1 + 0.2),
  micros: fc.integer({ min: 0, max: 3 })
})

const Case = fc.record({
  rows: fc.array(Row, { minLength: 0, maxLength: 30 }),
  limit: fc.integer({ min: 1, max: 7 }),
  category: fc.constantFrom(undefined, "a"),
  type: fc.constantFrom(undefined, "skillset" as const, "skill" as const)
})

/** Replaces every skill with `rows` (public ones with a version and a live public link). */
const seed = (rows: ReadonlyArray<typeof Row extends fc.Arbitrary<infer A> ? A : never>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM registry_share_links`
    yield* sql`DELETE FROM registry_versions`
    yield* sql`DELETE FROM registry_skills`
    for (const [index, row] of rows.entries()) {
      const id = `skl_${String(index).padStart(3, "0")}`
      yield* sql`
        INSERT INTO registry_skills (skill_id, namespace, name, owner_kind, owner_id, skill_type, category, visibility,
          current_version, download_count, star_count, verification_count, recent_downloads, hot_score, updated_at)
        VALUES (${id}, 'ns', ${`skill-${index}`}, 'account', 'acc_ns', ${row.type}, ${row.category},
          ${row.public ? "public" : "private"}, '1.0.0', ${row.downloads}, ${row.stars}, ${row.verifications},
          ${row.recent}, ${row.hot}, timestamptz '2025-01-01 00:00:00+00' + ${row.micros} * interval '1 microsecond')`
      yield* sql`
        INSERT INTO registry_versions (version_id, skill_id, sequence, version, tree_hash, content_hash, archive_size,
          files_size, file_count, saved_by)
        VALUES (${`ver_${index}`}, ${id}, 1, '1.0.0', 'sha256:x', 'sha256:x', 0, 0, 0, 'acc_ns')`
      if (row.public) {
        yield* sql`
          INSERT INTO registry_share_links (share_id, skill_id, version_id, version, visibility, created_by, created_at)
          VALUES (${`shr_${index}`}, ${id}, ${`ver_${index}`}, '1.0.0', 'public', 'acc_ns', now())`
      }
    }
  }).pipe(Effect.orDie)

for (const database of DatabaseTest.backends("search_keyset", { migrations })) {
  const TestLayer = SkillRegistry.layer({ quotas }).pipe(
    Layer.provideMerge(ScanPool.layerInThread),
    Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
    Layer.provideMerge(database.layer)
  )
  layer(TestLayer, { timeout: 300_000, excludeTestServices: true })(`search keyset on ${database.name}`, (it) => {
    it.effect(
      "cursor pages walk every match exactly once, in order, under each sort with ties; page numbers agree",
      () =>
        Effect.gen(function* () {
          const registry = yield* SkillRegistry
          const context = yield* Effect.context<SkillRegistry | SqlClient.SqlClient>()
          const run = <A>(effect: Effect.Effect<A, never, SkillRegistry | SqlClient.SqlClient>) =>
            Effect.runPromise(Effect.provide(effect, context))
          const check = (sort: SearchSort, testCase: typeof Case extends fc.Arbitrary<infer A> ? A : never) =>
            Effect.gen(function* () {
              const filter = { category: testCase.category, type: testCase.type, sort }
              const expected = testCase.rows.flatMap((row, index) =>
                row.public &&
                (testCase.category === undefined || row.category === testCase.category) &&
                (testCase.type === undefined || row.type === testCase.type)
                  ? [`skl_${String(index).padStart(3, "0")}`]
                  : []
              )
              const whole = yield* registry.search({ ...filter, limit: 100 })
              assert.sameMembers(
                whole.items.map((skill) => skill.skill_id),
                expected
              )
              assert.strictEqual(whole.total_count, expected.length)
              assert.isTrue(whole.total_exact)
              const walked: Array<string> = []
              const pages: Array<ReadonlyArray<string>> = []
              let query: SearchQuery = { ...filter, limit: testCase.limit }
              for (;;) {
                const page = yield* registry.search(query)
                assert.strictEqual(page.total_count, expected.length)
                pages.push(page.items.map((skill) => skill.skill_id))
                walked.push(...page.items.map((skill) => skill.skill_id))
                if (!page.has_more) break
                assert.lengthOf(page.items, testCase.limit)
                query = { ...filter, limit: testCase.limit, after: page.next }
              }
              // The whole order, each match once, whatever the page size.
              assert.deepStrictEqual(
                walked,
                whole.items.map((skill) => skill.skill_id)
              )
              // Page N by cursor is page N by number (OFFSET), the middle one included.
              const middle = Math.floor(pages.length / 2)
              const numbered = yield* registry.search({
                ...filter,
                limit: testCase.limit,
                offset: middle * testCase.limit
              })
              assert.deepStrictEqual(
                numbered.items.map((skill) => skill.skill_id),
                pages[middle]
              )
            })
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(Case, (testCase) =>
                run(
                  Effect.gen(function* () {
                    yield* seed(testCase.rows)
                    for (const sort of searchSorts) yield* check(sort, testCase)
                  })
                )
              ),
              { numRuns: 25 }
            )
          )
        })
    )

    it.effect("counts exactly up to the cap, then estimates at least the cap + 1", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const registry = yield* SkillRegistry
        yield* seed([])
        const insert = (from: number, to: number) =>
          Effect.orDie(sql`
            WITH made AS (
              INSERT INTO registry_skills (skill_id, namespace, name, owner_kind, owner_id, visibility, current_version)
              SELECT 'skl_' || g, 'ns', 'skill-' || g, 'account', 'acc_ns', 'public', '1.0.0'
              FROM generate_series(${from}, ${to}) AS g RETURNING skill_id
            ), versions AS (
              INSERT INTO registry_versions (version_id, skill_id, sequence, version, tree_hash, content_hash,
                archive_size, files_size, file_count, saved_by)
              SELECT 'ver_' || skill_id, skill_id, 1, '1.0.0', 'sha256:x', 'sha256:x', 0, 0, 0, 'acc_ns' FROM made
              RETURNING version_id, skill_id
            )
            INSERT INTO registry_share_links (share_id, skill_id, version_id, version, visibility, created_by, created_at)
            SELECT 'shr_' || skill_id, skill_id, version_id, '1.0.0', 'public', 'acc_ns', now() FROM versions`)
        yield* insert(1, searchCountCap)
        const atCap = yield* registry.search({ limit: 5 })
        assert.strictEqual(atCap.total_count, searchCountCap)
        assert.isTrue(atCap.total_exact)
        yield* insert(searchCountCap + 1, searchCountCap + 5)
        yield* Effect.orDie(sql`ANALYZE registry_skills`)
        const above = yield* registry.search({ limit: 5 })
        assert.isFalse(above.total_exact)
        assert.isAtLeast(above.total_count, searchCountCap + 1)
      })
    )
  })
}
