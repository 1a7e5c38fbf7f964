/**
 * The tree-sitter Swift reader on Node: imports `web-tree-sitter` and reads the Swift
 * grammar of `@repomix/tree-sitter-wasms` (`out/tree-sitter-swift.wasm`) from
 * `node_modules`. Both are optional peer dependencies of `@vouch/swift-review`: install
 * them to use this entry.
 *
 * ```ts
 * import * as TreeSitter from "@vouch/swift-review/node/TreeSitter"
 * import { Effect } from "effect"
 *
 * const program = Effect.scoped(
 *   Effect.map(TreeSitter.load(), (reader) => reader.read("actor Counter { var n = 0 }").prescan.types)
 * )
 * ```
 *
 * @since 0.1.0
 */
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { Effect, type Scope } from "effect"
import {
  GrammarUnavailable,
  load as loadWith,
  type Reader,
  RuntimeUnavailable,
  TreeSitterError
} from "../TreeSitter.ts"

const require = createRequire(import.meta.url)

/**
 * The grammar this entry loads.
 *
 * @category constants
 * @since 0.1.0
 */
export const grammarModule = "@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm"

/**
 * Loads `web-tree-sitter` and the Swift grammar from `node_modules` (or the grammar file
 * at `grammarPath`); the parser is freed when the scope closes.
 *
 * @category constructors
 * @since 0.1.0
 */
export const load: (options?: {
  readonly grammarPath?: string
}) => Effect.Effect<Reader, TreeSitterError, Scope.Scope> = Effect.fn("TreeSitter.loadNode")(function* (
  options: { readonly grammarPath?: string } = {}
) {
  const webTreeSitter = yield* Effect.tryPromise({
    try: () => import("web-tree-sitter"),
    catch: (cause) => new TreeSitterError({ reason: new RuntimeUnavailable({ cause }) })
  })
  const grammar = yield* Effect.tryPromise({
    try: () => readFile(options.grammarPath ?? require.resolve(grammarModule)),
    catch: (cause) => new TreeSitterError({ reason: new GrammarUnavailable({ cause }) })
  })
  return yield* loadWith({ webTreeSitter, grammar })
})
