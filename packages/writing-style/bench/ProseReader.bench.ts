// `pnpm bench writing-style`: the prose reader side by side with text-readability on the
// same texts (the hand-counted corpus, and the corpus repeated to about 50 KB), with the
// sentence counts each gets; and the masker's throughput on about 10 MB of prose.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import readability from "text-readability"
import { environment, formatMilliseconds, measure, table } from "../../../scripts/BenchmarkHarness.ts"
import * as Masker from "../src/Masker.ts"
import * as ProseReader from "../src/ProseReader.ts"

const folder = join(import.meta.dirname, "..", "test", "corpus")
const files = readdirSync(folder).filter((file) => file.endsWith(".txt"))
const texts = files.map((file) => readFileSync(join(folder, file), "utf8"))
// text-readability reads one text: give it each sample without the label lines.
const plain = (text: string) =>
  text
    .split("\n")
    .filter((line) => ProseReader.labelOf(line) === undefined)
    .join("\n")

console.log(environment())
console.log("\nSentence counts (hand-counted: gettysburg 10, declaration 2, austen 9, genesis 7 + 3):")
console.log(
  table(
    ["text", "ProseReader", "text-readability"],
    files.map((file, index) => [
      file,
      String(ProseReader.read(texts[index]!).sentences),
      String(
        ProseReader.splitSamples(texts[index]!).reduce((sum, sample) => sum + readability.sentenceCount(sample.text), 0)
      )
    ])
  )
)

const whole = texts.map(plain).join("\n\n")
const large = whole.repeat(Math.ceil(50_000 / whole.length))
const rows: Array<Array<string>> = []
for (const [name, text] of [
  ["corpus", whole],
  ["corpus × n ≈ 50 KB", large]
] as const) {
  const [ours, peer] = await measure(
    [
      { name: "ProseReader.read", run: () => ProseReader.read(text) },
      {
        name: "text-readability (sentences, words, syllables, FK grade)",
        run: () => [
          readability.sentenceCount(text),
          readability.lexiconCount(text),
          readability.syllableCount(text),
          readability.fleschKincaidGrade(text)
        ]
      }
    ],
    { rounds: 5 }
  )
  rows.push([
    `${name} (${(text.length / 1000).toFixed(1)} KB)`,
    formatMilliseconds(ours!.milliseconds),
    formatMilliseconds(peer!.milliseconds),
    `${(peer!.milliseconds / ours!.milliseconds).toFixed(2)}x`
  ])
}
console.log("\nReading (median of the rounds):")
console.log(table(["text", "ProseReader.read", "text-readability", "peer / ours"], rows))

const prose = whole.repeat(Math.ceil(10_000_000 / whole.length))
const [masker] = await measure([{ name: "Masker.mask", run: () => Masker.mask(prose) }], { rounds: 3, warmups: 1 })
console.log(
  `\nMasker.mask on ${(prose.length / 1e6).toFixed(1)} MB of prose: ${formatMilliseconds(masker!.milliseconds)} = ${(prose.length / 1e6 / (masker!.milliseconds / 1000)).toFixed(0)} MB/s (goal 50 MB/s)`
)
