/**
 * The precise Swift reader: the tree-sitter Swift grammar on `web-tree-sitter`, for
 * hosts that can afford a 3.4 MB grammar and a parse several times slower than the
 * lexical core (`SwiftReader`). It reads pattern and type ids from the syntax tree
 * (attributes, modifiers, parameters, calls, declarations; never comments or strings)
 * and gives the same ids as the lexical core on real Swift (the differential test over
 * `test/corpus`). The lexical core fills the grammar's known gaps: every line the
 * grammar could not parse (an `ERROR` or missing node: `nonisolated(unsafe) var` is one)
 * takes the lexical findings of that line; `// File:` headers are comments, so
 * `file:multi-file` is the core's; files, code lines, bracket problems and the paste's
 * kind are always the core's.
 *
 * Browser-safe: this module imports nothing of `web-tree-sitter` at run time. The host
 * passes the module and the grammar's bytes (or URL); on Node,
 * `@vouch/swift-review/node/TreeSitter` does both. `web-tree-sitter` 0.27.1 and
 * `@repomix/tree-sitter-wasms` 0.1.17 (`out/tree-sitter-swift.wasm`, tree-sitter-swift
 * 0.7.1) are optional peer dependencies; the grammar of `tree-sitter-wasms` does not
 * load in this runtime (built with an older tree-sitter CLI).
 *
 * ```ts
 * import * as WebTreeSitter from "web-tree-sitter"
 * import { TreeSitter } from "@vouch/swift-review"
 *
 * const reader = yield* TreeSitter.load({ webTreeSitter: WebTreeSitter, grammar: "/tree-sitter-swift.wasm" })
 * reader.read(code).prescan // the same shape as SwiftReader.read(code).prescan
 * ```
 *
 * @since 0.1.0
 */
import { Effect, Schema, type Scope } from "effect"
import type * as WebTreeSitter from "web-tree-sitter"
import * as SwiftReader from "./SwiftReader.ts"

/**
 * `web-tree-sitter` could not start (its runtime `.wasm` was not found or failed).
 *
 * @category errors
 * @since 0.1.0
 */
export class RuntimeUnavailable extends Schema.TaggedError<RuntimeUnavailable>()("RuntimeUnavailable", {
  cause: Schema.Defect()
}) {}

/**
 * The Swift grammar could not be loaded (missing file, or built for another ABI).
 *
 * @category errors
 * @since 0.1.0
 */
export class GrammarUnavailable extends Schema.TaggedError<GrammarUnavailable>()("GrammarUnavailable", {
  cause: Schema.Defect()
}) {}

/**
 * The one error of the tree-sitter reader.
 *
 * @category errors
 * @since 0.1.0
 */
export class TreeSitterError extends Schema.TaggedError<TreeSitterError>()("TreeSitterError", {
  reason: Schema.Union([RuntimeUnavailable, GrammarUnavailable])
}) {}

/**
 * What the syntax tree alone gives: the findings, and the 1-based lines the grammar
 * could not parse (inside an `ERROR` node, or holding a missing node).
 *
 * @category models
 * @since 0.1.0
 */
export interface TreeFindings {
  readonly findings: SwiftReader.Findings
  readonly errorLines: ReadonlySet<number>
}

/**
 * A loaded tree-sitter Swift reader.
 *
 * @category models
 * @since 0.1.0
 */
export interface Reader {
  /** The reading of a paste, as `SwiftReader.read` gives it, with the tree's ids. */
  readonly read: (code: string) => SwiftReader.Reading
  /** The tree's findings before the lexical core fills its gaps. */
  readonly treeFindings: (code: string) => TreeFindings
  /** Parses only (the tree is freed): whether the grammar found syntax errors. */
  readonly parse: (code: string) => { readonly hasError: boolean }
}

const dispatch = /^(?:Dispatch(?:Queue|Group|Semaphore|WorkItem)|OperationQueue)$/
const lock =
  /^(?:NSLock|NSRecursiveLock|NSConditionLock|NSCondition|OSAllocatedUnfairLock|Mutex|os_unfair_lock\w*|pthread_mutex_\w+|objc_sync_enter)$/
const declarations = new Set(["function_declaration", "init_declaration", "protocol_function_declaration"])

// The name of a declaration: a type identifier, or the identifiers of a dotted user type.
const nameOf = (node: WebTreeSitter.Node | null): string | undefined => {
  if (node === null) return undefined
  if (node.type === "type_identifier") return node.text
  if (node.type !== "user_type") return undefined
  const parts = node.namedChildren.filter((child) => child?.type === "type_identifier").map((child) => child!.text)
  return parts.length === 0 ? undefined : parts.join(".")
}

