/**
 * One contract for the registry's repositories, run on `layerMemory` and on the SQL
 * layers (PGlite, and PostgreSQL when it answers): every statement of
 * `SkillRepository` and `ShareLinkRepository` gives the same observable results on
 * both. Text search is compared on plain words written the same way in the query and
 * the skill (the memory layer's stemming is cruder than PostgreSQL's dictionaries), and
 * the `hot` sort only for its order and cursors (the SQL computes it at the database's
 * clock, the memory layer at `Clock`'s).
 */
import { assert, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Exit, Layer } from "effect"
import * as fc from "fast-check"
import type { Owner } from "../src/Access.ts"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { ShareLinkRepository } from "../src/ShareLinkRepository.ts"
import { type NewVersion, type SearchFilter, SkillRepository } from "../src/SkillRepository.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

const at = DatabaseTest.atTime
const t0 = Date.parse("2026-01-01T00:00:00Z")
const hours = (count: number) => t0 + count * 3_600_000

const memory = Layer.mergeAll(SkillRepository.layerMemory, ShareLinkRepository.layerMemory)
const databases = DatabaseTest.backends("registry_contract", { migrations }).map((database) => ({
  name: database.name,
  layer: Layer.mergeAll(SkillRepository.layer, ShareLinkRepository.layer).pipe(Layer.provide(database.layer))
}))
const backends = [{ name: "memory", layer: memory }, ...databases]

const ownerOf = (name: string): Owner => ({ kind: "account", id: `acc_${name}` })

interface Draft {
  readonly files?: ReadonlyArray<{ readonly path: string; readonly hash: string; readonly size: number }>
  readonly tree?: string
  readonly archiveSize?: number
  readonly description?: string
  readonly category?: string
  readonly tags?: ReadonlyArray<string>
  readonly type?: "skill" | "skillset"
  readonly document?: string
  readonly sharerReport?: unknown
}

/** Creates a skill `@namespace/name` with its first version, at `time`; the skill id. */
const createSkill = (namespace: string, name: string, time: number, draft: Draft = {}) =>
  Effect.gen(function* () {
    const repository = yield* SkillRepository
    const skillId = `skl_${namespace}_${name}`.replaceAll("-", "_")
    yield* repository.insertSkill({ skillId, namespace, name, owner: ownerOf(namespace), at: new Date(time) })
    yield* addVersion(skillId, namespace, 1, "1.0.0", time, draft)
    return skillId
  }).pipe(at(time))

const newVersion = (
  skillId: string,
  namespace: string,
  sequence: number,
  version: string,
  time: number,
  draft: Draft
): NewVersion => ({
  owner: ownerOf(namespace),
  versionId: `ver_${skillId}_${sequence}`,
  skillId,
  sequence,
  version,
  changelog: `Version ${version}.`,
  treeHash: draft.tree ?? `sha256:tree-${skillId}-${sequence}`,
  contentHash: `sha256:content-${skillId}-${sequence}`,
  archiveSize: draft.archiveSize ?? 100,
  filesSize: 10,
  document: draft.document ?? `# ${version}`,
  savedBy: `acc_${namespace}`,
  savedAt: new Date(time),
  referenceReport: { grade: "B", findings: [] },
  referenceGrade: "B",
  sharerReport: draft.sharerReport,
  scanGrade: draft.sharerReport === undefined ? "B" : "A",
  files: (draft.files ?? [{ path: "SKILL.md", hash: `sha256:md-${skillId}-${sequence}`, size: 10 }]).map((file) => ({
    ...file,
    executable: false
  })),
  skill: {
    type: draft.type ?? "skill",
    description: draft.description ?? "",
    category: draft.category ?? "",
    tags: draft.tags ?? [],
    currentVersion: version,
    documentMoves: true
  }
})

const addVersion = (
  skillId: string,
  namespace: string,
  sequence: number,
  version: string,
  time: number,
  draft: Draft = {}
) =>
  Effect.flatMap(SkillRepository, (repository) =>
    repository.insertVersion(newVersion(skillId, namespace, sequence, version, time, draft))
  ).pipe(at(time))

