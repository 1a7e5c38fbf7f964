/**
 * A line-preserving GLSL preprocessor, for checkers that have none (the pure JavaScript
 * type checker `glslx` stops at `#define` and `#ifdef`): comments removed, object-like
 * and function-like macros expanded, the lines of inactive `#if`/`#ifdef`/`#ifndef`
 * branches and every directive blanked, except `#version` and `#extension`, which such
 * a checker reads. The output has exactly as many lines as the input, so a checker's
 * line numbers still refer to the source; `#line N` is honoured through `lines`, the
 * logical number of each output line (how a host prelude followed by `#line 1` maps back
 * to the source as sent).
 *
 * Predefined: `GL_ES` (1), `__VERSION__` (100, or 300 under `#version 300 es`) and
 * `GL_FRAGMENT_PRECISION_HIGH` (1). Pure and browser-safe.
 *
 * ```ts
 * import { GlslPreprocessor } from "@vouch/shader-review"
 *
 * const out = GlslPreprocessor.preprocess("#define N 4\nfloat a[N];")
 * out.text // => "\nfloat a[4];"
 * ```
 *
 * @since 0.1.0
 */

/**
 * What the preprocessor made of a source.
 *
 * @category models
 * @since 0.1.0
 */
export interface Preprocessed {
  /** One output line per input line: directives and inactive lines blank, macros expanded. */
  readonly text: string
  /** The logical line number of each output line (index 0 is line 1), as `#line` sets it. */
  readonly lines: ReadonlyArray<number>
  /** What the preprocessor itself refused (`#error`, an unbalanced `#if`), by logical line. */
  readonly problems: ReadonlyArray<{ readonly line: number; readonly message: string }>
}

interface Macro {
  readonly parameters?: ReadonlyArray<string> | undefined
  readonly body: string
}

// Comments become spaces, newlines kept.
const stripComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, " "))

const identifier = /[A-Za-z_][A-Za-z0-9_]*/y

/** The index after the parenthesis closing the one at `open`, or -1. */
const closingParen = (text: string, open: number): number => {
  let depth = 0
  for (let index = open; index < text.length; index++) {
    if (text[index] === "(") depth++
    else if (text[index] === ")" && --depth === 0) return index + 1
  }
  return -1
}

/** Splits macro arguments at top-level commas. */
const splitArguments = (inner: string): Array<string> => {
  const parts: Array<string> = []
  let depth = 0
  let start = 0
  for (let index = 0; index < inner.length; index++) {
    const char = inner[index]
    if (char === "(") depth++
    else if (char === ")") depth--
    else if (char === "," && depth === 0) {
      parts.push(inner.slice(start, index).trim())
      start = index + 1
    }
  }
  parts.push(inner.slice(start).trim())
  return parts.length === 1 && parts[0] === "" ? [] : parts
}

/** Expands the macros of `text`; names in `hidden` are not expanded again (no recursion). */
const expand = (text: string, macros: ReadonlyMap<string, Macro>, hidden: ReadonlySet<string> = new Set()): string => {
  let out = ""
  let index = 0
  while (index < text.length) {
    const char = text[index]!
    if (!/[A-Za-z_]/.test(char)) {
      // Numbers such as 1e5 or 0x1F are not identifiers.
      if (/[0-9.]/.test(char)) {
        const number = /[0-9.]+(?:[eE][+-]?\d+)?[A-Za-z0-9_]*/y
        number.lastIndex = index
        const match = number.exec(text)
        out += match![0]
        index += match![0].length
        continue
      }
      out += char
      index++
      continue
    }
    identifier.lastIndex = index
    const name = identifier.exec(text)![0]
    index += name.length
    const macro = macros.get(name)
    if (macro === undefined || hidden.has(name)) {
      out += name
      continue
    }
    const inner = new Set([...hidden, name])
    if (macro.parameters === undefined) {
      out += expand(macro.body, macros, inner)
      continue
    }
    let open = index
    while (text[open] === " " || text[open] === "\t") open++
    const close = text[open] === "(" ? closingParen(text, open) : -1
    if (close < 0) {
      out += name
      continue
    }
    const values = splitArguments(text.slice(open + 1, close - 1)).map((value) => expand(value, macros, hidden))
    const parameters = macro.parameters
    const substituted = macro.body.replace(/[A-Za-z_][A-Za-z0-9_]*/g, (word) => {
      const at = parameters.indexOf(word)
      return at < 0 ? word : (values[at] ?? "")
    })
    out += expand(substituted, macros, inner)
    index = close
  }
  return out
}

