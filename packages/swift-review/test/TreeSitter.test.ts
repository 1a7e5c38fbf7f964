import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it, layer } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"
import * as TreeSitterNode from "../src/node/TreeSitter.ts"
import * as SwiftReader from "../src/SwiftReader.ts"
import type * as TreeSitter from "../src/TreeSitter.ts"

const folder = join(import.meta.dirname, "corpus")
const corpus = readdirSync(folder)
  .filter((file) => file.endsWith(".swift"))
  .sort()
const read = (file: string) => readFileSync(join(folder, file), "utf8")

// Every pattern and type id with its lines.
const ids = (prescan: { readonly patterns: ReadonlyArray<Entry>; readonly types: ReadonlyArray<Entry> }) =>
  Object.fromEntries(
    [...prescan.patterns, ...prescan.types]
      .map((entry) => [entry.id, entry.lines.join(",")] as const)
      .sort(([left], [right]) => (left < right ? -1 : 1))
  )
interface Entry {
  readonly id: string
  readonly lines: ReadonlyArray<number>
}
const idsOf = (found: SwiftReader.Findings) =>
  ids({
    patterns: [...found.patterns].map(([id, entry]) => ({ id, lines: [...entry.lines].sort((a, b) => a - b) })),
    types: [...found.types].map(([id, entry]) => ({ id, lines: [...entry.lines].sort((a, b) => a - b) }))
  })

class Reader extends Context.Service<Reader, TreeSitter.Reader>()("@vouch/swift-review/test/TreeSitter/Reader") {}

describe("TreeSitter", () => {
  it("holds 15 or more real files in the shared corpus", () => {
    assert.isAtLeast(corpus.length, 15)
  })

  layer(Layer.effect(Reader, TreeSitterNode.load()))("the tree-sitter reader", (it) => {
    for (const file of corpus)
      it.effect(`gives the lexical core's pattern and type ids, with their lines, on ${file}`, () =>
        Effect.gen(function* () {
          const reader = yield* Reader
          const code = read(file)
          assert.deepStrictEqual(ids(reader.read(code).prescan), ids(SwiftReader.read(code).prescan))
        })
      )

    it.effect("agrees on a multi-file paste of the whole corpus (file headers, lines as sent)", () =>
      Effect.gen(function* () {
        const reader = yield* Reader
        const code = corpus.map((file) => `// File: ${file}\n${read(file)}`).join("\n")
        const tree = reader.read(code)
        const lexical = SwiftReader.read(code)
        assert.deepStrictEqual(ids(tree.prescan), ids(lexical.prescan))
        assert.deepStrictEqual(tree.prescan.signals, lexical.prescan.signals)
        assert.strictEqual(
          tree.prescan.patterns.find((entry) => entry.id === "file:multi-file")?.lines.length,
          corpus.length
        )
      })
    )

    it.effect("reads the grammar's own tree on most of the corpus: the lexical core fills only unparsed lines", () =>
      Effect.gen(function* () {
        const reader = yield* Reader
        // The tree alone (before the gaps are filled) already agrees on every file but these.
        const disagreeing = corpus.filter((file) => {
          const code = read(file)
          return (
            JSON.stringify(idsOf(reader.treeFindings(code).findings)) !==
            JSON.stringify(ids(SwiftReader.read(code).prescan))
          )
        })
        assert.deepStrictEqual(disagreeing, ["FireAndForget.swift", "NIOLock.swift", "NIOThreadPool.swift"])
        // NIOThreadPool: `public final class NIOThreadPool` sits on a line the grammar could not parse.
        const code = read("NIOThreadPool.swift")
        const tree = reader.treeFindings(code)
        assert.isUndefined(tree.findings.types.get("type:class:NIOThreadPool"))
        assert.isTrue(tree.errorLines.has(55))
        assert.deepStrictEqual(
          reader.read(code).prescan.types.find((type) => type.id === "type:class:NIOThreadPool")?.lines,
          [55]
        )
      })
    )

    it.effect("fills the grammar's gap at nonisolated(unsafe) var from the lexical core", () =>
      Effect.gen(function* () {
        const reader = yield* Reader
        const code = "nonisolated(unsafe) var counter = 0\nfinal class Box {\n  let value = 1\n}\n"
        const tree = reader.treeFindings(code)
        // tree-sitter-swift 0.7.1 reads `var` as a missing `let`: no mutable global from the tree.
        assert.isUndefined(tree.findings.patterns.get("global:mutable-static"))
        assert.isTrue(tree.errorLines.has(1))
        const prescan = reader.read(code).prescan
        assert.deepStrictEqual(ids(prescan), {
          "noniso:nonisolated": "1",
          "global:mutable-static": "1",
          "type:class:Box": "2"
        })
        assert.isTrue(prescan.signals.sharedMutableGlobals)
      })
    )

    it.effect("reads only code: comments, strings and interpolations as the lexical core does", () =>
      Effect.gen(function* () {
        const reader = yield* Reader
        const code = [
          "// DispatchQueue.main.async { } in a comment",
          'let text = "await Task { } @MainActor"',
          'let raw = #"NSLock() \\(x)"#',
          'print("\\(await load())")',
          "/* nested /* Sendable */ comment */ struct S {}"
        ].join("\n")
        assert.deepStrictEqual(ids(reader.read(code).prescan), ids(SwiftReader.read(code).prescan))
        assert.deepStrictEqual(ids(reader.read(code).prescan), {
          "await:await-expr": "4",
          "type:struct:S": "5"
        })
      })
    )
  })

  it.effect("refuses a file that is not a grammar: GrammarUnavailable", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        TreeSitterNode.load({ grammarPath: join(import.meta.dirname, "corpus", "SOURCES.md") })
      )
      assert.strictEqual(error._tag, "TreeSitterError")
      assert.strictEqual(error.reason._tag, "GrammarUnavailable")
    })
  )
})
