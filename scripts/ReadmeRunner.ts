/**
 * Runs several README examples of one package in one `node` process, one after the
 * other, so that effect and the package load once instead of once per example (see
 * `ReadmeExamples.suite`):
 *
 *   node [node options] scripts/ReadmeRunner.ts <time limit in ms> <example.ts>...
 *
 * Each example is imported as a module of its own, in a fresh temporary working
 * directory, with the environment restored after it. It has finished when its module
 * has evaluated and nothing it started keeps the event loop alive any more (the
 * process's active resources are back to what they were before it: `node` would exit
 * then). Its standard output and error and its `console.log` calls are captured; an
 * exception, an unhandled rejection, an exit code or a run past the time limit fail it.
 *
 * One JSON line per example goes to file descriptor 3: `{ index, stdout, logged, error }`
 * (`logged`: each `console.log` call's arguments, `v8.serialize`d, base64; `error`:
 * undefined when it passed). After a run past the time limit the process stops, since
 * what the example left running would hold the next ones; the caller runs what is left
 * on its own.
 */
import { mkdtempSync, rmSync, writeSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { inspect } from "node:util"
import { serialize } from "node:v8"

interface Current {
  stdout: string
  stderr: string
  logged: Array<string>
  errors: Array<string>
}

const [limit, ...files] = process.argv.slice(2)
const timeLimitMillis = Number(limit)

let current: Current = { stdout: "", stderr: "", logged: [], errors: [] }

const capture =
  (key: "stdout" | "stderr") =>
  (chunk: string | Uint8Array, encoding?: unknown, callback?: unknown): boolean => {
    current[key] += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString()
    const done = typeof encoding === "function" ? encoding : callback
    if (typeof done === "function") queueMicrotask(() => done())
    return true
  }
process.stdout.write = capture("stdout") as typeof process.stdout.write
process.stderr.write = capture("stderr") as typeof process.stderr.write

const log = console.log
console.log = (...values: Array<unknown>) => {
  let bytes: Buffer
  try {
    bytes = serialize(values)
  } catch {
    bytes = serialize(values.map((value) => inspect(value)))
  }
  current.logged.push(bytes.toString("base64"))
  log(...values)
}

const describe = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? String(error)) : inspect(error, { depth: 5 })
process.on("uncaughtException", (error) => current.errors.push(`uncaught exception: ${describe(error)}`))
process.on("unhandledRejection", (reason) => current.errors.push(`unhandled rejection: ${describe(reason)}`))

// Keeps this process alive between examples; counted in every snapshot, so it cancels out.
const keepAlive = setInterval(() => {}, 1 << 30)

const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

/** The resources keeping the event loop alive, by type, seen from a timer's callback. */
const resources = (): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const type of process.getActiveResourcesInfo()) counts.set(type, (counts.get(type) ?? 0) + 1)
  return counts
}
const settled = (before: Map<string, number>): boolean =>
  [...resources()].every(([type, count]) => count <= (before.get(type) ?? 0))

const report = (index: number, error: string | undefined) =>
  writeSync(
    3,
    `${JSON.stringify({ index, stdout: current.stdout, stderr: current.stderr, logged: current.logged, error })}\n`
  )

const home = process.cwd()
for (const [index, file] of files.entries()) {
  const environment = { ...process.env }
  const workingDirectory = mkdtempSync(join(tmpdir(), "vouch-readme-"))
  process.chdir(workingDirectory)
  current = { stdout: "", stderr: "", logged: [], errors: [] }
  await pause(0)
  const before = resources()
  let evaluated = false
  import(pathToFileURL(file!).href).then(
    () => {
      evaluated = true
    },
    (error: unknown) => {
      evaluated = true
      current.errors.push(describe(error))
    }
  )
  const deadline = Date.now() + timeLimitMillis
  let timedOut = false
  for (;;) {
    await pause(5)
    // A module still evaluating with nothing in the event loop waits on work the list does
    // not show (WebAssembly compiled on V8's threads, which `node` also waits for).
    if (evaluated && settled(before)) break
    if (Date.now() > deadline) {
      timedOut = true
      break
    }
  }
  if (timedOut)
    current.errors.push(
      `did not finish within ${timeLimitMillis} ms${evaluated ? "" : " (its top-level await never settled)"}`
    )
  if (process.exitCode !== undefined && process.exitCode !== 0)
    current.errors.push(`it set the exit code ${process.exitCode}`)
  process.exitCode = undefined
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key]
  Object.assign(process.env, environment)
  process.chdir(home)
  rmSync(workingDirectory, { recursive: true, force: true })
  report(index, current.errors.length === 0 ? undefined : current.errors.join("\n"))
  if (timedOut) process.exit(0)
}
clearInterval(keepAlive)
