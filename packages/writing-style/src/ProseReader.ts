/**
 * The prose reader: the deterministic prescan a client runs on `samples` before it
 * sends them (and the server runs when a request carries no `prescan`). Pure and
 * browser-safe: `Intl.Segmenter` for sentences and words, no Node built-ins.
 *
 * ```ts
 * import { ProseReader } from "@vouch/writing-style"
 *
 * const prescan = ProseReader.prescan("--- Post ---\nWe ship on Fridays. It is really very simple!")
 * // { samples: 1, words: 9, reading_grade: ..., masked_values: 0, flags: [...] }
 * ```
 *
 * @since 0.1.0
 */
import * as Lexicon from "./internal/lexicon.ts"
import type { Prescan } from "./WritingStyle.ts"

/**
 * One piece of `samples`: the text under a `--- Label ---` line (`label` is `''` for
 * text before the first such line).
 *
 * @category models
 * @since 0.1.0
 */
export interface Sample {
  readonly label: string
  readonly text: string
}

/**
 * A line of the form `--- Label ---`: at least three hyphens, a non-empty label, at least
 * three hyphens. A bare `---` (a Markdown rule) is not one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const labelOf = (line: string): string | undefined => {
  const trimmed = line.trim()
  if (trimmed.length < 7 || !trimmed.startsWith("---") || !trimmed.endsWith("---")) return undefined
  let start = 0
  while (trimmed.charCodeAt(start) === 45) start++
  let end = trimmed.length
  while (end > start && trimmed.charCodeAt(end - 1) === 45) end--
  const label = trimmed.slice(start, end).trim()
  return label === "" ? undefined : label
}

/**
 * Splits `samples` on `--- Label ---` lines. Blank pieces are dropped.
 *
 * @category parsing
 * @since 0.1.0
 */
export const splitSamples = (samples: string): Array<Sample> => {
  const result: Array<Sample> = []
  let label = ""
  let lines: Array<string> = []
  const flush = () => {
    const text = lines.join("\n").trim()
    if (text !== "") result.push({ label, text })
    lines = []
  }
  for (const line of samples.split(/\r\n|\r|\n/)) {
    const next = labelOf(line)
    if (next === undefined) lines.push(line)
    else {
      flush()
      label = next
    }
  }
  flush()
  return result
}

// ---------------------------------------------------------------------------
// Blocks: headings, list items, paragraphs (hard-wrapped lines joined), code skipped.

type BlockKind = "heading" | "item" | "paragraph"

interface Block {
  readonly kind: BlockKind
  readonly text: string
  /** Items of one list share a number. */
  readonly list: number
}

const headingOf = (line: string): string | undefined => {
  let index = 0
  while (index < line.length && line.charCodeAt(index) === 35) index++
  if (index === 0 || index > 6) return undefined
  if (index < line.length && line[index] !== " " && line[index] !== "\t") return undefined
  return line.slice(index).trim().replace(/\s#+$/, "")
}

// The text of a list item line ("- x", "* x", "+ x", "• x", "1. x", "1) x"), or undefined.
const itemOf = (line: string): string | undefined => {
  const trimmed = line.trimStart()
  const first = trimmed.charCodeAt(0)
  if ((first === 45 || first === 42 || first === 43 || first === 0x2022) && (trimmed[1] === " " || trimmed[1] === "\t"))
    return trimmed.slice(2).trim()
  let index = 0
  while (index < trimmed.length && index < 4 && trimmed.charCodeAt(index) >= 48 && trimmed.charCodeAt(index) <= 57)
    index++
  if (
    index > 0 &&
    (trimmed[index] === "." || trimmed[index] === ")") &&
    (trimmed[index + 1] === " " || trimmed[index + 1] === "\t")
  )
    return trimmed.slice(index + 2).trim()
  return undefined
}

const blocksOf = (text: string): Array<Block> => {
  const blocks: Array<Block> = []
  let paragraph: Array<string> = []
  let item: Array<string> | undefined
  let list = 0
  let inList = false
  let fence: string | undefined
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" "), list: 0 })
    paragraph = []
  }
  const flushItem = () => {
    if (item !== undefined) blocks.push({ kind: "item", text: item.join(" "), list })
    item = undefined
  }
  for (const raw of text.split("\n")) {
    const line = raw.trim()
    if (fence !== undefined) {
      if (line.startsWith(fence)) fence = undefined
      continue
    }
    if (line.startsWith("```") || line.startsWith("~~~")) {
      flushParagraph()
      flushItem()
      inList = false
      fence = line.slice(0, 3)
      continue
    }
    if (line === "") {
      flushParagraph()
      flushItem()
      inList = false
      continue
    }
    const heading = headingOf(line)
    if (heading !== undefined) {
      flushParagraph()
      flushItem()
      inList = false
      if (heading !== "") blocks.push({ kind: "heading", text: heading, list: 0 })
      continue
    }
    const itemText = itemOf(raw)
    if (itemText !== undefined) {
      flushParagraph()
      flushItem()
      if (!inList) list++
      inList = true
      item = [itemText]
      continue
    }
    if (item !== undefined && /^\s/.test(raw)) {
      item.push(line)
      continue
    }
    flushItem()
    inList = false
    paragraph.push(line)
  }
  flushParagraph()
  flushItem()
  return blocks
}

