import { assert, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as fc from "fast-check"
import * as Exposure from "../src/internal/exposure.ts"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"

// `public_until` (migration 0006) stands for "flagged public with a live public link":
// whatever happens to the links (created public or private, with or without an expiry,
// revoked, their expiry moved, deleted, moved to another skill), the column-based
// `publicSkill` answers exactly as the definition over the links, at every instant.

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]
const skills = ["skl_0", "skl_1", "skl_2"]
const base = Date.parse("2026-06-01T00:00:00Z")
const hour = 3_600_000
const at = (hours: number) => new Date(base + hours * hour)

const Expiry = fc.option(fc.integer({ min: -2, max: 3 }), { nil: null })
const Operation = fc.oneof(
  fc.record({
    _tag: fc.constant("Create" as const),
    skill: fc.nat(skills.length - 1),
    visibility: fc.constantFrom("public" as const, "private" as const),
    expires: Expiry
  }),
  fc.record({ _tag: fc.constant("Revoke" as const), link: fc.nat(20), when: fc.integer({ min: -1, max: 2 }) }),
  fc.record({ _tag: fc.constant("Expire" as const), link: fc.nat(20), expires: Expiry }),
  fc.record({ _tag: fc.constant("Delete" as const), link: fc.nat(20) }),
  fc.record({ _tag: fc.constant("Move" as const), link: fc.nat(20), skill: fc.nat(skills.length - 1) }),
  fc.record({
    _tag: fc.constant("Flag" as const),
    skill: fc.nat(skills.length - 1),
    visibility: fc.constantFrom("public" as const, "private" as const)
  })
)

const Compared = Schema.Struct({ skill_id: Schema.String, by_column: Schema.Boolean, by_links: Schema.Boolean })

