/**
 * Start-up of the reference server from `./vouch start` (the way a person starts it), to
 * the first healthy `GET /v1/health`, on embedded PGlite:
 *
 * - cold start on a fresh data folder without the PGlite templates (the first start of a
 *   machine: `initdb` and every migration, then the `initdb` template and the schema
 *   template of the server's migrations are kept),
 * - cold start on a fresh data folder with the templates (every later fresh folder: a copy
 *   of the schema template, no migration to run),
 * - restart on an existing data folder,
 *
 * - the same restart from source (`VOUCH_BUNDLE=off`: no bundle, ~1,300 modules loaded),
 *
 * and what a client sees while the server starts: every request sent from the spawn on
 * is refused (port not bound yet), answered 503 with `Retry-After`, or answered for real.
 * The server's bundle (`src/Bundle.ts`) is built first, and one start (not counted) fills
 * Node's compile cache, as the starts of a machine after the first one find it.
 * Every folder it makes (data, template cache) is removed at the end.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import * as Bundle from "../src/Bundle.ts"
import { freePort } from "../test/ServerProcess.ts"

const entry = join(import.meta.dirname, "..", "..", "..", "vouch")
const runs = Number(process.env.BENCH_RUNS ?? 3)
const scratch = mkdtempSync(join(tmpdir(), "vouch-bench-startup-"))

interface Start {
  readonly milliseconds: number
  readonly outcomes: ReadonlyMap<string, number>
}

/** Spawns `./vouch start`, polls health every 10 ms until it answers 200, stops the server. */
const start = async (
  dataDirectory: string,
  cacheHome: string,
  environment: Record<string, string> = {}
): Promise<Start> => {
  const port = await freePort()
  const began = performance.now()
  const child = spawn(entry, ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      VOUCH_DATA_DIR: dataDirectory,
      XDG_CACHE_HOME: cacheHome,
      LOG_LEVEL: "Warn",
      ...environment
    },
    stdio: ["ignore", "ignore", "inherit"]
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const outcomes = new Map<string, number>()
  let milliseconds = Number.NaN
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`./vouch start exited with ${child.exitCode}`)
      const outcome = await fetch(`http://127.0.0.1:${port}/v1/health`, { signal: AbortSignal.timeout(30_000) }).then(
        async (response) => {
          await response.arrayBuffer()
          if (response.status === 503 && response.headers.get("retry-after") !== null) return "503 + Retry-After"
          return String(response.status)
        },
        (error: Error) =>
          (error.cause as { code?: string } | undefined)?.code === "ECONNREFUSED" ? "refused" : `error: ${error.name}`
      )
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      if (outcome === "200") {
        milliseconds = performance.now() - began
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  } finally {
    child.kill("SIGTERM")
    await exited
  }
  return { milliseconds, outcomes }
}

const withoutTemplate: Array<Start> = []
const withTemplate: Array<Start> = []
const restarts: Array<Start> = []
const fromSource: Array<Start> = []
const bundling = performance.now()
await Bundle.build()
const bundleMilliseconds = performance.now() - bundling
try {
  // Fills the compile cache (not counted).
  await start(mkdtempSync(join(scratch, "data-")), mkdtempSync(join(scratch, "cache-")))
  for (let run = 0; run < runs; run++) {
    // A cache folder of its own: no template yet.
    const cacheHome = mkdtempSync(join(scratch, "cache-"))
    withoutTemplate.push(await start(mkdtempSync(join(scratch, "data-")), cacheHome))
    const dataDirectory = mkdtempSync(join(scratch, "data-"))
    withTemplate.push(await start(dataDirectory, cacheHome))
    restarts.push(await start(dataDirectory, cacheHome))
    fromSource.push(await start(dataDirectory, cacheHome, { VOUCH_BUNDLE: "off" }))
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

const median = (starts: ReadonlyArray<Start>) =>
  [...starts.map((entry) => entry.milliseconds)].sort((a, b) => a - b)[Math.floor(starts.length / 2)]!
const row = (name: string, starts: ReadonlyArray<Start>) =>
  `| ${name} | ${median(starts).toFixed(0)} | ${starts.map((entry) => entry.milliseconds.toFixed(0)).join(", ")} |`
const outcomes = new Map<string, number>()
for (const entry of [...withoutTemplate, ...withTemplate, ...restarts, ...fromSource])
  for (const [kind, count] of entry.outcomes) outcomes.set(kind, (outcomes.get(kind) ?? 0) + count)

const lines = [
  `From \`./vouch start\` (node_modules matching the lockfile: no install, no pnpm; the server's bundle current, built in ${(bundleMilliseconds / 1000).toFixed(1)} s before the runs) to the first healthy \`GET /v1/health\`, on embedded PGlite, ${runs} runs each.`,
  "",
  "| start | median ms | runs ms |",
  "|---|---:|---:|",
  row("cold, fresh data folder, no template (first start of a machine: templates kept)", withoutTemplate),
  row("cold, fresh data folder, schema template copied", withTemplate),
  row("restart on an existing data folder", restarts),
  row("restart from source (`VOUCH_BUNDLE=off`, compile cache on)", fromSource),
  "",
  `The ratio template / no template: ${(median(withTemplate) / median(withoutTemplate)).toFixed(2)}; restart / template: ${(median(restarts) / median(withTemplate)).toFixed(2)}; restart from the bundle / from source: ${(median(restarts) / median(fromSource)).toFixed(2)}.`,
  "",
  `Load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on this machine's cores; absolute times are only comparable within one run.`,
  "",
  `Answers to the health requests sent every 10 ms from the spawn on, all runs: ${[...outcomes].map(([kind, count]) => `${kind} ${count}`).join(", ")}. None may be left waiting: the port is bound before the database opens and answers 503 with \`Retry-After\` until the routes are served.`
]
console.log(lines.join("\n"))
writeSection("startup", "Start-up", lines.join("\n"))
