/**
 * The glslang adapter (server only): the Khronos reference front-end
 * (`glslangValidator`, from the npm package `glslang-validator-prebuilt-predownloaded`,
 * Linux, macOS and Windows on x64) as a `GlslReader.Compiler`. Its binaries ship without
 * the run bit, so the adapter copies the one for this platform to a temporary directory
 * with mode 0755 before the first spawn. Each compile writes the unit to a temporary
 * `.frag`/`.vert` file and runs `glslangValidator -C` (all errors); `ERROR: 0:<line>:` and
 * `WARNING: 0:<line>:` lines become diagnostics. Results are kept per unit (a small
 * cache), so the lanes of one request, its prompt, its check and its retry compile once.
 *
 * ```ts
 * import { GlslReader } from "@vouch/shader-review"
 * import * as Glslang from "@vouch/shader-review/node/Glslang"
 *
 * const compiler = Glslang.compiler() // none where glslang cannot run
 * GlslReader.facts("void main() {}", { target: "webgl1", compiler })
 * ```
 *
 * A server that should not wait for glslang at start takes `Glslang.compilerOr(fallback)`:
 * glslang when it runs here, else the fallback (for example `Glslx.compiler`), found out
 * on the first shader checked.
 *
 * @since 0.1.0
 */
import { execFileSync } from "node:child_process"
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { arch, platform, tmpdir } from "node:os"
import { join } from "node:path"
import type { Compiled, Compiler, Diagnostic, Stage } from "../GlslReader.ts"

const require = createRequire(import.meta.url)

let binary: string | null | undefined

/**
 * The path of a runnable `glslangValidator`, or none (not x64, package missing, or the
 * binary does not start).
 *
 * @category validation
 * @since 0.1.0
 */
export const binaryPath = (): string | undefined => {
  if (binary !== undefined) return binary ?? undefined
  binary = null
  try {
    if (arch() !== "x64") return undefined
    const suffix = platform() === "win32" ? ".exe" : platform() === "darwin" ? ".darwin" : ".linux"
    const shipped = (require("glslang-validator-prebuilt-predownloaded") as { readonly path: string }).path
    if (!existsSync(shipped)) return undefined
    const copy = join(mkdtempSync(join(tmpdir(), "vouch-glslang-")), `glslangValidator${suffix}`)
    copyFileSync(shipped, copy)
    chmodSync(copy, 0o755)
    execFileSync(copy, ["--version"], { stdio: "pipe", timeout: 10_000 })
    binary = copy
  } catch {
    binary = null
  }
  return binary ?? undefined
}

let versionText: string | undefined

/**
 * The checker's name and version as `facts` names it, e.g. `glslang 11.7.0`.
 *
 * @category validation
 * @since 0.1.0
 */
export const version = (): string | undefined => {
  const path = binaryPath()
  if (path === undefined) return undefined
  if (versionText === undefined) {
    const out = execFileSync(path, ["--version"], { encoding: "utf8", timeout: 10_000 })
    versionText = `glslang ${/Glslang Version: \d+:([\d.]+)/.exec(out)?.[1] ?? "unknown"}`
  }
  return versionText
}

/**
 * Reads glslang's output: `ERROR: 0:12: 'x' : undeclared identifier` lines (summary lines
 * such as `ERROR: 2 compilation errors` and the "compilation terminated" follow-up are
 * dropped).
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseOutput = (output: string): ReadonlyArray<Diagnostic> =>
  [...output.matchAll(/^(ERROR|WARNING): \d+:(\d+): (.*)$/gm)]
    .map((match) => ({
      line: Number(match[2]),
      severity: match[1] === "ERROR" ? ("error" as const) : ("warning" as const),
      message: match[3]!.replace(/\s+$/, "")
    }))
    .filter((diagnostic) => !/compilation terminated/.test(diagnostic.message))

const cache = new Map<string, Compiled>()
let spawned = 0

/**
 * How many times this process has run `glslangValidator` on a unit (cached compiles are
 * not runs).
 *
 * @category validation
 * @since 0.1.0
 */
export const runs = (): number => spawned

/**
 * Compiles one unit for a stage; none when glslang cannot run here.
 *
 * @category validation
 * @since 0.1.0
 */
export const compile = (unit: string, stage: Stage): Compiled | undefined => {
  const path = binaryPath()
  const checker = version()
  if (path === undefined || checker === undefined) return undefined
  const key = `${stage}\u0000${unit}`
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const directory = mkdtempSync(join(tmpdir(), "vouch-glsl-"))
  const file = join(directory, stage === "fragment" ? "shader.frag" : "shader.vert")
  let output: string
  try {
    writeFileSync(file, unit)
    spawned++
    output = execFileSync(path, ["-C", file], { encoding: "utf8", stdio: "pipe", timeout: 20_000 })
  } catch (error) {
    const failed = error as { readonly stdout?: string; readonly stderr?: string }
    output = `${failed.stdout ?? ""}\n${failed.stderr ?? ""}`
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
  const compiled = { checker, diagnostics: parseOutput(output) }
  if (cache.size >= 64) cache.delete(cache.keys().next().value!)
  cache.set(key, compiled)
  return compiled
}

/**
 * The glslang compiler port, or none where it cannot run.
 *
 * @category validation
 * @since 0.1.0
 */
export const compiler = (): Compiler | undefined =>
  binaryPath() === undefined ? undefined : { name: version() ?? "glslang", compile }

/**
 * glslang where it runs, else `fallback`, chosen on the first use of the compiler (its
 * `name` or a compile) rather than now: finding out copies glslang's binary and runs it,
 * which a server's start need not wait for.
 *
 * @category validation
 * @since 0.2.0
 */
export const compilerOr = (fallback: Compiler): Compiler => {
  let chosen: Compiler | undefined
  const choose = (): Compiler => (chosen ??= compiler() ?? fallback)
  return {
    get name() {
      return choose().name
    },
    compile: (unit, stage) => choose().compile(unit, stage)
  }
}