/** Evaluates a `#if` expression: integers, `defined`, ! ~ * / % + - << >> < > <= >= == != & ^ | && || and parentheses. */
const evaluate = (expression: string, macros: ReadonlyMap<string, Macro>): number | undefined => {
  const withDefined = expression.replace(
    /\bdefined\s*(?:\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)|([A-Za-z_][A-Za-z0-9_]*))/g,
    (_, inParens: string | undefined, bare: string | undefined) => (macros.has(inParens ?? bare ?? "") ? "1" : "0")
  )
  const expanded = expand(withDefined, macros).replace(/[A-Za-z_][A-Za-z0-9_]*/g, "0")
  const tokens = expanded.match(/\d+|&&|\|\||<<|>>|<=|>=|==|!=|[-+*/%()<>!~&|^]/g) ?? []
  let position = 0
  const binary: ReadonlyArray<ReadonlyArray<string>> = [
    ["||"],
    ["&&"],
    ["|"],
    ["^"],
    ["&"],
    ["==", "!="],
    ["<", ">", "<=", ">="],
    ["<<", ">>"],
    ["+", "-"],
    ["*", "/", "%"]
  ]
  const apply = (operator: string, left: number, right: number): number | undefined => {
    switch (operator) {
      case "||":
        return left !== 0 || right !== 0 ? 1 : 0
      case "&&":
        return left !== 0 && right !== 0 ? 1 : 0
      case "|":
        return left | right
      case "^":
        return left ^ right
      case "&":
        return left & right
      case "==":
        return left === right ? 1 : 0
      case "!=":
        return left !== right ? 1 : 0
      case "<":
        return left < right ? 1 : 0
      case ">":
        return left > right ? 1 : 0
      case "<=":
        return left <= right ? 1 : 0
      case ">=":
        return left >= right ? 1 : 0
      case "<<":
        return left << right
      case ">>":
        return left >> right
      case "+":
        return left + right
      case "-":
        return left - right
      case "*":
        return left * right
      case "/":
        return right === 0 ? undefined : Math.trunc(left / right)
      default:
        return right === 0 ? undefined : left % right
    }
  }
  const unary = (): number | undefined => {
    const token = tokens[position++]
    if (token === undefined) return undefined
    if (token === "(") {
      const value = level(0)
      return tokens[position++] === ")" ? value : undefined
    }
    if (token === "!" || token === "~" || token === "-" || token === "+") {
      const value = unary()
      if (value === undefined) return undefined
      return token === "!" ? (value === 0 ? 1 : 0) : token === "~" ? ~value : token === "-" ? -value : value
    }
    return /^\d+$/.test(token) ? Number(token) : undefined
  }
  const level = (depth: number): number | undefined => {
    if (depth === binary.length) return unary()
    let left = level(depth + 1)
    while (left !== undefined && binary[depth]!.includes(tokens[position] ?? "")) {
      const operator = tokens[position++]!
      const right = level(depth + 1)
      left = right === undefined ? undefined : apply(operator, left, right)
    }
    return left
  }
  const value = level(0)
  return position === tokens.length ? value : undefined
}

interface Frame {
  /** Whether lines of this branch are kept. */
  readonly active: boolean
  /** Whether some branch of this `#if` was taken already. */
  readonly taken: boolean
  /** Whether the enclosing branch is kept. */
  readonly outer: boolean
}

/**
 * Preprocesses one source (see the module's description).
 *
 * @category parsing
 * @since 0.1.0
 */
