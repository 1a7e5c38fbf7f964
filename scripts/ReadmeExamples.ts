/**
 * Runs the examples of a package's README, so that every example stays runnable as a
 * reader would run it: each ```ts block is written into the package (where `@vouch/...`
 * resolves, the package included, through its `exports`) and run by `node` with a fresh
 * temporary folder as its working directory. It must finish on its own within the time
 * limit (a server or timer left open fails it), and every `// => text` comment after a
 * `console.log(...)` names what the run must print (see `printed`). A package's examples
 * share one `node` process (`ReadmeRunner.ts`); one that fails there is run alone in a
 * child process of its own (`run`), which decides.
 *
 * ```ts
 * import * as ReadmeExamples from "../../../scripts/ReadmeExamples.ts"
 *
 * ReadmeExamples.suite(import.meta.dirname, { minimum: 1 })
 * ```
 */
import { execFile, spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { isDeepStrictEqual } from "node:util"
import { deserialize } from "node:v8"
import { afterAll, assert, describe, it } from "@effect/vitest"
import { Effect, type Scope } from "effect"

/** The ```ts (or ````ts) blocks of a README, in order. */
export const blocks = (readmePath: string): ReadonlyArray<string> =>
  [...readFileSync(readmePath, "utf8").matchAll(/^(`{3,4})ts\n([\s\S]*?)\n\1$/gm)].map((match) => match[2]!)

/**
 * What an example says it prints: the `// => text` comments following a `console.log(...)`,
 * each with its continuation lines (`//` and two spaces or more) joined.
 */
export const expectedOutput = (code: string): ReadonlyArray<string> =>
  [...code.matchAll(/console\.log\([\s\S]*?\)\s*(?:\/\/ => (.*)|\n\s*\/\/ => (.*))((?:\n\s*\/\/ {2,}.*)*)/g)].map(
    (match) =>
      [(match[1] ?? match[2])!, ...(match[3] ?? "").split("\n").map((line) => line.replace(/^\s*\/\//, ""))]
        .map((part) => part.trim())
        .filter((part) => part !== "")
        .join(" ")
  )

/**
 * What one run printed: its standard output, and the arguments of each `console.log`
 * call (structured-cloned; a call whose arguments cannot be cloned is kept as text).
 */
export interface Output {
  readonly stdout: string
  readonly logged: ReadonlyArray<ReadonlyArray<unknown>>
}

/**
 * The JavaScript value a comment starts with, when it starts with one: the text itself,
 * or its longest prefix ending before a space, `:`, `,` or `(` (a value followed by
 * prose, such as `true: a line break is refused`).
 */
const leadingValue = (text: string): { readonly value: unknown } | undefined => {
  for (let end = text.length; end > 0; end--) {
    if (end < text.length && !" :,(".includes(text[end]!)) continue
    try {
      return { value: new Function(`return (${text.slice(0, end)})`)() }
    } catch {
      // Not a value up to here: try a shorter prefix.
    }
  }
  return undefined
}

/**
 * Whether a run shows what a `// => text` comment says it printed: the text itself in
 * its output; or, when the text starts with a JavaScript value, a `console.log` call
 * whose one argument deeply equals it; or, when the text elides with `...`, its pieces
 * in order.
 */
export const printed = (output: Output, text: string): boolean => {
  if (output.stdout.includes(text)) return true
  const leading = leadingValue(text)
  if (
    leading !== undefined &&
    output.logged.some((values) => values.length === 1 && isDeepStrictEqual(values[0], leading.value))
  )
    return true
  if (!text.includes("...")) return false
  let from = 0
  for (const piece of text.split("...").map((part) => part.trim())) {
    const at = output.stdout.indexOf(piece, from)
    if (at === -1) return false
    from = at + piece.length
  }
  return true
}

// Loaded before each example: records the arguments of every `console.log` call.
const recorder = `import { appendFileSync } from "node:fs"
import { inspect } from "node:util"
import { serialize } from "node:v8"
const log = console.log
const record = (values) => {
  let bytes
  try { bytes = serialize(values) } catch { bytes = serialize(values.map((value) => inspect(value))) }
  const length = Buffer.alloc(4)
  length.writeUInt32LE(bytes.length)
  appendFileSync(process.env.VOUCH_README_LOG, Buffer.concat([length, bytes]))
}
console.log = (...values) => { record(values); log(...values) }
`

const readLog = (path: string): ReadonlyArray<ReadonlyArray<unknown>> => {
  if (!existsSync(path)) return []
  const bytes = readFileSync(path)
  const calls: Array<ReadonlyArray<unknown>> = []
  for (let offset = 0; offset + 4 <= bytes.length; ) {
    const length = bytes.readUInt32LE(offset)
    calls.push(deserialize(bytes.subarray(offset + 4, offset + 4 + length)) as ReadonlyArray<unknown>)
    offset += 4 + length
  }
  return calls
}

export interface RunOptions {
  /** Extra environment variables for the child process. */
  readonly env?: Readonly<Record<string, string>> | undefined
  /** Options for `node` itself, before the example (V8 flags, which `NODE_OPTIONS` refuses). */
  readonly nodeArguments?: ReadonlyArray<string> | undefined
  /** Default 60 seconds. */
  readonly timeoutMillis?: number | undefined
}

/**
 * Runs `code` as `<packageFolder>/test/.readme/<name>.ts` with `node`, in a fresh
 * temporary working directory; resolves with what it printed, rejects with its standard
 * error when it fails, exits with another code or runs out of time.
 */
export const run = (packageFolder: string, name: string, code: string, options?: RunOptions): Promise<Output> => {
  const folder = join(packageFolder, "test", ".readme")
  mkdirSync(folder, { recursive: true })
  const file = join(folder, `${name}.ts`)
  writeFileSync(file, code)
  const workingDirectory = mkdtempSync(join(tmpdir(), "vouch-readme-"))
  const recorderFile = join(workingDirectory, "recorder.mjs")
  const logFile = join(workingDirectory, "console.log.bin")
  writeFileSync(recorderFile, recorder)
  return new Promise<Output>((resolve, reject) => {
    execFile(
      process.execPath,
      [...(options?.nodeArguments ?? []), "--import", pathToFileURL(recorderFile).href, file],
      {
        cwd: workingDirectory,
        env: { ...process.env, NODE_NO_WARNINGS: "1", ...options?.env, VOUCH_README_LOG: logFile },
        timeout: options?.timeoutMillis ?? 60_000,
        killSignal: "SIGKILL",
        maxBuffer: 16 * 1024 * 1024
      },
      (error, stdout, stderr) => {
        const logged = readLog(logFile)
        rmSync(workingDirectory, { recursive: true, force: true })
        rmSync(file, { force: true })
        if (error === null) resolve({ stdout, logged })
        else
          reject(
            new Error(
              `${name} ${error.killed ? "did not exit in time" : `exited with ${error.code ?? error.signal}`}\n${stderr}${stdout}`
            )
          )
      }
    )
  })
}

interface Shared {
  /** What the shared run of example `index` printed, or why it failed; undefined when it did not get to it. */
  readonly result: (
    index: number
  ) => Promise<{ readonly output: Output; readonly error: string | undefined } | undefined>
  readonly stop: () => void
}

const runner = join(import.meta.dirname, "ReadmeRunner.ts")

/**
 * Runs `codes` one after the other in one `node` process (`ReadmeRunner.ts`), as
 * `<packageFolder>/test/.readme/example-<n>.ts`.
 */
const runShared = (packageFolder: string, codes: ReadonlyArray<string>, options?: RunOptions): Shared => {
  const folder = join(packageFolder, "test", ".readme")
  mkdirSync(folder, { recursive: true })
  const files = codes.map((code, index) => {
    const file = join(folder, `example-${index + 1}.ts`)
    writeFileSync(file, code)
    return file
  })
  const results = codes.map(() => {
    let resolve!: (result: Awaited<ReturnType<Shared["result"]>>) => void
    const promise = new Promise<Awaited<ReturnType<Shared["result"]>>>((settle) => {
      resolve = settle
    })
    return { promise, resolve }
  })
  const child = spawn(
    process.execPath,
    [...(options?.nodeArguments ?? []), runner, String(options?.timeoutMillis ?? 60_000), ...files],
    {
      cwd: packageFolder,
      env: { ...process.env, NODE_NO_WARNINGS: "1", ...options?.env },
      stdio: ["ignore", "ignore", "pipe", "pipe"]
    }
  )
  let stderr = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  let pending = ""
  child.stdio[3]?.on("data", (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split("\n")
    pending = lines.pop()!
    for (const line of lines) {
      const result = JSON.parse(line) as {
        index: number
        stdout: string
        stderr: string
        logged: ReadonlyArray<string>
        error?: string
      }
      results[result.index]?.resolve({
        output: {
          stdout: result.stdout,
          logged: result.logged.map((bytes) => deserialize(Buffer.from(bytes, "base64")) as ReadonlyArray<unknown>)
        },
        error: result.error === undefined ? undefined : `${result.error}\n${result.stderr}${result.stdout}`
      })
    }
  })
  child.once("close", (code, signal) => {
    if (code !== 0 && signal !== "SIGKILL")
      console.warn(`the README examples' runner exited with ${code ?? signal}:\n${stderr}`)
    for (const result of results) result.resolve(undefined)
  })
  return {
    result: (index) => results[index]!.promise,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
  }
}

/**
 * A vitest suite for the README of the package whose `test/` folder is `testFolder`:
 * it has at least `minimum` examples, and each runs and prints what its comments say.
 *
 * The examples run one after the other in one `node` process (`ReadmeRunner.ts`: one
 * start and one load of effect and the package for all of them, instead of one per
 * example). An example that fails there runs again alone, as `run` runs it, and that run
 * decides: what the shared process cannot tell apart from an example's own failure (an
 * example that calls `process.exit`, that leaves a timer for the next, ...) costs time,
 * never a wrong failure. `env` gives extra environment variables for one example, in a
 * scope closed after it (for a loopback server standing in for a provider): with it,
 * every example runs alone.
 */
export const suite = (
  testFolder: string,
  options: {
    readonly minimum: number
    readonly env?: Effect.Effect<Readonly<Record<string, string>>, never, Scope.Scope> | undefined
    readonly timeoutMillis?: number | undefined
    readonly nodeArguments?: ReadonlyArray<string> | undefined
  }
): void => {
  const packageFolder = join(testFolder, "..")
  const examples = blocks(join(packageFolder, "README.md"))
  const runOptions = { timeoutMillis: options.timeoutMillis, nodeArguments: options.nodeArguments }
  let shared: Shared | undefined
  describe("README", () => {
    afterAll(() => {
      shared?.stop()
      rmSync(join(testFolder, ".readme"), { recursive: true, force: true })
    })

    it("has examples", () => assert.isAtLeast(examples.length, options.minimum))

    examples.forEach((code, index) => {
      it(
        `runs example ${index + 1} and prints what it says`,
        // The shared run, then the example alone.
        { timeout: 2 * (options.timeoutMillis ?? 60_000) + 5_000 },
        () =>
          Effect.gen(function* () {
            const expected = expectedOutput(code)
            const unprinted = (output: Output) => expected.filter((text) => !printed(output, text))
            const alone = (env: Readonly<Record<string, string>>) =>
              Effect.promise(() => run(packageFolder, `example-${index + 1}-alone`, code, { ...runOptions, env }))
            let output: Output
            if (options.env !== undefined) output = yield* alone(yield* options.env)
            else {
              shared ??= runShared(packageFolder, examples, runOptions)
              const result = yield* Effect.promise(() => shared!.result(index))
              if (result !== undefined && result.error === undefined && unprinted(result.output).length === 0) return
              output = yield* alone({})
              if (unprinted(output).length === 0)
                console.warn(
                  `README example ${index + 1} of ${packageFolder} passed alone but not in the shared run:\n${
                    result === undefined
                      ? "(the shared run stopped before it)"
                      : (result.error ?? `it did not print ${unprinted(result.output).join(", ")}`)
                  }`
                )
            }
            for (const text of unprinted(output))
              assert.fail(`example ${index + 1} should print ${text}; it printed:\n${output.stdout}`)
          }).pipe(Effect.scoped, Effect.runPromise)
      )
    })
  })
}
