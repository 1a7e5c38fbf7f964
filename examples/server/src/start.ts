/**
 * What `./vouch start` runs: the reference server from its bundle (`Bundle.ts`) when
 * the bundle is current, else from source while the bundle is built in the background
 * for the next start (a start never waits for a build). Node's compile cache keeps the
 * compiled code of the bundle (and of the sources), on the main thread and in worker
 * threads, between starts; `./vouch start` turns it on before this file loads.
 *
 * `VOUCH_BUNDLE=off` always runs from source and builds nothing.
 */
import { spawn } from "node:child_process"
import { enableCompileCache } from "node:module"
import { setPriority } from "node:os"
import { join } from "node:path"
import { cacheFolder, freshEntry } from "./Bundle.ts"

// Worker threads (PGlite's, the scanner's) keep their compiled code too: they inherit
// the cache's folder through the environment, not through the call.
const compileCache = enableCompileCache(process.env.NODE_COMPILE_CACHE || join(cacheFolder, "compile"))
if (compileCache.directory !== undefined) process.env.NODE_COMPILE_CACHE = compileCache.directory

const bundled = process.env.VOUCH_BUNDLE === "off" ? undefined : freshEntry()
if (bundled !== undefined) {
  await import(bundled)
} else {
  if (process.env.VOUCH_BUNDLE !== "off") {
    // Built by a process of its own, which neither holds this one open nor receives its signals.
    const builder = spawn(process.execPath, [join(import.meta.dirname, "Bundle.ts")], {
      detached: true,
      stdio: "ignore"
    })
    builder.on("error", () => undefined)
    builder.unref()
    // Behind the server's own start on a busy machine.
    if (builder.pid !== undefined)
      try {
        setPriority(builder.pid, 10)
      } catch {
        // Not allowed here: the build runs at the normal priority.
      }
  }
  await import("./main.ts")
}
