/**
 * The save path over real HTTP: reading and scanning happen before the transaction
 * (the database stays free while a save is held in its scan), saves are admitted under
 * a concurrency limit and a memory budget (503 with `Retry-After` beyond the waiting
 * line), the in-thread scan mode, the storage quota counting what is stored, the
 * longest addressable version, and one `archive` part per save.
 */
import { randomBytes } from "node:crypto"
import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Context, Effect, Fiber, Latch, Layer, Queue } from "effect"
import { SqlClient } from "effect/sql"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { ShareLinks } from "../src/ShareLinks.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { Verifications } from "../src/Verifications.ts"
import { bytes, json, save } from "./fixtures/Http.ts"
import * as TestServer from "./fixtures/TestServer.ts"
import { manifest, skill, zip } from "./fixtures/Zip.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

/** Holds every save in its read-and-scan step until the test opens the gate. */
class Gate extends Context.Service<Gate, { readonly arrived: Queue.Queue<number>; readonly latch: Latch.Latch }>()(
  "test/Gate"
) {
  static readonly layer = Layer.effect(
    Gate,
    Effect.gen(function* () {
      return Gate.of({ arrived: yield* Queue.unbounded<number>(), latch: yield* Latch.make(true) })
    })
  )
}

/** The in-thread pool behind the gate: each archive is announced, then waits for the gate. */
const GatedScanPool = Layer.effect(
  ScanPool,
  Effect.gen(function* () {
    const gate = yield* Gate
    const inner = yield* ScanPool
    return ScanPool.of({
      prepare: (archive, limits) =>
        Queue.offer(gate.arrived, archive.length).pipe(
          Effect.andThen(gate.latch.await),
          Effect.andThen(inner.prepare(archive, limits))
        ),
      scan: inner.scan
    })
  })
).pipe(Layer.provide(ScanPool.layerInThread))

const serverOn = (
  database: DatabaseTest.Backend,
  options: Parameters<typeof SkillRegistry.layer>[0],
  scanPool: Layer.Layer<ScanPool, never, Gate>
) =>
  TestServer.layer.pipe(
    Layer.provideMerge(Verifications.layer),
    Layer.provideMerge(ShareLinks.layer()),
    Layer.provideMerge(SkillRegistry.layer(options)),
    Layer.provideMerge(scanPool),
    Layer.provideMerge(Gate.layer),
    Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
    Layer.provideMerge(database.layer)
  )

/** Text that deflates about 1.3 times (base64 of random bytes). */
const noise = (characters: number) =>
  Buffer.from(randomBytes(Math.ceil((characters * 3) / 4)))
    .toString("base64")
    .slice(0, characters)

/** A save running in the background, its result announced on `done` when it ends. */
const background = (done: Queue.Queue<string>, label: string, run: ReturnType<typeof save>) =>
  run.pipe(
    Effect.tap(() => Queue.offer(done, label)),
    Effect.forkChild
  )

