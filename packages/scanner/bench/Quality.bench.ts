// `pnpm bench scanner`: precision, recall and false-positive rate of the scanner on the
// labelled corpus (test/corpus), recall per family, and scan throughput. Writes the
// results into docs/benchmarks.md between the scanner markers. A sample is predicted
// malicious when its report is not clean (at least one threat).
import { Rules, Scanner, ScanReport } from "@vouch/scanner"
import { replaceSection } from "../../../scripts/BenchmarkDocument.ts"
import { loadCorpus } from "../test/fixtures/Corpus.ts"

const corpus = loadCorpus()
let truePositives = 0
let falsePositives = 0
let trueNegatives = 0
let falseNegatives = 0
const familyTotals = new Map<Rules.Family, { expected: number; found: number }>()
const misses: Array<string> = []
const falseAlarms: Array<string> = []

for (const sample of corpus) {
  const report = Scanner.scanContents(sample.contents)
  const flagged = !report.clean
  if (sample.expect.verdict === "malicious") {
    if (flagged) truePositives++
    else {
      falseNegatives++
      misses.push(sample.name)
    }
    const found = new Set(
      ScanReport.findingsOf(report)
        .filter((finding) => finding.classification === "threat")
        .map((finding) => Rules.byId(finding.rule)?.family)
    )
    for (const family of sample.expect.families ?? []) {
      const entry = familyTotals.get(family) ?? { expected: 0, found: 0 }
      entry.expected++
      if (found.has(family)) entry.found++
      familyTotals.set(family, entry)
    }
  } else if (flagged) {
    falsePositives++
    falseAlarms.push(sample.name)
  } else trueNegatives++
}

const precision = truePositives / Math.max(1, truePositives + falsePositives)
const recall = truePositives / Math.max(1, truePositives + falseNegatives)
const falsePositiveRate = falsePositives / Math.max(1, falsePositives + trueNegatives)

// throughput: scan the whole corpus a few times (kept short: shared 2-core machine)
const totalBytes = corpus.reduce((total, sample) => total + sample.bytes, 0)
const rounds = 5
const started = performance.now()
for (let round = 0; round < rounds; round++) for (const sample of corpus) Scanner.scanContents(sample.contents)
const seconds = (performance.now() - started) / 1000
const megabytesPerSecond = (totalBytes * rounds) / (1024 * 1024) / seconds
const skillsPerSecond = (corpus.length * rounds) / seconds

// throughput on one large file: every text file of the corpus concatenated to about 2 MiB
const decoder = new TextDecoder()
const allText = corpus
  .flatMap((sample) => sample.contents.files.map((file) => decoder.decode(file.bytes)))
  .filter((text) => !text.includes("\u0000"))
  .join("\n")
const large = new TextEncoder().encode(allText.repeat(Math.ceil((2 * 1024 * 1024) / allText.length)))
const largeStarted = performance.now()
Scanner.scanFiles([{ path: "large.md", bytes: large }])
const largeMegabytesPerSecond = large.length / (1024 * 1024) / ((performance.now() - largeStarted) / 1000)

const format = (value: number) => value.toFixed(3)
const familyRows = Rules.families.map(({ family }) => {
  const entry = familyTotals.get(family) ?? { expected: 0, found: 0 }
  return `| ${family} | ${entry.found}/${entry.expected} | ${entry.expected === 0 ? "-" : format(entry.found / entry.expected)} |`
})
const malicious = truePositives + falseNegatives
const benign = falsePositives + trueNegatives
const section = [
  "## Scanner",
  "",
  `Labelled corpus of \`@vouch/scanner\` (\`packages/scanner/test/corpus\`): ${malicious} malicious and ${benign} benign skills, rule set ${Rules.rulesetVersion}. A skill is flagged when its report is not clean. Goal: recall at least 0.95 with a false-positive rate at most 0.05. Produced by \`pnpm bench scanner\`.`,
  "",
  "| metric | value |",
  "|---|---|",
  `| precision | ${format(precision)} |`,
  `| recall | ${format(recall)} |`,
  `| false-positive rate | ${format(falsePositiveRate)} |`,
  `| true / false positives | ${truePositives} / ${falsePositives} |`,
  `| true / false negatives | ${trueNegatives} / ${falseNegatives} |`,
  `| throughput, corpus | ${megabytesPerSecond.toFixed(2)} MB/s, ${skillsPerSecond.toFixed(0)} skills/s (${(totalBytes / 1024).toFixed(0)} KiB of small files, ${rounds} rounds, Node ${process.version}) |`,
  `| throughput, one large file | ${largeMegabytesPerSecond.toFixed(2)} MB/s (${(large.length / 1048576).toFixed(1)} MiB of corpus text) |`,
  "",
  "Recall per family (malicious samples whose report names the family):",
  "",
  "| family | found | recall |",
  "|---|---|---|",
  ...familyRows,
  "",
  `Missed malicious samples: ${misses.length === 0 ? "none" : misses.join(", ")}.`,
  `Benign samples flagged: ${falseAlarms.length === 0 ? "none" : falseAlarms.join(", ")}.`,
  "",
  "Caveat: the corpus was written together with the rules, so these numbers are an upper bound; the misses and false positives above are deliberate hard cases kept to show known limits (see each sample's `expect.json`)."
].join("\n")

console.log(section)

replaceSection("scanner", section)
