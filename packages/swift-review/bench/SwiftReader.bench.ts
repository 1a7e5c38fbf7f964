// `pnpm bench swift-review`: the lexical Swift reader side by side with the tree-sitter
// adapter on the same 100 000 characters of real Swift (the corpus of test/corpus joined
// with `// File:` headers, repeated, cut at the last whole line within the limit): the
// lexical read, the tree-sitter parse alone, and the adapter's whole read (parse, tree
// walk, the lexical core filling the gaps). Checks that both give the same ids; prints
// the ratios and writes the swift-review section of docs/benchmarks.md
// (`BENCH_SKIP_DOCS=1` prints only). Goal: the lexical read under 10 ms and at least 5×
// faster than the tree-sitter parse.
import { readdirSync, readFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import { environment, formatMilliseconds, measure, table } from "../../../scripts/BenchmarkHarness.ts"
import * as TreeSitter from "../src/node/TreeSitter.ts"
import * as SwiftReader from "../src/SwiftReader.ts"
import { limits } from "../src/SwiftReview.ts"

const folder = join(import.meta.dirname, "..", "test", "corpus")
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".swift"))
  .sort()
const joined = files.map((file) => `// File: ${file}\n${readFileSync(join(folder, file), "utf8")}`).join("\n")
// Whole lines of the corpus, repeated, up to the spec's 100 000 characters.
const repeated = joined.repeat(Math.ceil(limits.code / joined.length) + 1)
const code = repeated.slice(0, repeated.lastIndexOf("\n", limits.code))

const ids = (reading: SwiftReader.Reading) =>
  JSON.stringify([...reading.prescan.patterns, ...reading.prescan.types].map((entry) => [entry.id, entry.lines]).sort())

const program = Effect.gen(function* () {
  const reader = yield* TreeSitter.load()
  const same = ids(reader.read(code)) === ids(SwiftReader.read(code))
  const [lexical, parse, whole] = yield* Effect.promise(() =>
    measure(
      [
        { name: "SwiftReader.read", run: () => SwiftReader.read(code) },
        { name: "tree-sitter parse", run: () => reader.parse(code) },
        { name: "TreeSitter read", run: () => reader.read(code) }
      ],
      { rounds: 7, warmups: 2 }
    )
  )
  const ratio = (other: number) => `${(other / lexical!.milliseconds).toFixed(1)}x`
  const body = [
    `${files.length} real files (test/corpus), joined with \`// File:\` headers, repeated and cut`,
    `at a whole line: ${code.length.toLocaleString("en")} characters (${code.split("\n").length} lines). Median of 7 interleaved`,
    "rounds in one process; ratios are the tree-sitter time / the lexical time. Goal: the lexical",
    "read under 10 ms and at least 5x faster than the tree-sitter parse, with the same ids.",
    "",
    table(
      ["reader", "time", "vs lexical"],
      [
        ["`SwiftReader.read` (lexical core)", formatMilliseconds(lexical!.milliseconds), "1.0x"],
        [
          "tree-sitter parse alone (web-tree-sitter 0.27.1, tree-sitter-swift 0.7.1)",
          formatMilliseconds(parse!.milliseconds),
          ratio(parse!.milliseconds)
        ],
        [
          "`TreeSitter` read (parse, walk, gaps filled)",
          formatMilliseconds(whole!.milliseconds),
          ratio(whole!.milliseconds)
        ]
      ]
    ),
    "",
    `Same pattern and type ids, with the same lines: ${same ? "yes" : "NO"}. Lexical under 10 ms: ${lexical!.milliseconds < 10 ? "yes" : "no"}; at least 5x faster than the parse: ${parse!.milliseconds / lexical!.milliseconds >= 5 ? "yes" : "no"}.`,
    "",
    `${environment()} Load average at the end: ${loadavg()[0]!.toFixed(1)} (the machine is shared; the ratios hold better than the times).`
  ].join("\n")
  console.log(body)
  if (process.env.BENCH_SKIP_DOCS !== "1") writeSection("swift-review", "@vouch/swift-review: the Swift readers", body)
  if (!same) return yield* Effect.die(new Error("the two readers disagree on the benchmark text"))
})

Effect.runPromise(Effect.scoped(program)).catch((error) => {
  console.error(error)
  process.exit(1)
})