for (const database of DatabaseTest.backends("registry_save_path", { migrations })) {
  layer(
    serverOn(
      database,
      {
        saveConcurrency: 2,
        saveInflatedBudgetBytes: 64 * 1024,
        saveQueueLength: 1,
        saveQueueTimeout: "10 minutes"
      },
      GatedScanPool
    ),
    { timeout: 120_000, excludeTestServices: true }
  )(`Save admission on ${database.name}`, (it) => {
    it.effect("reads and scans before the transaction: the database answers while a save is held in its scan", () =>
      Effect.gen(function* () {
        const gate = yield* Gate
        const sql = yield* SqlClient.SqlClient
        yield* Queue.clear(gate.arrived)
        yield* gate.latch.close
        const held = yield* save("token-alice", "alice/held", skill("held", { "a.txt": "a" })).pipe(Effect.forkChild)
        yield* Queue.take(gate.arrived)
        // PGlite has one connection: a transaction held open around the scan would block this query.
        const locks = yield* sql<{ readonly count: string | number }>`
          SELECT count(*) AS count FROM pg_locks
          WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`
        assert.strictEqual(Number(locks[0]?.count), 0)
        const open = yield* sql<{ readonly count: string | number }>`
          SELECT count(*) AS count FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
        assert.strictEqual(Number(open[0]?.count), 0)
        yield* gate.latch.open
        const saved = yield* Fiber.join(held)
        assert.strictEqual(saved.status, 201, JSON.stringify(saved.body))
      })
    )

    it.effect("a save over the memory budget runs alone: the next waits, one more gets 503 with Retry-After", () =>
      Effect.gen(function* () {
        const gate = yield* Gate
        const done = yield* Queue.unbounded<string>()
        yield* Queue.clear(gate.arrived)
        yield* gate.latch.close
        // 100,000 characters inflated: more than the whole 64 KiB budget.
        const big = yield* background(
          done,
          "big",
          save("token-alice", "alice/budget-big", skill("budget-big", { "big.txt": noise(100_000) }))
        )
        yield* Queue.take(gate.arrived)
        const second = yield* background(
          done,
          "second",
          save("token-alice", "alice/budget-one", skill("budget-one", { "a.txt": "1" }))
        )
        const third = yield* background(
          done,
          "third",
          save("token-alice", "alice/budget-two", skill("budget-two", { "a.txt": "2" }))
        )
        // Whichever of the two small saves came second found the waiting line full.
        const first = yield* Queue.take(done)
        const turnedAway = yield* Fiber.join(first === "second" ? second : third)
        const waited = first === "second" ? third : second
        assert.strictEqual(turnedAway.status, 503, JSON.stringify(turnedAway.body))
        assert.strictEqual(turnedAway.body.error?.code, "service_unavailable")
        assert.strictEqual(turnedAway.headers.get("retry-after"), "5")
        assert.strictEqual(turnedAway.body.error?.details?.retry_after_seconds, 5)
        assert.strictEqual(yield* Queue.size(gate.arrived), 0)
        yield* gate.latch.open
        assert.strictEqual((yield* Fiber.join(big)).status, 201)
        assert.strictEqual((yield* Fiber.join(waited)).status, 201)
      })
    )

    it.effect("at most saveConcurrency saves are read at once; one more waits, the next gets 503", () =>
      Effect.gen(function* () {
        const gate = yield* Gate
        const done = yield* Queue.unbounded<string>()
        yield* Queue.clear(gate.arrived)
        yield* gate.latch.close
        const running = yield* Effect.forEach([1, 2], (index) =>
          background(done, `running-${index}`, save("token-alice", `alice/busy-${index}`, skill(`busy-${index}`)))
        )
        yield* Queue.take(gate.arrived)
        yield* Queue.take(gate.arrived)
        const late = yield* Effect.forEach([3, 4], (index) =>
          background(done, `late-${index}`, save("token-alice", `alice/busy-${index}`, skill(`busy-${index}`)))
        )
        const first = yield* Queue.take(done)
        assert.include(["late-3", "late-4"], first)
        const turnedAway = yield* Fiber.join(first === "late-3" ? late[0]! : late[1]!)
        assert.strictEqual(turnedAway.status, 503)
        assert.strictEqual(turnedAway.headers.get("retry-after"), "5")
        yield* gate.latch.open
        for (const fiber of running) assert.strictEqual((yield* Fiber.join(fiber)).status, 201)
        assert.strictEqual((yield* Fiber.join(first === "late-3" ? late[1]! : late[0]!)).status, 201)
      })
    )
  })

  layer(serverOn(database, { quotas: { free: 30_000, pro: 1 << 30, enterprise: 1 << 30 } }, ScanPool.layerInThread), {
    timeout: 120_000,
    excludeTestServices: true
  })(`Saves in thread on ${database.name}`, (it) => {
    it.effect("the in-thread scan mode saves a skill larger than 128 KiB", () =>
      Effect.gen(function* () {
        const archive = skill("large-in-thread", { "data.txt": noise(400_000) })
        assert.isAbove(archive.length, 128 * 1024)
        const saved = yield* save("token-alice", "alice/large-in-thread", archive)
        assert.strictEqual(saved.status, 201, JSON.stringify(saved.body))
        const detail = yield* json("/v1/skills/alice/large-in-thread/versions/1.0.0", { token: "token-alice" })
        assert.strictEqual(detail.body.data.reference_report.tree_hash, saved.body.data.version.tree_hash)
      })
    )

    it.effect("the quota counts what is stored: the archive and its inflated files, each blob once", () =>
      Effect.gen(function* () {
        // Compressed about 4.6 kB (under the 30,000-byte quota); stored: the archive and 36 kB of files.
        const bulky = skill("bulky", { "notes.md": "Low-entropy notes, again and again.\n".repeat(1000) })
        const inflated = manifest("bulky").length + 36 * 1000
        assert.isBelow(bulky.length, 30_000)
        const refused = yield* save("token-carol", "carol/bulky", bulky)
        assert.strictEqual(refused.status, 403, JSON.stringify(refused.body))
        assert.strictEqual(refused.body.error?.code, "storage_limit_exceeded")
        assert.deepStrictEqual(refused.body.error?.details, {
          used_bytes: 0,
          adding_bytes: bulky.length + inflated,
          limit_bytes: 30_000
        })

        // A second version counts only the blobs the first did not store: not SKILL.md, not shared.txt.
        const shared = noise(6000)
        const first = skill("sharing-blobs", { "shared.txt": shared })
        assert.strictEqual((yield* save("token-carol", "carol/sharing-blobs", first)).status, 201)
        const used = first.length + manifest("sharing-blobs").length + shared.length
        const second = skill("sharing-blobs", { "shared.txt": shared, "more.txt": noise(16_000) })
        const over = yield* save("token-carol", "carol/sharing-blobs", second)
        assert.strictEqual(over.status, 403, JSON.stringify(over.body))
        assert.deepStrictEqual(over.body.error?.details, {
          used_bytes: used,
          adding_bytes: second.length + 16_000,
          limit_bytes: 30_000
        })
      })
    )

    it.effect("versions are at most 100 characters, the longest the routes can address", () =>
      Effect.gen(function* () {
        const longest = `1.0.0-${"a".repeat(94)}`
        assert.strictEqual(longest.length, 100)
        const saved = yield* save("token-alice", "alice/long-versions", skill("long-versions"), { version: longest })
        assert.strictEqual(saved.status, 201, JSON.stringify(saved.body))
        const detail = yield* json(`/v1/skills/alice/long-versions/versions/${longest}`, { token: "token-alice" })
        assert.strictEqual(detail.status, 200)
        const download = yield* bytes(`/v1/skills/alice/long-versions/download/${longest}`, { token: "token-alice" })
        assert.strictEqual(download.status, 200)

        const tooLong = `1.0.1-${"a".repeat(95)}`
        const refused = yield* save("token-alice", "alice/long-versions", skill("long-versions", { "b.txt": "b" }), {
          version: tooLong
        })
        assert.strictEqual(refused.status, 400)
        assert.strictEqual(refused.body.error?.code, "validation_error")
        assert.strictEqual(refused.body.error?.details?.field, "metadata.version")

        const fromManifest = skill("long-versions", { "c.txt": "c" }, { extra: `version: ${tooLong}\n` })
        const manifestRefused = yield* save("token-alice", "alice/long-versions", fromManifest)
        assert.strictEqual(manifestRefused.status, 400, JSON.stringify(manifestRefused.body))
        assert.strictEqual(manifestRefused.body.error?.code, "validation_error")
        assert.strictEqual(manifestRefused.body.error?.details?.kind, "invalid_manifest")
        const versions = yield* json("/v1/skills/alice/long-versions/versions", { token: "token-alice" })
        assert.deepStrictEqual(
          versions.body.data.map((version: { version: string }) => version.version),
          [longest]
        )
      })
    )

    it.effect("refuses a save with two archive (or metadata) parts", () =>
      Effect.gen(function* () {
        const twice = (key: string) => {
          const form = new FormData()
          const archive = skill("twice")
          form.append("archive", new Blob([new Uint8Array(archive)], { type: "application/zip" }), "a.zip")
          if (key === "archive") {
            const other = zip([{ name: "SKILL.md", data: manifest("twice", "Another one.") }])
            form.append("archive", new Blob([new Uint8Array(other)], { type: "application/zip" }), "b.zip")
          } else {
            form.append("metadata", "{}")
            form.append("metadata", JSON.stringify({ version: "9.9.9" }))
          }
          return json("/v1/skills/alice/twice", { method: "POST", token: "token-alice", body: form })
        }
        for (const key of ["archive", "metadata"]) {
          const refused = yield* twice(key)
          assert.strictEqual(refused.status, 400, key)
          assert.strictEqual(refused.body.error?.code, "validation_error")
          assert.strictEqual(refused.body.error?.details?.field, key)
        }
        assert.strictEqual((yield* json("/v1/skills/alice/twice", { token: "token-alice" })).status, 404)
      })
    )
  })
}
