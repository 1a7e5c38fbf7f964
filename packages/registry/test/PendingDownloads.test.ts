/**
 * Downloads counted off the request path on the SQL repository (PGlite, and PostgreSQL
 * when it answers): queued once per skill, identity and day, shown by the skill reads of
 * the process before they are written, written by a read that needs them in SQL; and a
 * read inside a transaction never waits for a write of pending downloads, which could
 * itself be waiting for that transaction (its row lock, or PGlite's one connection).
 */
import { assert, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Deferred, Effect, Layer } from "effect"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { ReadCacheSettings, SkillRepository } from "../src/SkillRepository.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]
// Written once a minute: within a test, only the reads and the layer's release write them.
const settings = Layer.succeed(ReadCacheSettings)({ ttlMillis: 60_000, maxEntries: 100, downloadFlushMillis: 60_000 })

for (const database of DatabaseTest.backends("registry_pending", { migrations })) {
  layer(SkillRepository.layer.pipe(Layer.provide(Layer.merge(database.layer, settings))), {
    timeout: 60_000,
    excludeTestServices: true
  })(`pending downloads on ${database.name}`, (it) => {
    const skill = (name: string) =>
      Effect.gen(function* () {
        const repository = yield* SkillRepository
        const skillId = `skl_${name}`
        yield* repository.insertSkill({
          skillId,
          namespace: "pending",
          name,
          owner: { kind: "account", id: "acc_pending" },
          at: new Date()
        })
        return skillId
      })
    const download = (skillId: string, identity: string) => ({
      skillId,
      identity,
      day: "2026-11-25",
      version: "1.0.0"
    })

    it.effect("counts a download once, shows it before it is written, and writes it for SQL reads", () =>
      Effect.gen(function* () {
        const repository = yield* SkillRepository
        const skillId = yield* skill("counted")
        assert.isTrue(yield* repository.queueDownload(download(skillId, "ada")))
        assert.isFalse(yield* repository.queueDownload(download(skillId, "ada")))
        assert.isTrue(yield* repository.queueDownload(download(skillId, "bob")))
        assert.strictEqual((yield* repository.findSkillExposed("pending", "counted"))?.row.download_count, 2)
        // Not written yet: the row itself still has none.
        assert.strictEqual((yield* repository.skillById(skillId))?.download_count, 0)
        // The owner's view reads the counters in SQL: the pending downloads are written first.
        assert.strictEqual((yield* repository.ownerView(skillId)).download_count, 2)
        assert.strictEqual((yield* repository.skillById(skillId))?.download_count, 2)
        assert.strictEqual((yield* repository.findSkillExposed("pending", "counted"))?.row.download_count, 2)
        // Written today: not counted again.
        assert.isFalse(yield* repository.queueDownload(download(skillId, "ada")))
      })
    )

    it.effect("never waits inside a transaction for a write of pending downloads", () =>
      Effect.gen(function* () {
        const repository = yield* SkillRepository
        const skillId = yield* skill("locked")
        assert.isTrue(yield* repository.queueDownload(download(skillId, "cyd")))
        const locked = yield* Deferred.make<void>()
        const inside = repository.withTransaction(
          Effect.gen(function* () {
            // The skill's row lock: the write of the pending download has to wait for it.
            yield* repository.findSkill("pending", "locked", true)
            yield* Deferred.succeed(locked, undefined)
            yield* Effect.sleep("200 millis")
            return (yield* repository.ownerView(skillId)).download_count
          })
        )
        // Outside, a read that writes the pending downloads first: its write waits for the lock.
        const outside = Effect.andThen(Deferred.await(locked), repository.ownerView(skillId))
        const [seenInside, seenOutside] = yield* Effect.all([inside, outside], { concurrency: 2 })
        assert.strictEqual(seenInside, 1)
        assert.strictEqual(seenOutside.download_count, 1)
        assert.strictEqual((yield* repository.skillById(skillId))?.download_count, 1)
      })
    )
  })
}