/** Shares a version through a link (and flags the skill public for a public link, as `ShareLinks` does). */
const share = (
  skillId: string,
  version: string,
  visibility: "private" | "public",
  time: number,
  expiresAt: number | null = null
) =>
  Effect.gen(function* () {
    const repository = yield* SkillRepository
    const links = yield* ShareLinkRepository
    const row = (yield* repository.liveVersion(skillId, version))!
    const shareId = `shr_${skillId}_${version}_${visibility}_${time}`
    yield* links.insert({
      shareId,
      skillId,
      versionId: row.version_id,
      version,
      visibility,
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
      createdBy: "acc_test",
      createdAt: new Date(time)
    })
    if (visibility === "public") yield* repository.setVisibility(skillId, "public")
    return shareId
  })

const searchAll = (filter: Omit<SearchFilter, "limit" | "sort"> & Partial<SearchFilter>, time: number) =>
  Effect.flatMap(SkillRepository, (repository) =>
    repository.search({ sort: "recent", limit: 50, ...filter }, new Date(time))
  )

for (const backend of backends) {
  layer(backend.layer, { timeout: 120_000, excludeTestServices: true })(
    `SkillRepository contract on ${backend.name}`,
    (it) => {
      it.effect("stores skills and versions, their reports, yanks and counters", () =>
        Effect.gen(function* () {
          const repository = yield* SkillRepository
          const skillId = yield* createSkill("ann", "pdf-tools", hours(0), {
            description: "Reads PDF files.",
            category: "documents",
            tags: ["pdf"],
            sharerReport: { grade: "A", note: undefined }
          })
          const found = (yield* repository.findSkill("ann", "pdf-tools"))!
          assert.strictEqual(found.skill_id, skillId)
          assert.deepStrictEqual(found.tags, ["pdf"])
          assert.strictEqual(found.current_version, "1.0.0")
          assert.strictEqual(found.visibility, "private")
          assert.strictEqual(found.deleted_at, null)
          assert.deepStrictEqual(yield* repository.skillById(skillId), found)
          assert.deepStrictEqual(yield* repository.findSkill("ann", "pdf-tools", true), found)
          assert.isUndefined(yield* repository.findSkill("ann", "missing"))
          assert.isUndefined(yield* repository.skillById("skl_missing"))

          yield* addVersion(skillId, "ann", 2, "1.0.1", hours(1))
          const versions = yield* repository.versions(skillId)
          assert.deepStrictEqual(
            versions.map((version) => [version.version, version.sequence, version.file_count]),
            [
              ["1.0.1", 2, 1],
              ["1.0.0", 1, 1]
            ]
          )
          const first = (yield* repository.liveVersion(skillId, "1.0.0"))!
          assert.deepStrictEqual(first.scan_report, { grade: "A" })
          assert.deepStrictEqual(first.reference_report, { grade: "B", findings: [] })
          assert.strictEqual(first.scan_grade, "A")
          assert.deepStrictEqual(yield* repository.files(first.version_id), [
            { path: "SKILL.md", hash: `sha256:md-${skillId}-1`, size: 10, executable: false }
          ])
          assert.deepStrictEqual(yield* repository.grades(skillId, "1.0.1"), {
            scan_grade: "B",
            reference_grade: "B",
            evaluation_score: null
          })
          assert.isUndefined(yield* repository.grades(skillId, "9.9.9"))

          // A reference report moves `scan_grade` only while the sharer has none.
          const second = (yield* repository.liveVersion(skillId, "1.0.1"))!
          yield* repository.storeReferenceReport(second.version_id, { grade: "C" }, "C")
          yield* repository.storeReferenceReport(first.version_id, { grade: "D" }, "D")
          assert.strictEqual((yield* repository.liveVersion(skillId, "1.0.1"))!.scan_grade, "C")
          assert.strictEqual((yield* repository.liveVersion(skillId, "1.0.0"))!.scan_grade, "A")
          yield* repository.storeSharerReport(second.version_id, { grade: "E" }, "E")
          const reported = (yield* repository.liveVersion(skillId, "1.0.1"))!
          assert.deepStrictEqual([reported.scan_grade, reported.reference_grade], ["E", "C"])
          assert.deepStrictEqual(reported.scan_report, { grade: "E" })

          yield* repository.yank(second.version_id, "broken", new Date(hours(2)))
          yield* repository.yank(second.version_id, "again", new Date(hours(3)))
          const yanked = (yield* repository.liveVersion(skillId, "1.0.1"))!
          assert.deepStrictEqual([yanked.yanked, yanked.yank_reason], [true, "broken"])

          yield* repository.setCurrentVersion(skillId, { id: first.version_id, name: "1.0.0" }, new Date(hours(4)))
          yield* repository.countVerification(skillId, first.version_id)
          yield* repository.countVerification(skillId)
          const view = yield* repository.ownerView(skillId)
          assert.strictEqual(view.current_version, "1.0.0")
          assert.strictEqual(view.updated_at, new Date(hours(4)).toISOString())
          assert.strictEqual(view.verification_count, 2)
          assert.strictEqual((yield* repository.liveVersion(skillId, "1.0.0"))!.verification_count, 1)

          // Broken constraints are defects.
          const duplicate = yield* Effect.exit(
            repository.insertSkill({
              skillId: "skl_other",
              namespace: "ann",
              name: "pdf-tools",
              owner: ownerOf("ann"),
              at: new Date(t0)
            })
          )
          assert.isTrue(Exit.hasDies(duplicate))
          const taken = yield* Effect.exit(addVersion(skillId, "ann", 3, "1.0.1", hours(5)))
          assert.isTrue(Exit.hasDies(taken))
        })
      )

      it.effect("exposes a skill and the versions its live public links point at, at read time", () =>
        Effect.gen(function* () {
          const repository = yield* SkillRepository
          const links = yield* ShareLinkRepository
          const skillId = yield* createSkill("bea", "notes", hours(0))
          yield* addVersion(skillId, "bea", 2, "1.1.0", hours(1))
          yield* addVersion(skillId, "bea", 3, "1.2.0", hours(2))
          const [v3, v2, v1] = yield* repository.versions(skillId)
          assert.deepStrictEqual(yield* repository.exposure(skillId), { public: false, current_version: null })

          const privateLink = yield* share(skillId, "1.2.0", "private", hours(3))
          assert.deepStrictEqual(yield* links.sharedSkills(ownerOf("bea"), new Date(hours(3))), new Set([skillId]))
          assert.deepStrictEqual(yield* repository.exposure(skillId).pipe(at(hours(3))), {
            public: false,
            current_version: null
          })

          const expires = hours(10)
          const publicLink = yield* share(skillId, "1.1.0", "public", hours(4), expires)
          yield* share(skillId, "1.0.0", "public", hours(4))
          assert.strictEqual(yield* links.livePublicLinks(skillId, new Date(hours(5))), 2)
          // The current version (1.2.0) is not exposed: the newest exposed one is.
          assert.deepStrictEqual(yield* repository.exposure(skillId).pipe(at(hours(5))), {
            public: true,
            current_version: "1.1.0"
          })
          const exposed = (yield* repository.findSkillExposed("bea", "notes").pipe(at(hours(5))))!
          assert.strictEqual(exposed.row.skill_id, skillId)
          assert.deepStrictEqual(exposed.exposure, { public: true, current_version: "1.1.0" })
          assert.isUndefined(yield* repository.findSkillExposed("bea", "missing"))
          assert.isTrue((yield* repository.liveVersionExposed(skillId, "1.1.0").pipe(at(hours(5))))!.exposed)
          assert.isFalse((yield* repository.liveVersionExposed(skillId, "1.2.0").pipe(at(hours(5))))!.exposed)
          assert.isUndefined(yield* repository.liveVersionExposed(skillId, "9.0.0"))
          assert.strictEqual((yield* repository.ownerView(skillId).pipe(at(hours(5)))).visibility, "public")

          yield* repository.storeSharerReport(v2!.version_id, { grade: "A" }, "A")
          assert.deepStrictEqual(yield* repository.namespaceCounts("bea", new Date(hours(5))), {
            public_skill_count: 1,
            total_installs: 0,
            total_stars: 0,
            total_verifications: 0
          })
          const countsWhileShared = yield* repository.publicCounts(new Date(hours(5)))

          const page = yield* repository
            .pageVersions(skillId, { exposedOnly: true, before: 1_000, limit: 1 })
            .pipe(at(hours(5)))
          assert.deepStrictEqual([page.rows.map((row) => row.version), page.total], [["1.1.0"], 2])
          const all = yield* repository.pageVersions(skillId, { exposedOnly: false, before: 3, limit: 5 })
          assert.deepStrictEqual([all.rows.map((row) => row.version), all.total], [["1.1.0", "1.0.0"], 3])
          assert.deepStrictEqual(yield* repository.ownerCounts(ownerOf("bea"), new Date(hours(5))), {
            skill_count: 1,
            public_skill_count: 1,
            shared_skill_count: 1
          })

          // Links with their skill and version; newest first.
          const info = (yield* links.find(publicLink))!
          assert.deepStrictEqual(
            [info.namespace, info.name, info.version, info.visibility, info.download_count, info.tree_hash],
            ["bea", "notes", "1.1.0", "public", 0, v2!.tree_hash]
          )
          assert.strictEqual(info.expires_at?.getTime(), expires)
          assert.isUndefined(yield* links.find("shr_missing"))
          assert.deepStrictEqual(
            (yield* links.forVersion(v3!.version_id)).map((row) => row.share_id),
            [privateLink]
          )

          // Link downloads count once per link, identity and day.
          for (const identity of ["ip:1", "ip:1", "ip:2"]) {
            yield* links.countDownload({ shareId: publicLink, identity, day: "2026-01-01" })
          }
          yield* links.countDownload({ shareId: publicLink, identity: "ip:1", day: "2026-01-02" })
          assert.strictEqual((yield* links.find(publicLink))!.download_count, 3)

          // Revoking the 1.0.0 link leaves 1.1.0 exposed until its link expires.
          const oldest = (yield* links.forVersion(v1!.version_id))[0]!
          yield* links.revoke(oldest.share_id, new Date(hours(6)))
          yield* links.revoke(oldest.share_id, new Date(hours(7)))
          assert.strictEqual((yield* links.find(oldest.share_id))!.revoked_at?.getTime(), hours(6))
          assert.strictEqual(yield* links.livePublicLinks(skillId, new Date(hours(6))), 1)
          assert.deepStrictEqual(yield* repository.exposure(skillId).pipe(at(expires - 1)), {
            public: true,
            current_version: "1.1.0"
          })
          assert.deepStrictEqual(yield* repository.exposure(skillId).pipe(at(expires)), {
            public: false,
            current_version: null
          })
          assert.strictEqual((yield* repository.ownerView(skillId).pipe(at(expires))).visibility, "private")
          assert.deepStrictEqual(yield* repository.ownerCounts(ownerOf("bea"), new Date(expires)), {
            skill_count: 1,
            public_skill_count: 0,
            shared_skill_count: 1
          })
          assert.strictEqual(yield* links.livePublicLinks(skillId, new Date(expires)), 0)
          assert.strictEqual((yield* repository.namespaceCounts("bea", new Date(expires))).public_skill_count, 0)
          const countsAfter = yield* repository.publicCounts(new Date(expires))
          assert.deepStrictEqual(
            [
              countsWhileShared.skills - countsAfter.skills,
              countsWhileShared.publishers - countsAfter.publishers,
              countsWhileShared.scan_reports - countsAfter.scan_reports
            ],
            [1, 1, 1]
          )
        })
      )

      it.effect("counts downloads once per identity, skill and day, and stars once per account", () =>
        Effect.gen(function* () {
          const repository = yield* SkillRepository
          const skillId = yield* createSkill("cid", "counter", hours(0))
          yield* addVersion(skillId, "cid", 2, "1.0.1", hours(1))
          const count = (identity: string, day: string, version = "1.0.0") =>
            repository.countDownload({ skillId, identity, day, version })
          assert.strictEqual(yield* count("ip:1", "2026-01-01"), 1)
          assert.isUndefined(yield* count("ip:1", "2026-01-01"))
          // The day is the key, not the version.
          assert.isUndefined(yield* count("ip:1", "2026-01-01", "1.0.1"))
          assert.strictEqual(yield* count("ip:2", "2026-01-01"), 2)
          assert.strictEqual(yield* count("ip:1", "2026-01-02"), 3)
          assert.strictEqual(yield* count("ip:1", "2026-01-20"), 4)

          yield* repository.setStar(skillId, "acc_x", true)
          yield* repository.setStar(skillId, "acc_x", true)
          yield* repository.setStar(skillId, "acc_y", true)
          yield* repository.setStar(skillId, "acc_y", false)
          yield* repository.setStar(skillId, "acc_z", false)
          const skill = (yield* repository.skillById(skillId))!
          assert.deepStrictEqual([skill.download_count, skill.star_count], [4, 1])
          yield* share(skillId, "1.0.0", "public", hours(2))
          yield* repository.countVerification(skillId)
          assert.deepStrictEqual(yield* repository.namespaceCounts("cid", new Date(hours(3))), {
            public_skill_count: 1,
            total_installs: 4,
            total_stars: 1,
            total_verifications: 1
          })

          // Downloads after `today` - 7 days count as recent; live skills only.
          yield* repository.refreshRankings("2026-01-21")
          assert.isAtMost(yield* repository.refreshRankings("2026-01-21"), 0)
        })
      )

      it.effect("keeps each owner's usage: distinct blobs once, released by soft deletes", () =>
        Effect.gen(function* () {
          const repository = yield* SkillRepository
          const owner = ownerOf("dan")
          const shared = { path: "lib.py", hash: "sha256:dan-shared", size: 1_000 }
          const first = yield* createSkill("dan", "one", hours(0), {
            files: [shared],
            tree: "sha256:dan-tree-1",
            archiveSize: 50
          })
          assert.strictEqual(yield* repository.usedBytes(owner), 1_050)
          const change = yield* addVersion(first, "dan", 2, "1.0.1", hours(1), {
            files: [shared, { path: "more.py", hash: "sha256:dan-more", size: 7 }],
            tree: "sha256:dan-tree-2",
            archiveSize: 60
          })
          assert.deepStrictEqual(change, { usedBefore: 1_050, added: 67 })
          const second = yield* createSkill("dan", "two", hours(2), {
            files: [shared],
            tree: "sha256:dan-tree-2",
            archiveSize: 60
          })
          assert.strictEqual(yield* repository.usedBytes(owner), 1_117)
          assert.strictEqual(
            yield* repository.addedBytes(
              owner,
              new Map([
                ["sha256:dan-shared", 1_000],
                ["sha256:dan-new", 5]
              ])
            ),
            5
          )
          assert.strictEqual(yield* repository.usedBytes(ownerOf("nobody")), 0)

          const references = yield* repository.blobReferences("sha256:dan-shared", new Date(hours(3)))
          assert.strictEqual(references.length, 3)
          assert.isTrue(references.every((row) => row.owner_id === "acc_dan" && !row.yanked && !row.exposed))
          assert.strictEqual((yield* repository.blobReferences("sha256:dan-tree-2", new Date(hours(3)))).length, 2)

          yield* repository.withTransaction(repository.softDelete(first, new Date(hours(4))))
          assert.strictEqual(yield* repository.usedBytes(owner), 1_060)
          const deleted = (yield* repository.skillById(first))!
          assert.strictEqual(deleted.deleted_at?.getTime(), hours(4))
          assert.isUndefined(yield* repository.liveVersion(first, "1.0.0"))
          assert.strictEqual((yield* repository.versions(first)).length, 2)
          assert.strictEqual((yield* repository.blobReferences("sha256:dan-shared", new Date(hours(5)))).length, 1)
          assert.isTrue((yield* repository.findSkill("dan", "one")) !== undefined)
          yield* repository.withTransaction(repository.softDelete("skl_missing", new Date(hours(4))))

          assert.strictEqual(
            yield* repository.withTransaction(repository.softDeleteAllOf(owner, new Date(hours(6)))),
            1
          )
          assert.strictEqual(
            yield* repository.withTransaction(repository.softDeleteAllOf(owner, new Date(hours(7)))),
            0
          )
          assert.strictEqual(yield* repository.usedBytes(owner), 0)
          assert.strictEqual((yield* repository.skillById(second))!.deleted_at?.getTime(), hours(6))
          assert.deepStrictEqual(yield* repository.ownerCounts(owner, new Date(hours(7))), {
            skill_count: 0,
            public_skill_count: 0,
            shared_skill_count: 0
          })
        })
      )

      it.effect("rolls a failed transaction back, joins an open one and serialises locked writers", () =>
        Effect.gen(function* () {
          const repository = yield* SkillRepository
          const failed = yield* Effect.exit(
            repository.withTransaction(
              Effect.andThen(createSkill("eve", "lost", hours(0)), Effect.fail("stop" as const))
            )
          )
          assert.isTrue(Exit.isFailure(failed))
          assert.isUndefined(yield* repository.findSkill("eve", "lost"))
          assert.strictEqual(yield* repository.usedBytes(ownerOf("eve")), 0)

          const joined = yield* Effect.exit(
            repository.withTransaction(
              Effect.gen(function* () {
                yield* createSkill("eve", "inner", hours(0))
                yield* repository.withTransaction(repository.setVisibility("skl_eve_inner", "public"))
                return yield* Effect.die("after the inner transaction")
              })
            )
          )
          assert.isTrue(Exit.hasDies(joined))
          assert.isUndefined(yield* repository.findSkill("eve", "inner"))

          // Each writer reads the newest sequence and adds the next under the skill's lock.
          const skillId = yield* createSkill("eve", "busy", hours(0))
          const writer = (index: number) =>
            repository.withTransaction(
              Effect.gen(function* () {
                yield* repository.lock("registry-skill:eve/busy")
                yield* repository.findSkill("eve", "busy", true)
                const newest = (yield* repository.versions(skillId))[0]!
                yield* Effect.yieldNow
                yield* addVersion(skillId, "eve", newest.sequence + 1, `2.0.${index}`, hours(1))
              })
            )
          yield* Effect.all([0, 1, 2, 3, 4].map(writer), { concurrency: "unbounded" })
          assert.deepStrictEqual(
            (yield* repository.versions(skillId)).map((version) => version.sequence),
            [6, 5, 4, 3, 2, 1]
          )
        })
      )

      it.effect("records verifications: a countable one counts once per version and account", () =>
        Effect.gen(function* () {
          const repository = yield* SkillRepository
          const skillId = yield* createSkill("gus", "checked", hours(0))
          const versionId = (yield* repository.liveVersion(skillId, "1.0.0"))!.version_id
          const record = (id: string, account: string, minute: number, countable: boolean) =>
            repository.withTransaction(
              repository.insertVerification(
                {
                  verification_id: `vrf_${id}`,
                  skill_id: skillId,
                  version_id: versionId,
                  account_id: account,
                  verdict: countable ? "verified" : "divergent",
                  details: `check ${id}`,
                  consumer_tree_hash: id === "a" ? null : "sha256:x",
                  consumer_ruleset_version: null,
                  compared_with: id === "a" ? [] : ["sharer", "reference"],
                  created_at: new Date(hours(1) + minute * 60_000)
                },
                countable
              )
            )
          assert.isTrue(yield* record("a", "acc_1", 0, true))
          assert.isFalse(yield* record("b", "acc_1", 1, true))
          assert.isFalse(yield* record("c", "acc_2", 1, false))
          assert.isTrue(yield* record("d", "acc_2", 2, true))
          const history = yield* repository.verifications(versionId, 3)
          assert.deepStrictEqual(
            history.map((row) => [row.verification_id, row.counted, row.created_at.getTime()]),
            [
              ["vrf_d", true, hours(1) + 120_000],
              ["vrf_b", false, hours(1) + 60_000],
              ["vrf_c", false, hours(1) + 60_000]
            ]
          )
          assert.deepStrictEqual(history[1]!.compared_with, ["sharer", "reference"])
          const oldest = (yield* repository.verifications(versionId, 10))[3]!
          assert.deepStrictEqual(oldest, {
            verification_id: "vrf_a",
            verdict: "verified",
            details: "check a",
            consumer_tree_hash: null,
            consumer_ruleset_version: null,
            compared_with: [],
            counted: true,
            created_at: new Date(hours(1))
          })
          assert.deepStrictEqual(yield* repository.verifications("ver_missing", 10), [])
        })
      )

      it.effect("searches public skills with filters, text, sorts, cursors and offsets", () =>
        Effect.gen(function* () {
          const repository = yield* SkillRepository
          const time = hours(100)
          const seeds = [
            { name: "pdf-tools", description: "Parse PDF documents", category: "docs", tags: ["pdf"], downloads: 3 },
            {
              name: "csv-cleaner",
              description: "Clean spreadsheet rows",
              category: "data",
              tags: ["csv"],
              downloads: 1
            },
            { name: "pdf-merge", description: "Merge many documents", category: "docs", tags: ["pdf"], downloads: 2 },
            { name: "hidden", description: "Parse PDF documents", category: "docs", tags: ["pdf"], downloads: 0 }
          ]
          const ids: Array<string> = []
          for (const [index, seed] of seeds.entries()) {
            const id = yield* createSkill("fay", seed.name, hours(index), {
              ...seed,
              type: index === 2 ? "skillset" : "skill",
              document: index === 1 ? "Handles invoice exports." : "# Skill"
            })
            ids.push(id)
            for (let download = 0; download < seed.downloads; download++) {
              yield* repository.countDownload({
                skillId: id,
                identity: `ip:${download}`,
                day: "2026-01-02",
                version: "1.0.0"
              })
            }
            if (seed.name !== "hidden") yield* share(id, "1.0.0", "public", hours(index))
          }
          yield* repository.setStar(ids[0]!, "acc_star", true)
          const names = (rows: ReadonlyArray<{ readonly name: string }>) => rows.map((row) => row.name)
          const scope = { namespace: "fay" }

          const recent = yield* searchAll(scope, time)
          assert.deepStrictEqual(names(recent.rows), ["pdf-merge", "csv-cleaner", "pdf-tools"])
          assert.deepStrictEqual([recent.total, recent.exact, recent.next], [3, true, undefined])
          assert.strictEqual(recent.rows[0]!.current_version, "1.0.0")
          const popular = yield* searchAll({ ...scope, sort: "popular" }, time)
          assert.deepStrictEqual(names(popular.rows), ["pdf-tools", "pdf-merge", "csv-cleaner"])
          assert.deepStrictEqual(names((yield* searchAll({ ...scope, category: "docs" }, time)).rows), [
            "pdf-merge",
            "pdf-tools"
          ])
          assert.deepStrictEqual(names((yield* searchAll({ ...scope, type: "skillset" }, time)).rows), ["pdf-merge"])
          assert.deepStrictEqual((yield* searchAll({ namespace: "nobody" }, time)).rows, [])

          // Text: plain words from the name, description, tags, category or SKILL.md.
          const text = (query: string) =>
            Effect.map(searchAll({ ...scope, text: query }, time), (found) => names(found.rows))
          assert.deepStrictEqual(yield* text("pdf"), ["pdf-merge", "pdf-tools"])
          assert.deepStrictEqual(yield* text("merge documents"), ["pdf-merge"])
          assert.deepStrictEqual(yield* text("spreadsheet"), ["csv-cleaner"])
          assert.deepStrictEqual(yield* text("invoice"), ["csv-cleaner"])
          assert.deepStrictEqual(yield* text("data"), ["csv-cleaner"])
          assert.deepStrictEqual(yield* text("pdf -merge"), ["pdf-tools"])
          assert.deepStrictEqual(yield* text("nothing-like-this"), [])

          // Cursors and offsets continue every sort's order.
          for (const sort of ["recent", "popular", "verified", "trending", "hot"] as const) {
            const whole = names((yield* searchAll({ ...scope, sort }, time)).rows)
            const paged: Array<string> = []
            let after: ReadonlyArray<string> | undefined
            do {
              const page = yield* searchAll({ ...scope, sort, limit: 2, after }, time)
              paged.push(...names(page.rows))
              after = page.next
            } while (after !== undefined)
            assert.deepStrictEqual(paged, whole, sort)
            const second = yield* searchAll({ ...scope, sort, limit: 1, offset: 1 }, time)
            assert.deepStrictEqual(names(second.rows), whole.slice(1, 2), sort)
            assert.strictEqual(second.total, 3)
          }
        })
      )
    }
  )
}