/**
 * Reads the findings of a syntax tree.
 *
 * @category parsing
 * @since 0.1.0
 */
export const findingsOfTree = (tree: WebTreeSitter.Tree): TreeFindings => {
  const { found, addPattern, addType } = SwiftReader.findings()
  const errorLines = new Set<number>()
  const cursor = tree.walk()
  const parents: Array<string> = []
  const visit = (): void => {
    const type = cursor.nodeType
    const line = cursor.startPosition.row + 1
    // A missing node, a token the grammar could not place (a leaf right under an `ERROR`
    // node: the well-formed subtrees inside an `ERROR` node still count), or a one-line
    // string literal over several lines (a raw string the grammar lost track of).
    if (
      cursor.nodeIsMissing ||
      (parents.at(-1) === "ERROR" && !cursor.currentNode.childCount) ||
      (type === "line_string_literal" && cursor.startPosition.row !== cursor.endPosition.row)
    ) {
      for (let row = cursor.startPosition.row; row <= cursor.endPosition.row; row++) errorLines.add(row + 1)
    }
    if (!cursor.nodeIsNamed) {
      if (type === "await") addPattern("await:await-expr", line)
      else if (type === "nonisolated") addPattern("noniso:nonisolated", line)
    } else if (type === "simple_identifier" || type === "type_identifier") {
      const text = cursor.nodeText
      if (dispatch.test(text)) addPattern("dq:dispatch-queue", line)
      else if (lock.test(text)) addPattern("lock:mutex", line)
      else if (text === "Sendable") addPattern("send:sendable", line)
      else if (text === "withLock" && cursor.currentFieldName === "suffix") addPattern("lock:mutex", line)
    } else if (type === "attribute") {
      const text = cursor.nodeText
      if (/^@MainActor\b/.test(text)) addPattern("ma:mainactor", line)
      else if (/^@concurrent\b/.test(text)) addPattern("conc:concurrent", line)
      else if (/^@unchecked\b/.test(text) && cursor.currentNode.nextNamedSibling?.text === "Sendable")
        addPattern("unchecked:sendable", line)
    } else if (type === "navigation_expression") {
      if (/^MainActor\s*\.\s*run$/.test(cursor.nodeText)) addPattern("ma:mainactor", line)
    } else if (type === "call_expression") {
      const node = cursor.currentNode
      const callee = node.firstChild
      const suffix = node.lastChild
      if (
        callee !== null &&
        suffix?.type === "call_suffix" &&
        (callee.text === "Task" || /^Task\s*\.\s*detached$/.test(callee.text)) &&
        suffix.namedChildren.some((child) => child?.type === "lambda_literal")
      )
        addPattern("task:unstructured", callee.startPosition.row + 1)
    } else if (type === "parameter") {
      const node = cursor.currentNode
      const name = node.childForFieldName("name")
      if (name?.type === "simple_identifier" && SwiftReader.callbackName.test(name.text)) {
        const escaping = node.children.some(
          (child) =>
            (child?.type === "parameter_modifiers" || child?.type === "type_modifiers") &&
            /@escaping\b/.test(child.text)
        )
        if (escaping) addPattern("cb:completion-handler", name.startPosition.row + 1)
      }
    } else if (declarations.has(type)) {
      const children = cursor.currentNode.children
      const keyword = children.find((child) => child?.type === "func" || child?.type === "init")
      if (keyword != null && children.some((child) => child?.type === "async"))
        addPattern("async:async-func", keyword.startPosition.row + 1)
    } else if (type === "property_declaration") {
      const node = cursor.currentNode
      const children = node.children
      const isVar = children.some((child) => child?.type === "value_binding_pattern" && child.text === "var")
      const computed = children.some((child) => child?.type === "computed_property")
      const modifiers = children.find((child) => child?.type === "modifiers")
      const isStatic =
        modifiers?.namedChildren.some(
          (child) => child?.type === "property_modifier" && /^(?:static|class)$/.test(child.text)
        ) ?? false
      if (isVar && !computed && (isStatic || parents.at(-1) === "source_file"))
        addPattern("global:mutable-static", line)
    } else if (type === "class_declaration") {
      const node = cursor.currentNode
      const kind = node.childForFieldName("declaration_kind")
      const name = nameOf(node.childForFieldName("name"))
      if (kind !== null && name !== undefined) addType(kind.type, name, kind.startPosition.row + 1)
    } else if (type === "protocol_declaration") {
      const node = cursor.currentNode
      const keyword = node.children.find((child) => child?.type === "protocol")
      const name = nameOf(node.childForFieldName("name"))
      if (keyword != null && name !== undefined) addType("protocol", name, keyword.startPosition.row + 1)
    }
    if (cursor.gotoFirstChild()) {
      parents.push(type)
      do visit()
      while (cursor.gotoNextSibling())
      parents.pop()
      cursor.gotoParent()
    }
  }
  try {
    visit()
  } finally {
    cursor.delete()
  }
  return { findings: found, errorLines }
}

