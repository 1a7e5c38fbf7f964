/**
 * The Swift reader (`prescan`): a lexical scanner with no dependencies, the same in a
 * browser and on the server. It blanks comments (line and nested block comments) and
 * string literals (single-line, multi-line `"""`, raw `#"…"#` with any number of `#`,
 * keeping the code of `\(…)` interpolations) while keeping every offset and newline,
 * splits files on `// File: Name.swift` headers, clips long code middle-out with a
 * `// [... clipped ...]` line, and finds spec 3's thirteen pattern ids and the type ids
 * `type:<kind>:<Name>` with their 1-based lines in the code as sent (after clipping).
 *
 * ```ts
 * import { SwiftReader } from "@vouch/swift-review"
 *
 * const prescan = SwiftReader.prescan("DispatchQueue.main.async { self.count += 1 }")
 * prescan.patterns[0].id // "dq:dispatch-queue"
 * ```
 *
 * @since 0.1.0
 */
import { limits } from "./internal/limits.ts"
import type { PatternId, Prescan, PrescanEntry, SwiftReviewInput } from "./SwiftReview.ts"

/**
 * The line that replaces what middle-out clipping cut.
 *
 * @category constants
 * @since 0.1.0
 */
export const clipMarker = "// [... clipped ...]"

/**
 * A `// File: Name.swift` header line.
 *
 * @category constants
 * @since 0.1.0
 */
export const fileHeader = /^[ \t]*\/\/[ \t]*File:[ \t]*(\S[^\n]*?)[ \t]*$/gm

/**
 * What lexing found: the blanked text (same length, same newlines) and whether a
 * comment or string literal was still open at the end.
 *
 * @category models
 * @since 0.1.0
 */
export interface Lexed {
  readonly blanked: string
  readonly unterminated: boolean
}

interface StringState {
  readonly hashes: number
  readonly multi: boolean
  /** The closing delimiter: `"` or `"""`, then the hashes. */
  readonly close: string
  /** The escape that starts an interpolation or escape sequence: `\\`, then the hashes. */
  readonly escape: string
}

