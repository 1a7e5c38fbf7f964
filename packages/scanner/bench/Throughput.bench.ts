// `pnpm bench scanner`: scan throughput of the scanner beside the floor, a raw
// single-pass scan of the same line patterns (every pattern once over the whole text,
// no classification, no flows), printed as ratios; and linearity on 1, 4 and 16 MiB.
// Inputs: the evaluation set (evaluation/, 800 skills) and one large Markdown file made
// of its text. No assertion on time (the machine is shared): the numbers are printed
// and written into docs/benchmarks.md (scanner throughput section).
import { Scanner } from "@vouch/scanner"
import { replaceSection } from "../../../scripts/BenchmarkDocument.ts"
import { linePatterns } from "../src/internal/patterns.ts"
import { loadEvaluation } from "../test/fixtures/Evaluation.ts"

const patterns = Object.values(linePatterns)
  .flat()
  .map((pattern) => new RegExp(pattern.source, `${pattern.flags.replace("g", "")}gm`))

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

const seconds = (run: () => unknown): number => {
  const started = performance.now()
  run()
  return (performance.now() - started) / 1000
}
const megabytes = (bytes: number) => bytes / (1024 * 1024)
const decoder = new TextDecoder()
const encoder = new TextEncoder()

const samples = loadEvaluation()
const totalBytes = samples.reduce((total, sample) => total + sample.bytes, 0)
const texts = samples.flatMap((sample) => sample.contents.files.map((file) => decoder.decode(file.bytes)))

const corpusScanner = seconds(() => {
  for (const sample of samples) Scanner.scanContents(sample.contents)
})
const corpusFloor = seconds(() => {
  for (const text of texts) rawScan(text)
})

const allText = texts.filter((text) => !text.includes("\u0000")).join("\n")
const largeOf = (size: number) => encoder.encode(allText.repeat(Math.ceil(size / allText.length))).slice(0, size)

const rows: Array<string> = []
const largeRates: Array<{ size: number; scanner: number; floor: number }> = []
for (const mebibytes of [1, 2, 4, 16]) {
  const bytes = largeOf(mebibytes * 1024 * 1024)
  const text = decoder.decode(bytes)
  const scanner = seconds(() => Scanner.scanFiles([{ path: "large.md", bytes }]))
  const floor = seconds(() => rawScan(text))
  largeRates.push({
    size: mebibytes,
    scanner: megabytes(bytes.length) / scanner,
    floor: megabytes(bytes.length) / floor
  })
}
const corpusRate = megabytes(totalBytes) / corpusScanner
const corpusFloorRate = megabytes(totalBytes) / corpusFloor
rows.push(
  `| evaluation set (${samples.length} skills, ${megabytes(totalBytes).toFixed(1)} MiB) | ${corpusRate.toFixed(2)} | ${corpusFloorRate.toFixed(2)} | ${(corpusFloorRate / corpusRate).toFixed(1)}× |`
)
for (const { size, scanner, floor } of largeRates) {
  rows.push(
    `| one Markdown file, ${size} MiB | ${scanner.toFixed(2)} | ${floor.toFixed(2)} | ${(floor / scanner).toFixed(1)}× |`
  )
}
const oneMebibyte = largeRates[0]?.scanner ?? 1
const section = [
  "## Scanner throughput",
  "",
  `Throughput of \`@vouch/scanner\` beside a raw single-pass scan of the same ${patterns.length} line patterns (each pattern once over the whole text, no classification, flows or decoding: the floor of any scanner built on these patterns). MB/s are MiB per second on this machine (Node ${process.version}, shared with other work, so absolute numbers vary from run to run; the ratios are the comparison). Produced by \`pnpm bench scanner\`.`,
  "",
  "| input | scanner MB/s | raw patterns MB/s | floor / scanner |",
  "|---|---|---|---|",
  ...rows,
  "",
  `Linearity: ${largeRates.map(({ size, scanner }) => `${size} MiB at ${(scanner / oneMebibyte).toFixed(2)}× the 1 MiB rate`).join(", ")} (1.00× everywhere is linear).`
].join("\n")
console.log(section)
replaceSection("scanner-throughput", section)
