/**
 * A worker thread for the CPU-heavy half of a save (read, inflate, hash, scan) and for
 * the reference scan alone, so that a large archive never blocks the server's event
 * loop. Messages: `{id, kind: "prepare", archive, limits}` → `{id, packed}` (the files'
 * bytes in one transferred buffer), `{id, kind: "scan", archive}` → `{id, report}`,
 * and `{id, error}` when the work throws.
 */
import { parentPort } from "node:worker_threads"
import { Scanner } from "@vouch/scanner"
import type { SkillArchive } from "@vouch/skill-archive"
import { pack, prepare } from "./prepare.ts"

type Message =
  | {
      readonly id: number
      readonly kind: "prepare"
      readonly archive: Uint8Array
      readonly limits: SkillArchive.Limits
    }
  | { readonly id: number; readonly kind: "scan"; readonly archive: Uint8Array }

parentPort?.on("message", (message: Message) => {
  try {
    if (message.kind === "scan") {
      parentPort?.postMessage({ id: message.id, report: Scanner.scanArchive(message.archive) })
      return
    }
    const { packed, transfer } = pack(prepare(message.archive, message.limits))
    parentPort?.postMessage({ id: message.id, packed }, transfer)
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) })
  }
})
