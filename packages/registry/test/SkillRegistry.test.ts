import { createHash } from "node:crypto"
import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer, Tracer } from "effect"
import type { Actor } from "../src/RegistryActor.ts"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { RegistryStats } from "../src/RegistryStats.ts"
import * as SaveMetadata from "../src/SaveMetadata.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { ShareLinkRepository } from "../src/ShareLinkRepository.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { SkillRepository } from "../src/SkillRepository.ts"
import { alice, anonymous, as, bob, carol, dave, quotas } from "./fixtures/Actors.ts"
import { publish } from "./fixtures/Publish.ts"
import { skill } from "./fixtures/Zip.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

const sha256 = (bytes: Uint8Array) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`

const at = DatabaseTest.atTime

const metadata = (fields: Partial<SaveMetadata.SaveMetadata> = {}): SaveMetadata.SaveMetadata => ({
  ...SaveMetadata.empty,
  ...fields
})

const reasonOf = <A, R>(effect: Effect.Effect<A, { readonly reason: { readonly _tag: string } }, R>) =>
  Effect.map(Effect.flip(effect), (error) => error.reason._tag)

/** A save with no metadata. */
const saveAs = (actor: Actor, namespace: string, name: string, archive: Uint8Array) =>
  Effect.gen(function* () {
    const registry = yield* SkillRegistry
    return yield* registry.save({ actor: as(actor), namespace, name, archive, metadata: metadata() })
  })

/** Eight concurrent saves of one skill get eight versions; four of identical content, one. */
const concurrentSaves = Effect.gen(function* () {
  const results = yield* Effect.forEach(
    Array.from({ length: 8 }, (_, index) => index),
    (index) => saveAs(alice, "alice", "racy", skill("racy", { "n.txt": String(index) })),
    { concurrency: "unbounded" }
  )
  const versions = results.map((result) => result.version.version).sort()
  assert.strictEqual(new Set(versions).size, 8)
  assert.deepStrictEqual(versions, ["1.0.0", "1.0.1", "1.0.2", "1.0.3", "1.0.4", "1.0.5", "1.0.6", "1.0.7"])
  const identical = yield* Effect.forEach([1, 2, 3, 4], () => saveAs(alice, "alice", "racy-same", skill("racy-same")), {
    concurrency: "unbounded"
  })
  assert.strictEqual(identical.filter((result) => result.created).length, 1)
})

const services = Layer.provideMerge(Layer.mergeAll(ScanPool.layerInThread, BlobStorage.BlobStorage.layerMemory))

// The registry's services on the memory repositories (one store: the layers are
// memoized): no database. What the SQL does is the repositories' contract
// (SkillRepositoryContract.test.ts); the HTTP and sharing suites run the services on
// PGlite and PostgreSQL.
const MemoryLayer = Layer.mergeAll(
  SkillRegistry.layerMemory({ quotas }),
  RegistryStats.layerMemory,
  SkillRepository.layerMemory,
  ShareLinkRepository.layerMemory
).pipe(services)

// Concurrent saves also on the databases: there, row and advisory locks keep them apart.
for (const database of DatabaseTest.backends("registry", { migrations })) {
  const TestLayer = SkillRegistry.layer({ quotas }).pipe(services, Layer.provideMerge(database.layer))
  layer(TestLayer, { timeout: 120_000, excludeTestServices: true })(`SkillRegistry on ${database.name}`, (it) => {
    it.effect("never produces duplicate versions under concurrent saves", () => concurrentSaves)
  })
}

layer(MemoryLayer, { timeout: 120_000, excludeTestServices: true })("SkillRegistry in memory", (it) => {
  it.effect("saves privately, skips identical content and increments the patch version", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      const blobs = yield* BlobStorage.BlobStorage
      const archive = skill("pdf-tools", { "scripts/run.py": "print(1)\n" })
      const first = yield* registry.save({
        actor: as(alice),
        namespace: "@alice",
        name: "pdf-tools",
        archive,
        metadata: metadata({ tags: ["pdf"], category: "documents", changelog: "First." })
      })
      assert.isTrue(first.created)
      assert.strictEqual(first.version.version, "1.0.0")
      assert.strictEqual(first.version.tree_hash, sha256(archive))
      assert.strictEqual(first.version.changelog, "First.")
      assert.strictEqual(first.skill.visibility, "private")
      assert.strictEqual(first.skill.current_version, "1.0.0")
      assert.deepStrictEqual(first.skill.tags, ["pdf"])
      assert.isTrue(yield* blobs.has(BlobStorage.addressOf(archive)))
      assert.isTrue(yield* blobs.has(BlobStorage.addressOf(new TextEncoder().encode("print(1)\n"))))

      // The same files zipped again (different archive bytes are not needed: same content hash).
      const again = yield* registry.save({
        actor: as(alice),
        namespace: "alice",
        name: "pdf-tools",
        archive,
        metadata: metadata()
      })
      assert.isFalse(again.created)
      assert.strictEqual(again.version.version_id, first.version.version_id)

      const second = yield* saveAs(alice, "alice", "pdf-tools", skill("pdf-tools", { "scripts/run.py": "print(2)\n" }))
      assert.isTrue(second.created)
      assert.strictEqual(second.version.version, "1.0.1")
      assert.strictEqual(second.skill.current_version, "1.0.1")

      const explicit = yield* registry.save({
        actor: as(alice),
        namespace: "alice",
        name: "pdf-tools",
        archive: skill("pdf-tools", { "scripts/run.py": "print(3)\n" }),
        metadata: metadata({ version: "2.0.0" })
      })
      assert.strictEqual(explicit.version.version, "2.0.0")
      const taken = yield* reasonOf(
        registry.save({
          actor: as(alice),
          namespace: "alice",
          name: "pdf-tools",
          archive: skill("pdf-tools", { "scripts/run.py": "print(4)\n" }),
          metadata: metadata({ version: "1.0.1" })
        })
      )
      assert.strictEqual(taken, "Conflict")
      const listed = yield* registry.listVersions(as(alice), "alice", "pdf-tools", { limit: 2 })
      assert.deepStrictEqual(
        listed.items.map((version) => version.version),
        ["2.0.0", "1.0.1"]
      )
      assert.strictEqual(listed.total_count, 3)
      const rest = yield* registry.listVersions(as(alice), "alice", "pdf-tools", { limit: 2, before: listed.next })
      assert.deepStrictEqual(
        rest.items.map((version) => version.version),
        ["1.0.0"]
      )
      assert.isUndefined(rest.next)
    })
  )

  it.effect("uses the SKILL.md version for a first save and refuses a mismatched name or namespace", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      const saved = yield* saveAs(alice, "alice", "versioned", skill("versioned", {}, { extra: "version: 0.3.0\n" }))
      assert.strictEqual(saved.version.version, "0.3.0")
      const mismatch = yield* Effect.flip(saveAs(alice, "alice", "other-name", skill("versioned")))
      assert.strictEqual(mismatch.reason._tag, "InvalidInput")
      assert.strictEqual(yield* reasonOf(saveAs(bob, "alice", "x", skill("x"))), "NotAllowed")
      assert.strictEqual(
        yield* reasonOf(
          registry.save({
            actor: anonymous,
            namespace: "alice",
            name: "x",
            archive: skill("x"),
            metadata: metadata()
          })
        ),
        "AuthenticationRequired"
      )
    })
  )

  it.effect("lets owners and admins save into an organization; members read its private skills only", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      const saved = yield* saveAs(dave, "@acme", "org-tool", skill("org-tool"))
      assert.isTrue(saved.created)
      assert.strictEqual(
        yield* reasonOf(saveAs(bob, "acme", "org-tool", skill("org-tool", { "x.txt": "x" }))),
        "NotAllowed"
      )
      const read = yield* registry.getSkill(as(bob), "acme", "org-tool")
      assert.strictEqual(read.namespace, "acme")
      assert.strictEqual(yield* reasonOf(registry.yank(as(bob), "acme", "org-tool", "1.0.0", "no")), "NotAllowed")
      assert.strictEqual(yield* reasonOf(registry.getSkill(as(carol), "acme", "org-tool")), "SkillNotFound")
      const yanked = yield* registry.yank(as(alice), "acme", "org-tool", "1.0.0", "broken")
      assert.isTrue(yanked.yanked)
    })
  )

  it.effect("hides private skills from everyone but their owner", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      yield* saveAs(alice, "alice", "secret", skill("secret"))
      for (const caller of [as(bob), as(carol), anonymous]) {
        assert.strictEqual(yield* reasonOf(registry.getSkill(caller, "alice", "secret")), "SkillNotFound")
        assert.strictEqual(
          yield* reasonOf(
            registry.download({ actor: caller, namespace: "alice", name: "secret", version: "1.0.0", identity: "x" })
          ),
          "SkillNotFound"
        )
      }
      // Writing to a skill one cannot see is the same "not found".
      assert.strictEqual(yield* reasonOf(registry.deleteSkill(as(bob), "alice", "secret")), "SkillNotFound")
      yield* publish("alice", "secret")
      assert.strictEqual((yield* registry.getSkill(anonymous, "alice", "secret")).visibility, "public")
      assert.strictEqual(yield* reasonOf(registry.deleteSkill(as(bob), "alice", "secret")), "NotAllowed")
    })
  )

  it.effect("counts one download per identity and UTC day", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      yield* saveAs(alice, "alice", "counted", skill("counted"))
      yield* publish("alice", "counted")
      const day = Date.parse("2030-05-01T10:00:00Z")
      const get = (identity: string) =>
        registry.download({ actor: anonymous, namespace: "alice", name: "counted", version: "1.0.0", identity })
      yield* at(day)(get("address:one"))
      yield* at(day + 3_600_000)(get("address:one"))
      yield* at(day)(get("account:acc_bob"))
      assert.strictEqual((yield* registry.getSkill(anonymous, "alice", "counted")).download_count, 2)
      // 23:59 and 00:01 UTC are two days.
      yield* at(Date.parse("2030-05-01T23:59:00Z"))(get("address:two"))
      yield* at(Date.parse("2030-05-02T00:01:00Z"))(get("address:two"))
      const downloaded = yield* at(day + 86_400_000)(get("address:one"))
      assert.strictEqual(downloaded.skill.download_count, 5)
    })
  )

  it.effect("traces detail and download when a tracer is installed", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      yield* saveAs(alice, "alice", "traced", skill("traced"))
      yield* publish("alice", "traced")
      const names: Array<string> = []
      const tracer = Tracer.make({
        span(options) {
          names.push(options.name)
          return new Tracer.NativeSpan(options)
        }
      })
      const reads = Effect.andThen(
        registry.getSkill(anonymous, "alice", "traced"),
        registry.download({ actor: anonymous, namespace: "alice", name: "traced", version: "1.0.0", identity: "x" })
      )
      yield* Effect.provideService(reads, Tracer.Tracer, tracer)
      assert.deepStrictEqual(
        names.filter((name) => name === "SkillRegistry.getSkill" || name === "Versions.download"),
        ["SkillRegistry.getSkill", "Versions.download"]
      )
    })
  )

  it.effect("ranks trending by downloads of the last 7 days, refreshed as days pass", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      for (const name of ["trend-old", "trend-new"]) {
        yield* registry.save({ actor: as(bob), namespace: "bob", name, archive: skill(name), metadata: metadata() })
        yield* publish("bob", name)
      }
      const download = (name: string, identity: string) =>
        registry.download({ actor: anonymous, namespace: "bob", name, version: "1.0.0", identity })
      const today = Date.now()
      // Three downloads of trend-old ten days ago, one of trend-new today.
      for (const identity of ["a", "b", "c"]) yield* at(today - 10 * 86_400_000)(download("trend-old", identity))
      yield* download("trend-new", "a")
      const order = Effect.map(
        registry.search({ namespace: "bob", sort: "trending", limit: 10, offset: 0 }),
        (result) => result.items.map((item) => item.name)
      )
      assert.deepStrictEqual(yield* order, ["trend-old", "trend-new"])
      assert.isAtLeast(yield* registry.refreshRankings, 1)
      assert.deepStrictEqual(yield* order, ["trend-new", "trend-old"])
      assert.strictEqual(yield* registry.refreshRankings, 0)
      const popular = yield* registry.search({ namespace: "bob", sort: "popular", limit: 10, offset: 0 })
      assert.deepStrictEqual(
        popular.items.map((item) => item.name),
        ["trend-old", "trend-new"]
      )
      const hot = yield* registry.search({ namespace: "bob", sort: "hot", limit: 10, offset: 0 })
      assert.strictEqual(hot.items[0]?.name, "trend-new")
    })
  )

  it.effect("refuses to download a yanked version, with its reason; other versions are unaffected", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      yield* saveAs(alice, "alice", "yanky", skill("yanky"))
      yield* saveAs(alice, "alice", "yanky", skill("yanky", { "b.txt": "b" }))
      yield* registry.yank(as(alice), "alice", "yanky", "1.0.0", "leaks a token")
      const refused = yield* Effect.flip(
        registry.download({ actor: as(alice), namespace: "alice", name: "yanky", version: "1.0.0", identity: "a" })
      )
      assert.deepInclude(refused.reason, { _tag: "VersionYanked", reason: "leaks a token" })
      const detail = yield* registry.getVersion(as(alice), "alice", "yanky", "1.0.0")
      assert.isTrue(detail.yanked)
      assert.strictEqual(detail.yank_reason, "leaks a token")
      const other = yield* registry.download({
        actor: as(alice),
        namespace: "alice",
        name: "yanky",
        version: "1.0.1",
        identity: "a"
      })
      assert.strictEqual(other.version.version, "1.0.1")
      assert.strictEqual(yield* reasonOf(registry.setCurrentVersion(as(alice), "alice", "yanky", "1.0.0")), "Conflict")
    })
  )

  it.effect("soft-deletes a skill and its versions; the name stays reserved and the storage is freed", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      const repository = yield* SkillRepository
      const saved = yield* saveAs(carol, "carol", "doomed", skill("doomed"))
      const owner = { kind: "account", id: carol.account_id } as const
      // Usage is what is stored: the archive and every inflated file.
      const files = (yield* registry.getVersion(as(carol), "carol", "doomed", "1.0.0")).files
      assert.strictEqual(
        (yield* registry.storageUsage(owner, "free")).used_bytes,
        saved.version.archive_size + files.reduce((sum, file) => sum + file.size, 0)
      )
      yield* registry.deleteSkill(as(carol), "carol", "doomed")
      assert.strictEqual(yield* reasonOf(registry.getSkill(as(carol), "carol", "doomed")), "SkillNotFound")
      assert.strictEqual((yield* registry.storageUsage(owner, "free")).used_bytes, 0)
      assert.strictEqual(yield* reasonOf(saveAs(carol, "carol", "doomed", skill("doomed"))), "Conflict")
      // The version is kept, deleted.
      assert.strictEqual((yield* repository.versions(saved.skill.skill_id)).length, 1)
      assert.isUndefined(yield* repository.liveVersion(saved.skill.skill_id, "1.0.0"))
    })
  )

  it.effect("deletes every skill of an organization at once", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      for (const name of ["gone-one", "gone-two"]) {
        yield* registry.save({ actor: as(dave), namespace: "acme", name, archive: skill(name), metadata: metadata() })
      }
      const count = yield* registry.deleteAllOf({ kind: "organization", id: "org_acme" })
      assert.isAtLeast(count, 2)
      assert.strictEqual(yield* reasonOf(registry.getSkill(as(dave), "acme", "gone-one")), "SkillNotFound")
      assert.strictEqual((yield* registry.storageUsage({ kind: "organization", id: "org_acme" }, "pro")).used_bytes, 0)
      assert.strictEqual(yield* registry.deleteAllOf({ kind: "organization", id: "org_acme" }), 0)
      // Skills of other owners are untouched.
      yield* saveAs(bob, "bob", "kept", skill("kept"))
      assert.strictEqual((yield* registry.getSkill(as(bob), "bob", "kept")).name, "kept")
    })
  )

  it.effect("stars and unstars idempotently", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      yield* saveAs(alice, "alice", "starry", skill("starry"))
      yield* publish("alice", "starry")
      yield* registry.setStar(as(bob), "alice", "starry", true)
      const twice = yield* registry.setStar(as(bob), "alice", "starry", true)
      assert.strictEqual(twice.star_count, 1)
      yield* registry.setStar(as(carol), "alice", "starry", true)
      yield* registry.setStar(as(bob), "alice", "starry", false)
      const again = yield* registry.setStar(as(bob), "alice", "starry", false)
      assert.deepStrictEqual(again, { starred: false, star_count: 1 })
      assert.strictEqual(
        yield* reasonOf(registry.setStar(anonymous, "alice", "starry", true)),
        "AuthenticationRequired"
      )
    })
  )

  it.effect("refuses a save over the storage quota", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      // Random bytes do not compress: each save stores about 2.2 kB (its archive and new file) against a 6,000-byte quota.
      const noise = () => Buffer.from(crypto.getRandomValues(new Uint8Array(800))).toString("base64")
      yield* saveAs(carol, "carol", "big", skill("big", { n: noise() }))
      yield* saveAs(carol, "carol", "big", skill("big", { n: noise() }))
      const refused = yield* Effect.flip(saveAs(carol, "carol", "big", skill("big", { n: noise() })))
      assert.strictEqual(refused.reason._tag, "StorageLimitExceeded")
      const versions = yield* registry.listVersions(as(carol), "carol", "big", { limit: 10 })
      assert.strictEqual(versions.total_count, 2)
    })
  )

  it.effect("never produces duplicate versions under concurrent saves", () => concurrentSaves)

  it.effect("counts skills, publishers, scan reports and public profile figures", () =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry
      const stats = yield* RegistryStats
      const before = yield* stats.counts
      yield* saveAs(carol, "carol", "profiled", skill("profiled"))
      yield* registry.attachScanReport({
        namespace: "carol",
        name: "profiled",
        version: "1.0.0",
        report: { schema_version: "1.2", grade: "A" },
        grade: "A"
      })
      // Private work is not counted (a new publisher, its skill and its report).
      assert.deepStrictEqual(yield* stats.counts, before)
      assert.strictEqual((yield* stats.profileCounts("@carol")).public_skill_count, 0)
      yield* publish("carol", "profiled")
      const after = yield* stats.counts
      assert.strictEqual(after.skills, before.skills + 1)
      assert.strictEqual(after.scan_reports, before.scan_reports + 1)
      assert.strictEqual(after.publishers, before.publishers + 1)
      yield* registry.setStar(as(alice), "carol", "profiled", true)
      yield* registry.recordVerification("carol", "profiled")
      yield* registry.download({
        actor: anonymous,
        namespace: "carol",
        name: "profiled",
        version: "1.0.0",
        identity: "z"
      })
      assert.deepStrictEqual(yield* stats.profileCounts("carol"), {
        public_skill_count: 1,
        total_installs: 1,
        total_stars: 1,
        total_verifications: 1
      })
      const figures = yield* registry.badgeFigures("carol", "profiled")
      assert.deepStrictEqual(figures, {
        verificationCount: 1,
        downloadCount: 1,
        scanGrade: "A",
        referenceGrade: "A",
        evaluationScore: undefined
      })
      const detail = yield* registry.getVersion(as(carol), "carol", "profiled", "1.0.0")
      assert.deepStrictEqual(detail.scan_report, { schema_version: "1.2", grade: "A" })
      assert.strictEqual(detail.scan_grade, "A")
    })
  )
})
