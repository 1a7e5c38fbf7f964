/**
 * A pool of worker threads for the CPU-heavy half of a save (`prepare`: read, inflate,
 * hash, scan) and for the reference scan alone. Work under `inlineBytes` (the archive
 * and its declared uncompressed size together) runs on the calling thread (a few
 * milliseconds); larger work in a worker. Workers start on first use, keep the process
 * alive only while work is pending, a worker that dies is replaced, and `make` terminates
 * them all when its scope closes.
 */
import { existsSync } from "node:fs"
import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import { Scanner, type ScanReport } from "@vouch/scanner"
import type { SkillArchive } from "@vouch/skill-archive"
import { Effect, type Scope } from "effect"
import { declaredBytes, type Packed, type Prepared, prepare, unpack } from "./prepare.ts"

export const inlineBytes = 128 * 1024

/** The worker script beside this module (source) or beside the built module (`dist/internal/`). */
export const defaultScript = new URL(
  import.meta.url.endsWith(".ts") ? "./scanWorker.ts" : "./scanWorker.js",
  import.meta.url
)

/** Workers by default: one fewer than the cores, between 1 and 4. */
export const defaultWorkers = (): number => Math.max(1, Math.min(4, availableParallelism() - 1))

/** What a pool does, on whichever thread. */
export interface Work {
  readonly prepare: (archive: Uint8Array, limits: SkillArchive.Limits) => Effect.Effect<Prepared>
  readonly scan: (archive: Uint8Array) => Effect.Effect<ScanReport.ScanReport>
}

/** Everything on the calling thread: for bundled hosts without the worker script. */
export const inThread: Work = {
  prepare: (archive, limits) => Effect.sync(() => prepare(archive, limits)),
  scan: (archive) => Effect.sync(() => Scanner.scanArchive(archive))
}

interface Reply {
  readonly id: number
  readonly report?: ScanReport.ScanReport
  readonly packed?: Packed
  readonly error?: string
}

interface Pending {
  readonly resolve: (reply: Reply) => void
  readonly reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  readonly pending: Map<number, Pending>
}

/** A pool with its workers, for `make` and for tests that watch the threads. */
export interface Pool extends Work {
  readonly workers: () => ReadonlyArray<Worker>
  readonly terminate: () => Promise<void>
}

/** A pool of at most `size` workers running `script`; nothing starts until work arrives. */
export const makeUnsafe = (options: { readonly size: number; readonly script: URL }): Pool => {
  const slots: Array<Slot> = []
  let nextId = 0
  let nextSlot = 0
  let closed = false

  const spawn = (slot?: Slot): Slot => {
    const worker = new Worker(options.script)
    const current: Slot = slot ?? { worker, pending: new Map() }
    current.worker = worker
    worker.on("message", (reply: Reply) => {
      const waiting = current.pending.get(reply.id)
      if (waiting === undefined) return
      settle(current, reply.id)
      if (reply.error === undefined) waiting.resolve(reply)
      else waiting.reject(new Error(reply.error))
    })
    worker.on("error", (error) => {
      for (const waiting of current.pending.values()) waiting.reject(error)
      current.pending.clear()
      if (!closed) spawn(current)
    })
    // After the listeners (adding a "message" listener references the worker again); `post` references it
    // while work is pending, so an idle pool never keeps the process alive and a busy one is not abandoned.
    worker.unref()
    return current
  }

  /** Forgets a request; the worker stops holding the process when nothing is pending. */
  const settle = (slot: Slot, id: number) => {
    if (slot.pending.delete(id) && slot.pending.size === 0) slot.worker.unref()
  }

  const slot = (): Slot => {
    if (slots.length < options.size) {
      const created = spawn()
      slots.push(created)
      return created
    }
    nextSlot = (nextSlot + 1) % slots.length
    return slots[nextSlot]!
  }

  const post = (message: Record<string, unknown>): Effect.Effect<Reply> =>
    Effect.callback<Reply>((resume) => {
      if (closed) {
        resume(Effect.die(new Error("the scan worker pool is closed")))
        return
      }
      const target = slot()
      const id = nextId++
      if (target.pending.size === 0) target.worker.ref()
      target.pending.set(id, {
        resolve: (reply) => resume(Effect.succeed(reply)),
        reject: (error) => resume(Effect.die(error))
      })
      target.worker.postMessage({ ...message, id })
      return Effect.sync(() => settle(target, id))
    })

  return {
    prepare: (archive, limits) =>
      declaredBytes(archive, limits) < inlineBytes
        ? inThread.prepare(archive, limits)
        : Effect.map(post({ kind: "prepare", archive, limits }), (reply) => unpack(reply.packed!)),
    scan: (archive) =>
      archive.length < inlineBytes
        ? inThread.scan(archive)
        : Effect.map(post({ kind: "scan", archive }), (reply) => reply.report!),
    workers: () => slots.map((entry) => entry.worker),
    terminate: async () => {
      closed = true
      const stopping = slots.map((entry) => {
        for (const waiting of entry.pending.values()) waiting.reject(new Error("the scan worker pool was closed"))
        entry.pending.clear()
        return entry.worker.terminate()
      })
      await Promise.all(stopping)
    }
  }
}

/**
 * A pool whose workers are terminated when the scope closes. Fails at once (a defect
 * with the remedy in its message) when the worker script is missing, as it is beside a
 * bundle: such hosts use the in-thread mode or pass the script's location.
 */
export const make = (options?: {
  readonly workers?: number | undefined
  readonly script?: URL | undefined
}): Effect.Effect<Pool, never, Scope.Scope> => {
  const script = options?.script ?? defaultScript
  const size = options?.workers ?? defaultWorkers()
  return Effect.acquireRelease(
    Effect.suspend(() => {
      if (!Number.isInteger(size) || size < 1) {
        return Effect.die(new Error(`a scan worker pool needs at least 1 worker (got ${size})`))
      }
      if (script.protocol === "file:" && !existsSync(fileURLToPath(script))) {
        return Effect.die(
          new Error(
            `the scan worker script ${script.href} does not exist (a bundled host?): use ScanPool.layerInThread, or copy the script and pass its URL as \`script\``
          )
        )
      }
      return Effect.succeed(makeUnsafe({ size, script }))
    }),
    (pool) => Effect.promise(() => pool.terminate())
  )
}
