/**
 * The host's per-owner limits (`OwnerLimits`) replace the tier's defaults where the
 * registry checks them: a save's storage quota, `storageUsage`, and the number of
 * shared skills of a new share link.
 */
import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Scanner } from "@vouch/scanner"
import { Effect, Layer } from "effect"
import { OwnerLimits } from "../src/OwnerLimits.ts"
import * as SaveMetadata from "../src/SaveMetadata.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { ShareLinks } from "../src/ShareLinks.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { alice, as, bob, carol } from "./fixtures/Actors.ts"
import { skill } from "./fixtures/Zip.ts"

/**
 * Alice's plan allows 3,000 bytes (her tier, pro, 2 GiB) and 1 shared skill (her tier:
 * unlimited); Carol's plan shares without limit (her tier, free: 5); Bob keeps his tier's.
 */
const limits = Layer.succeed(OwnerLimits, {
  of: (owner) =>
    Effect.succeed(
      owner.id === alice.account_id
        ? { storageBytes: 3_000, sharedSkills: 1 }
        : owner.id === carol.account_id
          ? { sharedSkills: null }
          : {}
    )
})

const noise = () => Buffer.from(crypto.getRandomValues(new Uint8Array(800))).toString("base64")

// The rule is the services', not the SQL's: the memory repositories serve it (no database).
const TestLayer = ShareLinks.layerMemory().pipe(
  Layer.provideMerge(SkillRegistry.layerMemory()),
  Layer.provide(limits),
  Layer.provideMerge(ScanPool.layerInThread),
  Layer.provideMerge(BlobStorage.BlobStorage.layerMemory)
)
layer(TestLayer, { timeout: 120_000, excludeTestServices: true })("OwnerLimits in memory", (it) => {
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

  it.effect("a host's shared-skill limit for an owner replaces the tier's, either way", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      const links = yield* ShareLinks
      const shareNew = (actor: typeof alice, namespace: string, name: string) =>
        Effect.gen(function* () {
          const archive = skill(name)
          yield* registry.save({
            actor: as(actor),
            namespace,
            name,
            archive,
            metadata: SaveMetadata.empty,
            scanReport: Scanner.scanArchive(archive)
          })
          return yield* links.create({
            actor: as(actor),
            namespace,
            name,
            version: "1.0.0",
            request: { visibility: "private", expires_in: "never" }
          })
        })
      yield* shareNew(alice, "alice", "first")
      const refused = yield* Effect.flip(shareNew(alice, "alice", "second"))
      assert.strictEqual(refused.reason._tag, "SharedSkillLimit")
      // Carol is on the free tier (5), but her plan shares without limit.
      for (const name of ["c1", "c2", "c3", "c4", "c5", "c6"]) yield* shareNew(carol, "carol", name)
    })
  )
})
