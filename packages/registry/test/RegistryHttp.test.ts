import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { ShareLinkRepository } from "../src/ShareLinkRepository.ts"
import { ShareLinks } from "../src/ShareLinks.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { SkillRepository } from "../src/SkillRepository.ts"
import { Verifications } from "../src/Verifications.ts"
import { quotas } from "./fixtures/Actors.ts"
import { bytes, type Envelope, json, save, sha256 } from "./fixtures/Http.ts"
import { publish } from "./fixtures/Publish.ts"
import * as TestServer from "./fixtures/TestServer.ts"
import { type Entry, manifest, skill, zip } from "./fixtures/Zip.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

/**
 * A zip with fields of one entry overwritten (another method, an encrypted flag, another
 * CRC), in its central header and alike in its local header: `patch` gets the offset of
 * the central header, then that of the local header minus 2, where the fields from the
 * flags to the sizes lie at the same offsets.
 */
const patchCentral = (archive: Uint8Array, entryName: string, patch: (view: DataView, at: number) => void) => {
  const copy = new Uint8Array(archive)
  const view = new DataView(copy.buffer)
  const name = new TextEncoder().encode(entryName)
  for (let at = 0; at < copy.length - 46; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue
    const length = view.getUint16(at + 28, true)
    if (
      length === name.length &&
      copy.subarray(at + 46, at + 46 + length).every((byte, index) => byte === name[index])
    ) {
      patch(view, at)
      patch(view, view.getUint32(at + 42, true) - 2)
    }
  }
  return copy
}

const sparse = (size: number) => {
  // Mostly zeros with a few random bytes per kilobyte: compresses about 30 times (under the zip-bomb ratio).
  const data = new Uint8Array(size)
  for (let offset = 0; offset < size; offset += 1024) data.set(crypto.getRandomValues(new Uint8Array(24)), offset)
  return data
}

/** A skill named "bad" with extra entries. */
const bad = (...entries: ReadonlyArray<Entry>) => zip([{ name: "SKILL.md", data: manifest("bad") }, ...entries])

/** A valid archive with one field of the central directory entry of `s.txt` overwritten. */
const patched = (write: (view: DataView, at: number) => void) =>
  patchCentral(bad({ name: "s.txt", data: "x" }), "s.txt", write)

const rejections: ReadonlyArray<{
  readonly kind: string
  readonly status: number
  readonly archive: () => Uint8Array
}> = [
  { kind: "not_a_zip", status: 400, archive: () => new TextEncoder().encode("this is not a zip file at all") },
  { kind: "path_traversal", status: 400, archive: () => bad({ name: "../../etc/cron.d/x", data: "x" }) },
  { kind: "absolute_path", status: 400, archive: () => bad({ name: "/etc/passwd", data: "x" }) },
  { kind: "symlink", status: 400, archive: () => bad({ name: "key", data: "/home/u/.ssh/id_rsa", mode: 0o120777 }) },
  { kind: "special_file", status: 400, archive: () => bad({ name: "pipe", data: "", mode: 0o010644 }) },
  {
    kind: "duplicate_path",
    status: 400,
    archive: () => bad({ name: "a.txt", data: "1" }, { name: "A.txt", data: "2" })
  },
  { kind: "invalid_name", status: 400, archive: () => bad({ name: "con.txt", data: "x" }) },
  { kind: "missing_manifest", status: 400, archive: () => zip([{ name: "README.md", data: "no manifest" }]) },
  {
    kind: "invalid_manifest",
    status: 400,
    archive: () => zip([{ name: "SKILL.md", data: "---\nname: Bad Name\n---\n" }])
  },
  { kind: "empty", status: 400, archive: () => zip([]) },
  {
    kind: "compression_ratio",
    status: 400,
    archive: () => bad({ name: "zeros.bin", data: new Uint8Array(5 * 1024 * 1024) })
  },
  {
    kind: "too_many_entries",
    status: 400,
    archive: () =>
      bad(...Array.from({ length: 1000 }, (_, index): Entry => ({ name: `f${index}.txt`, data: "x", deflate: false })))
  },
  { kind: "encrypted", status: 400, archive: () => patched((view, at) => view.setUint16(at + 8, 0x0801, true)) },
  {
    kind: "unsupported_compression",
    status: 400,
    archive: () => patched((view, at) => view.setUint16(at + 10, 12, true))
  },
  {
    kind: "checksum_mismatch",
    status: 400,
    archive: () => patched((view, at) => view.setUint32(at + 16, 0xdeadbeef, true))
  },
  { kind: "file_too_large", status: 413, archive: () => bad({ name: "big.bin", data: sparse(11 * 1024 * 1024) }) },
  {
    kind: "total_too_large",
    status: 413,
    archive: () =>
      bad(
        ...Array.from({ length: 6 }, (_, index): Entry => ({ name: `part${index}.bin`, data: sparse(9 * 1024 * 1024) }))
      )
  },
  {
    kind: "archive_too_large",
    status: 413,
    archive: () => bad({ name: "noise.bin", data: randomBytes(10 * 1024 * 1024 + 1024), deflate: false })
  }
]

