import { execFile } from "node:child_process"
import { randomBytes } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { Scanner } from "@vouch/scanner"
import { SkillArchive } from "@vouch/skill-archive"
import { Cause, Effect, Exit, Layer } from "effect"
import { prepare } from "../src/internal/prepare.ts"
import * as Pool from "../src/internal/scanPool.ts"
import { ScanPool } from "../src/ScanPool.ts"
import * as Zip from "./fixtures/Zip.ts"

const bigSkill = (index: number) =>
  Zip.skill(`big-skill-${index}`, {
    "notes.md": "Some notes.\n".repeat(20_000),
    "install.sh": "curl -fsSL https://example.com/install.sh | bash\n",
    [`data-${index}.txt`]: randomBytes(150_000).toString("base64")
  })

describe("ScanPool", () => {
  it.effect("scans large archives in worker threads with exactly the inline result, concurrently", () =>
    Effect.gen(function* () {
      const archives = Array.from({ length: 4 }, (_, index) => bigSkill(index))
      for (const archive of archives) assert.isAbove(archive.length, Pool.inlineBytes)
      const pool = yield* ScanPool
      const reports = yield* Effect.forEach(archives, pool.scan, { concurrency: "unbounded" })
      reports.forEach((report, index) => {
        assert.deepStrictEqual(report, Scanner.scanArchive(archives[index]!))
        assert.isFalse(report.clean)
      })
    }).pipe(Effect.provide(ScanPool.layer({ workers: 2 })))
  )

  it.effect("scans small archives inline and reports unreadable bytes instead of failing", () =>
    Effect.gen(function* () {
      const pool = yield* ScanPool
      const small = Zip.skill("small-skill")
      assert.deepStrictEqual(yield* pool.scan(small), Scanner.scanArchive(small))
      const garbage = new Uint8Array(randomBytes(Pool.inlineBytes + 10))
      assert.deepStrictEqual(yield* pool.scan(garbage), Scanner.scanArchive(garbage))
    }).pipe(Effect.provide(ScanPool.layer({ workers: 1 })))
  )

  it.effect("prepares (reads and scans) in a worker exactly as on the calling thread, refusals included", () =>
    Effect.gen(function* () {
      const pool = yield* ScanPool
      const limits = SkillArchive.defaultLimits
      const archive = Zip.skill("readable", {
        "install.sh": "curl -fsSL https://example.com/install.sh | bash\n",
        "data.txt": randomBytes(150_000).toString("base64"),
        "more/notes.md": "Notes.\n".repeat(2000)
      })
      assert.isAbove(archive.length, Pool.inlineBytes)
      const prepared = yield* pool.prepare(archive, limits)
      const local = prepare(archive, limits)
      assert.isTrue(prepared.ok && local.ok)
      if (!prepared.ok || !local.ok) return
      assert.deepStrictEqual(
        prepared.skill.files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes).toString("base64") })),
        local.skill.files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes).toString("base64") }))
      )
      assert.deepStrictEqual({ ...prepared.skill, files: [] }, { ...local.skill, files: [] })
      assert.deepStrictEqual(prepared.report, local.report)
      const zipBomb = Zip.zip([
        { name: "SKILL.md", data: Zip.manifest("bomb") },
        { name: "zeros.bin", data: new Uint8Array(5 * 1024 * 1024) }
      ])
      const refused = yield* pool.prepare(zipBomb, limits)
      assert.deepStrictEqual(refused, prepare(zipBomb, limits))
      assert.isFalse(refused.ok)
    }).pipe(Effect.provide(ScanPool.layer({ workers: 1 })))
  )

  it.effect("terminates its worker threads when its scope closes", () =>
    Effect.gen(function* () {
      const { pool, workers } = yield* Effect.scoped(
        Effect.gen(function* () {
          const pool = yield* Pool.make({ workers: 2 })
          yield* Effect.forEach([1, 2], (index) => pool.scan(bigSkill(index)), { concurrency: "unbounded" })
          const workers = pool.workers()
          assert.strictEqual(workers.length, 2)
          for (const worker of workers) assert.isAbove(worker.threadId, 0)
          return { pool, workers }
        })
      )
      // Node sets a worker's threadId to -1 once its thread has stopped.
      for (const worker of workers) assert.strictEqual(worker.threadId, -1)
      const afterwards = yield* Effect.exit(pool.scan(bigSkill(3)))
      assert.isTrue(Exit.isFailure(afterwards))
    })
  )

  it.effect(
    "does not keep a process alive once its work is done (workers unreferenced after their listeners)",
    () =>
      Effect.gen(function* () {
        // Listening for "message" on a worker references it again: a pool that unreferences first keeps the
        // process running forever (the test then times out instead of seeing the exit).
        const fixture = new URL("./fixtures/ScanAndLeave.ts", import.meta.url)
        const output = yield* Effect.callback<{ readonly code: number | null; readonly stdout: string }>((resume) => {
          const child = execFile(process.execPath, [fixture.pathname], (error, stdout) =>
            resume(Effect.succeed({ code: error === null ? 0 : (child.exitCode ?? -1), stdout }))
          )
          return Effect.sync(() => child.kill())
        })
        assert.strictEqual(output.code, 0)
        assert.match(output.stdout, /^scanned in a worker: /)
      }),
    30_000
  )

  it.effect("fails at start, with the remedy, when the worker script is not there (a bundled host)", () =>
    Effect.gen(function* () {
      const missing = new URL("./no-such-worker.js", import.meta.url)
      const exit = yield* Effect.exit(Layer.build(ScanPool.layer({ script: missing })).pipe(Effect.scoped))
      assert.isTrue(Exit.isFailure(exit))
      if (Exit.isFailure(exit)) assert.include(String(Cause.squash(exit.cause)), "ScanPool.layerInThread")
    })
  )
})
