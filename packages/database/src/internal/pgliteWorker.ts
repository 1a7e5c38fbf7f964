/**
 * The worker thread that owns embedded PGlite: it opens the database (a fresh data
 * folder copied from the template when one is given), serves it on the Unix socket the
 * main thread's `PgClient` connects to, and closes both on `{kind: "stop"}`. A query
 * (WebAssembly, synchronous) runs here, never on the server's event loop.
 *
 * Messages to the parent: `{kind: "ready"}`, `{kind: "failed", error}`, `{kind: "stopped"}`.
 */
import { mkdirSync } from "node:fs"
import { parentPort, workerData } from "node:worker_threads"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import * as PgliteTemplate from "./pgliteTemplate.ts"

export interface Options {
  readonly dataDirectory: string | undefined
  readonly templateDirectory: string | undefined
  readonly socketPath: string
  /** PostgreSQL's `shared_buffers` (for example `16MB`). */
  readonly sharedBuffers: string
}

const options = workerData as Options
const port = parentPort!

const describe = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error))

/**
 * On disk: the data folder (copied from the template when fresh). In memory: the
 * template's image when there is one, else (or when it does not load) a fresh cluster.
 */
const open = async (startParams: Array<string>): Promise<PGlite> => {
  if (options.dataDirectory !== undefined || options.templateDirectory === undefined) {
    return PGlite.create(options.dataDirectory, { startParams })
  }
  const image = await PgliteTemplate.memoryImage(options.templateDirectory)
  if (image !== undefined) {
    try {
      return await PGlite.create({ loadDataDir: image, startParams })
    } catch {
      PgliteTemplate.discardImage(options.templateDirectory)
    }
  }
  return PGlite.create({ startParams })
}

try {
  if (options.dataDirectory !== undefined) {
    if (options.templateDirectory === undefined) mkdirSync(options.dataDirectory, { recursive: true })
    else await PgliteTemplate.prepare(options.dataDirectory, options.templateDirectory)
  }
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.sharedBuffers}`]
  const database = await open(startParams)
  // The client keeps one session, but an interrupted statement makes it open a side
  // connection for a CancelRequest, which PGlite ignores and holds until the client gives
  // up on it (5 s): room for many, so that aborted requests never lock the pool out.
  const server = new PGLiteSocketServer({ db: database, path: options.socketPath, maxConnections: 256 })
  await server.start()
  port.once("message", async () => {
    try {
      await server.stop()
      await database.close()
      port.postMessage({ kind: "stopped" })
    } catch (error) {
      port.postMessage({ kind: "failed", error: describe(error) })
    } finally {
      port.close()
    }
  })
  port.postMessage({ kind: "ready" })
} catch (error) {
  port.postMessage({ kind: "failed", error: describe(error) })
  port.close()
}