function randomBytes(size: number) {
  const data = new Uint8Array(size)
  for (let offset = 0; offset < size; offset += 65536)
    data.set(crypto.getRandomValues(new Uint8Array(Math.min(65536, size - offset))), offset)
  return data
}

for (const database of DatabaseTest.backends("registry_http", { migrations })) {
  const TestLayer = TestServer.layer.pipe(
    Layer.provideMerge(Verifications.layer),
    Layer.provideMerge(ShareLinks.layer()),
    Layer.provideMerge(SkillRegistry.layer({ quotas })),
    Layer.provideMerge(ScanPool.layer()),
    Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
    Layer.provideMerge(Layer.mergeAll(SkillRepository.layer, ShareLinkRepository.layer)),
    Layer.provideMerge(database.layer)
  )
  layer(TestLayer, { timeout: 180_000, excludeTestServices: true })(`Registry HTTP on ${database.name}`, (it) => {
    it.effect("saves a new version (201), skips identical content (200) and saves the next patch (201)", () =>
      Effect.gen(function* () {
        const archive = skill("http-tool", { "run.sh": "echo hi\n" })
        const created = yield* save("token-alice", "@alice/http-tool", archive, { changelog: "Hello.", tags: ["cli"] })
        assert.strictEqual(created.status, 201)
        assert.isTrue(created.body.ok)
        assert.match(created.body.meta.request_id, /.+/)
        assert.strictEqual(created.body.data.created, true)
        assert.strictEqual(created.body.data.version.version, "1.0.0")
        assert.strictEqual(created.body.data.version.tree_hash, sha256(archive))
        assert.strictEqual(created.body.data.skill.visibility, "private")

        const skipped = yield* save("token-alice", "alice/http-tool", archive)
        assert.strictEqual(skipped.status, 200)
        assert.strictEqual(skipped.body.data.created, false)
        assert.strictEqual(skipped.body.data.version.version, "1.0.0")

        const next = yield* save("token-alice", "alice/http-tool", skill("http-tool", { "run.sh": "echo bye\n" }))
        assert.strictEqual(next.status, 201)
        assert.strictEqual(next.body.data.version.version, "1.0.1")

        const skill_ = yield* json("/v1/skills/@alice/http-tool", { token: "token-alice" })
        assert.strictEqual(skill_.body.data.current_version, "1.0.1")
        assert.deepStrictEqual(skill_.body.data.tags, ["cli"])

        const first = yield* json("/v1/skills/alice/http-tool/versions?limit=1", { token: "token-alice" })
        assert.deepStrictEqual(
          first.body.data.map((version: { version: string }) => version.version),
          ["1.0.1"]
        )
        assert.strictEqual(first.body.meta.pagination.has_more, true)
        assert.strictEqual(first.body.meta.pagination.total_count, 2)
        const second = yield* json(
          `/v1/skills/alice/http-tool/versions?limit=1&cursor=${encodeURIComponent(first.body.meta.pagination.next_cursor)}`,
          { token: "token-alice" }
        )
        assert.deepStrictEqual(
          second.body.data.map((version: { version: string }) => version.version),
          ["1.0.0"]
        )
        assert.strictEqual(second.body.meta.pagination.has_more, false)
        assert.isNull(second.body.meta.pagination.next_cursor)
        const foreign = yield* json(
          `/v1/skills/alice/other/versions?cursor=${encodeURIComponent(first.body.meta.pagination.next_cursor)}`,
          { token: "token-alice" }
        )
        assert.strictEqual(foreign.status, 400)

        const detail = yield* json("/v1/skills/alice/http-tool/versions/1.0.0", { token: "token-alice" })
        assert.strictEqual(detail.body.data.changelog, "Hello.")
        assert.isNull(detail.body.data.scan_report)
        assert.deepStrictEqual(
          detail.body.data.files.map((file: { path: string; hash: string }) => [file.path, file.hash]),
          [
            ["SKILL.md", sha256(manifest("http-tool"))],
            ["run.sh", sha256("echo hi\n")]
          ]
        )

        const download = yield* bytes("/v1/skills/alice/http-tool/download/1.0.0", { token: "token-alice" })
        assert.strictEqual(download.status, 200)
        assert.strictEqual(download.headers.get("content-type"), "application/zip")
        assert.strictEqual(download.headers.get("etag"), `"${download.headers.get("x-tree-hash")}"`)
        assert.deepStrictEqual(download.body, archive)
      })
    )

    it.effect("answers 401 without credentials, with bad credentials, and 400 for bad metadata or no archive", () =>
      Effect.gen(function* () {
        const anonymous = yield* save(undefined, "alice/nope", skill("nope"))
        assert.strictEqual(anonymous.status, 401)
        assert.strictEqual(anonymous.body.error?.code, "unauthorized")
        const badToken = yield* save("token-mallory", "alice/nope", skill("nope"))
        assert.strictEqual(badToken.status, 401)
        const badMetadata = yield* save("token-alice", "alice/nope", skill("nope"), { version: "one" })
        assert.strictEqual(badMetadata.status, 400)
        assert.strictEqual(badMetadata.body.error?.code, "validation_error")
        assert.strictEqual(badMetadata.body.error?.details?.field, "metadata.version")
        const publicSave = yield* save("token-alice", "alice/nope", skill("nope"), { visibility: "public" })
        assert.strictEqual(publicSave.body.error?.details?.field, "metadata.visibility")
        const form = new FormData()
        form.set("metadata", "{}")
        const noArchive = yield* json("/v1/skills/alice/nope", { method: "POST", token: "token-alice", body: form })
        assert.strictEqual(noArchive.status, 400)
        assert.strictEqual(noArchive.body.error?.details?.field, "archive")
        const elsewhere = yield* save("token-bob", "alice/nope", skill("nope"))
        assert.strictEqual(elsewhere.status, 403)
        const getAnonymous = yield* json("/v1/skills/alice/nope")
        assert.strictEqual(getAnonymous.status, 401)
      })
    )

    it.effect("refuses every unsafe archive before storing anything, with a clear error", () =>
      Effect.gen(function* () {
        const blobs = yield* BlobStorage.BlobStorage
        for (const rejection of rejections) {
          const archive = rejection.archive()
          const refused = yield* save("token-alice", "alice/bad", archive)
          assert.strictEqual(refused.status, rejection.status, rejection.kind)
          assert.strictEqual(
            refused.body.error?.code,
            rejection.status === 413 ? "payload_too_large" : "validation_error",
            rejection.kind
          )
          assert.strictEqual(refused.body.error?.details?.kind, rejection.kind, refused.body.error?.message)
          assert.isFalse(yield* blobs.has(BlobStorage.addressOf(archive)), rejection.kind)
        }
        const missing = yield* json("/v1/skills/alice/bad", { token: "token-alice" })
        assert.strictEqual(missing.status, 404)
        // A body over the multipart limit is refused while it streams.
        const huge = yield* save("token-alice", "alice/bad", randomBytes(11 * 1024 * 1024))
        assert.strictEqual(huge.status, 413)
      })
    )

    it.effect("hides private skills (404, never 403) and counts downloads once per identity and day", () =>
      Effect.gen(function* () {
        yield* save("token-alice", "alice/hidden", skill("hidden"))
        for (const token of ["token-bob", "token-carol"]) {
          assert.strictEqual((yield* json("/v1/skills/alice/hidden", { token })).status, 404)
          assert.strictEqual((yield* json("/v1/skills/alice/hidden/versions", { token })).status, 404)
          assert.strictEqual((yield* json("/v1/skills/alice/hidden/download/1.0.0", { token })).status, 404)
          assert.strictEqual((yield* json("/v1/skills/alice/hidden/star", { method: "POST", token })).status, 404)
          assert.strictEqual((yield* json("/v1/skills/alice/hidden", { method: "DELETE", token })).status, 404)
        }
        assert.strictEqual((yield* json("/v1/skills/alice/hidden/download/1.0.0")).status, 404)

        yield* publish("alice", "hidden")
        const from = (address: string) =>
          bytes("/v1/skills/alice/hidden/download/1.0.0", { headers: { "x-forwarded-for": address } })
        assert.strictEqual((yield* from("203.0.113.1")).status, 200)
        yield* from("203.0.113.1")
        yield* from("203.0.113.2")
        yield* bytes("/v1/skills/alice/hidden/download/1.0.0", { token: "token-bob" })
        yield* bytes("/v1/skills/alice/hidden/download/1.0.0", {
          token: "token-bob",
          headers: { "x-forwarded-for": "203.0.113.9" }
        })
        const read = yield* json("/v1/skills/alice/hidden", { token: "token-carol" })
        assert.strictEqual(read.body.data.download_count, 3)
        assert.strictEqual(
          (yield* json("/v1/skills/alice/hidden", { method: "DELETE", token: "token-bob" })).status,
          403
        )
      })
    )

    it.effect("yanks with a reason (410 on download), deletes softly and keeps the name reserved", () =>
      Effect.gen(function* () {
        yield* save("token-alice", "alice/short-lived", skill("short-lived"))
        yield* save("token-alice", "alice/short-lived", skill("short-lived", { "v2.txt": "2" }))
        const yanked = yield* json("/v1/skills/alice/short-lived/versions/1.0.0/yank", {
          method: "POST",
          token: "token-alice",
          body: JSON.stringify({ reason: "contains a secret" }),
          headers: { "content-type": "application/json" }
        })
        assert.strictEqual(yanked.status, 200)
        assert.strictEqual(yanked.body.data.yanked, true)
        const gone = yield* json("/v1/skills/alice/short-lived/download/1.0.0", { token: "token-alice" })
        assert.strictEqual(gone.status, 410)
        assert.strictEqual(gone.body.error?.code, "gone")
        assert.include(gone.body.error?.message, "contains a secret")
        assert.strictEqual(gone.body.error?.details?.reason, "contains a secret")
        const bare = yield* json("/v1/skills/alice/short-lived/versions/1.0.1/yank", {
          method: "POST",
          token: "token-alice"
        })
        assert.strictEqual(bare.status, 200)
        const current = yield* json("/v1/skills/alice/short-lived/current-version", {
          method: "POST",
          token: "token-alice",
          body: JSON.stringify({ version: "9.9.9" }),
          headers: { "content-type": "application/json" }
        })
        assert.strictEqual(current.status, 404)

        const deleted = yield* json("/v1/skills/alice/short-lived", { method: "DELETE", token: "token-alice" })
        assert.strictEqual(deleted.status, 200)
        assert.strictEqual((yield* json("/v1/skills/alice/short-lived", { token: "token-alice" })).status, 404)
        const again = yield* save("token-alice", "alice/short-lived", skill("short-lived", { "v3.txt": "3" }))
        assert.strictEqual(again.status, 409)
        assert.strictEqual(again.body.error?.code, "conflict")
      })
    )

    it.effect("stars and unstars idempotently and chooses the current version", () =>
      Effect.gen(function* () {
        yield* save("token-alice", "alice/shiny", skill("shiny"))
        yield* save("token-alice", "alice/shiny", skill("shiny", { "b.txt": "b" }))
        yield* publish("alice", "shiny")
        assert.strictEqual((yield* json("/v1/skills/alice/shiny/star", { method: "POST" })).status, 401)
        yield* json("/v1/skills/alice/shiny/star", { method: "POST", token: "token-bob" })
        const twice = yield* json("/v1/skills/alice/shiny/star", { method: "POST", token: "token-bob" })
        assert.deepStrictEqual(twice.body.data, { starred: true, star_count: 1 })
        yield* json("/v1/skills/alice/shiny/star", { method: "DELETE", token: "token-bob" })
        const unstarred = yield* json("/v1/skills/alice/shiny/star", { method: "DELETE", token: "token-bob" })
        assert.deepStrictEqual(unstarred.body.data, { starred: false, star_count: 0 })
        const chosen = yield* json("/v1/skills/alice/shiny/current-version", {
          method: "POST",
          token: "token-alice",
          body: JSON.stringify({ version: "1.0.0" }),
          headers: { "content-type": "application/json" }
        })
        assert.strictEqual(chosen.body.data.current_version, "1.0.0")
        const notOwner = yield* json("/v1/skills/alice/shiny/current-version", {
          method: "POST",
          token: "token-bob",
          body: JSON.stringify({ version: "1.0.1" }),
          headers: { "content-type": "application/json" }
        })
        assert.strictEqual(notOwner.status, 403)
      })
    )

    it.effect("serves blobs publicly only when a public skill references them; no existence leaks", () =>
      Effect.gen(function* () {
        yield* save("token-alice", "alice/blobby", skill("blobby", { "public.txt": "public words" }))
        yield* save("token-alice", "alice/blobby-private", skill("blobby-private", { "private.txt": "private words" }))
        yield* publish("alice", "blobby")
        const open = yield* bytes(`/v1/blobs/${sha256("public words")}`)
        assert.strictEqual(open.status, 200)
        assert.strictEqual(new TextDecoder().decode(open.body), "public words")
        assert.strictEqual(open.headers.get("content-type"), "application/octet-stream")
        assert.include(open.headers.get("cache-control") ?? "", "immutable")
        const privateHash = sha256("private words")
        assert.strictEqual((yield* bytes(`/v1/blobs/${privateHash}`)).status, 401)
        assert.strictEqual((yield* bytes(`/v1/blobs/${privateHash}`, { token: "token-bob" })).status, 404)
        const mine = yield* bytes(`/v1/blobs/${privateHash}`, { token: "token-alice" })
        assert.strictEqual(mine.status, 200)
        assert.strictEqual(mine.headers.get("cache-control"), "private, no-store")
        // Unknown and malformed addresses look exactly like inaccessible ones.
        assert.strictEqual((yield* bytes(`/v1/blobs/${sha256("never stored")}`)).status, 401)
        assert.strictEqual((yield* bytes(`/v1/blobs/${sha256("never stored")}`, { token: "token-bob" })).status, 404)
        assert.strictEqual((yield* bytes("/v1/blobs/sha256:xyz", { token: "token-bob" })).status, 404)
      })
    )

    it.effect("renders badges with real figures, cache headers, and 404 for unknown or private skills", () =>
      Effect.gen(function* () {
        const registry = yield* SkillRegistry
        yield* save("token-alice", "alice/badged", skill("badged"))
        assert.strictEqual((yield* bytes("/v1/badge/@alice/badged/installs")).status, 404)
        yield* publish("alice", "badged")
        yield* bytes("/v1/skills/alice/badged/download/1.0.0", { headers: { "x-forwarded-for": "198.51.100.7" } })
        yield* registry.attachScanReport({
          namespace: "alice",
          name: "badged",
          version: "1.0.0",
          report: {},
          grade: "B"
        })
        const installs = yield* bytes("/v1/badge/@alice/badged/installs")
        assert.strictEqual(installs.status, 200)
        assert.strictEqual(installs.headers.get("content-type"), "image/svg+xml")
        assert.include(installs.headers.get("cache-control") ?? "", "max-age=300")
        const svg = new TextDecoder().decode(installs.body)
        assert.match(svg, /^<svg/)
        assert.include(svg, 'aria-label="installs: 1"')
        const scan = new TextDecoder().decode((yield* bytes("/v1/badge/@alice/badged/scan")).body)
        // The sharer's B differs from the server's own scan (A): both are shown.
        assert.include(scan, 'aria-label="scan: B (server: A)"')
        assert.strictEqual((yield* bytes("/v1/badge/@alice/unknown/verified")).status, 404)
        assert.strictEqual((yield* bytes("/v1/badge/@alice/badged/stars")).status, 400)
      })
    )

    it.effect("searches public skills with filters, sorts and both paginations", () =>
      Effect.gen(function* () {
        const registry = yield* SkillRegistry
        const savePublic = (name: string, description: string, metadata: Record<string, unknown> = {}) =>
          Effect.gen(function* () {
            const saved = yield* save("token-dave", `acme/${name}`, skill(name, {}, { description }), metadata)
            assert.strictEqual(saved.status, 201, JSON.stringify(saved.body))
            yield* publish("acme", name)
          })
        yield* savePublic("find-pdf", "Extract tables from PDF invoices.", { category: "documents", tags: ["pdf"] })
        yield* savePublic("find-csv", "Clean CSV spreadsheets.", { category: "data" })
        yield* savePublic("find-set", "A bundle of invoice helpers.", { category: "documents", type: "skillset" })
        yield* save(
          "token-dave",
          "acme/find-hidden",
          skill("find-hidden", {}, { description: "Private invoice tool." })
        )
        for (const address of ["192.0.2.1", "192.0.2.2"]) {
          yield* bytes("/v1/skills/acme/find-csv/download/1.0.0", { headers: { "x-forwarded-for": address } })
        }
        yield* json("/v1/skills/acme/find-pdf/star", { method: "POST", token: "token-carol" })
        yield* registry.recordVerification("acme", "find-set")

        const names = (body: Envelope) => body.data.map((item: { name: string }) => item.name)
        const invoices = yield* json("/v1/skills/search?q=invoice&namespace=@acme")
        assert.deepStrictEqual(names(invoices.body).sort(), ["find-pdf", "find-set"])
        const stems = yield* json("/v1/skills/search?q=tables&namespace=acme")
        assert.deepStrictEqual(names(stems.body), ["find-pdf"])
        const byTag = yield* json("/v1/skills/search?q=pdf&namespace=acme")
        assert.deepStrictEqual(names(byTag.body), ["find-pdf"])
        const documents = yield* json("/v1/skills/search?namespace=acme&category=documents&type=skill")
        assert.deepStrictEqual(names(documents.body), ["find-pdf"])
        const skillsets = yield* json("/v1/skills/search?namespace=acme&type=skillset")
        assert.deepStrictEqual(names(skillsets.body), ["find-set"])
        assert.deepStrictEqual(
          names((yield* json("/v1/skills/search?namespace=acme&sort=popular")).body)[0],
          "find-csv"
        )
        assert.deepStrictEqual(
          names((yield* json("/v1/skills/search?namespace=acme&sort=trending")).body)[0],
          "find-csv"
        )
        assert.deepStrictEqual(
          names((yield* json("/v1/skills/search?namespace=acme&sort=verified")).body)[0],
          "find-set"
        )
        assert.deepStrictEqual(names((yield* json("/v1/skills/search?namespace=acme&sort=recent")).body)[0], "find-set")
        const hot = names((yield* json("/v1/skills/search?namespace=acme&sort=hot")).body)
        assert.sameMembers(hot, ["find-pdf", "find-csv", "find-set"])
        assert.notInclude(hot, "find-hidden")

        const seen: Array<string> = []
        let page = yield* json("/v1/skills/search?namespace=acme&sort=popular&limit=2")
        assert.strictEqual(page.body.meta.pagination.total_count, 3)
        const firstCursor: string = page.body.meta.pagination.next_cursor
        seen.push(...names(page.body))
        while (page.body.meta.pagination.has_more) {
          page = yield* json(
            `/v1/skills/search?namespace=acme&sort=popular&limit=2&cursor=${encodeURIComponent(page.body.meta.pagination.next_cursor)}`
          )
          seen.push(...names(page.body))
        }
        assert.strictEqual(seen.length, 3)
        assert.sameMembers(seen, ["find-pdf", "find-csv", "find-set"])
        const numbered = yield* json("/v1/skills/search?namespace=acme&sort=popular&limit=2&page=2")
        assert.deepInclude(numbered.body.meta.pagination, {
          page: 2,
          per_page: 2,
          total_pages: 2,
          total_count: 3,
          has_more: false
        })
        assert.strictEqual(numbered.body.data.length, 1)

        assert.strictEqual((yield* json("/v1/skills/search?limit=0")).status, 400)
        assert.strictEqual((yield* json("/v1/skills/search?limit=101")).status, 400)
        assert.strictEqual((yield* json("/v1/skills/search?sort=best")).status, 400)
        assert.strictEqual((yield* json("/v1/skills/search?page=0")).status, 400)
        // Numbered pages stop at the 10,000th match (OFFSET); past it, cursors.
        assert.strictEqual((yield* json("/v1/skills/search?limit=100&page=100")).status, 200)
        const deep = yield* json("/v1/skills/search?limit=100&page=101")
        assert.strictEqual(deep.status, 400)
        assert.strictEqual(deep.body.error?.code, "validation_error")
        assert.strictEqual((yield* json("/v1/skills/search?limit=1&page=10001")).status, 400)
        const reused = yield* json(
          `/v1/skills/search?namespace=other&sort=popular&limit=2&cursor=${encodeURIComponent(page.body.meta.pagination.next_cursor ?? "x.y")}`
        )
        assert.strictEqual(reused.status, 400)
        // A cursor carries a signed sort key: changed, or read by another sort, it is refused.
        const [body, tag] = firstCursor.split(".") as [string, string]
        const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"))
        assert.isArray(payload.after)
        payload.after[0] = "999999"
        const tampered = `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${tag}`
        for (const cursor of [tampered, firstCursor]) {
          const sort = cursor === firstCursor ? "recent" : "popular"
          const refused = yield* json(
            `/v1/skills/search?namespace=acme&sort=${sort}&limit=2&cursor=${encodeURIComponent(cursor)}`
          )
          assert.strictEqual(refused.status, 400)
          assert.strictEqual(refused.body.error?.code, "validation_error")
        }
      })
    )

    it.effect("refuses saves over the storage quota with storage_limit_exceeded", () =>
      Effect.gen(function* () {
        // Each save stores about 4.4 kB (a 2.3 kB archive and its 2.1 kB of files) against a 6,000-byte quota.
        const noise = () => Buffer.from(crypto.getRandomValues(new Uint8Array(1500))).toString("base64")
        assert.strictEqual((yield* save("token-carol", "carol/heavy", skill("heavy", { n: noise() }))).status, 201)
        const over = yield* save("token-carol", "carol/heavy", skill("heavy", { n: noise() }))
        assert.strictEqual(over.status, 403)
        assert.strictEqual(over.body.error?.code, "storage_limit_exceeded")
        assert.strictEqual(over.body.error?.details?.limit_bytes, quotas.free)
      })
    )

    it.effect("never produces duplicate versions under concurrent saves over HTTP", () =>
      Effect.gen(function* () {
        const results = yield* Effect.forEach(
          [0, 1, 2, 3, 4, 5],
          (index) => save("token-alice", "alice/parallel", skill("parallel", { "i.txt": String(index) })),
          { concurrency: "unbounded" }
        )
        assert.deepStrictEqual(
          results.map((result) => result.status),
          [201, 201, 201, 201, 201, 201]
        )
        const versions = results.map((result) => result.body.data.version.version as string).sort()
        assert.deepStrictEqual(versions, ["1.0.0", "1.0.1", "1.0.2", "1.0.3", "1.0.4", "1.0.5"])
      })
    )
  })
}
