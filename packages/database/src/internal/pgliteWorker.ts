/**
 * The worker thread that owns embedded PGlite: it opens the database (a fresh data
 * folder copied from the template when one is given), serves it on the Unix socket the
 * main thread's `PgClient` connects to, and closes both on `{kind: "stop"}`. A query
 * (WebAssembly, synchronous) runs here, never on the server's event loop.
 *
 * Messages to the parent: `{kind: "ready"}`, `{kind: "failed", error}`, `{kind: "stopped"}`,
 * `{kind: "schema-kept"}`, `{kind: "module", module}` (the compiled `pglite.wasm`, for the
 * next workers of the process). From the parent: `{kind: "schema", key}` (the host's schema key,
 * awaited only by a fresh data folder when `schemaKeyed`), `{kind: "keep-schema"}` (after
 * the host's migrations: keep the database as its key's schema template, see
 * `pgliteSchemaTemplate.ts`), `{kind: "stop"}`.
 */
import { mkdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { parentPort, workerData } from "node:worker_threads"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import * as PgliteSchemaTemplate from "./pgliteSchemaTemplate.ts"
import * as PgliteTemplate from "./pgliteTemplate.ts"

export interface Options {
  readonly dataDirectory: string | undefined
  readonly templateDirectory: string | undefined
  readonly socketPath: string
  /** PostgreSQL's `shared_buffers` (for example `16MB`). */
  readonly sharedBuffers: string
  /** Whether the parent sends a schema key (`{kind: "schema"}`) for schema templates. */
  readonly schemaKeyed: boolean
  /** `pglite.wasm` as an earlier worker of this process compiled it (see `compiledModule`). */
  readonly wasmModule?: WebAssembly.Module | undefined
}

const options = workerData as Options
const port = parentPort!

// Messages from the parent, by kind: each awaited once, kept when it comes first.
interface Message {
  readonly kind: string
  readonly key?: string | undefined
}
const received = new Map<string, Message>()
const waiting = new Map<string, (message: Message) => void>()
port.on("message", (message: Message) => {
  const waiter = waiting.get(message.kind)
  waiting.delete(message.kind)
  if (waiter === undefined) received.set(message.kind, message)
  else waiter(message)
})
const next = (kind: string) =>
  new Promise<Message>((resolve) => {
    const message = received.get(kind)
    received.delete(kind)
    if (message === undefined) waiting.set(kind, resolve)
    else resolve(message)
  })

const describe = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error))

/**
 * PGlite's WebAssembly, compiled: the parent's copy from an earlier worker (V8 shares one
 * compiled module between the threads of a process, the functions compiled since
 * included, which saves about half of a second PGlite's start), else compiled here and
 * sent to the parent for the next workers. `undefined` when `pglite.wasm` cannot be read
 * where PGlite keeps it: PGlite then loads it itself.
 */
const compiledModule = async (): Promise<WebAssembly.Module | undefined> => {
  if (options.wasmModule !== undefined) return options.wasmModule
  try {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite")
    const module = await WebAssembly.compile(readFileSync(join(dirname(entry), "pglite.wasm")))
    port.postMessage({ kind: "module", module })
    return module
  } catch {
    return undefined
  }
}

/**
 * On disk: the data folder (copied from the template when fresh). In memory: the
 * template's image when there is one, else (or when it does not load) a fresh cluster.
 */
const open = async (startParams: Array<string>): Promise<PGlite> => {
  const wasmModule = await compiledModule()
  const common = { startParams, ...(wasmModule === undefined ? {} : { pgliteWasmModule: wasmModule }) }
  if (options.dataDirectory !== undefined || options.templateDirectory === undefined) {
    return PGlite.create(options.dataDirectory, common)
  }
  const image = await PgliteTemplate.memoryImage(options.templateDirectory)
  if (image !== undefined) {
    try {
      return await PGlite.create({ loadDataDir: image, ...common })
    } catch {
      PgliteTemplate.discardImage(options.templateDirectory)
    }
  }
  return PGlite.create(common)
}

try {
  // The schema key of a fresh folder that had no schema template (kept after migrating).
  let unkept: string | undefined
  if (options.dataDirectory !== undefined) {
    if (options.templateDirectory === undefined) mkdirSync(options.dataDirectory, { recursive: true })
    else {
      const key =
        options.schemaKeyed && PgliteSchemaTemplate.fresh(options.dataDirectory)
          ? (await next("schema")).key
          : undefined
      if (key !== undefined && !PgliteSchemaTemplate.restore(options.dataDirectory, options.templateDirectory, key))
        unkept = key
      await PgliteTemplate.prepare(options.dataDirectory, options.templateDirectory)
    }
  }
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.sharedBuffers}`]
  const database = await open(startParams)
  // The client keeps one session, but an interrupted statement makes it open a side
  // connection for a CancelRequest, which PGlite ignores and holds until the client gives
  // up on it (5 s): room for many, so that aborted requests never lock the pool out.
  const server = new PGLiteSocketServer({ db: database, path: options.socketPath, maxConnections: 256 })
  await server.start()
  void next("keep-schema").then(async () => {
    try {
      if (unkept !== undefined && options.dataDirectory !== undefined && options.templateDirectory !== undefined)
        await PgliteSchemaTemplate.keep(database, options.dataDirectory, options.templateDirectory, unkept, startParams)
    } catch {
      // A template is a cache: without one, the next fresh folder migrates again.
    }
    port.postMessage({ kind: "schema-kept" })
  })
  void next("stop").then(async () => {
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
