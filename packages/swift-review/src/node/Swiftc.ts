/**
 * The Swift toolchain on the server: the `swiftc` found on `PATH` as a
 * `Validators.Compiler`. A rewrite is written to a temporary `Migrated.swift` (one file,
 * so diagnostic lines are lines of `rewrite.code`; its `// File:` headers are comments)
 * and checked with `swiftc -parse -swift-version 6`, then, when it parses,
 * `swiftc -typecheck -swift-version 6`. `file:line:column: error|warning|note: message`
 * lines of that file become diagnostics. Results are kept per rewrite (a small cache):
 * a reply's check and its retry compile once. No `swiftc` on `PATH`: no compiler, and
 * the validators report the rewrite as not compiled.
 *
 * ```ts
 * import { SwiftReader, Validators } from "@vouch/swift-review"
 * import * as Swiftc from "@vouch/swift-review/node/Swiftc"
 *
 * const toolchain = Swiftc.compiler() ?? null
 * Validators.check(replyText, { ...SwiftReader.withPrescan({ code }), toolchain })
 * ```
 *
 * @since 0.1.0
 */
import { execFileSync } from "node:child_process"
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { delimiter, join } from "node:path"
import type { Compiled, Compiler, Diagnostic } from "../Validators.ts"

/**
 * The path of an executable `swiftc` on the `PATH` of `environment`, or none.
 *
 * @category validation
 * @since 0.1.0
 */
export const find = (environment: NodeJS.ProcessEnv = process.env): string | undefined => {
  for (const folder of (environment.PATH ?? "").split(delimiter)) {
    if (folder === "") continue
    const candidate = join(folder, process.platform === "win32" ? "swiftc.exe" : "swiftc")
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  return undefined
}

/**
 * Reads swiftc's diagnostics of one file: `path:line:column: severity: message` lines
 * whose path is `file` (summary and other files' lines are dropped).
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseOutput = (output: string, file: string): ReadonlyArray<Diagnostic> =>
  [...output.matchAll(/^(.+?):(\d+):(\d+): (error|warning|note): (.*)$/gm)]
    .filter((match) => match[1] === file)
    .map((match) => ({
      line: Number(match[2]),
      column: Number(match[3]),
      severity: match[4] as Diagnostic["severity"],
      message: match[5]!.trimEnd()
    }))

// Runs swiftc; its output (stdout and stderr) whatever the exit status.
const run = (path: string, args: ReadonlyArray<string>, environment: NodeJS.ProcessEnv): string => {
  try {
    const result = execFileSync(path, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 120_000,
      env: environment
    })
    return result
  } catch (error) {
    const failed = error as { readonly stdout?: string; readonly stderr?: string; readonly message?: string }
    if (failed.stdout === undefined && failed.stderr === undefined) throw error
    return `${failed.stdout ?? ""}\n${failed.stderr ?? ""}`
  }
}

/**
 * The language mode the rewrite is compiled in.
 *
 * @category constants
 * @since 0.1.0
 */
export const languageMode = ["-swift-version", "6"] as const

/**
 * The `swiftc` on the `PATH` of `environment` as a compiler, or none.
 *
 * @category validation
 * @since 0.1.0
 */
export const compiler = (options: { readonly environment?: NodeJS.ProcessEnv } = {}): Compiler | undefined => {
  const environment = options.environment ?? process.env
  const path = find(environment)
  if (path === undefined) return undefined
  let name: string
  try {
    const version = run(path, ["--version"], environment)
    name = `swiftc ${/Swift version (\S+)/.exec(version)?.[1] ?? "(unknown version)"}`
  } catch {
    return undefined
  }
  const cache = new Map<string, Compiled>()
  const compile = (code: string): Compiled => {
    const cached = cache.get(code)
    if (cached !== undefined) return cached
    const directory = mkdtempSync(join(tmpdir(), "vouch-swiftc-"))
    const file = join(directory, "Migrated.swift")
    let compiled: Compiled
    try {
      writeFileSync(file, code)
      const parse = parseOutput(run(path, ["-parse", ...languageMode, file], environment), file)
      const typecheck = parse.some((diagnostic) => diagnostic.severity === "error")
        ? undefined
        : parseOutput(run(path, ["-typecheck", ...languageMode, "-module-name", "Migrated", file], environment), file)
      compiled = { compiler: name, parse, typecheck }
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
    if (cache.size >= 32) cache.delete(cache.keys().next().value!)
    cache.set(code, compiled)
    return compiled
  }
  return { name, compile }
}
