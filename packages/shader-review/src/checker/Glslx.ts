/**
 * The pure JavaScript checker: Evan Wallace's GLSL type checker `glslx` as a
 * `GlslReader.Compiler`, for where glslang does not run (a browser, an edge runtime, a
 * machine without x64 binaries). It has no preprocessor, so each unit goes through
 * `GlslPreprocessor` first (line-preserving: macros expanded, inactive branches and
 * directives blanked, `#line` honoured), and its 0-based diagnostic lines are mapped
 * back to the source as sent. What the preprocessor itself refuses (`#error`, an
 * unbalanced `#if`) is reported as an error too. `facts` names the checker
 * (`COMPILER: glslx 0.4.5`).
 *
 * Browser-safe: no Node built-ins.
 *
 * ```ts
 * import { GlslReader } from "@vouch/shader-review"
 * import * as Glslx from "@vouch/shader-review/checker/Glslx"
 *
 * GlslReader.facts("void main() { gl_FragColor = vec4(missing); }", { compiler: Glslx.compiler })
 * ```
 *
 * @since 0.1.0
 */
import glslx from "glslx"
import { preprocess } from "../GlslPreprocessor.ts"
import type { Compiled, Compiler, Diagnostic, Stage } from "../GlslReader.ts"

/**
 * The checker's name and version as `facts` names it.
 *
 * @category validation
 * @since 0.1.0
 */
export const version = "glslx 0.4.5"

const cache = new Map<string, Compiled>()

/**
 * Type-checks one unit (the stage does not change what glslx checks: it knows the
 * built-ins of both).
 *
 * @category validation
 * @since 0.1.0
 */
export const compile = (unit: string, _stage?: Stage): Compiled => {
  const cached = cache.get(unit)
  if (cached !== undefined) return cached
  const preprocessed = preprocess(unit)
  const lineOf = (zeroBased: number) => preprocessed.lines[zeroBased] ?? zeroBased + 1
  let checked: ReadonlyArray<Diagnostic>
  try {
    checked = glslx.compileIDE(preprocessed.text).diagnostics.map((diagnostic) => ({
      line: diagnostic.range === null ? 1 : lineOf(diagnostic.range.start.line),
      severity: diagnostic.kind,
      message: diagnostic.text
    }))
  } catch (error) {
    checked = [{ line: 1, severity: "error", message: `glslx failed: ${String(error)}` }]
  }
  const compiled: Compiled = {
    checker: version,
    diagnostics: [
      ...preprocessed.problems.map((problem) => ({
        line: problem.line,
        severity: "error" as const,
        message: problem.message
      })),
      ...checked
    ].sort((left, right) => left.line - right.line)
  }
  if (cache.size >= 64) cache.delete(cache.keys().next().value!)
  cache.set(unit, compiled)
  return compiled
}

/**
 * The glslx compiler port.
 *
 * @category validation
 * @since 0.1.0
 */
export const compiler: Compiler = { name: version, compile }
