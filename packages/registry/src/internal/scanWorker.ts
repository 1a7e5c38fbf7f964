/**
 * A worker thread running the reference scan, so that scanning a large archive never
 * blocks the server's event loop. Messages: `{id, archive}` in, `{id, report}` or
 * `{id, error}` out.
 */
import { parentPort } from "node:worker_threads"
import { Scanner } from "@vouch/scanner"

parentPort?.on("message", (message: { readonly id: number; readonly archive: Uint8Array }) => {
  try {
    parentPort?.postMessage({ id: message.id, report: Scanner.scanArchive(message.archive) })
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) })
  }
})