/** Skills with few distinct values per column, so every sort meets ties. */
const Row = fc.record({
  public: fc.boolean(),
  category: fc.constantFrom("a", "b"),
  type: fc.constantFrom("skill" as const, "skillset" as const),
  minute: fc.integer({ min: 0, max: 2 }),
  downloads: fc.integer({ min: 0, max: 2 }),
  starred: fc.boolean(),
  verified: fc.boolean()
})
const Case = fc.record({
  rows: fc.array(Row, { minLength: 4, maxLength: 12 }),
  limit: fc.integer({ min: 1, max: 4 }),
  category: fc.constantFrom(undefined, "a"),
  type: fc.constantFrom(undefined, "skillset" as const)
})
type Case = typeof Case extends fc.Arbitrary<infer A> ? A : never

/** Writes a case's skills through the repositories, under `namespace`. */
const seed = (namespace: string, rows: Case["rows"]) =>
  Effect.gen(function* () {
    const repository = yield* SkillRepository
    for (const [index, row] of rows.entries()) {
      const time = t0 + row.minute * 60_000
      const skillId = yield* createSkill(namespace, `s${String(index).padStart(2, "0")}`, time, row)
      for (let download = 0; download < row.downloads; download++) {
        yield* repository.countDownload({ skillId, identity: `ip:${download}`, day: "2026-01-02", version: "1.0.0" })
      }
      if (row.starred) yield* repository.setStar(skillId, "acc_star", true)
      if (row.verified) yield* repository.countVerification(skillId)
      if (row.public) yield* share(skillId, "1.0.0", "public", time)
    }
  })

