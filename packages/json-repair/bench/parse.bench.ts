// `pnpm bench json-repair`: a realistic ~50 KB review reply read whole, cut at 100
// positions, and streamed in 16-character deltas with a snapshot after each, side by side
// with jsonrepair, partial-json, untruncate-json and the `ai` package's
// `parsePartialJson`. Writes the json-repair section of docs/benchmarks.md.

import { isDeepStrictEqual } from "node:util"
import { parsePartialJson } from "ai"
import { jsonrepair } from "jsonrepair"
import { parse as parsePartial } from "partial-json"
import * as untruncateModule from "untruncate-json"
import { replaceSection } from "../../../scripts/BenchmarkDocument.ts"
import {
  type Candidate,
  environment,
  formatMilliseconds,
  type Measured,
  measure,
  table
} from "../../../scripts/BenchmarkHarness.ts"
import * as IncrementalParser from "../src/IncrementalParser.ts"
import { hasEscapedKey } from "../src/internal/fastPath.ts"
import { hasSurrogateEscape } from "../src/internal/wellFormed.ts"
import * as JsonRepair from "../src/JsonRepair.ts"
import { reviewReply } from "./fixtures.ts"

// untruncate-json is CommonJS with a default export.
const untruncate = ((untruncateModule as unknown as { default: { default?: (json: string) => string } }).default
  .default ?? (untruncateModule as unknown as { default: (json: string) => string }).default) as (
  json: string
) => string