export const preprocess = (source: string): Preprocessed => {
  const input = stripComments(source).split("\n")
  const output: Array<string> = []
  const lines: Array<number> = []
  const problems: Array<{ line: number; message: string }> = []
  const version = /^\s*#\s*version\s+300\b/m.test(source) ? "300" : "100"
  const macros = new Map<string, Macro>([
    ["GL_ES", { body: "1" }],
    ["__VERSION__", { body: version }],
    ["GL_FRAGMENT_PRECISION_HIGH", { body: "1" }]
  ])
  const stack: Array<Frame> = []
  const active = () => stack.length === 0 || stack[stack.length - 1]!.active
  let logical = 1
  for (let index = 0; index < input.length; index++) {
    let text = input[index]!
    const line = logical
    // A directive continued with backslashes: one directive, the continuation lines blank.
    let continued = 0
    if (/^\s*#/.test(text))
      while (text.endsWith("\\") && index + continued + 1 < input.length)
        text = `${text.slice(0, -1)} ${input[index + ++continued]}`
    const directive = /^\s*#\s*([a-z]*)\s*(.*?)\s*$/.exec(text)
    let kept = ""
    let next = logical + 1
    if (directive === null) {
      if (active()) kept = expand(text, macros)
    } else {
      const [, name = "", rest = ""] = directive
      switch (name) {
        case "ifdef":
        case "ifndef": {
          const defined = macros.has(rest.split(/\s+/)[0] ?? "")
          const taken = name === "ifdef" ? defined : !defined
          stack.push({ active: active() && taken, taken, outer: active() })
          break
        }
        case "if": {
          const value = active() ? evaluate(rest, macros) : 0
          if (value === undefined) problems.push({ line, message: `#if ${rest}: not a constant expression` })
          const taken = (value ?? 0) !== 0
          stack.push({ active: active() && taken, taken, outer: active() })
          break
        }
        case "elif":
        case "else": {
          const frame = stack.pop()
          if (frame === undefined) {
            problems.push({ line, message: `#${name} without #if` })
            break
          }
          const value = frame.taken || !frame.outer ? 0 : name === "else" ? 1 : evaluate(rest, macros)
          if (value === undefined) problems.push({ line, message: `#elif ${rest}: not a constant expression` })
          const taken = (value ?? 0) !== 0
          stack.push({ active: frame.outer && taken, taken: frame.taken || taken, outer: frame.outer })
          break
        }
        case "endif":
          if (stack.pop() === undefined) problems.push({ line, message: "#endif without #if" })
          break
        case "define": {
          if (!active()) break
          const definition = /^([A-Za-z_][A-Za-z0-9_]*)(\(([^)]*)\))?\s*(.*)$/.exec(rest)
          if (definition === null) {
            problems.push({ line, message: `#define ${rest}: no macro name` })
            break
          }
          macros.set(definition[1]!, {
            parameters:
              definition[2] === undefined
                ? undefined
                : definition[3]!
                    .split(",")
                    .map((parameter) => parameter.trim())
                    .filter((parameter) => parameter !== ""),
            body: definition[4] ?? ""
          })
          break
        }
        case "undef":
          if (active()) macros.delete(rest.trim())
          break
        case "line": {
          const number = /^(\d+)/.exec(rest)
          if (active() && number !== null) next = Number(number[1])
          break
        }
        case "error":
          if (active()) problems.push({ line, message: `#error ${rest}` })
          break
        case "version":
        case "extension":
          if (active()) kept = text.trim()
          break
        default:
          // #pragma, an empty #, and anything unknown: nothing for a checker.
          break
      }
    }
    output.push(kept)
    lines.push(line)
    logical = next
    for (let blank = 0; blank < continued; blank++) {
      output.push("")
      lines.push(logical++)
    }
    index += continued
  }
  if (stack.length > 0) problems.push({ line: logical - 1, message: "#if without #endif" })
  return { text: output.join("\n"), lines, problems }
}
