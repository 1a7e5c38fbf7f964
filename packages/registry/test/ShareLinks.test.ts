/**
 * Share links as a service, on the memory repositories (no database): who may share,
 * what a public link exposes and for how long, downloads counted through a link, the
 * tier limit, revocation. The same rules over HTTP on PGlite and PostgreSQL are
 * Sharing.test.ts.
 */
import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import type { Actor } from "../src/RegistryActor.ts"
import * as SaveMetadata from "../src/SaveMetadata.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { ShareLinks } from "../src/ShareLinks.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { alice, anonymous, as, bob, carol, erin, quotas } from "./fixtures/Actors.ts"
import { skill } from "./fixtures/Zip.ts"

const at = DatabaseTest.atTime
const day = 86_400_000

const TestLayer = ShareLinks.layerMemory({ sharedSkillLimits: { free: 1 } }).pipe(
  Layer.provideMerge(SkillRegistry.layerMemory({ quotas })),
  Layer.provideMerge(Layer.mergeAll(ScanPool.layerInThread, BlobStorage.BlobStorage.layerMemory))
)

const reasonOf = <A, R>(effect: Effect.Effect<A, { readonly reason: { readonly _tag: string } }, R>) =>
  Effect.map(Effect.flip(effect), (error) => error.reason._tag)

/** Saves a skill and attaches a sharer's report to its first version. */
const savedWithReport = (actor: Actor, name: string) =>
  Effect.gen(function* () {
    const registry = yield* SkillRegistry
    const saved = yield* registry.save({
      actor: as(actor),
      namespace: actor.username,
      name,
      archive: skill(name),
      metadata: SaveMetadata.empty
    })
    yield* registry.attachScanReport({
      namespace: actor.username,
      name,
      version: "1.0.0",
      report: { schema_version: "1.2", grade: "A" },
      grade: "A"
    })
    return saved
  })

layer(TestLayer, { timeout: 60_000, excludeTestServices: true })("ShareLinks in memory", (it) => {
  it.effect("a public link exposes its version until it expires; a download through it counts twice", () =>
    Effect.gen(function* () {
      const links = yield* ShareLinks
      const registry = yield* SkillRegistry
      const saved = yield* savedWithReport(alice, "shared")
      const start = Date.parse(saved.version.saved_at)
      assert.strictEqual(yield* reasonOf(registry.getSkill(anonymous, "alice", "shared")), "SkillNotFound")

      const create = (actor: Actor, visibility: "private" | "public") =>
        links.create({
          actor: as(actor),
          namespace: "alice",
          name: "shared",
          version: "1.0.0",
          request: { visibility, expires_in: "1d" }
        })
      // Anyone else does not even see the private skill.
      assert.strictEqual(yield* reasonOf(create(bob, "public")), "SkillNotFound")
      const link = yield* at(start)(create(alice, "public"))
      assert.strictEqual(link.visibility, "public")
      assert.strictEqual((yield* at(start)(registry.getSkill(anonymous, "alice", "shared"))).current_version, "1.0.0")

      const downloaded = yield* at(start)(links.download({ shareId: link.share_id, identity: "ip:1" }))
      assert.strictEqual(downloaded.info.status, "active")
      yield* at(start)(links.download({ shareId: link.share_id, identity: "ip:1" }))
      assert.strictEqual((yield* at(start)(links.info(link.share_id))).download_count, 1)
      assert.strictEqual((yield* at(start)(registry.getSkill(as(alice), "alice", "shared"))).download_count, 1)
      assert.isTrue(yield* at(start)(links.grants(link.share_id, saved.version.version_id)))

      // A day later the link has expired: the skill is private again, with no sweep.
      const later = start + day + 1
      assert.strictEqual((yield* at(later)(links.info(link.share_id))).status, "expired")
      assert.isFalse(yield* at(later)(links.grants(link.share_id, saved.version.version_id)))
      assert.strictEqual(yield* reasonOf(at(later)(registry.getSkill(anonymous, "alice", "shared"))), "SkillNotFound")
      assert.strictEqual(
        yield* reasonOf(at(later)(links.download({ shareId: link.share_id, identity: "ip:2" }))),
        "ShareLinkGone"
      )
      assert.strictEqual(yield* reasonOf(links.info("shr_unknown")), "ShareLinkNotFound")
    })
  )

  it.effect("revoking the last public link makes the skill private; only the owner may revoke", () =>
    Effect.gen(function* () {
      const links = yield* ShareLinks
      const registry = yield* SkillRegistry
      yield* savedWithReport(alice, "revoked")
      const link = yield* links.create({
        actor: as(alice),
        namespace: "alice",
        name: "revoked",
        version: "1.0.0",
        request: { visibility: "public", expires_in: "never" }
      })
      assert.strictEqual((yield* registry.getSkill(anonymous, "alice", "revoked")).visibility, "public")
      assert.strictEqual(yield* reasonOf(links.revoke(as(carol), link.share_id)), "NotAllowed")
      const revoked = yield* links.revoke(as(alice), link.share_id)
      assert.deepStrictEqual([revoked.status, revoked.skill_visibility], ["revoked", "private"])
      assert.strictEqual(yield* reasonOf(registry.getSkill(anonymous, "alice", "revoked")), "SkillNotFound")
      const listed = yield* links.list(as(alice), "alice", "revoked", "1.0.0")
      assert.deepStrictEqual(
        listed.map((info) => info.status),
        ["revoked"]
      )
    })
  )

  it.effect(
    "needs a verified email and the sharer's report, and keeps the tier's limit (the refused one leaves nothing)",
    () =>
      Effect.gen(function* () {
        const links = yield* ShareLinks
        const registry = yield* SkillRegistry
        const privately = (actor: Actor, name: string) =>
          links.create({
            actor: as(actor),
            namespace: actor.username,
            name,
            version: "1.0.0",
            request: { visibility: "private", expires_in: "7d" }
          })
        yield* savedWithReport(erin, "unverified")
        assert.strictEqual(yield* reasonOf(privately(erin, "unverified")), "EmailNotVerified")
        yield* registry.save({
          actor: as(carol),
          namespace: "carol",
          name: "unscanned",
          archive: skill("unscanned"),
          metadata: SaveMetadata.empty
        })
        assert.strictEqual(yield* reasonOf(privately(carol, "unscanned")), "ScanRequired")

        yield* savedWithReport(carol, "first")
        yield* savedWithReport(carol, "second")
        yield* privately(carol, "first")
        yield* privately(carol, "first")
        assert.strictEqual(yield* reasonOf(privately(carol, "second")), "SharedSkillLimit")
        assert.deepStrictEqual(yield* links.list(as(carol), "carol", "second", "1.0.0"), [])
        assert.strictEqual((yield* links.list(as(carol), "carol", "first", "1.0.0")).length, 2)
      })
  )
})