// ---------------------------------------------------------------------------
// Sentences and words.

let sentenceSegmenter: Intl.Segmenter | undefined
let wordSegmenter: Intl.Segmenter | undefined

// Made on first use, so that importing the module costs nothing.
const sentenceSegments = (text: string) => {
  if (sentenceSegmenter === undefined) sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" })
  return sentenceSegmenter.segment(text)
}
const wordSegments = (text: string) => {
  if (wordSegmenter === undefined) wordSegmenter = new Intl.Segmenter("en", { granularity: "word" })
  return wordSegmenter.segment(text)
}

const isLetter = (code: number) =>
  (code >= 97 && code <= 122) ||
  (code >= 65 && code <= 90) ||
  (code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && code < 0x2000)
const isUpper = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase()
const isLower = (char: string) => char !== char.toUpperCase() && char === char.toLowerCase()
const isDigit = (code: number) => code >= 48 && code <= 57

// The first letter or digit of a segment, past quotes, brackets and spaces.
const firstSignificant = (text: string): string | undefined => {
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (isLetter(code) || isDigit(code)) return char
  }
  return undefined
}

// The last word of a sentence segment before its final period, lowercased ("mr", "e.g").
const lastWordBeforePeriod = (text: string): string | undefined => {
  const trimmed = text.trimEnd()
  if (!trimmed.endsWith(".") || trimmed.endsWith("..")) return undefined
  let start = trimmed.length - 1
  while (start > 0 && !/[\s("'“‘[]/.test(trimmed[start - 1]!)) start--
  return trimmed.slice(start, trimmed.length - 1).toLowerCase()
}

// An initial: "J." or "U.S." (letters each followed by a period).
const isInitials = (word: string): boolean => /^(?:[a-z]\.)*[a-z]$/.test(word)

/**
 * The sentences of one block of prose. `Intl.Segmenter`'s sentences, mended where it
 * breaks too eagerly: after a title or other abbreviation (`Mr.`, `Dr.`, `e.g.`, `No. 5`),
 * after an initial (`J. R. R. Tolkien`, `the U.S. Army`), before a segment that starts
 * with a lowercase letter (`"Stop!" he said.`), and before one with no letter or digit
 * (a stray closing quote). Ellipses and decimals are the segmenter's (`Wait... what?` is
 * one sentence; `$3.50` does not end one).
 *
 * @category parsing
 * @since 0.1.0
 */
export const sentencesOf = (text: string): Array<string> => {
  const sentences: Array<string> = []
  for (const { segment } of sentenceSegments(text)) {
    const previous = sentences.length === 0 ? undefined : sentences[sentences.length - 1]!
    const first = firstSignificant(segment)
    if (previous !== undefined) {
      let join = first === undefined || isLower(first)
      if (!join) {
        const word = lastWordBeforePeriod(previous)
        if (word !== undefined) {
          if (Lexicon.titleAbbreviations.has(word))
            join = !Lexicon.numberAbbreviations.has(word) || isDigit(first!.charCodeAt(0))
          else if (isInitials(word) && isUpper(first!)) join = true
        }
      }
      if (join) {
        sentences[sentences.length - 1] = previous + segment
        continue
      }
    }
    sentences.push(segment)
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence !== "")
}

const maskTokenPattern = /\[(?:EMAIL|PHONE|KEY|LINK|CARD|ACCOUNT)-\d+\]/g

/**
 * The words of a text: `Intl.Segmenter`'s word-like segments, with hyphenated compounds
 * joined into one word (`well-known`), and a mask token (`[EMAIL-1]`) as one word.
 *
 * @category parsing
 * @since 0.1.0
 */
export const wordsOf = (text: string): Array<string> => {
  const words: Array<string> = []
  let pendingHyphen = false
  let lastEnd = -1
  for (const { segment, index, isWordLike } of wordSegments(text.replace(maskTokenPattern, "masked"))) {
    if (isWordLike) {
      if (pendingHyphen && index === lastEnd && words.length > 0) words[words.length - 1] += `-${segment}`
      else words.push(segment)
      pendingHyphen = false
      lastEnd = index + segment.length
    } else {
      pendingHyphen = index === lastEnd && (segment === "-" || segment === "‐" || segment === "‑")
      if (pendingHyphen) lastEnd = index + segment.length
    }
  }
  return words
}

/**
 * English syllables of one word, by rule: vowel groups (`y` counts as a vowel except at
 * the start before a vowel), less a silent final `e` (not after a consonant in `-le`),
 * a silent `-ed` (not after `t` or `d`) and a silent `-es` (not after a sibilant), plus one
 * for vowel pairs read as two (`ia`, `io`, `eo`, `ua`, `uo`, `ie` not final, `-ism`);
 * a table of common exceptions first. A word with no letters (a number) is one syllable;
 * a hyphenated word is the sum of its parts.
 *
 * @category parsing
 * @since 0.1.0
 */
export const syllables = (word: string): number => {
  if (word.includes("-")) {
    let total = 0
    for (const part of word.split("-")) if (part !== "") total += syllables(part)
    return Math.max(total, 1)
  }
  let w = ""
  for (const char of word.toLowerCase()) if (char >= "a" && char <= "z") w += char
  if (w.length === 0) return 1
  const known = Lexicon.syllableExceptions.get(w)
  if (known !== undefined) return known
  if (w.length <= 3) return 1
  const vowel = (index: number) => {
    const c = w[index]
    if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return true
    return c === "y" && !(index === 0 && "aeiou".includes(w[1] ?? ""))
  }
  let count = 0
  for (let index = 0; index < w.length; index++) if (vowel(index) && (index === 0 || !vowel(index - 1))) count++
  // Vowel pairs usually read as two syllables.
  for (let index = 0; index + 1 < w.length; index++) {
    const pair = w.slice(index, index + 2)
    if (pair === "ia" || pair === "io" || pair === "eo" || pair === "ua" || pair === "uo") {
      if (
        pair === "io" &&
        (w.slice(index - 1, index + 3) === "tion" ||
          w.slice(index - 1, index + 3) === "sion" ||
          w.slice(index - 1, index + 3) === "cio" ||
          w.slice(index - 1, index + 3) === "gio")
      )
        continue
      if (pair === "io" && index > 0 && "ct".includes(w[index - 1]!) && w.slice(index + 2, index + 4) === "us") continue
      if (pair === "ia" && index > 0 && "ct".includes(w[index - 1]!) && w.slice(index + 2, index + 3) === "l") continue
      if (pair === "eo" && w.slice(index + 2, index + 3) === "u") continue
      if (pair === "ua" && index > 0 && w[index - 1] === "q") continue
      if (pair === "uo" && index > 0 && w[index - 1] === "q") continue
      count++
    }
  }
  if (w.endsWith("ism")) count++
  const last = w[w.length - 1]!
  const beforeLast = w[w.length - 2]!
  if (last === "e" && count > 1) {
    const consonantLe = beforeLast === "l" && !vowel(w.length - 3)
    if (!consonantLe && beforeLast !== "e" && !vowel(w.length - 2)) count--
  } else if (w.endsWith("ed") && count > 1 && beforeLast === "e") {
    const stem = w[w.length - 3]!
    const consonantLed = stem === "l" && !vowel(w.length - 4)
    if (stem !== "t" && stem !== "d" && !consonantLed && !vowel(w.length - 3)) count--
  } else if (w.endsWith("es") && count > 1) {
    const stem = w.slice(-4, -2)
    const sibilant = /(?:[sxz]|ch|sh|ge|ce)$/.test(`${stem}`) || "sxz".includes(w[w.length - 3]!)
    if (!sibilant && !vowel(w.length - 3) && !(w[w.length - 3] === "l" && !vowel(w.length - 4))) count--
  }
  return Math.max(count, 1)
}

/**
 * The Flesch–Kincaid grade: `0.39 × words/sentences + 11.8 × syllables/words − 15.59`,
 * rounded to one decimal; `0` for text without words or sentences.
 *
 * @category parsing
 * @since 0.1.0
 */
export const fleschKincaidGrade = (words: number, sentences: number, syllableCount: number): number => {
  if (words === 0 || sentences === 0) return 0
  const grade = 0.39 * (words / sentences) + 11.8 * (syllableCount / words) - 15.59
  return Math.round(grade * 10) / 10
}

// ---------------------------------------------------------------------------
// The flag catalogue.

/**
 * @category models
 * @since 0.1.0
 */
export type Severity = "high" | "medium" | "low"

/**
 * One entry of the flag catalogue.
 *
 * @category models
 * @since 0.1.0
 */
export interface FlagDefinition {
  readonly id: string
  /** What it measures and when it fires, with its severity rule. */
  readonly measures: string
}

/**
 * The flags the reader may raise, in the order it reports them.
 *
 * @category parsing
 * @since 0.1.0
 */
export const flagCatalogue: ReadonlyArray<FlagDefinition> = [
  {
    id: "long-sentences",
    measures:
      "sentences of 30 words or more; fires on one; high when they are 25% of sentences or more, medium from 10%, else low"
  },
  { id: "reading-grade", measures: "Flesch–Kincaid grade of the body text; fires from 12 (medium), high from 16" },
  {
    id: "passive-voice",
    measures:
      "a form of be, then at most one adverb, then a past participle (-ed or irregular); fires on 2 or on 10% of sentences; medium from 20% of sentences, else low"
  },
  {
    id: "hedging",
    measures:
      "hedges (perhaps, maybe, might, I think, it seems, sort of, ...); fires on 2; medium from 10 per 1000 words, else low"
  },
  {
    id: "filler",
    measures:
      "filler words and wordy phrases (very, really, just, actually, in order to, ...); fires on 3; medium from 15 per 1000 words, else low"
  },
  {
    id: "cliches",
    measures:
      "clichés and buzzwords (game changer, cutting-edge, leverage, seamless, ...); fires on 1; medium from 3, else low"
  },
  {
    id: "exclamations",
    measures:
      "sentences ending in !; fires on 10% of sentences or on a doubled !!; medium from 25% or with !!, else low"
  },
  {
    id: "spelling-variants",
    measures: "US and UK spellings both present (color/colour, organize/organise, center/centre, ...); medium"
  },
  {
    id: "contractions-mixed",
    measures: "2 or more contractions (don't, we're) and 2 or more spelled-out negations (do not); low"
  },
  {
    id: "oxford-comma-mixed",
    measures: "lists of three with a serial comma (a, b, and c) and without one (a, b and c) both present; low"
  },
  { id: "heading-case-mixed", measures: "Markdown headings in Title Case and in sentence case both present; low" },
  { id: "heading-punctuation", measures: "a Markdown heading ending in a period; low" },
  {
    id: "list-punctuation-mixed",
    measures: "a list whose items end with terminal punctuation and without it, both; low"
  },
  { id: "repeated-words", measures: "the same word twice in a row (the the); had had and that that excepted; medium" },
  { id: "long-paragraphs", measures: "a paragraph of more than 150 words; low" },
  {
    id: "masked-values",
    measures: "masked values ([EMAIL-1], [KEY-1], ...) in the samples, to be treated as opaque; low"
  }
]

/**
 * A raised flag: its id and severity (what `prescan.flags` carries), how many times it
 * was seen, and up to three examples.
 *
 * @category models
 * @since 0.1.0
 */
export interface Flag {
  readonly id: string
  readonly severity: Severity
  readonly count: number
  readonly examples: ReadonlyArray<string>
}

/**
 * What the reader measured.
 *
 * @category models
 * @since 0.1.0
 */
export interface Report {
  readonly samples: ReadonlyArray<{ readonly label: string; readonly words: number; readonly sentences: number }>
  /** Words of all samples, headings included. */
  readonly words: number
  /** Sentences of the body (paragraphs and list items; headings are not sentences). */
  readonly sentences: number
  /** Syllables of the body's words. */
  readonly syllables: number
  /** Flesch–Kincaid grade of the body, one decimal. */
  readonly reading_grade: number
  readonly paragraphs: number
  readonly headings: number
  readonly list_items: number
  /** Distinct mask tokens in the samples (or the count passed in `options`). */
  readonly masked_values: number
  readonly flags: ReadonlyArray<Flag>
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** The number of values the masker replaced; default: distinct mask tokens found in the text. */
  readonly maskedValues?: number | undefined
}

const buildPhraseIndex = (phrases: ReadonlyArray<string>): Map<string, Array<ReadonlyArray<string>>> => {
  const index = new Map<string, Array<ReadonlyArray<string>>>()
  for (const phrase of phrases) {
    const words = phrase.split(" ")
    const list = index.get(words[0]!) ?? []
    list.push(words)
    index.set(words[0]!, list)
  }
  for (const list of index.values()) list.sort((left, right) => right.length - left.length)
  return index
}

const hedgeIndex = buildPhraseIndex(Lexicon.hedges)
const fillerIndex = buildPhraseIndex(Lexicon.fillers)
const clicheIndex = buildPhraseIndex(Lexicon.cliches)
const negationIndex = buildPhraseIndex(Lexicon.expandedNegations)

const spelling = new Map<string, "us" | "uk">()
for (const [us, uk] of Lexicon.spellingPairs) {
  spelling.set(us, "us")
  spelling.set(uk, "uk")
}
for (const stem of Lexicon.izeStems) {
  for (const suffix of Lexicon.izeSuffixes) spelling.set(stem + suffix, "us")
  for (const suffix of Lexicon.iseSuffixes) spelling.set(stem + suffix, "uk")
}
// Words that are the same in both spellings once a stem matched ("realise" is UK, but "practise" is a verb in both).
spelling.delete("practice")
spelling.delete("check")
spelling.delete("program")
spelling.delete("tire")
spelling.delete("meter")
spelling.delete("meters")
spelling.delete("license")

// Matches the longest phrase of `index` starting at `words[at]`; its length, or 0.
const phraseAt = (
  index: Map<string, Array<ReadonlyArray<string>>>,
  words: ReadonlyArray<string>,
  at: number
): number => {
  const candidates = index.get(words[at]!)
  if (candidates === undefined) return 0
  for (const phrase of candidates) {
    let matched = true
    for (let offset = 1; offset < phrase.length; offset++)
      if (words[at + offset] !== phrase[offset]) {
        matched = false
        break
      }
    if (matched) return phrase.length
  }
  return 0
}

const participlePrefixes = ["re", "un", "over", "under", "mis", "out", "with", "fore"]

const isParticiple = (word: string): boolean =>
  Lexicon.irregularParticiples.has(word) ||
  participlePrefixes.some(
    (prefix) => word.startsWith(prefix) && Lexicon.irregularParticiples.has(word.slice(prefix.length))
  ) ||
  (word.length > 4 && word.endsWith("ed") && !Lexicon.notParticiples.has(word))

const isContraction = (word: string): boolean => {
  if (Lexicon.contractionWords.has(word)) return true
  for (const suffix of Lexicon.contractionSuffixes)
    if (word.endsWith(suffix) && word.length > suffix.length) return true
  return false
}

// Title Case: every word of four letters or more after the first starts with a capital.
const headingStyle = (heading: string): "title" | "sentence" | undefined => {
  const words = heading.split(/\s+/).filter((word) => /^[A-Za-z]{4,}$/.test(word))
  const later = words.slice(words[0] === heading.split(/\s+/)[0] ? 1 : 0)
  if (later.length < 1) return undefined
  const capitalised = later.filter((word) => isUpper(word[0]!)).length
  if (capitalised === later.length) return "title"
  if (capitalised === 0) return "sentence"
  return undefined
}

class Tally {
  count = 0
  readonly examples: Array<string> = []
  add(example: string, times = 1) {
    this.count += times
    if (this.examples.length < 3 && !this.examples.includes(example)) this.examples.push(example)
  }
}

const nonSerialPattern = /(?:^|[\s(])[a-z’'-]+, [a-z’'-]+ (?:and|or) [a-z’'-]+(?:[\s.,;:!?)]|$)/

const clip = (text: string, max = 120) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)

/**
 * Reads `samples`: counts, the reading grade and the raised flags.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (samples: string, options?: Options): Report => {
  const pieces = splitSamples(samples)
  const perSample: Array<{ label: string; words: number; sentences: number }> = []
  let words = 0
  let bodyWords = 0
  let sentenceCount = 0
  let syllableCount = 0
  let paragraphs = 0
  let headings = 0
  let listItems = 0
  let longSentences = 0
  let passiveSentences = 0
  let exclaimed = 0
  let doubleBang = false
  const tallies = {
    long: new Tally(),
    passive: new Tally(),
    hedge: new Tally(),
    filler: new Tally(),
    cliche: new Tally(),
    exclamation: new Tally(),
    us: new Tally(),
    uk: new Tally(),
    contraction: new Tally(),
    negation: new Tally(),
    serial: new Tally(),
    nonSerial: new Tally(),
    titleCase: new Tally(),
    sentenceCase: new Tally(),
    headingPeriod: new Tally(),
    listMixed: new Tally(),
    repeated: new Tally(),
    longParagraph: new Tally()
  }
  const lists = new Map<string, { ended: number; bare: number; example: string }>()

  const scanWords = (list: ReadonlyArray<string>) => {
    const lower = list.map((word) => word.toLowerCase())
    let passive = false
    for (let at = 0; at < lower.length; at++) {
      const word = lower[at]!
      const variant = spelling.get(word)
      if (variant === "us") tallies.us.add(list[at]!)
      else if (variant === "uk") tallies.uk.add(list[at]!)
      if (isContraction(word)) tallies.contraction.add(list[at]!)
      const negation = phraseAt(negationIndex, lower, at)
      if (negation > 0) tallies.negation.add(lower.slice(at, at + negation).join(" "))
      const hedge = phraseAt(hedgeIndex, lower, at)
      if (hedge > 0) tallies.hedge.add(lower.slice(at, at + hedge).join(" "))
      const filler = phraseAt(fillerIndex, lower, at)
      if (filler > 0) tallies.filler.add(lower.slice(at, at + filler).join(" "))
      const cliche = phraseAt(clicheIndex, lower, at)
      if (cliche > 0) tallies.cliche.add(lower.slice(at, at + cliche).join(" "))
      if (
        at > 0 &&
        word === lower[at - 1] &&
        /^[a-z’']+$/.test(word) &&
        word !== "had" &&
        word !== "that" &&
        word !== "is" &&
        word !== "very"
      )
        tallies.repeated.add(`${list[at - 1]} ${list[at]}`)
      if (Lexicon.beVerbs.has(word)) {
        let next = at + 1
        if (next < lower.length && (Lexicon.passiveGap.has(lower[next]!) || lower[next]!.endsWith("ly"))) next++
        if (next < lower.length && isParticiple(lower[next]!)) {
          passive = true
          tallies.passive.add(list.slice(at, next + 1).join(" "))
        }
      }
    }
    return passive
  }

  // Serial and non-serial commas in lists of three or more short items.
  const scanCommas = (sentence: string) => {
    const lowered = sentence.toLowerCase()
    for (const conjunction of [", and ", ", or "]) {
      let from = 0
      for (let at = lowered.indexOf(conjunction, from); at !== -1; at = lowered.indexOf(conjunction, from)) {
        from = at + conjunction.length
        const before = lowered.lastIndexOf(",", at - 1)
        if (before !== -1 && at - before < 40 && !lowered.slice(before + 1, at).includes(" and "))
          tallies.serial.add(clip(sentence, 80))
      }
    }
    // a, b and c: three one-word items, the last two joined by "and"/"or" without a comma.
    if (nonSerialPattern.test(lowered)) tallies.nonSerial.add(clip(sentence, 80))
  }

  for (const piece of pieces) {
    let pieceWords = 0
    let pieceSentences = 0
    for (const block of blocksOf(piece.text)) {
      if (block.kind === "heading") {
        headings++
        const headingWords = wordsOf(block.text).length
        words += headingWords
        pieceWords += headingWords
        if (block.text.endsWith(".") && !block.text.endsWith("..")) tallies.headingPeriod.add(block.text)
        const style = headingStyle(block.text)
        if (style === "title") tallies.titleCase.add(block.text)
        else if (style === "sentence") tallies.sentenceCase.add(block.text)
        continue
      }
      if (block.kind === "paragraph") paragraphs++
      else {
        listItems++
        const key = `${piece.label}\u0000${block.list}`
        const state = lists.get(key) ?? { ended: 0, bare: 0, example: block.text }
        if (/[.!?:;]["'”’)]*$/.test(block.text)) state.ended++
        else state.bare++
        lists.set(key, state)
      }
      let blockWords = 0
      for (const sentence of sentencesOf(block.text)) {
        const list = wordsOf(sentence)
        if (list.length === 0) continue
        sentenceCount++
        pieceSentences++
        blockWords += list.length
        for (const word of list) syllableCount += syllables(word)
        if (list.length >= 30) {
          longSentences++
          tallies.long.add(clip(sentence))
        }
        if (scanWords(list)) passiveSentences++
        const trimmed = sentence.replace(/["'”’)\]]+$/, "")
        if (trimmed.endsWith("!")) {
          exclaimed++
          tallies.exclamation.add(clip(sentence, 80))
        }
        if (trimmed.includes("!!")) doubleBang = true
        if (sentence.includes(",")) scanCommas(sentence)
      }
      if (block.kind === "paragraph" && blockWords > 150) tallies.longParagraph.add(clip(block.text, 80), 1)
      words += blockWords
      bodyWords += blockWords
      pieceWords += blockWords
    }
    perSample.push({ label: piece.label, words: pieceWords, sentences: pieceSentences })
  }
  for (const state of lists.values())
    if (state.ended > 0 && state.bare > 0) tallies.listMixed.add(clip(state.example, 80))

  const maskTokens = new Set(samples.match(maskTokenPattern) ?? [])
  const maskedValues = options?.maskedValues ?? maskTokens.size
  const grade = fleschKincaidGrade(bodyWords, sentenceCount, syllableCount)
  const perThousand = (count: number) => (bodyWords === 0 ? 0 : (count * 1000) / bodyWords)
  const share = (count: number) => (sentenceCount === 0 ? 0 : count / sentenceCount)

  const flags: Array<Flag> = []
  const raise = (id: string, severity: Severity, tally: Tally | undefined, count?: number) =>
    flags.push({ id, severity, count: count ?? tally?.count ?? 0, examples: tally?.examples ?? [] })

  if (longSentences > 0)
    raise(
      "long-sentences",
      share(longSentences) >= 0.25 ? "high" : share(longSentences) >= 0.1 ? "medium" : "low",
      tallies.long
    )
  if (grade >= 12 && sentenceCount > 0) raise("reading-grade", grade >= 16 ? "high" : "medium", undefined, 1)
  if (tallies.passive.count >= 2 || (tallies.passive.count > 0 && share(passiveSentences) >= 0.1))
    raise("passive-voice", share(passiveSentences) >= 0.2 ? "medium" : "low", tallies.passive)
  if (tallies.hedge.count >= 2)
    raise("hedging", perThousand(tallies.hedge.count) >= 10 ? "medium" : "low", tallies.hedge)
  if (tallies.filler.count >= 3)
    raise("filler", perThousand(tallies.filler.count) >= 15 ? "medium" : "low", tallies.filler)
  if (tallies.cliche.count >= 1) raise("cliches", tallies.cliche.count >= 3 ? "medium" : "low", tallies.cliche)
  if (doubleBang || (exclaimed > 0 && share(exclaimed) >= 0.1))
    raise("exclamations", doubleBang || share(exclaimed) >= 0.25 ? "medium" : "low", tallies.exclamation)
  if (tallies.us.count > 0 && tallies.uk.count > 0) {
    const both = new Tally()
    for (const example of [...tallies.us.examples.slice(0, 2), ...tallies.uk.examples.slice(0, 1)]) both.add(example)
    raise("spelling-variants", "medium", both, tallies.us.count + tallies.uk.count)
  }
  if (tallies.contraction.count >= 2 && tallies.negation.count >= 2) {
    const both = new Tally()
    for (const example of [...tallies.contraction.examples.slice(0, 2), ...tallies.negation.examples.slice(0, 1)])
      both.add(example)
    raise("contractions-mixed", "low", both, tallies.contraction.count + tallies.negation.count)
  }
  if (tallies.serial.count > 0 && tallies.nonSerial.count > 0) {
    const both = new Tally()
    for (const example of [...tallies.serial.examples.slice(0, 1), ...tallies.nonSerial.examples.slice(0, 1)])
      both.add(example)
    raise("oxford-comma-mixed", "low", both, tallies.serial.count + tallies.nonSerial.count)
  }
  if (tallies.titleCase.count > 0 && tallies.sentenceCase.count > 0) {
    const both = new Tally()
    for (const example of [...tallies.titleCase.examples.slice(0, 1), ...tallies.sentenceCase.examples.slice(0, 1)])
      both.add(example)
    raise("heading-case-mixed", "low", both, tallies.titleCase.count + tallies.sentenceCase.count)
  }
  if (tallies.headingPeriod.count > 0) raise("heading-punctuation", "low", tallies.headingPeriod)
  if (tallies.listMixed.count > 0) raise("list-punctuation-mixed", "low", tallies.listMixed)
  if (tallies.repeated.count > 0) raise("repeated-words", "medium", tallies.repeated)
  if (tallies.longParagraph.count > 0) raise("long-paragraphs", "low", tallies.longParagraph)
  if (maskedValues > 0) {
    const masked = new Tally()
    for (const token of [...maskTokens].slice(0, 3)) masked.add(token)
    raise("masked-values", "low", masked, maskedValues)
  }

  return {
    samples: perSample,
    words,
    sentences: sentenceCount,
    syllables: syllableCount,
    reading_grade: grade,
    paragraphs,
    headings,
    list_items: listItems,
    masked_values: maskedValues,
    flags
  }
}

/**
 * The `prescan` object a client sends: `{samples, words, reading_grade, masked_values,
 * flags: [{id, severity}]}` (`flags` is `[]` when none fire).
 *
 * @category parsing
 * @since 0.1.0
 */
export const toPrescan = (report: Report): Prescan => ({
  samples: report.samples.length,
  words: report.words,
  reading_grade: report.reading_grade,
  masked_values: report.masked_values,
  flags: report.flags.map((flag) => ({ id: flag.id, severity: flag.severity }))
})

/**
 * `toPrescan(read(samples, options))`.
 *
 * @category parsing
 * @since 0.1.0
 */
export const prescan = (samples: string, options?: Options): Prescan => toPrescan(read(samples, options))

/**
 * The server-side prescan: an input without client measurements gets the reader's own
 * (free of charge, so the model always gets measured facts); a client's `prescan` is
 * used as sent.
 *
 * @category parsing
 * @since 0.1.0
 */
export const withPrescan = <Input extends { readonly samples: string; readonly prescan?: Prescan | undefined }>(
  input: Input
): Input & { readonly prescan: Prescan } =>
  input.prescan !== undefined
    ? (input as Input & { readonly prescan: Prescan })
    : { ...input, prescan: prescan(input.samples) }
