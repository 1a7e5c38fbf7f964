/**
 * The host's per-owner limits (`OwnerLimits`) replace the tier's defaults where the
 * registry checks them: a save's storage quota and `storageUsage`.
 */
import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import { OwnerLimits } from "../src/OwnerLimits.ts"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import * as SaveMetadata from "../src/SaveMetadata.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { alice, as, bob } from "./fixtures/Actors.ts"
import { skill } from "./fixtures/Zip.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

/** Alice's plan allows 3,000 bytes although her tier (pro) allows 50 MiB; everyone else keeps the tier's. */
const limits = Layer.succeed(OwnerLimits, {
  of: (owner) => Effect.succeed(owner.id === alice.account_id ? { storageBytes: 3_000 } : {})
})

const noise = () => Buffer.from(crypto.getRandomValues(new Uint8Array(800))).toString("base64")

for (const database of DatabaseTest.backends("registry-owner-limits", { migrations })) {
  const TestLayer = SkillRegistry.layer().pipe(
    Layer.provide(limits),
    Layer.provideMerge(ScanPool.layerInThread),
    Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
    Layer.provideMerge(database.layer)
  )
  layer(TestLayer, { timeout: 120_000, excludeTestServices: true })(`OwnerLimits on ${database.name}`, (it) => {
    it.effect("a host's storage limit for an owner replaces the tier's quota", () =>
      Effect.gen(function* () {
        const registry = yield* SkillRegistry
        const save = (actor: typeof alice, namespace: string) =>
          registry.save({
            actor: as(actor),
            namespace,
            name: "big",
            archive: skill("big", { n: noise() }),
            metadata: SaveMetadata.empty
          })
        yield* save(alice, "alice")
        const refused = yield* Effect.flip(save(alice, "alice"))
        assert.strictEqual(refused.reason._tag, "StorageLimitExceeded")
        const usage = yield* registry.storageUsage({ kind: "account", id: alice.account_id }, "pro")
        assert.strictEqual(usage.limit_bytes, 3_000)
        // Bob, of the same tier, keeps the tier's quota.
        yield* save(bob, "bob")
        yield* save(bob, "bob")
        const bobs = yield* registry.storageUsage({ kind: "account", id: bob.account_id }, "pro")
        assert.strictEqual(bobs.limit_bytes, 2048 * 1024 * 1024)
      })
    )
  })
}