/** Every page of each sort but `hot` (its score reads a different clock), walked by cursor, and one page by offset. */
const walk = (namespace: string, testCase: Case) =>
  Effect.gen(function* () {
    const walked: Array<unknown> = []
    for (const sort of ["recent", "popular", "verified", "trending"] as const) {
      const filter = { namespace, category: testCase.category, type: testCase.type, sort, limit: testCase.limit }
      let after: ReadonlyArray<string> | undefined
      do {
        const page = yield* searchAll({ ...filter, after }, hours(1))
        walked.push([sort, page.total, page.rows.map((row) => row.skill_id)])
        after = page.next
      } while (after !== undefined)
      walked.push([sort, (yield* searchAll({ ...filter, offset: 1 }, hours(1))).rows.map((row) => row.skill_id)])
    }
    return walked
  })

const pglite = databases.find((database) => database.name === "PGlite")!
layer(pglite.layer, { timeout: 300_000, excludeTestServices: true })(
  "SkillRepository search, memory against PGlite",
  (it) => {
    it.effect("the same skills give the same pages, totals and cursors under every filter and sort with ties", () =>
      Effect.gen(function* () {
        const context = yield* Effect.context<SkillRepository | ShareLinkRepository>()
        let cases = 0
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(Case, (testCase) =>
              Effect.runPromise(
                Effect.gen(function* () {
                  // Each case in a namespace of its own on PGlite, in a fresh store in memory.
                  const namespace = `p${String(cases++).padStart(3, "0")}`
                  const onSql = yield* Effect.andThen(seed(namespace, testCase.rows), walk(namespace, testCase))
                  const inMemory = yield* Effect.andThen(
                    seed(namespace, testCase.rows),
                    walk(namespace, testCase)
                  ).pipe(Effect.provide(memory))
                  assert.deepStrictEqual(inMemory, onSql)
                }).pipe(Effect.provide(context))
              )
            ),
            { numRuns: 30 }
          )
        )
      })
    )
  }
)