const outside = /[/"#]/g
const outsideInInterpolation = /[/"#()]/g
const inSingleLine = /[\\"\n]/g
const inMultiLine = /[\\"]/g
const utf16 = new TextDecoder("utf-16le")

/**
 * Blanks comments and string literals (delimiters included) with spaces, keeping the
 * length and every line break; the code inside `\(…)` interpolations stays.
 *
 * @category parsing
 * @since 0.1.0
 */
export const lex = (code: string): Lexed => {
  const length = code.length
  // The blanked ranges, as [from, to) pairs in order, joined when they touch.
  const ranges: Array<number> = []
  const blank = (from: number, to: number) => {
    if (to <= from) return
    if (ranges.length > 0 && ranges[ranges.length - 1] === from) ranges[ranges.length - 1] = to
    else ranges.push(from, to)
  }
  const interpolations: Array<{ string: StringState; parens: number }> = []
  let string: StringState | undefined
  let unterminated = false
  let index = 0
  while (index < length) {
    if (string === undefined) {
      const top = interpolations.at(-1)
      const next = top === undefined ? outside : outsideInInterpolation
      next.lastIndex = index
      if (next.exec(code) === null) break
      index = next.lastIndex - 1
      const char = code[index]!
      if (char === "/") {
        if (code[index + 1] === "/") {
          const end = code.indexOf("\n", index)
          const to = end === -1 ? length : end
          blank(index, to)
          index = to
          continue
        }
        if (code[index + 1] === "*") {
          let depth = 1
          let cursor = index + 2
          while (cursor < length && depth > 0) {
            if (code[cursor] === "/" && code[cursor + 1] === "*") {
              depth++
              cursor += 2
            } else if (code[cursor] === "*" && code[cursor + 1] === "/") {
              depth--
              cursor += 2
            } else cursor++
          }
          if (depth > 0) unterminated = true
          blank(index, cursor)
          index = cursor
          continue
        }
        index++
        continue
      }
      if (char === "#" || char === '"') {
        let hashes = 0
        while (code[index + hashes] === "#") hashes++
        if (code[index + hashes] === '"') {
          const multi = code.startsWith('"""', index + hashes)
          const marks = "#".repeat(hashes)
          string = { hashes, multi, close: `${multi ? '"""' : '"'}${marks}`, escape: `\\${marks}` }
          const open = index + hashes + (multi ? 3 : 1)
          blank(index, open)
          index = open
          continue
        }
        index += Math.max(hashes, 1)
        continue
      }
      if (top !== undefined) {
        if (char === "(") top.parens++
        else if (char === ")" && --top.parens === 0) {
          blank(index, index + 1)
          string = top.string
          interpolations.pop()
        }
      }
      index++
      continue
    }
    // In a string literal: everything up to the next backslash, quote or line break is text.
    const next = string.multi ? inMultiLine : inSingleLine
    next.lastIndex = index
    const found = next.exec(code)
    const at = found === null ? length : next.lastIndex - 1
    blank(index, at)
    index = at
    if (found === null) break
    const char = code[index]!
    if (char === "\\" && code.startsWith(string.escape, index)) {
      const after = index + string.escape.length
      if (code[after] === "(") {
        blank(index, after + 1)
        interpolations.push({ string, parens: 1 })
        string = undefined
        index = after + 1
        continue
      }
      blank(index, after + 1)
      index = after + 1
      continue
    }
    if (code.startsWith(string.close, index)) {
      blank(index, index + string.close.length)
      index += string.close.length
      string = undefined
      continue
    }
    if (char === "\n") {
      // A single-line literal never spans lines: the compiler reports it; lexing goes on.
      unterminated = true
      string = undefined
      index++
      continue
    }
    blank(index, index + 1)
    index++
  }
  if (string !== undefined || interpolations.length > 0) unterminated = true
  // The code's UTF-16 units with the ranges set to spaces (line breaks kept), decoded once.
  const units = new Uint16Array(length)
  for (let unit = 0; unit < length; unit++) units[unit] = code.charCodeAt(unit)
  for (let range = 0; range < ranges.length; range += 2)
    for (let unit = ranges[range]!, to = Math.min(ranges[range + 1]!, length); unit < to; unit++)
      if (units[unit] !== 10 && units[unit] !== 13) units[unit] = 32
  return { blanked: utf16.decode(units), unterminated }
}

/**
 * The blanked text alone (see `lex`).
 *
 * @category parsing
 * @since 0.1.0
 */
export const blank = (code: string): string => lex(code).blanked

/**
 * One file of a paste: its name (`''` for code before the first header) and its lines.
 *
 * @category models
 * @since 0.1.0
 */
export interface File {
  readonly name: string
  /** The header's line (1-based), or the first line when there is no header. */
  readonly startLine: number
  readonly endLine: number
}

const lineStarts = (text: string): Array<number> => {
  const starts = [0]
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 10) starts.push(index + 1)
  return starts
}

const lineAt = (starts: ReadonlyArray<number>, offset: number): number => {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= offset) low = middle
    else high = middle - 1
  }
  return low + 1
}

/**
 * The `// File:` headers of a paste: name and 1-based line.
 *
 * @category parsing
 * @since 0.1.0
 */
export const headers = (code: string): Array<{ readonly name: string; readonly line: number }> => {
  const starts = lineStarts(code)
  return [...code.matchAll(fileHeader)].map((match) => ({ name: match[1]!, line: lineAt(starts, match.index) }))
}

/**
 * Splits a paste on its `// File: Name.swift` headers.
 *
 * @category parsing
 * @since 0.1.0
 */
export const splitFiles = (code: string): Array<File> => {
  const lineCount = lineStarts(code).length
  const found = headers(code)
  const files: Array<File> = []
  if (found.length === 0 || found[0]!.line > 1) {
    const end = found.length === 0 ? lineCount : found[0]!.line - 1
    if (found.length === 0 || code.split("\n").slice(0, end).join("").trim() !== "")
      files.push({ name: "", startLine: 1, endLine: end })
  }
  found.forEach((header, index) => {
    files.push({
      name: header.name,
      startLine: header.line,
      endLine: index + 1 < found.length ? found[index + 1]!.line - 1 : lineCount
    })
  })
  return files
}

// The brace depth at the start of each line of a blanked text.
const depths = (blanked: string): Array<number> => {
  const result = [0]
  let depth = 0
  for (let index = 0; index < blanked.length; index++) {
    const char = blanked[index]
    if (char === "{") depth++
    else if (char === "}") depth--
    else if (char === "\n") result.push(depth)
  }
  return result
}

/**
 * Clips code longer than `max` characters middle-out: whole head and tail lines around a
 * `// [... clipped ...]` line, each half cut where the brace depth is 0 when such a line
 * is near (so each half keeps whole declarations). Code within `max` is returned as is.
 *
 * @category encoding
 * @since 0.1.0
 */
export const clip = (code: string, max: number = limits.code): string => {
  if (code.length <= max) return code
  const lines = code.split("\n")
  const depth = depths(lex(code).blanked)
  const half = Math.floor((max - clipMarker.length - 2) / 2)
  // Head: lines[0, head) within half; prefer an end where the next line starts at depth 0.
  let used = 0
  let head = 0
  while (head < lines.length && used + lines[head]!.length + 1 <= half) used += lines[head++]!.length + 1
  let tail = lines.length
  used = 0
  while (tail > head && used + lines[tail - 1]!.length + 1 <= half) used += lines[--tail]!.length + 1
  const balancedHead = (() => {
    for (let end = head; end > head / 2; end--) if (depth[end] === 0) return end
    return head
  })()
  const balancedTail = (() => {
    for (let start = tail; start < lines.length - (lines.length - tail) / 2; start++)
      if (depth[start] === 0) return start
    return tail
  })()
  if (balancedHead === 0 && balancedTail === lines.length) {
    // One enormous line (minified or generated): cut by characters.
    return `${code.slice(0, half)}\n${clipMarker}\n${code.slice(code.length - half)}`
  }
  return [...lines.slice(0, balancedHead), clipMarker, ...lines.slice(balancedTail)].join("\n")
}

const modifiers =
  "(?:(?:public|private|fileprivate|internal|open|package|final|lazy|weak|unowned|override|required|dynamic|mutating|nonmutating|nonisolated(?:\\s*\\(\\s*unsafe\\s*\\))?|@\\w+(?:\\([^)\\n]*\\))?)(?:\\s*\\(set\\))?\\s+)*"

interface PatternRule {
  readonly id: PatternId
  readonly label: string
  readonly pattern?: RegExp
}

/**
 * The pattern catalogue: each known id, its label and its lexical rule (run on the
 * blanked text; `cb`, `global`, `async` and `file` are found by code, see `prescan`).
 *
 * @category constants
 * @since 0.1.0
 */
export const patterns: ReadonlyArray<PatternRule> = [
  {
    id: "dq:dispatch-queue",
    label: "DispatchQueue / GCD / OperationQueue",
    pattern: /\b(?:Dispatch(?:Queue|Group|Semaphore|WorkItem)|OperationQueue)\b/g
  },
  {
    id: "lock:mutex",
    label: "locks and mutexes",
    pattern:
      /\b(?:NSLock|NSRecursiveLock|NSConditionLock|NSCondition|OSAllocatedUnfairLock|Mutex|os_unfair_lock\w*|pthread_mutex_\w+|objc_sync_enter)\b|\.withLock\b/g
  },
  { id: "cb:completion-handler", label: "@escaping completion handlers" },
  {
    id: "task:unstructured",
    label: "unstructured Task { } / Task.detached",
    pattern: /(?<![.\w])Task(?:\.detached)?\s*(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*\{/g
  },
  { id: "ma:mainactor", label: "@MainActor / MainActor.run", pattern: /@MainActor\b|(?<![.\w])MainActor\.run\b/g },
  { id: "conc:concurrent", label: "@concurrent", pattern: /@concurrent\b/g },
  { id: "noniso:nonisolated", label: "nonisolated / nonisolated(unsafe)", pattern: /(?<![.\w])nonisolated\b/g },
  { id: "unchecked:sendable", label: "@unchecked Sendable", pattern: /@unchecked\s+Sendable\b/g },
  { id: "send:sendable", label: "Sendable conformances and @Sendable", pattern: /\bSendable\b/g },
  { id: "global:mutable-static", label: "mutable static or global var" },
  { id: "async:async-func", label: "async functions and initialisers" },
  { id: "await:await-expr", label: "await expressions", pattern: /(?<![.\w])await\b/g },
  { id: "file:multi-file", label: "several files (// File: headers)" }
]

// A parameter name, `:`, attributes, `@escaping` (see `callbackName`).
const escapingParameter = /\b(\w+)\s*:\s*(?:@\w+\s+)*$/
const staticVar = new RegExp(`^[ \\t]*${modifiers}(?:static|class)\\s+${modifiers}var\\b`, "gm")
const topLevelVar = new RegExp(`^[ \\t]*${modifiers}var\\b`)
const storedVar = new RegExp(`^[ \\t]*${modifiers}var\\b[^{\\n]*$`)
const typeDeclaration =
  /(?<![.\w`@])(class|struct|enum|actor|protocol|extension)\s+(?!(?:func|var|let|override|subscript|init|deinit|final|static|public|private|internal|fileprivate|open|package|required|convenience|nonisolated)\b)([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)/g

// The offset of the bracket closing the one at `open`, in a blanked text.
const closing = (blanked: string, open: number, openChar: string, closeChar: string): number => {
  let depth = 0
  for (let index = open; index < blanked.length; index++) {
    if (blanked[index] === openChar) depth++
    else if (blanked[index] === closeChar && --depth === 0) return index
  }
  return -1
}

/**
 * What the reader makes of a paste: the prescan and the facts the validators use.
 *
 * @category models
 * @since 0.1.0
 */
export interface Reading {
  readonly prescan: Prescan
  readonly files: ReadonlyArray<File>
  /** Lines with code once comments and strings are blanked. */
  readonly codeLines: number
  /** Unbalanced `{}`, `()` or `[]`, or an unterminated comment or string. */
  readonly problems: ReadonlyArray<string>
  /** The paste reads as Swift (see `kind`). */
  readonly kind: "swift" | "thin" | "not-swift"
}

/**
 * What the reader reports at most (decided; the prompt stays small beside 100 000
 * characters of code): the first 20 lines of each id, the first 200 type ids. The
 * counts in `signals` count everything.
 *
 * @category constants
 * @since 0.1.0
 */
export const reported = { lines: 20, types: 200 } as const

/**
 * Fewer code lines than this make a thin paste (decided).
 *
 * @category constants
 * @since 0.1.0
 */
export const thinLines = 5

const swiftSigns =
  /\bfunc\s+\w|\bguard\s+(?:let|var|\w)|\b(?:struct|extension|protocol|actor)\s+[A-Z_]\w*|@(?:MainActor|escaping|Sendable|objc|Published|State|main|available|concurrent|unchecked)\b|\bimport\s+(?:Foundation|SwiftUI|UIKit|AppKit|Combine|Dispatch|Observation|os)\b|\b(?:let|var)\s+\w+\s*:\s*[A-Z[(]|\bif\s+let\b|->\s*[A-Z([]|\bawait\s|\bself\.\w|\b(?:static|class)\s+(?:var|let)\s+\w|\b(?:final\s+)?class\s+[A-Z]\w*(?:<[^>\n]*>)?\s*(?::[^{\n]*)?\{/g
const foreignSigns =
  /\bdef\s+\w+\s*\(|\bfunction\s*\w*\s*\(|=>|\bconst\s+\w+\s*=|#include\b|\bpublic\s+static\s+void\b|\bconsole\.log\b|\bSystem\.out\b|^\s*(?:SELECT|INSERT|UPDATE|CREATE|select|insert|update|create)\s|;[ \t]*$/gm

const countOf = (text: string, pattern: RegExp): number => {
  let count = 0
  pattern.lastIndex = 0
  while (pattern.exec(text) !== null) count++
  return count
}

// How many of each bracket a blanked text holds, in one pass.
const bracketCounts = (blanked: string): Record<string, number> => {
  const counts: Record<string, number> = { "{": 0, "}": 0, "(": 0, ")": 0, "[": 0, "]": 0 }
  for (let index = 0; index < blanked.length; index++) {
    const code = blanked.charCodeAt(index)
    // ( ) [ ] { }
    if (code === 40 || code === 41 || code === 91 || code === 93 || code === 123 || code === 125)
      counts[blanked[index]!]!++
  }
  return counts
}

/**
 * What a reader found in a paste: each pattern id's lines and count, each type id's
 * label and lines. The lexical core and the tree-sitter adapter
 * (`@vouch/swift-review/TreeSitter`) both produce one; `reading` turns it into a prescan.
 *
 * @category models
 * @since 0.1.0
 */
export interface Findings {
  readonly patterns: Map<PatternId, { readonly lines: Set<number>; count: number }>
  readonly types: Map<string, { readonly label: string; readonly lines: Set<number> }>
}

/**
 * An empty `Findings` and the functions that add to it.
 *
 * @category parsing
 * @since 0.1.0
 */
export const findings = () => {
  const found: Findings = { patterns: new Map(), types: new Map() }
  const addPattern = (id: PatternId, line: number) => {
    const entry = found.patterns.get(id) ?? { lines: new Set<number>(), count: 0 }
    entry.lines.add(line)
    entry.count++
    found.patterns.set(id, entry)
  }
  const addType = (kind: string, name: string, line: number) => {
    const id = `type:${kind}:${name}`
    const entry = found.types.get(id) ?? { label: `${kind} ${name}`, lines: new Set<number>() }
    entry.lines.add(line)
    found.types.set(id, entry)
  }
  return { found, addPattern, addType }
}

/**
 * An escaping closure parameter named like a callback (its name ends in `completion`,
 * `handler`, `callback`, `reply`, `listener`, `done`, `result` or `response`, or holds
 * `finish`): the name test of `cb:completion-handler`.
 *
 * @category constants
 * @since 0.1.0
 */
export const callbackName =
  /(?:[cC]ompletion|[hH]andler|[cC]allback|[rR]eply|[lL]istener|[dD]one|[rR]esult|[rR]esponse)$|[fF]inish/

/**
 * The lexical facts of a paste: its blanked text, what the lexical rules found, and the
 * facts no grammar is needed for (files, code lines, bracket problems, kind, whether an
 * `@unchecked Sendable` type holds a stored `var`).
 *
 * @category parsing
 * @since 0.1.0
 */
export interface Lexical {
  readonly blanked: string
  readonly findings: Findings
  /** An `@unchecked Sendable` type declares a stored `var`. */
  readonly uncheckedStoredVar: boolean
  readonly files: ReadonlyArray<File>
  readonly codeLines: number
  readonly lineCount: number
  readonly problems: ReadonlyArray<string>
  readonly kind: Reading["kind"]
}

/**
 * Runs the lexical rules on a paste (as sent, after clipping).
 *
 * @category parsing
 * @since 0.1.0
 */
export const lexical = (code: string): Lexical => {
  const { blanked, unterminated } = lex(code)
  const starts = lineStarts(blanked)
  const depth = depths(blanked)
  const lines = blanked.split("\n")
  const { found, addPattern: add, addType } = findings()
  for (const rule of patterns)
    if (rule.pattern !== undefined)
      for (const match of blanked.matchAll(rule.pattern)) add(rule.id, lineAt(starts, match.index))
  // An `@escaping` parameter named like a callback: the word before `:` ends the name.
  for (let at = blanked.indexOf("@escaping"); at !== -1; at = blanked.indexOf("@escaping", at + 1)) {
    const before = escapingParameter.exec(blanked.slice(Math.max(0, at - 300), at))
    if (before !== null && callbackName.test(before[1]!) && /^@escaping\b/.test(blanked.slice(at, at + 10)))
      add("cb:completion-handler", lineAt(starts, at - before[0].length))
  }
  // Mutable statics anywhere, and `var` at the top level (brace depth 0).
  // A computed `var` (`var name: Type {` with no `=`) is not state.
  const computed = (rest: string) => /^\s*\w+\s*:[^=]*\{/.test(rest)
  for (const match of blanked.matchAll(staticVar)) {
    const rest = blanked.slice(match.index + match[0].length, blanked.indexOf("\n", match.index) >>> 0)
    if (!computed(rest)) add("global:mutable-static", lineAt(starts, match.index))
  }
  lines.forEach((line, index) => {
    const top = depth[index] === 0 ? topLevelVar.exec(line) : null
    if (top !== null && !computed(line.slice(top[0].length))) add("global:mutable-static", index + 1)
  })
  // async functions and initialisers: `async` right after the balanced parameter list.
  for (const match of blanked.matchAll(/(?<![.\w])(?:func|init)\b/g)) {
    const open = blanked.indexOf("(", match.index)
    const brace = blanked.indexOf("{", match.index)
    if (open === -1 || (brace !== -1 && brace < open)) continue
    const close = closing(blanked, open, "(", ")")
    if (close !== -1 && /^\s*async\b/.test(blanked.slice(close + 1, close + 40)))
      add("async:async-func", lineAt(starts, match.index))
  }
  const fileHeaders = headers(code)
  if (fileHeaders.length >= 2) for (const header of fileHeaders) add("file:multi-file", header.line)
  // Types.
  let uncheckedStoredVar = false
  for (const match of blanked.matchAll(typeDeclaration)) {
    addType(match[1]!, match[2]!, lineAt(starts, match.index))
    // `@unchecked Sendable` over stored `var`s shares mutable state.
    const open = blanked.indexOf("{", match.index)
    if (open === -1) continue
    const header = blanked.slice(match.index, open)
    if (!/@unchecked\s+Sendable\b/.test(header)) continue
    const close = closing(blanked, open, "{", "}")
    const bodyStart = lineAt(starts, open)
    const bodyEnd = close === -1 ? lines.length : lineAt(starts, close)
    const outer = depth[bodyStart - 1]!
    for (let line = bodyStart; line < bodyEnd; line++)
      if (depth[line] === outer + 1 && storedVar.test(lines[line]!)) uncheckedStoredVar = true
  }
  const problems: Array<string> = []
  const brackets = bracketCounts(blanked)
  if (unterminated) problems.push("a comment or string literal is not closed")
  for (const [open, close, name] of [
    ["{", "}", "braces"],
    ["(", ")", "parentheses"],
    ["[", "]", "brackets"]
  ] as const) {
    const balance = brackets[open]! - brackets[close]!
    if (balance !== 0) problems.push(`unbalanced ${name} (${balance > 0 ? `${balance} open` : `${-balance} extra`})`)
  }
  const codeLines = lines.filter((line) => line.trim() !== "").length
  const swift = countOf(blanked, swiftSigns)
  const foreign = countOf(blanked, foreignSigns)
  const kind = swift === 0 || foreign > 2 * swift ? "not-swift" : codeLines < thinLines ? "thin" : "swift"
  return {
    blanked,
    findings: found,
    uncheckedStoredVar,
    files: splitFiles(code),
    codeLines,
    lineCount: lines.length,
    problems,
    kind
  }
}

/**
 * The reading of a paste from its lexical facts and the findings of a reader (the
 * lexical core's own, or the tree-sitter adapter's).
 *
 * @category parsing
 * @since 0.1.0
 */
export const reading = (facts: Lexical, found: Findings = facts.findings): Reading => {
  const count = (id: PatternId) => found.patterns.get(id)?.count ?? 0
  const patternEntries: Array<PrescanEntry> = patterns.flatMap((rule) => {
    const entry = found.patterns.get(rule.id)
    return entry === undefined
      ? []
      : [{ id: rule.id, label: rule.label, lines: [...entry.lines].sort((a, b) => a - b) }]
  })
  const typeEntries: Array<PrescanEntry> = [...found.types].map(([id, entry]) => ({
    id,
    label: entry.label,
    lines: [...entry.lines].sort((a, b) => a - b)
  }))
  const signalCounts = Object.fromEntries(patterns.map((rule) => [rule.id.split(":")[0]!, count(rule.id)]))
  const files = facts.files.filter((file) => file.name !== "").length
  return {
    prescan: {
      patterns: patternEntries.map((entry) => ({ ...entry, lines: entry.lines.slice(0, reported.lines) })),
      types: typeEntries
        .slice(0, reported.types)
        .map((entry) => ({ ...entry, lines: entry.lines.slice(0, reported.lines) })),
      signals: {
        ...signalCounts,
        files: Math.max(1, files),
        types: typeEntries.length,
        lines: facts.lineCount,
        codeLines: facts.codeLines,
        parseErrors: facts.problems.length,
        legacyGcd: count("dq:dispatch-queue") > 0,
        callbackStyle: count("cb:completion-handler") > 0,
        sharedMutableGlobals: count("global:mutable-static") > 0 || facts.uncheckedStoredVar
      }
    },
    files: facts.files,
    codeLines: facts.codeLines,
    problems: facts.problems,
    kind: facts.kind
  }
}

/**
 * Reads a paste (as sent, after clipping): patterns with lines, type ids, signals, and
 * whether it is Swift, thin, or not Swift.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (code: string): Reading => reading(lexical(code))

/**
 * The prescan of a paste (see `read`).
 *
 * @category parsing
 * @since 0.1.0
 */
export const prescan = (code: string): Prescan => read(code).prescan

/**
 * Every id a prescan sends: its pattern ids, then its type ids.
 *
 * @category parsing
 * @since 0.1.0
 */
export const idsOf = (value: Prescan | undefined): Array<string> =>
  value === undefined ? [] : [...value.patterns.map((entry) => entry.id), ...value.types.map((entry) => entry.id)]

/**
 * The input as the model sees it: `code` clipped to `limits.code`, the reader's prescan
 * when the client sent none (a client's is used as sent), and a caller's `retry_note`
 * dropped (only the app's own reformat retry writes one).
 *
 * @category parsing
 * @since 0.1.0
 */
export const withPrescan = <Input extends SwiftReviewInput>(input: Input): Input & { readonly prescan: Prescan } => {
  const code = clip(input.code)
  const { retry_note: _ignored, ...rest } = input
  return { ...rest, code, prescan: input.prescan ?? prescan(code) } as Input & { readonly prescan: Prescan }
}