/**
 * Fills the tree's gaps with the lexical core's findings: `file:multi-file` (headers are
 * comments), and every finding on a line the grammar could not parse.
 *
 * @category parsing
 * @since 0.1.0
 */
export const fillGaps = (tree: TreeFindings, lexical: SwiftReader.Findings): SwiftReader.Findings => {
  const { found, addPattern, addType } = SwiftReader.findings()
  for (const [id, entry] of tree.findings.patterns)
    found.patterns.set(id, { lines: new Set(entry.lines), count: entry.count })
  for (const [id, entry] of tree.findings.types)
    found.types.set(id, { label: entry.label, lines: new Set(entry.lines) })
  for (const [id, entry] of lexical.patterns)
    for (const line of entry.lines)
      if (id === "file:multi-file" || (tree.errorLines.has(line) && !found.patterns.get(id)?.lines.has(line)))
        addPattern(id, line)
  for (const [id, entry] of lexical.types) {
    const [, kind, name] = id.split(":")
    for (const line of entry.lines)
      if (tree.errorLines.has(line) && !found.types.get(id)?.lines.has(line)) addType(kind!, name!, line)
  }
  return found
}

/**
 * The reader on a parser that has the Swift grammar set.
 *
 * @category constructors
 * @since 0.1.0
 */
export const reader = (parser: WebTreeSitter.Parser): Reader => {
  const withTree = <A>(code: string, use: (tree: WebTreeSitter.Tree) => A): A => {
    parser.reset()
    const tree = parser.parse(code)
    if (tree === null) throw new Error("tree-sitter returned no tree (no language set)")
    try {
      return use(tree)
    } finally {
      tree.delete()
    }
  }
  const treeFindings = (code: string) => withTree(code, findingsOfTree)
  return {
    treeFindings,
    parse: (code) => withTree(code, (tree) => ({ hasError: tree.rootNode.hasError })),
    read: (code) => {
      const lexical = SwiftReader.lexical(code)
      return SwiftReader.reading(lexical, fillGaps(treeFindings(code), lexical.findings))
    }
  }
}

/**
 * What `load` needs: the `web-tree-sitter` module (imported by the host, so this package
 * never imports it), the Swift grammar (bytes, or a URL or path `Language.load`
 * accepts), and the runtime's Emscripten options (`locateFile` for its `.wasm` in a
 * browser).
 *
 * @category models
 * @since 0.1.0
 */
export interface LoadOptions {
  readonly webTreeSitter: Pick<typeof WebTreeSitter, "Parser" | "Language">
  readonly grammar: Uint8Array | string | URL
  readonly runtime?: Parameters<typeof WebTreeSitter.Parser.init>[0]
}

/**
 * Starts `web-tree-sitter`, loads the grammar and makes a parser, freed when the scope
 * closes.
 *
 * @category constructors
 * @since 0.1.0
 */
export const load: (options: LoadOptions) => Effect.Effect<Reader, TreeSitterError, Scope.Scope> = Effect.fn(
  "TreeSitter.load"
)(function* (options: LoadOptions) {
  const { Language, Parser } = options.webTreeSitter
  yield* Effect.tryPromise({
    try: () => Parser.init(options.runtime),
    catch: (cause) => new TreeSitterError({ reason: new RuntimeUnavailable({ cause }) })
  })
  const language = yield* Effect.tryPromise({
    try: () => Language.load(options.grammar),
    catch: (cause) => new TreeSitterError({ reason: new GrammarUnavailable({ cause }) })
  })
  const parser = yield* Effect.acquireRelease(
    Effect.sync(() => new Parser()),
    (parser) => Effect.sync(() => parser.delete())
  )
  yield* Effect.try({
    // The first parse in a process can give another tree than every later parse of the
    // same text (seen with tree-sitter-swift 0.7.1 on a long paste holding a raw string):
    // one warm-up parse makes every read repeatable.
    try: () => parser.setLanguage(language).parse("let warmUp = 1")?.delete(),
    catch: (cause) => new TreeSitterError({ reason: new GrammarUnavailable({ cause }) })
  })
  return reader(parser)
})