const text = reviewReply()
const bytes = new TextEncoder().encode(text).length
const cuts = Array.from({ length: 100 }, (_, index) => text.slice(0, Math.floor(((index + 0.5) / 100) * text.length)))
const deltas: Array<string> = []
for (let index = 0; index < text.length; index += 16) deltas.push(text.slice(index, index + 16))
// The same reply with every character outside Latin-1 replaced, as a one-byte string.
const latin1 = Buffer.from(reviewReply().replace(/[^\x00-\xff]/g, "?"), "latin1").toString("latin1")
// The reply as a chat answer: prose, a code fence, prose after it (with quotes).
const fenced = `Here is the review:\n\n\`\`\`json\n${text}\n\`\`\`\nLet me know if "drifting" fits.`
// The reply as \`ensure_ascii\` encoders write it (Python's json.dumps by default): every
// character outside ASCII as a \`\\uXXXX\` escape, emoji as escaped surrogate pairs.
const ascii = text.replace(
  /[^\x00-\x7f]/g,
  (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`
)

// A peer that throws on some input counts it as a failure and goes on.
const attempt = <A>(read: () => A): A | undefined => {
  try {
    return read()
  } catch {
    return undefined
  }
}
const peers: ReadonlyArray<{ readonly name: string; readonly read: (input: string) => unknown }> = [
  { name: "jsonrepair 3.15.0 + JSON.parse", read: (input) => attempt(() => JSON.parse(jsonrepair(input))) },
  { name: "partial-json 0.1.7", read: (input) => attempt(() => parsePartial(input)) },
  { name: "untruncate-json 0.0.1 + JSON.parse", read: (input) => attempt(() => JSON.parse(untruncate(input))) },
  { name: "ai 7.0.173 parsePartialJson", read: (input) => parsePartialJson(input) }
]

const sections: Array<string> = []
const ratio = (slower: Measured, faster: Measured) => `${(slower.milliseconds / faster.milliseconds).toFixed(2)}x`
const log = (measured: ReadonlyArray<Measured>) =>
  console.log(measured.map((entry) => `${entry.name}: ${formatMilliseconds(entry.milliseconds)}`).join("  |  "))

// 1. A complete reply.
{
  // What `parseReply` checks beyond `JSON.parse` to keep its rules: an escaped key
  // (nodejs/node#63785), a `\uD800`-`\uDFFF` escape, a raw lone surrogate.
  const checks = (json: string) => [
    hasEscapedKey(json),
    hasSurrogateEscape(json),
    (json as unknown as { isWellFormed(): boolean }).isWellFormed()
  ]
  const rows: Array<Array<string>> = []
  for (const [label, input, object] of [
    ["review reply (accents, CJK, emoji, escapes)", text, text],
    ["the same reply in Latin-1 only", latin1, latin1],
    ["the review reply after prose and in a code fence, prose after it", fenced, text],
    ["the review reply with `\\uXXXX` escapes for all non-ASCII (`ensure_ascii`)", ascii, ascii]
  ] as const) {
    // A peer that does not return the object gets no time.
    const reads: Array<boolean> = []
    for (const peer of peers) {
      const result = await peer.read(input)
      const value = peer.name.startsWith("ai") ? (result as { value: unknown }).value : result
      reads.push(isDeepStrictEqual(value, JSON.parse(object)))
    }
    const measured = await measure(
      [
        { name: "JSON.parse", run: () => JSON.parse(object) },
        { name: "parseReply", run: () => JsonRepair.parseReply(input) },
        { name: "the checks", run: () => checks(object) },
        ...peers.map((peer): Candidate => ({ name: peer.name, run: () => peer.read(input) }))
      ],
      { rounds: 15 }
    )
    log(measured)
    const [baseline, ours, checked, ...others] = measured
    rows.push([
      label,
      formatMilliseconds(baseline!.milliseconds),
      `${formatMilliseconds(ours!.milliseconds)} (${ratio(ours!, baseline!)} JSON.parse)`,
      `${formatMilliseconds(checked!.milliseconds)} (${((checked!.milliseconds / baseline!.milliseconds) * 100).toFixed(0)}%)`,
      ...others.map((other, index) =>
        reads[index] ? `${formatMilliseconds(other.milliseconds)} (${ratio(other, ours!)})` : "does not read it"
      )
    ])
  }
  sections.push(`### A complete reply

Goal: within 5% of \`JSON.parse\` (1.05x); not reached. \`parseReply\` is one \`JSON.parse\` of the
object plus what \`JSON.parse\` does not give: it checks the object's text for an escaped key
(V8's \`JSON.parse\` can read one as an earlier key, nodejs/node#63785: such texts go to the
exact reader), for a \`\\uD800\`-\`\\uDFFF\` escape and, with \`isWellFormed\`, for a raw lone
surrogate (free on a one-byte string, about 0.6 ns per character on a two-byte one), and
walks the value only when one of the last two finds something. "The checks" times those
three scans alone (in % of \`JSON.parse\`; the escape scans stop at their first find): each
reads the whole text with the engine's \`indexOf\` or \`isWellFormed\`, so their sum is the
least overhead \`parseReply\` can have while it keeps its rules. The \`JSON.parse\` column reads
the object alone (\`JSON.parse\` cannot read the fenced reply). Peers: time (their time /
\`parseReply\`'s), on the same input.

${table(["input", "JSON.parse", "parseReply", "the checks", ...peers.map((peer) => peer.name)], rows)}`)
}

// 2. The reply cut at 100 positions.
{
  const failures = peers.map((peer) => cuts.filter((cut) => peer.read(cut) === undefined).length)
  const measured = await measure([
    { name: "parseReply", run: () => cuts.map((cut) => JsonRepair.parseReply(cut)) },
    {
      name: "parseReply partialStrings",
      run: () => cuts.map((cut) => JsonRepair.parseReply(cut, { partialStrings: true }))
    },
    ...peers.map(
      (peer): Candidate => ({
        name: peer.name,
        run: () => (peer.name.startsWith("ai") ? Promise.all(cuts.map(peer.read)) : cuts.map(peer.read))
      })
    )
  ])
  log(measured)
  const [ours, partial, ...others] = measured
  const fastest = others.reduce((best, other) => (other.milliseconds < best.milliseconds ? other : best))
  sections.push(`### The reply cut at 100 positions

One pass reads all 100 prefixes (cut at 0.5%, 1.5%, … 99.5% of the text). Goal: at least
1.5x faster than the fastest peer. Fastest peer: ${fastest.name}, ${ratio(fastest, ours!)} the time of \`parseReply\`.

${table(
  ["reader", "100 cuts", "peer / parseReply", "prefixes it failed on"],
  [
    [ours!.name, formatMilliseconds(ours!.milliseconds), "1.00x", "0"],
    [partial!.name, formatMilliseconds(partial!.milliseconds), ratio(partial!, ours!), "0"],
    ...others.map((other, index) => [
      other.name,
      formatMilliseconds(other.milliseconds),
      ratio(other, ours!),
      String(failures[index])
    ])
  ]
)}`)
}

