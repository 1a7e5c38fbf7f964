// `pnpm bench scanner`: scan throughput of the scanner beside two floors, printed as
// ratios: a raw single-pass scan of the same line patterns (every pattern once over the
// whole text, no classification, no flows: what the scanner did before its literal
// prefilter), and the prefilter's own pass (the literal automaton over the text, the
// least any scan built on it reads); and linearity on 1, 2, 4 and 16 MiB.
// Inputs: a fixed share of the evaluation set (evaluation/: every nth skill, about 12 MiB),
// one large Markdown file made of its text, and a 1 MiB skill of random base64 text (the save benchmarks' skill). Each
// figure is the best of three runs after a warm-up pass over the evaluation set (the
// first scan of a process compiles the rules' regular expressions). No assertion on time
// (the machine is shared): the numbers are printed and written into docs/benchmarks.md
// (scanner throughput section).
import { Scanner } from "@vouch/scanner"
import { replaceSection } from "../../../scripts/BenchmarkDocument.ts"
import { Automaton, requiredLiterals, topLevelBranches } from "../src/internal/literals.ts"
import { linePatterns } from "../src/internal/patterns.ts"
import { loadEvaluation } from "../test/fixtures/Evaluation.ts"

const patterns = Object.values(linePatterns)
  .flat()
  .map((pattern) => new RegExp(pattern.source, [...new Set([...pattern.flags.replace("g", ""), "g", "m"])].join("")))

/** The floor: each pattern once over the text, counting matches. */
const rawScan = (text: string): number => {
  let count = 0
  for (const pattern of patterns) {
    pattern.lastIndex = 0
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      count++
      if (match[0].length === 0) pattern.lastIndex++
    }
  }
  return count
}

/** The literals of every line pattern (of each top-level alternative when the whole has none). */
const literals = [
  ...new Set(
    Object.values(linePatterns)
      .flat()
      .flatMap(
        (pattern) =>
          requiredLiterals(pattern)?.literals ??
          (topLevelBranches(pattern.source) ?? []).flatMap(
            (branch) => requiredLiterals(new RegExp(branch, pattern.flags))?.literals ?? []
          )
      )
  )
]
const automaton = new Automaton(literals)

/** CPU time (user) of a run, the best of three: the machine is shared, so wall time would count other work. */
const seconds = (run: () => unknown): number => {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < 3; round++) {
    const started = process.cpuUsage().user
    run()
    best = Math.min(best, (process.cpuUsage().user - started) / 1e6)
  }
  return best
}
const megabytes = (bytes: number) => bytes / (1024 * 1024)
const decoder = new TextDecoder()
const encoder = new TextEncoder()

// A fixed share of the evaluation set: every nth skill, so about 12 MiB whatever the set has
// grown to (it was 800 skills when this benchmark was written and is over 4,000 now; scanning
// all of it three times beside the raw-pattern floor took over twenty minutes).
const everySkill = loadEvaluation()
const everyBytes = everySkill.reduce((total, sample) => total + sample.bytes, 0)
const stride = Math.max(1, Math.ceil(everyBytes / (12 * 1024 * 1024)))
const samples = everySkill.filter((_, index) => index % stride === 0)
const totalBytes = samples.reduce((total, sample) => total + sample.bytes, 0)
const texts = samples.flatMap((sample) => sample.contents.files.map((file) => decoder.decode(file.bytes)))

// warm-up: the first scan of a process compiles the regular expressions
for (const sample of samples) Scanner.scanContents(sample.contents)
const corpusScanner = seconds(() => {
  for (const sample of samples) Scanner.scanContents(sample.contents)
})
const corpusFloor = seconds(() => {
  for (const text of texts) rawScan(text)
})
const corpusLiterals = seconds(() => {
  for (const text of texts) automaton.occurrences(text)
})

const allText = texts.filter((text) => !text.includes("\u0000")).join("\n")
const largeOf = (size: number) => encoder.encode(allText.repeat(Math.ceil(size / allText.length))).slice(0, size)

