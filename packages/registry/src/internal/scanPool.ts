/**
 * A small pool of worker threads for the reference scan. Archives under
 * `inlineBytes` are scanned on the calling thread (a few milliseconds); larger ones in
 * a worker, so a 10 MiB upload does not stall every other request for seconds. The
 * workers are started on first use, never keep the process alive, and a worker that
 * dies is replaced.
 */
import { availableParallelism } from "node:os"
import { Worker } from "node:worker_threads"
import { Scanner, type ScanReport } from "@vouch/scanner"
import { Effect } from "effect"

export const inlineBytes = 128 * 1024

const script = new URL(
  import.meta.url.endsWith(".ts") ? "./scanWorker.ts" : "./internal/scanWorker.js",
  import.meta.url
)

interface Pending {
  readonly resolve: (report: ScanReport.ScanReport) => void
  readonly reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  readonly pending: Map<number, Pending>
}

const slots: Array<Slot> = []
let nextId = 0
let nextSlot = 0

const spawn = (slot?: Slot): Slot => {
  const worker = new Worker(script)
  worker.unref()
  const current: Slot = slot ?? { worker, pending: new Map() }
  current.worker = worker
  worker.on(
    "message",
    (message: { readonly id: number; readonly report?: ScanReport.ScanReport; readonly error?: string }) => {
      const waiting = current.pending.get(message.id)
      if (waiting === undefined) return
      current.pending.delete(message.id)
      if (message.report !== undefined) waiting.resolve(message.report)
      else waiting.reject(new Error(message.error ?? "the scan worker failed"))
    }
  )
  worker.on("error", (error) => {
    for (const waiting of current.pending.values()) waiting.reject(error)
    current.pending.clear()
    spawn(current)
  })
  return current
}

const slot = (): Slot => {
  const size = Math.max(1, Math.min(4, availableParallelism() - 1))
  if (slots.length < size) {
    const created = spawn()
    slots.push(created)
    return created
  }
  nextSlot = (nextSlot + 1) % slots.length
  return slots[nextSlot]!
}

/** The reference scan of an archive, off the event loop when it is large. */
export const scan = (archive: Uint8Array): Effect.Effect<ScanReport.ScanReport> =>
  archive.length < inlineBytes
    ? Effect.sync(() => Scanner.scanArchive(archive))
    : Effect.callback<ScanReport.ScanReport>((resume) => {
        const target = slot()
        const id = nextId++
        target.pending.set(id, {
          resolve: (report) => resume(Effect.succeed(report)),
          reject: (error) => resume(Effect.die(error))
        })
        target.worker.postMessage({ id, archive })
      })