// 3. The reply streamed in 16-character deltas, a snapshot after each.
{
  const parseOnce = (await measure([{ name: "JSON.parse of the final text", run: () => JSON.parse(text) }]))[0]!
  const incremental = await measure([
    {
      name: "createIncrementalParser",
      run: () => {
        const parser = IncrementalParser.createIncrementalParser()
        for (const delta of deltas) {
          parser.push(delta)
          parser.snapshot()
        }
        return parser.snapshot()
      }
    },
    {
      name: "createIncrementalParser partialStrings",
      run: () => {
        const parser = IncrementalParser.createIncrementalParser({ partialStrings: true })
        for (const delta of deltas) {
          parser.push(delta)
          parser.snapshot()
        }
        return parser.snapshot()
      }
    }
  ])
  log(incremental)
  // The peers re-read the whole text so far at each snapshot: seconds per pass, so fewer rounds.
  const rereading = async (read: (input: string) => unknown) => {
    let so = ""
    let last: unknown
    for (const delta of deltas) {
      so += delta
      last = read(so)
      if (last instanceof Promise) last = await last
    }
    return last
  }
  const reparsed = await measure(
    [
      { name: "parseReply on the text so far", run: () => rereading((input) => JsonRepair.parseReply(input)) },
      ...peers.map((peer): Candidate => ({ name: peer.name, run: () => rereading(peer.read) }))
    ],
    { rounds: 1, roundMilliseconds: 1, warmups: 0 }
  )
  log(reparsed)
  const ours = incremental[0]!
  const fastestPeer = reparsed.slice(1).reduce((best, other) => (other.milliseconds < best.milliseconds ? other : best))
  sections.push(`### Streamed in 16-character deltas, a snapshot after each

${deltas.length} deltas. Goals: at least 100x faster than the peers, which re-read the text so far
at each snapshot, and within 10x of one \`JSON.parse\` of the final text
(${formatMilliseconds(parseOnce.milliseconds)}). \`createIncrementalParser\`: ${ratio(ours, parseOnce)} one \`JSON.parse\`;
the fastest peer takes ${ratio(fastestPeer, ours)} its time. Re-reading rows are one timed pass each.

${table(
  ["reader", "whole stream", "its time / createIncrementalParser", "its time / one JSON.parse"],
  [...incremental, ...reparsed].map((entry) => [
    entry.name,
    formatMilliseconds(entry.milliseconds),
    ratio(entry, ours),
    ratio(entry, parseOnce)
  ])
)}`)
}

replaceSection(
  "json-repair",
  `## @vouch/json-repair

The reply: a writing-style review (spec 3, \`enforce\` lane) of ${(bytes / 1000).toFixed(1)} KB (${text.length} UTF-16 code units),
pretty-printed, with escapes, \`\\u00e9\` escapes, accents, CJK, emoji and nested arrays
(\`bench/fixtures.ts\`). All readers run in one process, interleaved, median of 7 rounds unless
said otherwise. Peers that accept anything (jsonrepair, partial-json, untruncate-json) are
timed on what they return; see the README for where their answers differ.

${sections.join("\n\n")}

${environment()}
`
)