const rows: Array<string> = []
const largeRates: Array<{ size: number; scanner: number; floor: number; literals: number }> = []
for (const mebibytes of [1, 2, 4, 16]) {
  const bytes = largeOf(mebibytes * 1024 * 1024)
  const text = decoder.decode(bytes)
  const scanner = seconds(() => Scanner.scanFiles([{ path: "large.md", bytes }]))
  const floor = seconds(() => rawScan(text))
  const literalPass = seconds(() => automaton.occurrences(text))
  largeRates.push({
    size: mebibytes,
    scanner: megabytes(bytes.length) / scanner,
    floor: megabytes(bytes.length) / floor,
    literals: megabytes(bytes.length) / literalPass
  })
}
/** A skill of 16 files of random base64 text, 64 KiB of bytes each (as the save benchmarks make it), and a SKILL.md. */
// Seeded, so runs compare; mulberry32, whose bytes look random to the scanner (the low byte of
// a plain linear congruential generator repeats every 256 bytes, and its base64 held almost
// none of the literals real random base64 holds: the scan read 2.5 times faster than on
// `crypto.getRandomValues` bytes).
let seed = 13
const randomByte = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
  return ((mixed ^ (mixed >>> 14)) >>> 0) & 0xff
}
const base64Skill = [
  { path: "SKILL.md", bytes: encoder.encode("---\nname: big-skill\ndescription: A one megabyte skill.\n---\n") },
  ...Array.from({ length: 16 }, (_, index) => ({
    path: `data/part-${index}.txt`,
    bytes: encoder.encode(Buffer.from(Uint8Array.from({ length: 64 * 1024 }, randomByte)).toString("base64"))
  }))
]
const base64Bytes = base64Skill.reduce((total, file) => total + file.bytes.length, 0)
const base64Texts = base64Skill.map((file) => decoder.decode(file.bytes))
const base64Scanner = seconds(() => Scanner.scanFiles(base64Skill))
const base64Floor = seconds(() => {
  for (const text of base64Texts) rawScan(text)
})
const base64Literals = seconds(() => {
  for (const text of base64Texts) automaton.occurrences(text)
})

const corpusRate = megabytes(totalBytes) / corpusScanner
const corpusFloorRate = megabytes(totalBytes) / corpusFloor
const corpusLiteralRate = megabytes(totalBytes) / corpusLiterals
const row = (input: string, scanner: number, floor: number, literalRate: number) =>
  `| ${input} | ${scanner.toFixed(2)} | ${floor.toFixed(2)} | ${(scanner / floor).toFixed(1)}× | ${literalRate.toFixed(2)} | ${(literalRate / scanner).toFixed(1)}× |`
rows.push(
  row(
    `evaluation set (${samples.length} skills, ${megabytes(totalBytes).toFixed(1)} MiB)`,
    corpusRate,
    corpusFloorRate,
    corpusLiteralRate
  )
)
for (const { size, scanner, floor, literals: literalRate } of largeRates) {
  rows.push(row(`one Markdown file, ${size} MiB`, scanner, floor, literalRate))
}
rows.push(
  row(
    `random base64 text (17 files, ${megabytes(base64Bytes).toFixed(2)} MiB; ${(base64Scanner * 1000).toFixed(1)} ms a scan)`,
    megabytes(base64Bytes) / base64Scanner,
    megabytes(base64Bytes) / base64Floor,
    megabytes(base64Bytes) / base64Literals
  )
)
const oneMebibyte = largeRates[0]?.scanner ?? 1
const section = [
  "## Scanner throughput",
  "",
  `Throughput of \`@vouch/scanner\` beside two floors: a raw single-pass scan of the same ${patterns.length} line patterns (each pattern once over the whole text, no classification, flows or decoding: what the scanner did before its literal prefilter), and the prefilter's own pass (the Aho-Corasick automaton of the ${literals.length} required literals over the text, the least any scan built on it reads). MB/s are MiB per second of CPU time on this machine, the best of three runs after a warm-up pass over the evaluation set (Node ${process.version}; the machine is shared with other work and loaded, so absolute numbers vary from run to run: the ratios are the comparison). Produced by \`pnpm bench scanner\`.`,
  "",
  "| input | scanner MB/s | raw patterns MB/s | scanner / raw patterns | literal pass MB/s | literal pass / scanner |",
  "|---|---|---|---|---|---|",
  ...rows,
  "",
  `Linearity: ${largeRates.map(({ size, scanner }) => `${size} MiB at ${(scanner / oneMebibyte).toFixed(2)}× the 1 MiB rate`).join(", ")} (1.00× everywhere is linear).`
].join("\n")
console.log(section)
replaceSection("scanner-throughput", section)