const reset = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DELETE FROM registry_share_links`
  yield* sql`DELETE FROM registry_versions`
  yield* sql`DELETE FROM registry_skills`
  for (const skill of skills) {
    yield* sql`
      INSERT INTO registry_skills (skill_id, namespace, name, owner_kind, owner_id, visibility, current_version)
      VALUES (${skill}, 'ns', ${skill}, 'account', 'acc_ns', 'public', '1.0.0')`
    yield* sql`
      INSERT INTO registry_versions (version_id, skill_id, sequence, version, tree_hash, content_hash, archive_size,
        files_size, file_count, saved_by)
      VALUES (${`ver_${skill}`}, ${skill}, 1, '1.0.0', 'sha256:x', 'sha256:x', 0, 0, 0, 'acc_ns')`
  }
}).pipe(Effect.orDie)

/** Every skill at every hour around the links' expiries: the column's answer and the links'. */
const disagreements = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const found: Array<string> = []
  for (let hours = -3; hours <= 4; hours++) {
    const now = at(hours + 0.5)
    const rows = yield* Effect.orDie(
      sql`SELECT s.skill_id, ${Exposure.publicSkill(sql, now)} AS by_column,
        ${Exposure.publicSkillByLinks(sql, now)} AS by_links FROM registry_skills s`
    )
    for (const row of Schema.decodeUnknownSync(Schema.Array(Compared))(rows)) {
      if (row.by_column !== row.by_links) found.push(`${row.skill_id} at ${hours + 0.5} h: ${row.by_column}`)
    }
  }
  return found
})

for (const database of DatabaseTest.backends("public_until", { migrations })) {
  layer(database.layer, { timeout: 300_000, excludeTestServices: true })(`public_until on ${database.name}`, (it) => {
    it.effect("answers as the live public links do after any sequence of link changes", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const context = yield* Effect.context<SqlClient.SqlClient>()
        const apply = (operations: ReadonlyArray<typeof Operation extends fc.Arbitrary<infer A> ? A : never>) =>
          Effect.gen(function* () {
            yield* reset
            let made = 0
            const link = (index: number) => `shr_${index % Math.max(made, 1)}`
            for (const operation of operations) {
              switch (operation._tag) {
                case "Create": {
                  const skill = skills[operation.skill]!
                  const expires = operation.expires === null ? null : at(operation.expires)
                  yield* sql`
                    INSERT INTO registry_share_links (share_id, skill_id, version_id, version, visibility,
                      expires_at, created_by, created_at)
                    VALUES (${`shr_${made++}`}, ${skill}, ${`ver_${skill}`}, '1.0.0', ${operation.visibility},
                      ${expires}, 'acc_ns', ${at(-4)})`
                  break
                }
                case "Revoke":
                  yield* sql`UPDATE registry_share_links SET revoked_at = ${at(operation.when)}
                    WHERE share_id = ${link(operation.link)} AND revoked_at IS NULL`
                  break
                case "Expire":
                  yield* sql`UPDATE registry_share_links SET expires_at = ${operation.expires === null ? null : at(operation.expires)}
                    WHERE share_id = ${link(operation.link)}`
                  break
                case "Delete":
                  yield* sql`DELETE FROM registry_share_links WHERE share_id = ${link(operation.link)}`
                  break
                case "Move": {
                  const skill = skills[operation.skill]!
                  yield* sql`UPDATE registry_share_links SET skill_id = ${skill}, version_id = ${`ver_${skill}`}
                    WHERE share_id = ${link(operation.link)}`
                  break
                }
                case "Flag":
                  yield* sql`UPDATE registry_skills SET visibility = ${operation.visibility}
                    WHERE skill_id = ${skills[operation.skill]!}`
              }
            }
            return yield* disagreements
          }).pipe(Effect.orDie)
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(fc.array(Operation, { maxLength: 14 }), async (operations) => {
              assert.deepStrictEqual(await Effect.runPromise(Effect.provide(apply(operations), context)), [])
            }),
            { numRuns: 60 }
          )
        )
      })
    )

    it.effect("is backfilled from the links when the migration runs on an existing registry", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* reset
        yield* sql`
          INSERT INTO registry_share_links (share_id, skill_id, version_id, version, visibility, expires_at,
            created_by, created_at, revoked_at)
          VALUES ('shr_a', 'skl_0', 'ver_skl_0', '1.0.0', 'public', NULL, 'acc_ns', ${at(-4)}, NULL),
            ('shr_b', 'skl_1', 'ver_skl_1', '1.0.0', 'public', ${at(1)}, 'acc_ns', ${at(-4)}, NULL),
            ('shr_c', 'skl_2', 'ver_skl_2', '1.0.0', 'public', NULL, 'acc_ns', ${at(-4)}, ${at(-1)}),
            ('shr_d', 'skl_2', 'ver_skl_2', '1.0.0', 'private', NULL, 'acc_ns', ${at(-4)}, NULL)`
        // a registry from before 0006: no column, no trigger
        yield* sql`DROP TRIGGER registry_share_links_public_until ON registry_share_links`
        yield* sql`ALTER TABLE registry_skills DROP COLUMN public_until CASCADE`
        yield* sql`DELETE FROM vouch_migrations WHERE package = 'registry' AND name = '0006_public_until'`
        yield* Effect.orDie(Migrations.run(migrations))
        assert.deepStrictEqual(yield* disagreements, [])
        const publicAt = (hours: number) =>
          Effect.map(
            Effect.orDie(
              sql<{ readonly skill_id: string }>`SELECT s.skill_id FROM registry_skills s
                WHERE ${Exposure.publicSkill(sql, at(hours))} ORDER BY s.skill_id`
            ),
            (rows) => rows.map((row) => row.skill_id)
          )
        assert.deepStrictEqual(yield* publicAt(0), ["skl_0", "skl_1"])
        assert.deepStrictEqual(yield* publicAt(2), ["skl_0"])
        // and kept from then on
        yield* sql`UPDATE registry_share_links SET revoked_at = ${at(0)} WHERE share_id = 'shr_a'`
        assert.deepStrictEqual(yield* publicAt(0), ["skl_1"])
      })
    )
  })
}
