/**
 * Detection over one text file. Produces raw hits (rule, 0-based line, position);
 * classification, deduplication, ordering and scoring happen in the Scanner.
 */

import { captured, elementAt } from "./checked.ts"
import {
  agentConfigDocument,
  documentContext,
  fenceMarker,
  instructs,
  listItem,
  mentionedElsewhere,
  negates
} from "./context.ts"
import { envFileSendHits, flowHits } from "./flows.ts"
import {
  joinContinuations,
  joinLines,
  type LineIndex,
  lineIndex,
  linesMatching,
  literalLines,
  register
} from "./lineIndex.ts"
import { hostOf, officialApis, onlyOfficialInstallers, urlsOf } from "./official.ts"
import {
  agentDirective,
  agentInstructionFile,
  agentPathInCode,
  clickFixEvidence,
  clickFixTrigger,
  configWrite,
  identityFileFlag,
  inducementEvidence,
  inducementTrigger,
  javascriptDangerous,
  lineExclusions,
  linePatterns,
  networkUse,
  processUse,
  pythonDangerous,
  riskyConfigContent,
  sensitiveSource,
  shellDangerous
} from "./patterns.ts"
import {
  gemSourcesHits,
  goReplaceHits,
  indexSectionHits,
  lookAlikeRegistryHits,
  packageManifestHits,
  pyprojectHits,
  quotedScopeHits,
  supplyChainHits
} from "./supplyChain.ts"
import { baseName, entropy, type Kind, type Language } from "./text.ts"

export interface TextFile {
  readonly path: string
  readonly kind: Exclude<Kind, "binary">
  readonly language: Language
  readonly lines: ReadonlyArray<string>
  /** The lines joined by `\n`, when the reader has it already (the decoded text without `\r`). */
  readonly text?: string | undefined
}

export interface Hit {
  readonly rule: string
  /** 0-based line index. */
  readonly line: number
  readonly position: number
  readonly detail?: string | undefined
  /** Positive evidence that the match is legitimate (an official installer): classified as an advisory. */
  readonly advisory?: boolean | undefined
}

export interface CapabilityUse {
  readonly network: number | undefined
  readonly shell: number | undefined
}

const maxChunk = 8192
const overlap = 512

/** A long line is matched in overlapping chunks so no pattern ever sees more than 8 KiB. */
const chunks = (line: string): ReadonlyArray<{ readonly text: string; readonly offset: number }> => {
  if (line.length <= maxChunk) return [{ text: line, offset: 0 }]
  const result: Array<{ text: string; offset: number }> = []
  for (let offset = 0; offset < line.length; offset += maxChunk - overlap) {
    result.push({ text: line.slice(offset, offset + maxChunk), offset })
    if (offset + maxChunk >= line.length) break
  }
  return result
}

/** Line `index` joined with its continuation lines (ending in `\`), at most 5. */
const logicalLine = (lines: ReadonlyArray<string>, index: number): string => {
  // `index` is the caller's loop index over `lines`
  let text = elementAt(lines, index)
  if (!text.endsWith("\\")) return text
  const quoted = /^\s*>/.test(text)
  for (const continuation of lines.slice(index + 1, index + 6)) {
    if (!text.endsWith("\\")) break
    text = `${text.slice(0, -1)} ${(quoted ? continuation.replace(/^\s*>/, "") : continuation).trimStart()}`
  }
  return text
}

const firstMatch = (patterns: ReadonlyArray<RegExp>, text: string): number => {
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    if (match !== null) return match.index
  }
  return -1
}

const isCommentLine = (line: string, language: Language): boolean =>
  language === "javascript" ? /^\s*(\/\/|\*|\/\*)/.test(line) : /^\s*(#(?!!)|\/\/|REM\b|::)/i.test(line)

// ---------------------------------------------------------------------------
// Secrets (always redacted: the detail never contains the value)
// ---------------------------------------------------------------------------

const placeholder =
  /^(your|my|example|sample|dummy|test|fake|changeme|replace|placeholder|redacted|none|null|undefined|todo|tbd)|[-_](key|token|secret|here|value)$|x{4,}|X{4,}|\*{3,}|\.{3}|your[-_]|example|changeme|<[^>]*>|\$\{|\{\{|%\(|process\.env|os\.environ|getenv|secrets\.|vault:|^(password|passw0rd|secret|pass|admin|root|postgres|hunter2)$|passw(or)?d|secret|(?:[A-Z][0-9]){5}|(?:[0-9][A-Z]){5}|(?:[a-z][0-9]){5}|0123456|1234567|2345678|abcdefg|ABCDEFG|abc123|123abc|xyz789|xyz123|encoded(api)?key|base64encoded/i

const providerTokens: ReadonlyArray<{ readonly pattern: RegExp; readonly name: string }> = [
  { pattern: /\bxox[baprse]-[0-9A-Za-z-]{10,}/g, name: "Slack token" },
  {
    pattern: /https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,}/g,
    name: "Slack webhook"
  },
  { pattern: /discord(?:app)?\.com\/api\/webhooks\/\d{15,}\/[\w-]{50,}/g, name: "Discord webhook" },
  { pattern: /\b\d{8,10}:AA[\w-]{33}\b/g, name: "Telegram bot token" },
  { pattern: /\b(?:sk|rk)_live_[0-9A-Za-z]{20,}/g, name: "Stripe live key" },
  { pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g, name: "Google API key" },
  { pattern: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,}/g, name: "Anthropic API key" },
  { pattern: /\bsk-(?:proj-|svcacct-|admin-)?(?!ant-)[A-Za-z0-9_-]{40,}/g, name: "OpenAI API key" },
  { pattern: /\bnpm_[A-Za-z0-9]{36}\b/g, name: "npm token" },
  { pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}/g, name: "PyPI token" },
  { pattern: /\bSG\.[\w-]{22}\.[\w-]{43}\b/g, name: "SendGrid key" },
  { pattern: /\bglpat-[\w-]{20}\b/g, name: "GitLab token" },
  { pattern: /\bhf_[A-Za-z0-9]{34,}\b/g, name: "Hugging Face token" }
]

const genericSecret =
  /\b((?:[A-Za-z_][\w.-]{0,40}?)?(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|passphrase|auth[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?))\b["']?\s*(?::|=|:=|=>)\s*["']([^"'\s]{12,200})["']/gi
const urlCredential = /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^/\s:@"']{1,64}:([^/\s:@"']{8,128})@/gi

/** A line without any of these cannot hold a secret any rule below recognises. */
const secretGate =
  /AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA|gh[pousr]_|github_pat_|PRIVATE KEY|xox|hooks\.slack|discord|:AA|_live_|AIza|sk-|npm_|pypi-|SG\.|glpat-|hf_|key|secret|token|passw|pwd|passphrase|auth|credential|:\/\//i

const looksSecret = (value: string, minimumEntropy: number): boolean =>
  !placeholder.test(value) && entropy(value) >= minimumEntropy && /\d/.test(value) && /[A-Za-z]/.test(value)

const redacted = (name: string, value: string): string => `${name}, ${value.length} characters`

const awsKeyId = /\b((?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[0-9A-Z]{16})\b/g
const githubToken = /\b(gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255})\b/g
const privateKeyBlock = /-----BEGIN ((RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP|SSH2 ENCRYPTED)\s)?PRIVATE KEY( BLOCK)?-----/

/**
 * The secret checks, in the order a line is read. Each runs only on the lines its own
 * pattern can match (found by `linesMatching`) among those of `secretGate`; hits of one
 * rule on one line keep their order (the first one is the finding's detail).
 */
interface SecretCheck {
  readonly pattern: RegExp
  readonly check: (lines: ReadonlyArray<string>, index: number, hits: Array<Hit>) => void
}

/** A `VS-SEC-005` check: the value in capture `group` of each match, when it looks like a secret. */
const assignedSecret = (pattern: RegExp, group: number, minimumEntropy: number, name: string): SecretCheck => ({
  pattern,
  check: (lines, index, hits) => {
    for (const match of elementAt(lines, index).matchAll(pattern)) {
      const value = captured(match, group)
      if (looksSecret(value, minimumEntropy)) {
        hits.push({ rule: "VS-SEC-005", line: index, position: match.index, detail: redacted(name, value) })
      }
    }
  }
})

const secretChecks: ReadonlyArray<SecretCheck> = [
  {
    pattern: awsKeyId,
    check: (lines, index, hits) => {
      for (const match of elementAt(lines, index).matchAll(awsKeyId)) {
        const id = captured(match, 1)
        if (!id.includes("EXAMPLE") && entropy(id) >= 3) {
          hits.push({ rule: "VS-SEC-001", line: index, position: match.index, detail: redacted("AWS key id", id) })
        }
      }
    }
  },
  {
    pattern: githubToken,
    check: (lines, index, hits) => {
      for (const match of elementAt(lines, index).matchAll(githubToken)) {
        const token = captured(match, 1)
        const body = token.replace(/^(gh[pousr]_|github_pat_)/, "")
        if (!placeholder.test(body) && entropy(body) >= 3.5) {
          hits.push({ rule: "VS-SEC-002", line: index, position: match.index, detail: redacted("GitHub token", token) })
        }
      }
    }
  },
  {
    pattern: privateKeyBlock,
    check: (lines, index, hits) => {
      const line = elementAt(lines, index)
      const key = privateKeyBlock.exec(line)
      if (key === null) return
      const rest = line.slice(key.index + key[0].length)
      let material = /\\n[A-Za-z0-9+/]{40,}/.test(rest) || /^\s*[A-Za-z0-9+/]{40,}/.test(rest)
      for (const next of material ? [] : lines.slice(index + 1, index + 4)) {
        const candidate = next.trim()
        if (candidate === "") continue
        material = /^[A-Za-z0-9+/=]{40,}$/.test(candidate) || /^Proc-Type:/.test(candidate)
        break
      }
      if (material) hits.push({ rule: "VS-SEC-003", line: index, position: key.index, detail: "private key block" })
    }
  },
  ...providerTokens.map((token) => ({
    pattern: token.pattern,
    check: (lines: ReadonlyArray<string>, index: number, hits: Array<Hit>) => {
      for (const match of elementAt(lines, index).matchAll(token.pattern)) {
        if (!placeholder.test(match[0]) && entropy(match[0]) >= 3.2) {
          hits.push({ rule: "VS-SEC-004", line: index, position: match.index, detail: redacted(token.name, match[0]) })
        }
      }
    }
  })),
  assignedSecret(genericSecret, 2, 3.5, "assigned secret"),
  assignedSecret(urlCredential, 1, 3, "URL password")
]

/**
 * Secrets on the lines of `secretGate`. A check's pattern matching within a line also
 * starts a match on that line in the whole text, so its `linesMatching` holds every line
 * the check can report.
 */
const secretHits = (lines: ReadonlyArray<string>, index: LineIndex, hits: Array<Hit>): void => {
  const gate = linesMatching(index, secretGate)
  if (gate.length === 0) return
  const gated = new Set(gate)
  for (const { pattern, check } of secretChecks) {
    for (const line of linesMatching(index, pattern)) if (gated.has(line)) check(lines, line, hits)
  }
}

// ---------------------------------------------------------------------------
// Hidden Unicode
// ---------------------------------------------------------------------------

const bidi = /[\u202A-\u202E\u2066-\u2069]/g
const zeroWidth = /\u200B|\u200C|\u200D|[\u2060-\u2064]|\u180E|\uFEFF/g
const tags = /[\u{E0000}-\u{E007F}]/gu
const pictographic = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u20E3/u
const nonLatinLetter = /[\p{L}\p{M}]/u
const latinLetter = /\p{Script=Latin}/u
const confusable = /[аеорсхуіјѕԁһӏԛԝвкмнтАВЕКМНОРСТХІЈЅαοερτυνικχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]/u
const wordToken = /[\p{L}\p{M}\p{N}_.]{2,}/gu

const unicodeHits = (line: string, index: number, hits: Array<Hit>): void => {
  const bidiMatches = [...line.matchAll(bidi)]
  const firstBidi = bidiMatches[0]
  if (firstBidi !== undefined) {
    hits.push({
      rule: "VS-UNI-001",
      line: index,
      position: firstBidi.index,
      detail: `${bidiMatches.length} control character(s)`
    })
  }
  let hidden = 0
  let first = -1
  for (const match of line.matchAll(zeroWidth)) {
    const position = match.index
    if (match[0] === "\uFEFF" && position === 0) continue
    // a zero-width space before a code fence keeps Markdown from closing the outer block
    if (match[0] === "\u200B" && line.slice(position + 1).startsWith("```")) continue
    const before = String.fromCodePoint(line.codePointAt(Math.max(0, position - 1)) ?? 32)
    const previous = [...line.slice(Math.max(0, position - 2), position)].at(-1) ?? ""
    const next = [...line.slice(position + 1, position + 3)][0] ?? ""
    if (
      match[0] === "\u200D" &&
      (pictographic.test(previous) || pictographic.test(next) || pictographic.test(before))
    ) {
      continue
    }
    if (
      (match[0] === "\u200C" || match[0] === "\u200D") &&
      nonLatinLetter.test(previous) &&
      !latinLetter.test(previous) &&
      nonLatinLetter.test(next) &&
      !latinLetter.test(next)
    ) {
      continue
    }
    hidden++
    if (first < 0) first = position
  }
  if (hidden > 0) hits.push({ rule: "VS-UNI-002", line: index, position: first, detail: `${hidden} character(s)` })
  let tagCount = 0
  let tagPosition = -1
  for (const match of line.matchAll(tags)) {
    const preceding = line.slice(0, match.index)
    const flag = /\u{1F3F4}[\u{E0020}-\u{E007E}]*$/u.test(preceding)
    if (flag) continue
    tagCount++
    if (tagPosition < 0) tagPosition = match.index
  }
  if (tagCount > 0) {
    hits.push({ rule: "VS-UNI-003", line: index, position: tagPosition, detail: `${tagCount} hidden character(s)` })
  }
  if (confusable.test(line)) {
    for (const match of line.matchAll(wordToken)) {
      if (confusable.test(match[0]) && latinLetter.test(match[0]) && !scientificGreek(match[0])) {
        hits.push({ rule: "VS-UNI-004", line: index, position: match.index })
        break
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Encoded payloads (VS-OB-002): decode long base64/hex runs and look inside
// ---------------------------------------------------------------------------

const payloadRules = [
  "VS-RS-001",
  "VS-RS-002",
  "VS-RS-003",
  "VS-EX-006",
  "VS-EX-007",
  "VS-EXF-001",
  "VS-EXF-002",
  "VS-EXF-005",
  "VS-CR-001",
  "VS-CR-002",
  "VS-CR-004",
  "VS-CR-005",
  "VS-CR-006",
  "VS-DST-001",
  "VS-DST-002",
  "VS-PI-001",
  "VS-PI-003",
  "VS-PER-001",
  "VS-PER-002",
  "VS-PER-003",
  "VS-PER-004",
  "VS-MEM-001",
  "VS-MEM-002",
  "VS-OB-001"
] as const
const extraPayload =
  /\b(curl|wget)\s+(-\S+\s+)*https?:\/\/|\bos\.system\s*\(|\bsubprocess\.|\bchild_process\b|\bexec\s*\(|\bInvoke-WebRequest\b|\bNew-Object\s+Net\.WebClient\b/

// the look-behinds start a run only at its first character (a run is not retried at each of its positions);
// the definition `base64Runs` reads (a test compares them)
export const base64Run = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{40,}={0,2}|(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}={0,2}/g

/** 1 for the standard base64 alphabet, 2 for the URL-safe one's, 3 for both (ASCII codes). */
const runAlphabets = new Uint8Array(128)
for (const character of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") {
  runAlphabets[character.charCodeAt(0)] = 3
}
runAlphabets[43] = 1 // "+"
runAlphabets[47] = 1 // "/"
runAlphabets[45] = 2 // "-"
runAlphabets[95] = 2 // "_"

/** The alphabets (bits of `runAlphabets`) of the character at a position; 0 outside them. */
const alphabetsAt = (text: string, position: number): number => {
  const code = text.charCodeAt(position)
  return code < 128 ? (runAlphabets[code] as number) : 0
}

/** The end of the run of `alphabet` characters starting at `start`. */
const runEnd = (text: string, start: number, alphabet: number): number => {
  let end = start + 1
  while (end < text.length && (alphabetsAt(text, end) & alphabet) !== 0) end++
  return end
}

/**
 * The matches of `base64Run` in the text, in order (`[...text.matchAll(base64Run)]`, as
 * index and text), read in one pass of table lookups: the expression's engine takes about
 * 7 ns a character on long lines of data, a large part of scanning a skill of base64.
 */
export const base64Runs = (text: string): Array<{ readonly index: number; readonly value: string }> => {
  const runs: Array<{ readonly index: number; readonly value: string }> = []
  const length = text.length
  let position = 0
  let previous = 0
  while (position < length) {
    const here = alphabetsAt(text, position)
    let end = -1
    // the standard alphabet first, then the URL-safe one, each from the first character of a run
    if ((here & 1) !== 0 && (previous & 1) === 0) {
      const last = runEnd(text, position, 1)
      if (last - position >= 40) end = last
    }
    if (end === -1 && (here & 2) !== 0 && (previous & 2) === 0) {
      const last = runEnd(text, position, 2)
      if (last - position >= 40) end = last
    }
    if (end === -1) {
      previous = here
      position++
      continue
    }
    if (text.charCodeAt(end) === 61) end++
    if (text.charCodeAt(end) === 61) end++
    runs.push({ index: position, value: text.slice(position, end) })
    position = end
    previous = alphabetsAt(text, end - 1)
  }
  return runs
}

const hexRun = /\b(?:[0-9a-fA-F]{2}){24,}\b|(?:\\x[0-9a-fA-F]{2}){16,}/g

const isPrintableCode = (code: number): boolean =>
  (code >= 32 && code < 127) || code === 9 || code === 10 || code === 13

const printable = (text: string): boolean => {
  if (text.length < 12) return false
  let good = 0
  for (let index = 0; index < text.length; index++) {
    if (isPrintableCode(text.charCodeAt(index))) good++
  }
  return good / text.length >= 0.9
}

const base64Digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// Decodes as Node's `Buffer.from(value, "base64")` does, without `Buffer`: both
// alphabets, characters outside them skipped, stopping at the first `=`, the bits of
// an incomplete last byte dropped. Each byte becomes the character of its code (latin1).
export const base64ToLatin1 = (value: string): string => {
  let text = ""
  let bits = 0
  let count = 0
  for (const character of value) {
    if (character === "=") break
    const digit = base64Digits.indexOf(character === "-" ? "+" : character === "_" ? "/" : character)
    if (digit === -1) continue
    bits = ((bits << 6) | digit) & 0xffffff
    count += 6
    if (count >= 8) {
      count -= 8
      text += String.fromCharCode((bits >>> count) & 0xff)
    }
  }
  return text
}

const base64Values = new Int8Array(128).fill(-1)
for (const [digit, character] of [...base64Digits].entries()) base64Values[character.charCodeAt(0)] = digit
base64Values[45] = 62 // "-"
base64Values[95] = 63 // "_"

/**
 * `base64ToLatin1(value)` when `printable` holds for it, else undefined, decided while
 * decoding: bytes that are not printable beyond a tenth of the most the value can decode
 * to (its length up to the first `=`) stop decoding at once, so random data stops within a
 * few bytes instead of being read in full; the exact share is checked at the end.
 */
export const decodeBase64 = (value: string): string | undefined => {
  const padding = value.indexOf("=")
  const end = padding === -1 ? value.length : padding
  const most = Math.floor((end * 6) / 8)
  if (most < 12) return undefined
  const bytes = new Uint8Array(most)
  let written = 0
  let bad = 0
  let bits = 0
  let count = 0
  for (let index = 0; index < end; index++) {
    const code = value.charCodeAt(index)
    const digit = code < 128 ? (base64Values[code] as number) : -1
    if (digit < 0) continue
    bits = ((bits << 6) | digit) & 0xffffff
    count += 6
    if (count >= 8) {
      count -= 8
      const byte = (bits >>> count) & 0xff
      bytes[written++] = byte
      // as in `printable`: the share of printable bytes only falls as bad ones are met
      if (!isPrintableCode(byte) && (most - ++bad) / most < 0.9) return undefined
    }
  }
  if (written < 12 || (written - bad) / written < 0.9) return undefined
  let text = ""
  for (let start = 0; start < written; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, Math.min(written, start + 8192)))
  }
  return text
}

// As `Buffer.from(digits, "hex")`: pairs of hexadecimal digits, up to the first pair
// that is not one.
export const hexToLatin1 = (digits: string): string => {
  let text = ""
  for (let index = 0; index + 1 < digits.length; index += 2) {
    const pair = digits.slice(index, index + 2)
    if (!/^[0-9a-fA-F]{2}$/.test(pair)) break
    text += String.fromCharCode(Number.parseInt(pair, 16))
  }
  return text
}

const decodeHex = (value: string): string | undefined => {
  const digits = value.replaceAll("\\x", "")
  if (digits.length % 2 !== 0) return undefined
  const text = hexToLatin1(digits)
  return printable(text) ? text : undefined
}

/** The message of the first dangerous rule matching a decoded payload (two levels of nesting). */
const dangerousPayload = (text: string, depth: number): string | undefined => {
  for (const id of payloadRules) {
    if (firstMatch(linePatterns[id] ?? [], text) >= 0) return id
  }
  if (extraPayload.test(text)) return "code execution or download"
  if (depth > 0) {
    for (const run of base64Runs(text)) {
      const inner = decodeBase64(run.value)
      if (inner !== undefined) {
        const found = dangerousPayload(inner, depth - 1)
        if (found !== undefined) return found
      }
    }
  }
  return undefined
}

/** Strings handed to a decoder: shorter than a blob, but decoded and re-scanned all the same. */
const decoderCall =
  /\b(?:b64decode|b32decode|decodebytes|atob|FromBase64String|fromhex|unhexlify)\s*\(\s*b?["']([A-Za-z0-9+/=_-]{12,})["']|\bBuffer\.from\(\s*["']([A-Za-z0-9+/=_-]{12,})["']\s*,\s*["'](base64|hex)["']|\becho\s+(?:-n\s+)?["']?([A-Za-z0-9+/=]{12,})["']?\s*\|\s*base64\s+(?:-d|--decode|-D)\b/g

const decodedUrl = /^\s*(https?|ftp|wss?):\/\/[^\s]{4,}|\b(curl|wget)\s/

/** ROT13 of ASCII letters (its own inverse). */
const rot13 = (value: string): string =>
  value.replace(/[A-Za-z]/g, (letter) => {
    const code = letter.charCodeAt(0)
    const base = code >= 97 ? 97 : 65
    return String.fromCharCode(((code - base + 13) % 26) + base)
  })

const reversed = (value: string): string => [...value].reverse().join("")

/**
 * Strings hidden by a reversible transformation instead of an encoding: ROT13 (`codecs`,
 * `tr 'A-Za-z' 'N-ZA-Mn-za-m'`) and reversal (`"…"[::-1]`, `"…".split("").reverse().join("")`,
 * `-join ("…")[-1..-N]`, `echo … | rev`). Decoded and re-scanned like a base64 string.
 */
/** Character codes read as text; empty when a code is outside printable ASCII (tabs and line ends allowed). */
const fromCharacterCodes = (list: string): string => {
  const codes = list.split(",").map((code) => Number(code.trim()))
  return codes.every((code) => (code >= 32 && code < 127) || code === 9 || code === 10 || code === 13)
    ? String.fromCharCode(...codes)
    : ""
}

const transformedStrings: ReadonlyArray<{ readonly pattern: RegExp; readonly undo: (value: string) => string }> = [
  {
    pattern: /\bcodecs\.(?:decode|encode)\(\s*(?:u|b)?["']([^"'\n]{8,})["']\s*,\s*["']rot[_-]?13["']/g,
    undo: rot13
  },
  {
    pattern: /["']([^"'\n]{8,})["']\s*\|\s*tr\s+["']?A-Za-z["']?\s+["']?N-ZA-Mn-za-m["']?/g,
    undo: rot13
  },
  { pattern: /["']([^"'\n]{8,})["']\s*\)?\s*\[\s*::\s*-1\s*\]/g, undo: reversed },
  {
    pattern: /["'`]([^"'`\n]{8,})["'`]\s*\.split\(\s*(?:["']{2}|``)\s*\)\s*\.reverse\(\)\s*\.join\(/g,
    undo: reversed
  },
  { pattern: /-join\s*\(?\s*\(?\s*["']([^"'\n]{8,})["']\s*\)?\s*\[\s*-1\s*\.\.\s*-\d+\s*\]/gi, undo: reversed },
  { pattern: /\becho\s+(?:-n\s+)?["']([^"'\n]{8,})["']\s*\|\s*rev\b/g, undo: reversed },
  // reversed, then rot13
  {
    pattern:
      /\bcodecs\.(?:decode|encode)\(\s*(?:u|b)?["']([^"'\n]{8,})["']\s*\[\s*::\s*-1\s*\]\s*,\s*["']rot[_-]?13["']/g,
    undo: (value) => rot13(reversed(value))
  },
  // a list of character codes (`{111,115,46,…}`, `String.fromCharCode(99, 117, …)`, `bytes([…])`)
  { pattern: /[[{(]\s*((?:\d{2,3}\s*,\s*){15,}\d{2,3})\s*,?\s*[\]})]/g, undo: fromCharacterCodes }
]

const transformedHits = (line: string, index: number, hits: Array<Hit>): boolean => {
  for (const { pattern, undo } of transformedStrings) {
    for (const match of line.matchAll(pattern)) {
      const decoded = undo(match[1] ?? "")
      const found = decodedUrl.test(decoded) ? "a URL or download" : dangerousPayload(decoded, 1)
      if (found !== undefined) {
        hits.push({ rule: "VS-OB-002", line: index, position: match.index, detail: `decodes to ${found}` })
        return true
      }
    }
  }
  return false
}

const decoderHits = (line: string, index: number, hits: Array<Hit>): void => {
  for (const match of line.matchAll(decoderCall)) {
    const value = match[1] ?? match[2] ?? match[4]
    if (value === undefined) continue
    const hexadecimal = match[3] === "hex" || /fromhex|unhexlify/.test(match[0])
    const decoded = hexadecimal ? decodeHex(value) : decodeBase64(value)
    if (decoded === undefined) continue
    const found = decodedUrl.test(decoded) ? "a URL or download" : dangerousPayload(decoded, 1)
    if (found !== undefined) {
      hits.push({ rule: "VS-OB-002", line: index, position: match.index, detail: `decodes to ${found}` })
      return
    }
  }
}

const encodedHits = (line: string, index: number, hits: Array<Hit>): void => {
  if (line.length < 20) return
  if (transformedHits(line, index, hits)) return
  decoderHits(line, index, hits)
  if (line.length < 40) return
  const runs = [
    ...base64Runs(line).map((run) => ({ ...run, decoded: decodeBase64(run.value) })),
    ...Array.from(line.matchAll(hexRun), (match) => ({ index: match.index, decoded: decodeHex(match[0]) }))
  ]
  for (const { index: position, decoded } of runs) {
    if (decoded === undefined) continue
    const found = dangerousPayload(decoded, 1)
    if (found !== undefined) {
      hits.push({ rule: "VS-OB-002", line: index, position, detail: `decodes to ${found}` })
      return
    }
  }
}

// ---------------------------------------------------------------------------
// Raw IP addresses (VS-EXF-004)
// ---------------------------------------------------------------------------

const ipUrl =
  /\b(?:https?|ftp|tcp|udp|wss?):\/\/(\d{1,3}(?:\.\d{1,3}){3})\b|\b(?:nc|ncat|netcat|telnet|socat)\s+(?:-\w+\s+)*(\d{1,3}(?:\.\d{1,3}){3})\s+\d+/g

/** Public DNS resolvers (Google, Cloudflare, Quad9, OpenDNS, 114DNS, AliDNS, DNSPod, Baidu). */
const publicResolvers = new Set([
  "8.8.8.8",
  "8.8.4.4",
  "1.1.1.1",
  "1.0.0.1",
  "9.9.9.9",
  "149.112.112.112",
  "208.67.222.222",
  "208.67.220.220",
  "114.114.114.114",
  "223.5.5.5",
  "223.6.6.6",
  "119.29.29.29",
  "180.76.76.76"
])

const isPublicAddress = (address: string): boolean => {
  const parts = address.split(".").map(Number)
  if (parts.some((part) => part > 255)) return false
  const [a, b, c] = parts
  if (a === undefined || b === undefined || c === undefined) return false
  if (a === 10 || a === 127 || a === 0 || a >= 224) return false
  // well-known public DNS resolvers, named in network diagnostics
  if (publicResolvers.has(address)) return false
  if (a === 169 && b === 254) return false
  if (a === 172 && b >= 16 && b <= 31) return false
  if (a === 192 && b === 168) return false
  if (a === 100 && b >= 64 && b <= 127) return false
  if (a === 192 && b === 0 && c === 2) return false
  if (a === 198 && b === 51 && c === 100) return false
  if (a === 203 && b === 0 && c === 113) return false
  return true
}

// ---------------------------------------------------------------------------
// Force-push to main (VS-DST-003)
// ---------------------------------------------------------------------------

const forcePush = (line: string): number => {
  const push = /\bgit\s+push\b/.exec(line)
  if (push === null) return -1
  const rest = line.slice(push.index)
  const force = /\s(--force(?![-\w])|-f\b|-[a-eg-z]*f[a-z]*\b)/.test(rest)
  const main =
    /\s(origin\s+)?(\+)?(HEAD:)?(main|master|trunk|production|prod)\b|:(refs\/heads\/)?(main|master|trunk|production)\b/.test(
      rest
    )
  const plus = /\s\+(HEAD:)?(main|master|trunk|production)\b/.test(rest)
  // over every branch: a refspec whose target is a loop variable (not `--all` after a history rewrite)
  const every = /\s\S*:["']?\$\{?\w+\}?["']?(\s|$)/.test(rest)
  // deleting every tag or branch the listing gives
  const deleteAll = /\bxargs\b[^\n|]{0,20}\s*$/.test(line.slice(0, push.index)) && /\s(--delete|-d)\b/.test(rest)
  return (force && (main || every)) || plus || deleteAll ? push.index : -1
}

// ---------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------

const windowHits = (
  lines: ReadonlyArray<string>,
  index: LineIndex,
  rule: string,
  trigger: RegExp,
  evidence: RegExp,
  before: number,
  after: number,
  hits: Array<Hit>
): void => {
  for (const line of linesMatching(index, trigger)) {
    const match = trigger.exec(elementAt(lines, line))
    if (match === null) continue
    const window = lines.slice(Math.max(0, line - before), line + after + 1)
    if (window.some((candidate) => evidence.test(candidate))) hits.push({ rule, line, position: match.index })
  }
}

/** The clipboard written by code (VS-CR-006 when wallet addresses are matched nearby: an address swapper). */
const clipboardWrite =
  /\bpyperclip\.copy\s*\(|\bclipboard\.(writeText|write|setText|set_text)\s*\(|\bclipboardData\.setData\s*\(|\bSet-Clipboard\b|\bSetClipboardData\s*\(|\bxclip\s+(-\w+\s+)*-selection\s+c(lipboard)?\b(?![^\n|]*-o\b)|\|\s*pbcopy\b|\bClipboard\]::SetText\s*\(|\bClipboard\.(SetText|SetDataObject)\s*\(/
/** A cryptocurrency address matched or written: a Bitcoin or Ethereum address pattern, or a literal address. */
const walletAddress =
  /\(bc1\|\[13\]\)|\^0x\[(0-9a-fA-F|a-fA-F0-9|0-9a-f|a-f0-9)\]\{40\}|\bbc1q[0-9a-z]{25,60}\b|(?<![\w])0x[0-9a-fA-F]{40}(?![\w])/

/**
 * A file uploaded with `curl -T` / `--upload-file` to a host that is not an API a secret
 * may go to (VS-EXF-002 when the file is an archive or the workspace, a key or an env file).
 */
const uploadFile =
  /\bcurl\b[^\n]*?(?:\s-T|\s--upload-file)\s+["']?(\S*?(?:\.(?:tgz|tar\.gz|tar|zip|7z)|\.env|id_\w+|\.ssh\S*|\.git\b\S*|\$PWD|\.)["']?)\s[^\n]*?https?:\/\/([\w.-]+)/

/** `cluster-admin` bound to a default service account, anonymous or every authenticated user, subjects before or after the role (VS-PER-004). */
const clusterAdminRole = /^\s*name:\s*["']?cluster-admin["']?\s*$/
const openSubject =
  /system:(unauthenticated|anonymous|authenticated|serviceaccounts)\b|^\s*-?\s*name:\s*["']?default["']?\s*$/

/** A process forked on its own line right under an endless loop: a fork bomb written as code (VS-EX-007). */
const bareFork = /^\s*(os\.fork|fork|Process\.fork|pcntl_fork)\s*\(\s*\)\s*;?\s*$/
const endlessLoop =
  /^\s*(while\s*\(?\s*(True|true|1)\s*\)?\s*:?\s*\{?|for\s*\(\s*;\s*;\s*\)\s*\{?|loop\s*\{|while\s+:\s*;?\s*do)\s*$/

/** A polkit rule whose first statement answers yes: every action of every subject allowed (VS-PER-004). */
const polkitYes = /^\s*return\s+polkit\.Result\.YES\s*;?\s*$/
const polkitAnyAction = /\bpolkit\.addRule\s*\(\s*function\s*\(\s*action\s*,\s*subject\s*\)\s*\{\s*$/

/** A repository pushed whole (`--mirror`, `--all`) to a remote the skill adds on a host that is not a public forge (VS-EXF-002). */
const wholeRepositoryPush = /\bgit\s+push\b[^\n]*?(--mirror|--all)\b/
const foreignRemote =
  /\bgit\s+remote\s+(add|set-url)\s+[\w-]+\s+["']?(https?:\/\/|git@|ssh:\/\/)(?!(www\.)?(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|dev\.azure\.com|ssh\.dev\.azure\.com|git\.sr\.ht|localhost|127\.0\.0\.1)[/:])(?![<$])/

/**
 * A cloud or forge access token minted on the line (`$(gcloud auth print-access-token)`,
 * `gh auth token`, `az account get-access-token`) and sent to a host that is not its
 * issuer's: a bearer token is only ever due to the service that issued it (VS-EXF-002).
 */
const mintedToken =
  /\b(gcloud\s+auth\s+(?:application-default\s+)?print-(?:access|identity)-token|gh\s+auth\s+token|az\s+account\s+get-access-token|aws\s+(?:sts\s+get-session-token|configure\s+export-credentials|ecr\s+get-login-password))\b/
const tokenIssuers: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^gcloud/, /(^|\.)(googleapis\.com|google\.com|run\.app|cloudfunctions\.net|pkg\.dev|gcr\.io)$/],
  [/^gh/, /(^|\.)(github\.com|githubusercontent\.com|ghe\.com|ghcr\.io)$/],
  [/^az/, /(^|\.)(azure\.com|microsoft\.com|windows\.net|azure\.net|azurecr\.io|microsoftonline\.com)$/],
  [/^aws/, /(^|\.)(amazonaws\.com|aws\.amazon\.com)$/]
]
const foreignTokenHits = (lines: ReadonlyArray<string>, index: LineIndex, hits: Array<Hit>): void => {
  for (const line of linesMatching(index, mintedToken)) {
    const text = elementAt(lines, line)
    const minted = mintedToken.exec(text)
    if (minted === null) continue
    const issuer = tokenIssuers.find(([command]) => command.test(minted[1] ?? ""))?.[1]
    const hosts = urlsOf(text).map(hostOf)
    if (issuer === undefined || hosts.length === 0) continue
    if (
      hosts.some((host) => /^[\w-]+(\.[\w-]+)+$/.test(host) && !issuer.test(host) && !/^(localhost|127\.)/.test(host))
    )
      hits.push({ rule: "VS-EXF-002", line, position: minted.index, detail: "access token sent to another host" })
  }
}

/** A string decoded or built from character codes, and a name evaluated a few lines later (VS-OB-001). */
const decodedTrigger =
  /\bBASE(32|64)(_NOPAD)?\b|\bbase(32|64)::|\bdata_encoding::|-join\b|\[char\[?\]?\]|\bString\.fromCharCode\b|\bchr\s*\(|\bcodecs\.decode\b|\batob\s*\(|\bb64decode\b|\bunhexlify\b|\bFromBase64String\b|\bbytes\.fromhex\b/
const evaluatedName =
  /\bCommand::new\(\s*"(sh|bash|cmd|powershell)"\s*\)|\[scriptblock\]::Create\(\s*\$\w+\s*\)|(?<![\w.$])(eval|exec)\s*\(\s*[A-Za-z_$][\w$]*\s*\)|\bnew\s+Function\s*\(\s*[A-Za-z_$][\w$]*\s*\)|\b(iex|Invoke-Expression)\s+\$\w+/
/** Files encrypted in place while walking the home directory (ransomware written as code, VS-DST-002). */
const bulkEncryption =
  /\.write\(\s*\w+\.encrypt\(|\.encrypt\(\s*open\(|\bFernet\([^)\n]*\)\.encrypt\b|\.encrypt\([^)\n]*\.read\(\)\)|\b\w+\.Seal\(\s*\w*,?\s*\w+,\s*\w+,\s*nil\s*\)|\bcreateCipheriv\s*\([^\n]*\)[^\n]*\.update\(\s*(fs\.readFileSync|\w+)\b|\.update\(\s*(fs\.)?readFileSync\(|\bCreateEncryptor\s*\(/

/** A git credential helper written or set to a script of the skill's own (VS-CR-002 when it reaches out). */
const credentialHelperWrite =
  /(>|\btee\s+(-a\s+)?)\s*["']?\S*git-credential-[\w-]+|\bcredential\.helper\s+["']?(!|\/|~|\$HOME)/
/** A credential file read in code, mailed a few lines later (PHP's `mail()`, `wp_mail()`). */
const credentialFileRead =
  /\b(file_get_contents|fopen|readfile|file)\s*\([^)\n]*(wp-config\.php|\.env\b|\.aws\/credentials|\.git-credentials)/
const mailedOut = /\b(wp_)?mail\s*\(\s*['"][^'"\s]+@|\bmb_send_mail\s*\(/
const reachesOut = /\b(curl|wget|nc|ncat|Invoke-WebRequest|iwr)\b|https?:\/\//

/** Code picking `.env` files by name, with the home directory nearby: collecting every `.env` under home (VS-CR-003). */
const envFileName =
  /\/\^\\\.env\b|\bendsWith\(\s*["']\.env["']\s*\)|[=!]==?\s*["']\.env["']|["']\.env["']\s*[=!]==?|\bfnmatch\([^)\n]*["']\.env|\bglob\([^)\n]*\*\*\/\.env|\.rglob\(\s*["']\.env/
/** A rendered image whose URL holds a secret-shaped placeholder (`…/GITHUB_TOKEN/…`), filled in by the agent (VS-EXF-008). */
const secretPlaceholderImage =
  /!\[[^\]\n]{0,80}\]\(\s*(?:https?:)?\/\/[^)\s]{1,200}?(?:[?&=/](?:\{\{?\s*[\w. -]{1,40}\}\}?|<[\w -]{1,40}>)|=[A-Z][A-Z0-9_]{3,40}\b)(?=[^)\s]*\))|!\[[^\]\n]{0,80}\]\(\s*(?:https?:)?\/\/[^)\s]{0,200}?[/=?&{$]\{?[A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?)\b/
const placeholderFilled =
  /(?<![?&=/._-])\b(conversation|chat history|summary of|secrets?|api keys?|tokens?|credentials?|passwords?|env(ironment)? var(iable)?s|url-?encod\w*)\b(?![=_])|(?<![\w/])\.env\b|\b(replace[sd]?|substitute[sd]?|fill(ed)?( in)?|insert(ed)?|swap(ped)?)\b[^.\n]{0,60}?\b(real|actual|current|live|their|your)\s+(values?|tokens?|keys?|secrets?|credentials?)\b|\bfrom the environment\b|\bgh auth token\b|\bprintenv\b/i

const htmlCommentHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  let open = false
  for (const [index, line] of lines.entries()) {
    let scan = ""
    let position = 0
    if (open) {
      const close = line.indexOf("-->")
      scan = close < 0 ? line : line.slice(0, close)
      open = close < 0
    }
    for (let start = line.indexOf("<!--"); start >= 0; start = line.indexOf("<!--", start + 4)) {
      const close = line.indexOf("-->", start + 4)
      if (scan === "") position = start
      scan += ` ${close < 0 ? line.slice(start + 4) : line.slice(start + 4, close)}`
      if (close < 0) {
        open = true
        break
      }
    }
    if (scan !== "" && agentDirective.test(scan)) hits.push({ rule: "VS-PI-002", line: index, position })
  }
}

const directiveOpen =
  /<\s*(IMPORTANT|SYSTEM|CRITICAL|INSTRUCTIONS?|ADMIN|NOTE TO (THE )?(ASSISTANT|AGENT|AI))\s*>|\[\s*(IMPORTANT|SYSTEM)\s*\]/i
const directiveContent =
  /\b(read|send|forward|pass|upload|post|include|copy|attach|bcc|exfiltrate|collect)\b[^\n]{0,80}?\b(tokens?|keys?|passwords?|credentials?|secrets?|session|cookies?|\.env|\.ssh|environment|contents?|documents?|files?|messages?|history|mcp\.json|\.claude\.json)\b|\b(do not|don'?t|never|must not)\s+(mention|tell|inform|show|reveal|disclose|report)\b|\bwithout (telling|informing|asking)\b|\bnot be (shown|disclosed|visible)\b|\bhttps?:\/\//i

/** `<IMPORTANT>`-style blocks (MCP tool poisoning) whose content directs the agent to data or concealment. */
const directiveBlockHits = (lines: ReadonlyArray<string>, lineIndex: LineIndex, hits: Array<Hit>): void => {
  for (const index of linesMatching(lineIndex, directiveOpen)) {
    const line = elementAt(lines, index)
    const open = directiveOpen.exec(line)
    if (open === null) continue
    const block = lines.slice(index, index + 12)
    const end = block.findIndex((candidate, offset) => offset > 0 && /<\s*\//.test(candidate))
    const content = (end < 0 ? block : block.slice(0, end + 1)).join("\n")
    if (directiveContent.test(content)) hits.push({ rule: "VS-PI-006", line: index, position: open.index })
  }
}

/**
 * Greek letters opening or closing a part of a word (`Cα`, `ρ_AB`, `β-sheet`) are scientific
 * notation; a look-alike sits inside a Latin word (`pοypal`) or is Cyrillic.
 */
const scientificGreek = (token: string): boolean =>
  !/\p{Script=Cyrillic}/u.test(token) &&
  token
    .split(/[_-]/)
    .every(
      (part) =>
        !(confusable.test(part) && latinLetter.test(part)) ||
        /^\p{Script=Greek}+[\p{L}\d]*$|^[\p{L}\d]*?\p{Script=Greek}+$/u.test(part)
    )

/** A socket connection and a shell in the same file: a reverse shell written as code. */
const socketConnect =
  /\b(vim\.loop|vim\.uv|uv)\.new_tcp\(\)|\bwebsocket\.(Dial|DefaultDialer\.Dial)\b|\bnet\.Dial(?:Timeout|TCP)?\(\s*"tcp|\bsocket\.(socket|create_connection)\s*\(|\bnet\.(Socket|connect|createConnection)\b|\brequire\(\s*["'](?:node:)?net["']\s*\)\.(Socket|connect|createConnection)\b|\bnew\s+net\.Socket\b|Net\.Sockets\.TCPClient|\bfsockopen\s*\(|\bTCPSocket\.(new|open)\b|\bTcpStream::connect\b|\bnew\s+Socket\s*\(\s*["']|\bnew\s+TcpClient\s*\(|\bIO::Socket::INET\b|\bsocket\s*\(\s*(my\s+)?\$?\w+\s*,\s*(PF_INET|AF_INET)\b|\bsocket\s*\(\s*(AF_INET6?|PF_INET6?)\s*,|\bsocket\.tcp\(\)/
const socketShell =
  /\bio\.popen\b|\bexec\.Command\(\s*["'](sh|bash|cmd|powershell)["']|`#\{|["']\/bin\/(ba|z|da)?sh(?:["']|\s+-i\b)|\bIO\.popen\b|\bProcessStartInfo\(\s*["'](cmd|powershell)(\.exe)?["']|\bProcessBuilder\(\s*["'](\/bin\/)?(ba|z)?sh["']|\bCommand::new\(\s*["']\/bin\/|\bspawn\(\s*["'](ba|z)?sh["']|\bshell\s*=\s*True\b|\b(iex|Invoke-Expression)\b|\bcmd\.exe\b|\bs\.recv\([^\n]*\b(subprocess|os\.popen|os\.system)|\.pipe\(\s*\w+\.stdin\s*\)|\bstdout\.pipe\(\s*\w+\s*\)/

const socketShellHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  const connect = lines.findIndex((line) => socketConnect.test(line))
  if (connect < 0) return
  const window = lines.slice(Math.max(0, connect - 6), connect + 30)
  if (window.some((line) => socketShell.test(line)))
    hits.push({ rule: "VS-EX-006", line: connect, position: 0, detail: "socket wired to a shell" })
}

/**
 * A download written to a file with execute permission, and a process started nearby: the
 * dropper spelled in code (Go `http.Get` + `os.WriteFile(…, 0o755)` + `exec.Command`, and
 * the same in Node or Python), which the line rules and name flows do not follow.
 */
const executableWrite =
  /\bProcess\.run\(\s*["']chmod["']\s*,\s*\[\s*["']\+?[ugoa]*\+x["']|\bFile\.WriteAllBytes(?:Async)?\s*\(|\bset_permissions\([^\n]{0,120}?from_mode\(\s*0o?7[0-7]{2}|\bsetExecutable\(\s*true|\bos\.WriteFile\([^\n]{0,160}?,\s*0o?7[0-7]{2}\s*\)|\b(?:os\.Chmod|chmodSync|fs\.chmod|os\.chmod)\([^\n]{0,120}?,\s*(?:0o?7[0-7]{2}|stat\.S_IRWXU|stat\.S_IEXEC)\b|\bmode\s*:\s*0o?7[0-7]{2}\b/
const codeDownload =
  /\.getUrl\s*\(\s*Uri\.parse\b|\bhttp\.get\s*\(\s*Uri\.parse\b|\bGet(ByteArray|Stream)Async\s*\(|\bDownloadFile(Async)?\s*\(|\breqwest::(blocking::)?get\s*\(|\bURI\.open\b|\bNet::HTTP\.get\b|\bhttp\.Get\s*\(|\bhttp\.DefaultClient\.(?:Get|Do)\s*\(|\brequests\.get\s*\(|\burlopen\s*\(|\burlretrieve\s*\(|\bfetch\s*\(|\baxios\.get\s*\(|\bhttps?\.get\s*\(/
const processStart =
  /\bProcess\.(start|run)\s*\(\s*(?!['"]chmod['"])|\bProcess\.Start\s*\(|\bCommand::new\s*\(|\bnew\s+ProcessBuilder\s*\(|\bRuntime\.getRuntime\(\)\.exec\s*\(|\bexec\.Command(?:Context)?\s*\(|\bos\.StartProcess\s*\(|\bsyscall\.Exec\s*\(|\b(?:spawn|execFile)(?:Sync)?\s*\(|\bsubprocess\.(?:Popen|run|call|check_call)\s*\(|\bos\.(?:system|exec\w*)\s*\(/

const downloadRunHits = (lines: ReadonlyArray<string>, index: LineIndex, hits: Array<Hit>): void => {
  for (const line of linesMatching(index, executableWrite)) {
    const before = lines.slice(Math.max(0, line - 10), line + 1)
    const after = lines.slice(line, line + 8)
    if (before.some((text) => codeDownload.test(text)) && after.some((text) => processStart.test(text))) {
      hits.push({ rule: "VS-RS-003", line, position: 0, detail: "download written as an executable and started" })
      return
    }
  }
}

/**
 * Deletion of the home directory written as code over several lines (VS-DST-001), in any
 * language: a name bound to the home directory and a recursive delete of exactly that name,
 * or a walk over the home directory whose body deletes each entry. A folder inside the
 * home (a cache, a build folder) is not the home.
 */
const homeSource =
  /\bos\.path\.expanduser\(\s*["']~\/?["']\s*\)|\bPath\.home\(\)|\b(?:os\.)?homedir\(\)|\bos\.UserHomeDir\(\)|\b(?:dirs::)?home_dir\(\)|\bDir\.home\b|\bENV\[\s*["'](?:HOME|USERPROFILE)["']\s*\]|\bSystem\.getProperty\(\s*["']user\.home["']\s*\)|\bEnvironment\.GetFolderPath\(\s*Environment\.SpecialFolder\.(?:UserProfile|MyDocuments|Desktop|Personal)\s*\)|\bgetenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|\bos\.Getenv\(\s*"(?:HOME|USERPROFILE)"\s*\)|\bos\.environ(?:\.get)?[[(]\s*["'](?:HOME|USERPROFILE)["']\s*[\])]|\b(?:std::)?env::var\(\s*"HOME"\s*\)/
/** The home directory walked, or each original removed after it is encrypted. */
const encryptedOriginals = new RegExp(
  `${homeSource.source}|\\bos\\.(remove|unlink|Remove)\\s*\\(|\\bunlinkSync\\s*\\(|\\bFile\\.Delete\\s*\\(|\\bshred\\b`
)
const homeValue = String.raw`(?:${homeSource.source})(?:\.unwrap\(\)|\.expect\([^)\n]{0,40}\)|\?)?`
const homeBinding = new RegExp(
  String.raw`^\s*(?:(?:const|let|var|mut|my|final|val|auto)\s+)*(?:[A-Z]\w*\s+)?[$]?([A-Za-z_]\w*)(?:\s*,\s*_)?\s*(?::\s*[^=\n]{1,30}?)?\s*:?=\s*(?:[^=\n]{1,80}?\s*(?:\|\||\?\?|\bor\b)\s*)?${homeValue}\s*;?\s*$`
)
const recursiveDelete = String.raw`(?:(?:\w+\.)?rmtree|os\.RemoveAll|(?:std::)?(?:fs::)?remove_dir_all|Directory\.Delete|FileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?|deleteDirectory)|(?:fs\.)?rmSync|(?:fs\.)?rm|rimraf(?:\.sync)?|deleteRecursively)`
const walkCall = String.raw`(?:os\.walk|Files\.(?:walk|list)|Paths\.get|filepath\.(?:Walk|WalkDir)|WalkDir::new|Dir\.glob|Directory\.(?:GetFiles|EnumerateFiles|GetFileSystemEntries|EnumerateFileSystemEntries)|(?:fs\.)?readdirSync)`
const entryDelete =
  /\bos\.(?:remove|unlink|rmdir)\s*\(|\.unlink\s*\(|\.rmdir\s*\(|\bshutil\.rmtree\s*\(|::delete\b|\.delete\s*\(\s*\)|\bos\.Remove(?:All)?\s*\(|\bremove_(?:file|dir_all)\s*\(|\bFile\.(?:delete|Delete)\s*\(|\bFileUtils\.rm\w*\s*\(|\b(?:fs\.)?(?:unlinkSync|rmSync)\s*\(|\bRemove-Item\b/
const homeGate = new RegExp(homeSource.source)
const directHomeDelete = new RegExp(
  String.raw`\b${recursiveDelete}\s*\(\s*&?\s*${homeValue}\s*(?:\+\s*["'\x60]/\*["'\x60]\s*)?[,)]`
)
const indentOf = (line: string): number => line.length - line.trimStart().length

/** A shell variable set to the home directory, or defaulting to it (`DIR=${CACHE:-$HOME}`). */
const shellHomeBinding =
  /^\s*(?:export\s+|local\s+|readonly\s+)?([A-Za-z_]\w*)=["']?(?:\$HOME|~|\$\{HOME\}|\$\{\w+:-(?:\$HOME|~|\$\{HOME\})\})["']?\s*(?:#.*)?$/

/** `rm -r` of everything in a shell variable bound to the home directory, a few lines later (VS-DST-001). */
const shellHomeDeletionHits = (lines: ReadonlyArray<string>, whole: string, hits: Array<Hit>): void => {
  // two substring checks before any pattern: most files never delete or name the home directory
  if (!whole.includes("rm ") || !(whole.includes("HOME") || whole.includes("=~"))) return
  for (const [line, text] of lines.entries()) {
    const name = text.includes("=") ? shellHomeBinding.exec(text)?.[1] : undefined
    if (name === undefined) continue
    const deletion = new RegExp(
      String.raw`\brm\s+(?:-[a-zA-Z]*[rR][a-zA-Z]*|--recursive)\b[^\n;&|]*?["']?\$\{?${name}\}?["']?(?:\/\*|\/\.\[!\.\]\*|\/?["']?(?:\s|$|;|&))`
    )
    for (let next = line + 1; next < Math.min(lines.length, line + 9); next++) {
      const deleted = deletion.exec(elementAt(lines, next))
      if (deleted === null) continue
      hits.push({ rule: "VS-DST-001", line: next, position: deleted.index, detail: "deletes the home directory" })
      break
    }
  }
}

const homeDeletionHits = (lines: ReadonlyArray<string>, index: LineIndex, hits: Array<Hit>): void => {
  for (const line of linesMatching(index, homeGate)) {
    const text = elementAt(lines, line)
    const direct = directHomeDelete.exec(text)
    if (direct !== null) {
      hits.push({ rule: "VS-DST-001", line, position: direct.index, detail: "deletes the home directory" })
      continue
    }
    const name = homeBinding.exec(text)?.[1]
    const home = name === undefined ? homeValue : String.raw`${homeValue}|\b${name}\b`
    const deleteOf =
      name === undefined
        ? undefined
        : new RegExp(String.raw`\b${recursiveDelete}\s*\(\s*&?\s*${name}\s*(?:\+\s*["'\x60]/\*["'\x60]\s*)?[,)]`)
    const walkOf = new RegExp(
      String.raw`\b${walkCall}\s*\(\s*(?:${home})\s*[,)]|(?:${home})\s*\)?\.(?:rglob|glob|iterdir|walk)\s*\(`
    )
    for (let next = line; next < Math.min(lines.length, line + 8); next++) {
      const candidate = elementAt(lines, next)
      const deleted = deleteOf === undefined ? null : deleteOf.exec(candidate)
      if (deleted !== null) {
        hits.push({ rule: "VS-DST-001", line: next, position: deleted.index, detail: "deletes the home directory" })
        return
      }
      const walk = walkOf.exec(candidate)
      if (walk === null) continue
      const body = lines.slice(next, next + 7)
      const deletes = body.findIndex(
        (entry, offset) => entryDelete.test(entry) && (offset === 0 || indentOf(entry) > indentOf(candidate))
      )
      if (deletes >= 0) {
        hits.push({
          rule: "VS-DST-001",
          line: next + deletes,
          position: 0,
          detail: "deletes every entry of the home directory"
        })
        return
      }
    }
  }
}

interface LineRule {
  readonly rule: string
  readonly patterns: ReadonlyArray<RegExp>
}

const lineRules: ReadonlyArray<LineRule> = Object.entries(linePatterns).map(([rule, patterns]) => ({
  rule,
  patterns
}))

/**
 * Rules read in prose: a document's hard-wrapped paragraph is one sentence to them, so their
 * patterns are also matched over each paragraph with its lines joined ("inventory every
 * token, API key and password ⏎ … and paste them into the glossary").
 */
const proseRules = new Set([
  "VS-EXF-002",
  "VS-EXF-009",
  "VS-EXF-007",
  "VS-EXF-008",
  "VS-CR-005",
  "VS-CR-006",
  "VS-CR-007",
  "VS-MEM-001"
])
const proseLineRules = lineRules.filter(
  ({ rule }) => proseRules.has(rule) || rule.startsWith("VS-PI-") || rule.startsWith("VS-IN-")
)

interface Paragraph {
  /** The lines joined by one space each (offsets of a line in `text` are in `offsets`). */
  readonly text: string
  readonly lines: ReadonlyArray<number>
  readonly offsets: ReadonlyArray<number>
}

const paragraphBreak = /^\s*$|^\s{0,3}#|^\s*\||^\s*<!--|^\s*>\s*$/
const commentOpening = /^\s*<!--/
/** Most lines joined into one paragraph. */
const maximumParagraphLines = 8

/** The wrapped paragraphs of a document (two lines or more), outside fenced blocks (from its context). */
const quoteMarkers = /^\s{0,3}(?:>\s?)+/
const wrappedParagraphs = (lines: ReadonlyArray<string>): Array<Paragraph> => {
  const { fenceStart } = documentContext(lines)
  const found: Array<Paragraph> = []
  let current: Array<number> = []
  const close = () => {
    if (current.length > 1) {
      const offsets: Array<number> = []
      let text = ""
      for (const line of current) {
        if (text !== "") text += " "
        offsets.push(text.length)
        // a blockquote is read without its markers (same length): `> ` inside the joined text is no redirection
        text += elementAt(lines, line).replace(quoteMarkers, (markers) => " ".repeat(markers.length))
      }
      found.push({ text, lines: current, offsets })
    }
    current = []
  }
  for (const [index, line] of lines.entries()) {
    // a fence line, or a line inside a fenced block, ends the paragraph
    const fenced = elementAt(fenceStart, index) >= 0 || fenceMarker.test(line)
    if (!fenced && commentOpening.test(line)) {
      // an HTML comment is read as a paragraph of its own (an agent reads what it hides)
      close()
      current.push(index)
      if (line.includes("-->")) close()
      continue
    }
    if (fenced || paragraphBreak.test(line)) {
      close()
      continue
    }
    if (listItem.test(line) || current.length >= maximumParagraphLines) close()
    current.push(index)
    if (line.includes("-->")) close()
  }
  close()
  return found
}

/**
 * Matches of the prose rules that only a paragraph's joined lines show, at their physical
 * line. A paragraph is tried for a rule only when one of its lines holds a literal of the
 * rule's patterns (from the file's own literal pass: no second pass over the paragraphs).
 */
const paragraphHits = (lines: ReadonlyArray<string>, index: LineIndex, hits: Array<Hit>): void => {
  const paragraphs = wrappedParagraphs(lines)
  if (paragraphs.length === 0) return
  const paragraphOf = new Int32Array(lines.length).fill(-1)
  for (const [number, paragraph] of paragraphs.entries()) for (const line of paragraph.lines) paragraphOf[line] = number
  const seen = new Set(hits.map((hit) => `${hit.rule} ${hit.line}`))
  // the literals as the paragraphs read them: a literal of several words may run over a
  // line end the paragraph joins ("chiedere ⏎ conferma")
  const joined = joinLines(
    index,
    paragraphs.flatMap((paragraph) => paragraph.lines.slice(0, -1))
  )
  for (const { rule, patterns } of proseLineRules) {
    for (const pattern of patterns) {
      // each pattern on the paragraphs holding one of its own literals
      const candidates = literalLines(joined, pattern)
      const numbers =
        candidates === undefined
          ? [...paragraphs.keys()]
          : candidates.map((line) => paragraphOf[line] ?? -1).filter((number) => number >= 0)
      for (const number of new Set(numbers)) {
        const paragraph = paragraphs[number]
        if (paragraph !== undefined) paragraphHit(rule, [pattern], paragraph, seen, hits)
      }
    }
  }
}

const paragraphHit = (
  rule: string,
  patterns: ReadonlyArray<RegExp>,
  paragraph: Paragraph,
  seen: Set<string>,
  hits: Array<Hit>
): void => {
  for (const chunk of chunks(paragraph.text)) {
    const position = firstMatch(patterns, chunk.text)
    if (position < 0) continue
    const at = chunk.offset + position
    // the sentence says not to ("Never ask the user ⏎ to paste credentials"): the physical line cannot show it
    const sentence =
      chunk.text
        .slice(0, position)
        .split(/[.!?]\s/)
        .at(-1) ?? ""
    if (negates(sentence)) return
    let part = 0
    while (part + 1 < paragraph.offsets.length && (paragraph.offsets[part + 1] ?? 0) <= at) part++
    const line = paragraph.lines[part] ?? 0
    const key = `${rule} ${line}`
    if (!seen.has(key)) {
      seen.add(key)
      hits.push({ rule, line, position: at - (paragraph.offsets[part] ?? 0) })
    }
    return
  }
}

/** A remote script from an official installer host (docs/decisions.md) is an advisory. */
const remoteScriptRules = new Set(["VS-RS-001", "VS-RS-002", "VS-RS-003"])

/** Shell start-up lines that only set a variable, extend PATH or load a tool's own init. */
const environmentSetup =
  /\becho\s+["']?(export\s+[A-Za-z_]\w*=|eval\s+"?\$\([\w-]+\s+(init|env|shellenv|activate|completion)\b|PATH=)/
const networkOrCode =
  /PATH=["']?[^"'\s]*(\/tmp\b|\/\.[\w-]+\/\.[\w-]+)|\b(curl|wget|nc|base64|eval\s+"\$\(curl|python|node|bash -c)\b|https?:\/\//

/**
 * Positive evidence that a match is legitimate, found on the matched line itself:
 * a remote script from an official installer host (docs/decisions.md), a start-up
 * file line that only exports a variable, a metadata address written as a CIDR block
 * (a network policy that blocks it), a system file written inside a container build
 * (`RUN` of a Dockerfile), a prose mention of agent settings in a document.
 */
const positiveEvidence = (hit: Hit, file: TextFile): Hit => {
  // a front-matter hook that reaches out runs on the agent's events: no prose around it frames it
  if (hit.detail === frontMatterHook) return hit
  const line = file.lines[hit.line] ?? ""
  const classEvidence = evidenceOf(hit, file, line)
  if (classEvidence !== undefined) return { ...hit, advisory: true, detail: classEvidence }
  if (remoteScriptRules.has(hit.rule) && onlyOfficialInstallers(line)) {
    return { ...hit, advisory: true, detail: "official installer" }
  }
  if (
    hit.rule === "VS-PER-003" &&
    environmentSetup.test(line) &&
    !networkOrCode.test(line.replace(/\$\([\w-]+\s+(init|env|shellenv)[^)]*\)/, ""))
  ) {
    return { ...hit, advisory: true, detail: "sets an environment variable" }
  }
  if (hit.rule === "VS-EXF-005" && /169\.254\.169\.254\/32|169\.254\.0\.0\/16/.test(line))
    return { ...hit, advisory: true }
  if (hit.rule === "VS-PER-008" && /^\s*RUN\s/.test(line)) return { ...hit, advisory: true, detail: "container build" }
  // the release of the GitHub project the document is about, or the service of the tool it documents
  const release = githubRelease.exec(line)
  if (
    hit.rule === "VS-RS-003" &&
    release?.[1] !== undefined &&
    urlsOf(line).every((url) => githubRelease.test(`https://${url}`)) &&
    mentionedElsewhere(file.lines, hit.line, release[1])
  ) {
    return { ...hit, advisory: true, detail: "release of the documented project" }
  }
  const service = /\bsystemctl\s+(?:--user\s+)?enable\s+(?:--now\s+)?([\w@.-]+?)(?:\.service)?(?:\s|$)/.exec(line)
  if (hit.rule === "VS-PER-002" && service?.[1] !== undefined && file.kind === "document") {
    const name = service[1].replace(/d$/, "")
    if (mentionedElsewhere(file.lines, hit.line, name) || mentionedElsewhere(file.lines, hit.line, service[1]))
      return { ...hit, advisory: true, detail: "service of the documented tool" }
  }
  if (
    (hit.rule === "VS-MEM-001" || hit.rule === "VS-MEM-002") &&
    file.kind === "document" &&
    hit.detail !== writtenFromCode &&
    !(linePatterns[hit.rule] ?? []).slice(0, 2).some((pattern) => pattern.test(line)) &&
    !mcpServerAdd.test(line)
  ) {
    if (hit.rule === "VS-MEM-002" && !instructs(line)) return { ...hit, advisory: true }
  }
  // a path in an agent's deny list (`"deny": ["Read(~/.ssh/**)"]`) is kept from the agent, not read
  if (/^VS-CR-/.test(hit.rule) && /\.(json|jsonc|ya?ml|toml)$/i.test(file.path) && inDenyList(file.lines, hit.line)) {
    return { ...hit, advisory: true, detail: "in a deny list" }
  }
  // agent hooks whose every command formats or lints the edited file (`prettier --write "$f"`)
  if (hit.rule === "VS-MEM-002" && /\.jsonc?$/i.test(file.path) && formatterHooks(file.lines)) {
    return { ...hit, advisory: true, detail: "hooks that only format or lint" }
  }
  // a YARA rule file: its strings are what a detector looks for, nothing there runs
  if (/\.(yar|yara)$/i.test(file.path) && !/^VS-(SEC|UNI|BIN|ARC)-/.test(hit.rule)) {
    return { ...hit, advisory: true, detail: "detection rule (YARA)" }
  }
  // an injection phrase written as a regular expression in code (`r"ignore (all )?previous instructions"`):
  // the pattern a detector looks for, not a message to the agent
  if (/^VS-PI-/.test(hit.rule) && file.kind === "script" && regexLiteral.test(line)) {
    return { ...hit, advisory: true, detail: "detection pattern" }
  }
  // a file named as an example of bad code (`example_code_vulnerable.py`, `insecure_example.js`) is quoted, not run
  if (vulnerableExample.test(baseName(file.path)) && !/^VS-(SEC|UNI|BIN|ARC)-/.test(hit.rule)) {
    return { ...hit, advisory: true, detail: "example of vulnerable code" }
  }
  // moving on to the next step of a workflow without a question is no guardrail lifted
  if (hit.rule === "VS-PI-004" && nextStep.test(line) && !nextStepRisk.test(line)) {
    return { ...hit, advisory: true, detail: "continues a workflow" }
  }
  // installing a skill by copying its own folder into the agent's skills folder is how skills are installed
  if (hit.rule === "VS-MEM-002" && skillInstall.test(line))
    return { ...hit, advisory: true, detail: "installs a skill" }
  // the user's own public key, or a placeholder, in authorized_keys; a hooks path inside the repository
  if (
    hit.rule === "VS-PER-006" &&
    (/\.pub\b|\bssh-(rsa|ed25519|ecdsa\S*)\s+(AAAA[A-Za-z0-9+/]{0,4}\.\.\.|<[^>]+>|\.\.\.)/.test(line) ||
      /\bcore\.hooksPath\s+["']?\.?[\w-]+(\/[\w-]+)?["']?(\s|$)/.test(line))
  ) {
    return { ...hit, advisory: true, detail: "own key or repository hooks" }
  }
  // a scheduled job, service unit or git hook that runs local tools: persistence the user asked for,
  // unless what it runs reaches out, decodes or hides (then it stays a threat)
  if (
    (((hit.rule === "VS-PER-001" && !/\bCurrentVersion\\+Run|\bschtasks\b/i.test(line)) ||
      (hit.rule === "VS-PER-002" && userUnit.test(line))) &&
      file.kind === "document" &&
      documentedJob(file.lines, hit.line)) ||
    (hit.rule === "VS-PER-006" && /\.git\/hooks\/[\w-]+\s*<<-?\s*["']?\w+/.test(line))
  ) {
    if (!scheduledReachesOut(file.lines, hit.line)) return { ...hit, advisory: true, detail: "runs local commands" }
  }
  // the hook just written by a heredoc that runs local tools made executable
  const hookMadeExecutable =
    hit.rule === "VS-PER-006" ? /\bchmod\s+\+x\s+\S*\.git\/hooks\/([\w-]+)/.exec(line)?.[1] : undefined
  if (hookMadeExecutable !== undefined) {
    const written = file.lines
      .slice(0, hit.line)
      .findLastIndex((text) => text.includes(`.git/hooks/${hookMadeExecutable}`) && /<<-?\s*["']?\w+/.test(text))
    if (written >= 0 && hit.line - written <= 20 && !scheduledReachesOut(file.lines, written))
      return { ...hit, advisory: true, detail: "runs local commands" }
  }
  // a job a script schedules only after asking the user (`read -p "Install in crontab? [y/N]"`), running local commands
  if (
    (hit.rule === "VS-PER-001" || (hit.rule === "VS-PER-002" && userUnit.test(line))) &&
    file.kind === "script" &&
    file.lines.slice(Math.max(0, hit.line - 6), hit.line + 7).some((text) => confirmationPrompt.test(text)) &&
    // the job may be written a few lines before it is installed
    !file.lines.slice(Math.max(0, hit.line - 6), hit.line + 7).some((text) => scheduledRisk.test(text)) &&
    !scheduledReachesOut(file.lines, hit.line)
  ) {
    return { ...hit, advisory: true, detail: "scheduled after the user confirms" }
  }
  // a tunnel the document is about (`ngrok http 3000`, its URL pasted into a webhook setting) receives, it does not collect
  const tunnel = tunnelService.exec(line)?.[1]
  if (
    hit.rule === "VS-EXF-001" &&
    tunnel !== undefined &&
    !sendsData.test(line) &&
    mentionedElsewhere(file.lines, hit.line, tunnel)
  ) {
    return { ...hit, advisory: true, detail: "tunnel of the documented setup" }
  }
  // a plugin's own hooks file whose every command is one of the plugin's scripts (scanned themselves)
  if (hit.rule === "VS-MEM-002" && /(^|\/)hooks\/hooks\.json$/.test(file.path) && pluginOwnCommands(file.lines)) {
    return { ...hit, advisory: true, detail: "plugin's own hook scripts" }
  }
  if (
    (hit.rule === "VS-MEM-001" || hit.rule === "VS-MEM-002") &&
    file.kind === "document" &&
    agentConfigDocument(file.lines) &&
    !riskyConfigBlock(file.lines, hit.line)
  ) {
    // a document whose subject is the agent's own configuration (hooks, settings, MCP, CLAUDE.md) tells its
    // reader where a setting goes; it stays a threat when the setting reaches out or lifts the agent's limits
    return { ...hit, advisory: true, detail: "documents agent configuration" }
  }
  return hit
}

/** A string or regex literal holding regular-expression syntax: an optional group, `(?:`, `\\s`, `\\b`, a class. */
const regexLiteral =
  /(?<!\w)r(["'])[^"'\n]{3,}\1|(?:\bre\.compile\(\s*|[=(,[]\s*)(["'/])[^"'\n]*(?:\)\?|\(\?[:i!=]|\\[sbwd][+*?]?|\[[^\]\n]{1,20}\][+*?])[^"'\n]*\2/

/** What a scheduled or hooked command must not do to stay an advisory: reach out, decode, run hidden or temporary files. */
const scheduledRisk =
  /\b(curl|wget|nc|ncat|netcat|socat|base64|xxd|openssl\s+enc|osascript|powershell|pwsh|iex|Invoke-\w+|mshta|certutil)\b|\bpython[23]?\s+-c\b|\bperl\s+-e\b|\b(ba|z)?sh\s+-[ci]\b|\beval\b|\/dev\/(tcp|udp)\/|https?:\/\/|\/tmp\/|\/\.[\w-]+\/\.[\w-]+|\/\.\w+\s*$/

/** The matched line and, when it opens a heredoc or a fenced block, the lines written with it (at most 15). */
const scheduledReachesOut = (lines: ReadonlyArray<string>, line: number): boolean => {
  const first = elementAt(lines, line)
  if (scheduledRisk.test(first)) return true
  const heredoc = /<<-?\s*["']?(\w+)["']?/.exec(first)?.[1]
  for (const next of lines.slice(line + 1, line + 16)) {
    if (heredoc !== undefined ? next.trim() === heredoc : /^\s{0,3}(`{3,}|~{3,})/.test(next)) break
    if (scheduledRisk.test(next)) return true
  }
  return false
}

/** Whether a line sits in a list of denied permissions (`"deny": [`, `deny:`) not closed before it. */
const inDenyList = (lines: ReadonlyArray<string>, at: number): boolean => {
  for (let index = at; index >= 0 && index >= at - 40; index--) {
    const text = elementAt(lines, index)
    if (
      /["']?\b(deny|denied|disallow(ed)?|blocked|forbidden|blocklist|denylist)\b["']?\s*[:=]\s*\[?\s*($|\[|["'])/i.test(
        text
      )
    )
      return true
    // a list closed above the line, or another key's list opened: not in a deny list
    if (index < at && (/^\s*\]/.test(text) || /["']?\w+["']?\s*:\s*\[\s*$/.test(text) || /^\s*\w+:\s*$/.test(text)))
      return false
  }
  return false
}

/** Formatters and linters a hook may run on an edited file. */
const formatter =
  /\b(prettier|ruff|black|isort|eslint|biome|gofmt|goimports|rustfmt|cargo\s+fmt|shfmt|clang-format|swiftformat|swift-format|ktlint|rubocop|stylua|terraform\s+fmt|dprint|oxlint|markdownlint|autopep8|yapf|mix\s+format|dart\s+format|deno\s+fmt|npm\s+run\s+(lint|format)|pnpm\s+(lint|format)|yarn\s+(lint|format))\b/

/**
 * Whether every hook command of an agent settings file formats or lints (and reaches
 * nothing out, decodes nothing, runs nothing hidden): what editors do on save.
 */
const formatterHooks = (lines: ReadonlyArray<string>): boolean => {
  const commands = Array.from(
    lines.join("\n").matchAll(/"command"\s*:\s*"((?:[^"\\]|\\.)*)"/g),
    (match) => match[1] ?? ""
  )
  return (
    commands.length > 0 &&
    commands.every((command) => {
      const text = command.replace(/\\"/g, '"')
      return formatter.test(text) && !scheduledRisk.test(text) && !hookRisk.test(text) && !sensitiveSource.test(text)
    })
  )
}

/** What a formatting hook has no need of: copying, moving, deleting, privileges, other programs, writes to files. */
const hookRisk =
  /\b(cp|mv|scp|rsync|tar|zip|rm|ln|sudo|chmod|chown|ssh|git|node|python[23]?|ruby|perl|bash|sh|zsh|pip|uvx|bunx|pnpx|dd|tee|open)\b(?![-.])|\bnpx\s+(?!--no-install\s)|>\s*(?!\/dev\/null|&)/

/** A question put to the user before going on: `read -p "…? [y/N]"`, `Read-Host "…(y/n)"`, `input("… [y/N] ")`. */
const confirmationPrompt =
  /\bread\s+(-\w+\s+)*-\w*p\w*\s+["'][^"'\n]*(\[[yYsSjJoO]\/[nN]\]|\([yYsSjJoO]\/[nN]\)|\?)|\bRead-Host\b[^\n]*(\[[yY]\/[nN]\]|\([yY]\/[nN]\)|\?)|\binput\(\s*f?["'][^"'\n]*(\[[yY]\/[nN]\]|\([yY]\/[nN]\))/

/** A unit or agent of the user's own session (not system-wide, not a Run key): `systemctl --user`, `~/.config/systemd/user/`. */
const userUnit = /\bsystemctl\s+--user\b|(~|\$HOME|%h)\/\.config\/systemd\/user\//

const vulnerableExample = /(^|[-_.])(vulnerable|insecure|unsafe|bad|antipattern|anti-pattern|exploit(able)?)([-_.]|$)/i
const nextStep =
  /\b(proceed|continue|move on|go on|advance|hand off|go straight)\s+(directly\s+|automatically\s+|straight\s+|right\s+away\s+)?(to|with)\b/i
const nextStepRisk =
  /\b(sudo|rm|delete|remove|drop|push|deploy|publish|send|upload|curl|wget|install|pay|purchase|transfer|credentials?|secrets?|tokens?)\b/i
/** `cp -r <skill folder> ~/.claude/skills` (a relative source, the agent's skills folder as target). */
const skillInstall =
  /\b(cp|rsync|ln)\s+(-[\w-]+\s+)*(?![\w-]*:\/\/)(?!\/tmp)[.\w][\w./-]*\s+["']?(~|\$HOME)?\/?\.(claude|codex|cursor|gemini|agents)\/skills(\/[\w.-]*)*\/?["']?\s*($|#)/

/** Path segments and words too common to name a tool. */
const commonSegments = new Set([
  "home",
  "local",
  "backups",
  "backup",
  "scripts",
  "script",
  "usr",
  "bin",
  "null",
  "logs",
  "crontab",
  "systemctl",
  "service",
  "enable",
  "user",
  "daemon",
  "reload"
])

/** The job runs a script or tool whose name the document uses on two other lines: the tool it is about. */
const documentedJob = (lines: ReadonlyArray<string>, line: number): boolean => {
  const text = elementAt(lines, line)
  for (const match of text.matchAll(/[\w]+(?:[-_][\w]+)+|[A-Za-z]{6,}/g)) {
    const name = match[0].replace(/\.(sh|py|js|rb|pl|service|timer)$/, "")
    if (name.length >= 5 && !commonSegments.has(name.toLowerCase()) && mentionedElsewhere(lines, line, name))
      return true
  }
  return false
}

const tunnelService = /\b(ngrok(?:-free)?|trycloudflare|localhost\.run|serveo|bore)\b/
const sendsData =
  /\s(-d|--data\S*|-F|--form|-T|--upload-file)\s|\b(POST|PUT)\b|\b(send|upload|post|exfiltrate|forward)\b/i

/** Every `"command"` of a hooks file runs a script of the plugin itself (`${CLAUDE_PLUGIN_ROOT}/…`). */
const pluginOwnCommands = (lines: ReadonlyArray<string>): boolean => {
  const commands = lines.flatMap((line) =>
    [...line.matchAll(/"command"\s*:\s*"([^"]*)"/g)].map((match) => match[1] ?? "")
  )
  return (
    commands.length > 0 &&
    commands.every((command) => /^\$\{CLAUDE_PLUGIN_ROOT\}\/[\w./-]+(\s+[\w./=-]+)*$/.test(command))
  )
}

/** `claude mcp add <name> …`: the server's name, or the second-level label of its URL. */
const mcpServerAdd =
  /\b(?:claude|codex|gemini|cursor-agent|qwen|amp|opencode|goose|kiro|copilot)\s+mcp\s+(?:add|add-json|install)\s+(?:--?[\w-]+(?:[\s=](?!-)[^\s-]\S*)?\s+)*([<{]?[\w.@/-]+[>}]?)/
/**
 * A development tool run with a fixed command line (a string literal, nothing interpolated):
 * `execSync("npx tsc --noEmit")`. Other fixed commands (`whoami`, `curl …`) stay threats.
 */
const literalCommand =
  /\b(?:os\.system|os\.popen|subprocess\.\w+|(?:child_process\.|cp\.)?(?:exec|execSync))\s*\(\s*(["'`])(?:npx|npm|pnpm|yarn|bun|node|tsc|git|make|cargo|go|python3?|pip3?|uv|pytest|ruff|black|eslint|prettier|docker|terraform|deno|mvn|gradle|dotnet|swift|xcodebuild|mkdir|ls)\s[^"'`\\$`{}%;&|<>]*\1\s*[,)]/
/** What makes a shell command built by a script worth a threat: decoding, reversing, downloading, evaluating. */
const builtCommandRisk =
  /\b(?:b64decode|b32decode|base64|atob|fromCharCode|unhexlify|codecs|rot_?13|decode|decrypt|dec|xor|unxor|eval|compile|marshal|zlib|gzip|inflate|urlopen|urlretrieve|requests|fetch|https?|curl|wget|Invoke-WebRequest|iwr|irm|reverse|fromhex|chr|whoami|hostname|uname|ifconfig|ipconfig|systeminfo)\b|\[::-1\]|\bBuffer\.from\b|\.join\(\s*["'`]{2}\s*\)/i
/** `npx @modelcontextprotocol/server-…`, `npx @anthropic/mcp-server-…`, or a URL whose host is a placeholder. */
const officialMcpServer =
  /\s--\s+npx\s+(?:-y\s+)?@(?:modelcontextprotocol|anthropic|anthropic-ai|playwright|upstash|cloudflare|microsoft|azure|github|stripe|sentry|supabase|netlify|vercel|notionhq|linear)\/[\w.-]+(?:@[\w.-]+)?(?:\s+[~\w./-]+)*\s*`?\s*$|https:\/\/<[\w -]+>\.[\w.-]+\/|https:\/\/(?:mcp\.(?:notion|linear|sentry|stripe|supabase|atlassian|github)\.(?:com|app|dev)|api\.githubcopilot\.com)\/mcp\b/
/** A script that downloads or decodes something: what it runs may be what it fetched. */
const fetchedOrDecoded =
  /\b(?:urlretrieve|urlopen|b64decode|b32decode|atob|fromCharCode|unhexlify|Invoke-WebRequest|DownloadFile|DownloadString)\b|\brequests\.get\s*\(|\bfetch\s*\(\s*["'`]https?:|\b(?:curl|wget)\s|\[::-1\]|\bcodecs\.decode\b|\bBuffer\.from\([^)\n]*["'`](?:base64|hex)["'`]/
/** Whether a file downloads or decodes something, read once per file (a script may run many commands). */
const fetchesOrDecodesOf = new WeakMap<ReadonlyArray<string>, boolean>()
const fetchesOrDecodes = (file: TextFile): boolean => {
  let found = fetchesOrDecodesOf.get(file.lines)
  if (found === undefined) {
    found = fetchedOrDecoded.test(file.text ?? file.lines.join("\n"))
    fetchesOrDecodesOf.set(file.lines, found)
  }
  return found
}
/** A tunnel URL whose subdomain is a placeholder or a variable. */
const placeholderTunnel =
  /(?:<[\w -]+>|\{\{?[\w -]+\}?\}|\$\{?[A-Za-z_]\w*\}?|\byour[-_][\w-]*|\bxx+|YOUR_\w+|\.\.\.|\b(?:abc123|abcd1234|random-words|example|something|my-tunnel)(?:[-\w]*)?)\.(?:ngrok(?:-free)?\.(?:app|dev|io)|trycloudflare\.com)\b/
/** A line holding only quoted strings of a list (a blocklist, an IOC list): data, not a call. */
const quotedListLine = /^\s*(?:r?["'][^"'\n]*["']\s*[,:]?\s*)+[\])}]?\s*,?\s*$/
const dockerRun = /^\s*RUN\s/

/** The command of a profile line: the quoted text added to a profile, or the line itself. */
const shellSetupLine = (line: string): string => {
  const quoted =
    /^\s*(?:\$\w+\s*=\s*|echo\s+|Add-Content\s+\S+\s+|printf\s+)(["'])(.*)\1\s*(?:>>?\s*\S+)?\s*;?\s*$/.exec(line)
  return (quoted?.[2] ?? line).trim()
}

/**
 * A well-known tool's shell set-up evaluated or added to a profile, as its own documentation
 * says (`eval "$(starship init bash)"`, `oh-my-posh init pwsh | Invoke-Expression`,
 * `eval "$(op signin)"`, `eval "$(ssh-agent -s)"`): the line runs nothing else.
 */
const knownShellSetup =
  /^(?:(?:[^|;&]|\d?>&\d?)*(?:\|\||&&)\s*)?[^|;&]*?(?:\beval\s+["'`]?\$\(\s*|["'`(]\s*|^\s*)(starship\s+init|oh-my-posh\s+init|zoxide\s+init|direnv\s+hook|fnm\s+env|pyenv\s+(init|virtualenv-init)|rbenv\s+init|nodenv\s+init|goenv\s+init|jenv\s+init|mise\s+activate|rtx\s+activate|atuin\s+init|thefuck\s+--alias|op\s+signin|ssh-agent(\s+-[sc])?|gpg-agent\s+--daemon|keychain\s+--eval|(\/opt\/homebrew\/bin\/|\/usr\/local\/bin\/|\/home\/linuxbrew\/\.linuxbrew\/bin\/)?brew\s+shellenv|conda\s+shell\.\w+\s+hook|minikube\s+(-p\s+\S+\s+)?docker-env|docker-machine\s+env)\b[^|;&]*?\)?["'`]?\s*(\|\s*(Out-String\s*\|\s*)?(Invoke-Expression|iex)\b)?["'`]?\s*\)?\s*$/

/** A check that the set-up is not there yet (`grep -q 'brew shellenv' ~/.zprofile ||`, `[ -f … ] &&`). */
const setupGuard =
  /^\s*(?:grep\s+-\w*q\w*\s+(?:'[^'\n]*'|"[^"\n]*"|\S+)\s+\S+(?:\s+2>\s*\/dev\/null)?|\[\[?[^\]\n]*\]\]?|test\s+[^|&;\n]+)\s*(?:\|\||&&)\s*/

/**
 * A line that only assigns variables, one of them a known set-up line to add to a profile
 * later (`zsh) rc="$HOME/.zshrc"; line='eval "$(direnv hook zsh)"' ;;`).
 */
const assignsKnownSetup = (line: string): boolean => {
  const statements = line
    .replace(/^\s*[\w|*.-]+\)\s*/, "")
    .replace(/;;\s*$/, "")
    .split(/;(?=(?:[^'"]|'[^']*'|"[^"]*")*$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "")
  const values = statements.map((statement) => /^\w+=(?:'([^']*)'|"([^"]*)"|(\S*))$/.exec(statement))
  return (
    values.length > 0 &&
    values.every((value) => value !== null) &&
    values.some((value) => knownShellSetup.test((value?.[1] ?? value?.[2] ?? value?.[3] ?? "").trim()))
  )
}

/**
 * Whether the hit's line is a known tool's shell set-up, itself or through a variable
 * assigned a few lines up (`$line = 'oh-my-posh init pwsh | Invoke-Expression'`, then
 * `Add-Content $PROFILE $line`).
 */
const knownShellSetupAt = (file: TextFile, at: number, line: string): boolean => {
  // a line continued with `\` is read with the next (`grep -q … ~/.zprofile || \` then the `echo`)
  let logical = line
  for (let next = at + 1; /\\\s*$/.test(logical) && next < file.lines.length && next <= at + 3; next++) {
    logical = `${logical.replace(/\\\s*$/, " ")}${elementAt(file.lines, next)}`
  }
  const command = logical.replace(setupGuard, "")
  if (knownShellSetup.test(shellSetupLine(command)) || assignsKnownSetup(command)) return true
  const names = Array.from(line.matchAll(/\$(\w+)/g), (match) => match[1])
  for (let back = 1; back <= 5 && at - back >= 0; back++) {
    const before = elementAt(file.lines, at - back)
    const assigned = /^\s*\$(\w+)\s*=/.exec(before)?.[1]
    if (assigned !== undefined && names.includes(assigned) && knownShellSetup.test(shellSetupLine(before))) return true
  }
  return false
}

/**
 * Positive evidence for a class of legitimate uses (docs/decisions.md, "Scanner: context
 * model"): the reason the hit is an advisory, or undefined.
 */
const evidenceOf = (hit: Hit, file: TextFile, line: string): string | undefined => {
  if ((hit.rule === "VS-EX-005" || hit.rule === "VS-PER-003") && knownShellSetupAt(file, hit.line, line)) {
    return "a known tool's shell set-up"
  }
  if (hit.rule === "VS-MEM-002") {
    // the MCP server of the service the document is about (its name on two other lines), or a syntax placeholder
    const server = mcpServerAdd.exec(line)?.[1]
    if (server !== undefined && (/^[<{]/.test(server) || documentedName(file.lines, hit.line, server))) {
      return "server of the documented service"
    }
    // a server published by the protocol's or a vendor's own scope, or at a placeholder address of the user's
    if (server !== undefined && officialMcpServer.test(line)) return "official or the user's own MCP server"
    // a skill copied where skills are installed: the agent loads it, but no setting, hook or server changes
    if (skillsFolder.test(line) && !agentSettingsOtherThanSkills.test(line.replace(skillsFolderGlobal, " ")))
      return "skill installed in the skills folder"
  }
  if (hit.rule === "VS-PER-002") {
    // a launchd job named after the tool the document is about
    const label = /\b(?:com|org|io|dev|net)\.[\w-]+\.([\w.-]+?)\.plist\b/.exec(line)?.[1]
    if (label !== undefined && file.kind === "document" && documentedName(file.lines, hit.line, label)) {
      return "launchd job of the documented tool"
    }
  }
  // a password the documented tool stores in the keychain under its own name (`-s restic` in a restic script)
  const item =
    /\bfind-generic-password\b[^\n]*?\s-s\s+["']?([\w.-]{3,})["']?(\s|$)|\bsecret-tool\s+lookup\s+\w+\s+["']?([\w.-]{3,})["']?(\s|$)/
      .exec(line)
      ?.slice(1)
      .find((name) => name !== undefined && name.trim() !== "")
  if (
    hit.rule === "VS-CR-004" &&
    item !== undefined &&
    !/safe.?storage|chrom|brave|edge|opera|vivaldi|firefox|login|keychain|wallet|metamask|exodus|electrum/i.test(
      item
    ) &&
    mentionedElsewhere(file.lines, hit.line, item)
  ) {
    return "the documented tool's own keychain item"
  }
  // process-scoped: the policy reverts when the process ends (the documented way to run an installer)
  if (hit.rule === "VS-IN-004" && /\bSet-ExecutionPolicy\b[^\n]{0,80}?-Scope\s+Process\b/i.test(line)) {
    return "process-scoped execution policy"
  }
  // a container build: the script runs inside the image being built, not on the agent's machine
  if (
    hit.rule === "VS-RS-001" &&
    ((dockerRun.test(line) &&
      (file.kind === "script" || inFence(file, hit.line, /^(dockerfile|docker|containerfile)$/i))) ||
      containerFile.test(file.path))
  ) {
    return "container build"
  }
  // whether a credential file exists or holds a key name (`[ -f ~/.ssh/id_ed25519 ]`, `grep -q key ~/.aws/credentials`),
  // or a message naming it (`echo "keys found in ~/.aws/credentials"`): nothing read out
  if (
    (hit.rule === "VS-CR-001" || hit.rule === "VS-CR-002") &&
    file.kind === "script" &&
    (linePatterns[hit.rule] ?? []).some((pattern) => pattern.test(line)) &&
    !(linePatterns[hit.rule] ?? []).some((pattern) => pattern.test(withoutNonReads(line)))
  ) {
    return "tests or names the file, reads nothing out"
  }
  if ((hit.rule === "VS-RS-001" || hit.rule === "VS-RS-002") && file.kind === "document") {
    // the form named in prose, with its source elided (`the ‘curl … | sh’ form`): no address to fetch
    if (elidedSource.test(line) && urlsOf(line).length === 0) return "elided command"
    // the installer of the project the document is about, from that project's own domain over HTTPS
    if (documentedInstaller(file, hit.line)) return "installer of the documented project"
  }
  // "install this first" whose only downloads are official installers or the documented project's own
  if (hit.rule === "VS-IN-001" && file.kind === "document") {
    const window = file.lines.slice(hit.line, hit.line + 9)
    const downloads = window.flatMap((text, offset) =>
      /\b(curl|wget|irm|iwr|Invoke-RestMethod|Invoke-WebRequest)\b/i.test(text) ? [hit.line + offset] : []
    )
    if (
      downloads.length > 0 &&
      downloads.every((at) => onlyOfficialInstallers(elementAt(file.lines, at)) || documentedInstaller(file, at))
    ) {
      return "official or documented installer"
    }
  }
  // a miner or a pool named to be found (a grep pattern, a YARA string, a list of indicators), not run
  if (hit.rule === "VS-EX-007" && (quotedListLine.test(line) || minerSearched.test(line))) return "searched for"
  // a document about finding miners (detection, monitoring, incident response) names them
  if (hit.rule === "VS-EX-007" && file.kind === "document" && file.lines.some((text) => miningDetection.test(text))) {
    return "document about detecting miners"
  }
  // a credentials file shown with its secrets filtered out (`cat ~/.npmrc | grep -v authToken`)
  if (hit.rule === "VS-CR-002" && /\|\s*grep\s+-v\s+["']?[^\s|]*(auth|token|password|secret|_key)/i.test(line)) {
    return "secrets filtered out"
  }
  // a sequence diagram's arrow (`Client->>Server: POST /login`): a message drawn, not sent
  if (
    (hit.rule === "VS-EXF-002" || hit.rule === "VS-EXF-006") &&
    /^\s*[\w.-]+\s*-{1,2}[>x)]{1,2}[+-]?\s*[\w.-]+\s*:/.test(line)
  ) {
    return "diagram"
  }
  // a placeholder path (`source /path-to-antigen/antigen.zsh`, `/path/to/`): the reader fills it in
  if (hit.rule === "VS-RS-004" && /\bsource\s+["']?(\/?path[-_/]to[-_/]|<[\w -]+>)/.test(line))
    return "placeholder path"
  // credential paths listed in a script that never reads a file's content (a permission or presence check)
  if (
    (hit.rule === "VS-CR-002" || hit.rule === "VS-CR-001") &&
    file.kind === "script" &&
    pathListLine.test(line) &&
    !readsContent.test(file.text ?? file.lines.join("\n"))
  ) {
    return "paths listed, never read"
  }
  // a build secret mounted for one step of an image build (BuildKit), not read from the user's machine
  if (hit.rule === "VS-CR-002" && /--mount=type=secret\b/.test(line)) return "build secret mount"
  // a trailing comment calling the command what not to do (`git push --force origin main  # NEVER DO THIS`)
  if (
    /\s#\s*(❌\s*)?(never (do|run) (this|that)|don[’']?t (do|run) (this|that)|do not (do|run) (this|that)|avoid this|bad( example| practice)?|wrong|dangerous)\s*[!.]*\s*$/i.test(
      line.slice(hit.position)
    )
  ) {
    return "commented as what not to do"
  }
  // a tool's configuration naming the credentials file it reads itself (`shared_credentials_files = [...]`)
  if (hit.rule === "VS-CR-002" && credentialSetting.test(line)) return "tool configuration names the file"
  // the metadata service asked for the instance's identity only: nothing in the file reaches its credentials
  if (
    hit.rule === "VS-EXF-005" &&
    !file.lines.some((text) => metadataCredentials.test(text) && !/\b(never|not|don'?t|doesn'?t|without)\b/i.test(text))
  ) {
    return "instance metadata without credentials"
  }
  // the form of a reverse shell named with its address elided (`bash -i >& /dev/tcp/...`): a hunting note
  if (hit.rule === "VS-EX-006" && /\/dev\/(tcp|udp)\/(\.\.\.|…)|\btcp:(\.\.\.|…)|\bexec:(\.\.\.|…)/.test(line)) {
    return "elided address"
  }
  // a local database dropped and created again on the same line (a reset of the user's development database)
  if (hit.rule === "VS-DST-004" && localReset.test(line)) return "local database reset"
  // a disk written at a placeholder device the user picks (`/dev/sdX`, `/dev/diskN`)
  if (hit.rule === "VS-DST-002" && /\bof=\/dev\/(sdX|diskN|<[\w-]+>|\$\{?\w+\}?)(?![\w])/.test(line)) {
    return "placeholder device"
  }
  // a scheduled job of the user's own script in their bin folder, with nothing fetched, decoded or hidden
  if (
    hit.rule === "VS-PER-001" &&
    ownScheduledScript.test(line) &&
    !scheduledRisk.test(line.replace(/>>?\s*\S+/g, " "))
  ) {
    return "the user's own scheduled script"
  }
  // a connection string whose user and host are placeholders (`postgres://user:p%40ss@host:5432/db`)
  if (hit.rule === "VS-SEC-005" && placeholderConnection.test(line)) return "placeholder connection string"
  if (
    hit.rule === "VS-EXF-001" &&
    (quotedListLine.test(line) ||
      /\*\.[\w-]+\.[\w.-]+/.test(line.slice(Math.max(0, hit.position - 2), hit.position + 1)))
  ) {
    return "listed as data"
  }
  if (hit.rule === "VS-EX-002" || hit.rule === "VS-EX-004") {
    if (literalCommand.test(line)) return "fixed command"
    // a command the skill assembles, with nothing decoded, downloaded or reversed on its line or in its file
    if (!builtCommandRisk.test(line) && !fetchesOrDecodes(file)) return "runs its own command"
  }
  // a tunnel whose subdomain is a placeholder is the user's own (`https://<id>.ngrok-free.app`)
  if (hit.rule === "VS-EXF-001" && placeholderTunnel.test(line)) return "the user's own tunnel"
  // a zero-width character the same line names is shown to the reader, not hidden from it
  if (
    hit.rule === "VS-UNI-002" &&
    /\bzero[- ]width\b|\bU\+(200[BCD]|2060|FEFF)\b|\binvisible (character|space)/i.test(line)
  ) {
    return "named on its line"
  }
  return undefined
}

/** The user's skills folder of an agent (`~/.claude/skills/…`). */
const skillsFolder = /(?:~|\$HOME|\$\{HOME\})\/\.(?:claude|codex|gemini|cursor)\/skills\b/
const skillsFolderGlobal = new RegExp(skillsFolder.source, "g")
/** Any other agent setting, hook, command or server file on the line. */
const agentSettingsOtherThanSkills =
  /\.(?:claude|codex|gemini|cursor|vscode)\/(?:settings|hooks|commands|agents|plugins|mcp|config)|\.claude\.json|CLAUDE\.md|AGENTS\.md|claude_desktop_config|mcp(?:_settings|_config)?\.json/

/** Words of a line that looks for miners rather than runs one. */
const minerSearched =
  /\b(grep|egrep|rg|ripgrep|Select-String|findstr|re\.(compile|search|match|findall)|yara|ascii|wide|nocase|contain(s|ing)|named|detect\w*|indicators?|signatures?|iocs?|hunt\w*|alerts?|block(ed|list)?|deny ?list)\b/i

const miningDetection =
  /\b(detect\w*|monitor\w*|hunt\w*|incident|forensic\w*|investigat\w*|respond\w*|alert\w*|indicators?)\b[^.\n]{0,80}\b(crypto-?mining|cryptojacking|mining (pools?|operations?|activity|traffic)|miners?)\b|\b(crypto-?mining|cryptojacking|miners?|mining pools?)\b[^.\n]{0,60}\b(detect\w*|indicators?|iocs?|alerts?)\b/i

/** A line that only lists quoted paths (`PATHS = ["~/.ssh/id_rsa", "~/.aws/credentials"]`). */
const pathListLine = /^\s*(?:[A-Za-z_]\w*\s*[:=]\s*)?[[(]?\s*(?:["'][~./$][^"'\n]*["']\s*,?\s*)+[\])]?\s*,?\s*$/

/** A script reading or moving a file's content (so a credential path it names may leave with it). */
const readsContent =
  /\bopen\s*\(|\.read(_text|_bytes|lines)?\s*\(|\breadFile(Sync)?\b|\bcreateReadStream\b|\bcat\s|\bhead\s|\btail\s|\bless\s|\bcp\s|\bscp\s|\brsync\s|\btar\s|\bzip\s|\bshutil\.|\bcopyfile\b|\bGet-Content\b|\bFile\.(read|open|ReadAll)|\bioutil\.ReadFile\b|\bos\.ReadFile\b|\bfs\.read|\bcurl\b|\bwget\b|\brequests\.|\bupload|\bbase64\b|\bgrep\s|\bawk\s|\bsed\s/

/** A configuration key naming a credentials file for the tool that reads it. */
const credentialSetting =
  /^\s*["']?[\w.-]*(?:credentials?_files?|credential_file|shared_config_files?|config_files?)["']?\s*[=:]/i
/** Where a metadata service hands out credentials (AWS, GCP, Azure). */
const metadataCredentials =
  /security-credentials|identity-credentials|\/iam\/|service-accounts\/[^\s/]*\/token|\/identity\/oauth2\/token|\/metadata\/identity\b/
const localReset = /\bdropdb\b[^\n]*-h\s+(localhost|127\.0\.0\.1)\b[^\n]*&&\s*createdb\b/
const ownScheduledScript = /(\$HOME|~|\$\{HOME\})\/(bin|scripts|\.local\/bin)\/[\w.-]+\.(sh|py|rb|js)\b/
const placeholderConnection =
  /:\/\/(user|username|USER|USERNAME|<user(name)?>|\{user(name)?\}):[^@\s]+@(host|hostname|HOST|HOSTNAME|<host(name)?>|\{host(name)?\}|localhost|db|example\.(com|org|net))(?=[:/\s]|$)/

/** `curl …` or `wget ...` up to the pipe: the command's form, its source left out. */
const elidedSource = /\b(curl|wget)\s*(…|\.\.\.)?\s*\|/

/** A plain installer line: `curl -fsSL https://host/path | sh` (or bash), perhaps with `-s -- arguments`. */
const vendorInstaller =
  /^\s*(?:[$>]\s*)?(?:(?:curl|wget)\s+(?:-[A-Za-z]+\s+)*https:\/\/([a-z0-9.-]+)\/[\w./~-]*\s*\|\s*(?:ba)?sh\b(?:\s+-s\b(?:\s+--)?(?:\s+[\w=./-]+)*)?|(?:irm|iwr|Invoke-RestMethod|Invoke-WebRequest)\s+(?:-\w+\s+)*https:\/\/([a-z0-9.-]+)\/[\w./~-]*\s*\|\s*(?:iex|Invoke-Expression))\s*(?:#[^\n]*)?$/i

/**
 * Whether line `at` is a plain installer (`curl -fsSL https://host/… | sh`, `irm https://host/… | iex`),
 * on the line or in one of its code spans, from the domain of a project the document names on two
 * other lines.
 */
const documentedInstaller = (file: TextFile, at: number): boolean => {
  const line = elementAt(file.lines, at)
  if (urlsOf(line).length !== 1) return false
  const host = [line, ...Array.from(line.matchAll(/`([^`\n]+)`/g), (span) => span[1] ?? "")]
    .map((text) => {
      const installer = vendorInstaller.exec(text)
      return installer?.[1] ?? installer?.[2]
    })
    .find((found) => found !== undefined)
  const label = host === undefined ? undefined : registrableLabel(host)
  return label !== undefined && mentionedElsewhere(file.lines, at, label)
}

/** Hosts anyone can publish on: their name says nothing about whose installer it is. */
const sharedHosting =
  /^(github|githubusercontent|gitlab|bitbucket|amazonaws|cloudfront|googleapis|azureedge|blob|windows|pages|netlify|vercel|herokuapp|ngrok|pastebin|gist|glitch|replit|workers|trycloudflare|r2|digitaloceanspaces|backblazeb2|dropbox|discord|telegram|transfer|file|files|cdn|download|downloads|install|get|raw|static|example|test|invalid|localhost)$/

/** The label a host was registered under (`get.example.com` → `example`), unless it is shared hosting. */
const registrableLabel = (host: string): string | undefined => {
  const labels = host.toLowerCase().split(".")
  if (labels.length < 2) return undefined
  const second = labels.length >= 3 && /^(co|com|org|net|ac)$/.test(labels.at(-2) ?? "") ? 3 : 2
  const label = labels.at(-second) ?? ""
  return label.length >= 4 && !sharedHosting.test(label) ? label : undefined
}

/** A name is documented when it occurs on two other lines: the whole name, or its first part. */
const documentedName = (lines: ReadonlyArray<string>, at: number, name: string): boolean => {
  const plain = name.replace(/^@/, "").replace(/@[^/]*$/, "")
  const parts = plain.split(/[/.-]/).filter((part) => part.length >= 4)
  return mentionedElsewhere(lines, at, plain) || (parts[0] !== undefined && mentionedElsewhere(lines, at, parts[0]))
}

/** Whether a line sits in a fenced block whose info string matches. */
const inFence = (file: TextFile, line: number, info: RegExp): boolean => {
  if (file.kind !== "document") return false
  const start = elementAt(documentContext(file.lines).fenceStart, line)
  return (
    start >= 0 &&
    info.test(
      elementAt(file.lines, start)
        .replace(/^\s*(`{3,}|~{3,})\s*/, "")
        .trim()
    )
  )
}

/** Whether a position of a line of code lies inside a string literal (a message naming a call is not the call). */
const insideString = (line: string, position: number): boolean => {
  let quote = ""
  for (let index = 0; index < position && index < line.length; index++) {
    const character = line[index]
    if (character === "\\") index++
    else if (quote === "" && (character === '"' || character === "'" || character === "`")) quote = character
    else if (character === quote) quote = ""
  }
  return quote !== ""
}

/** The code block around a line (or the line) reaches the network, runs remote code or lifts the agent's limits. */
const riskyConfigBlock = (lines: ReadonlyArray<string>, line: number): boolean => {
  // the URL of a service the document is about (its name on two other lines) does not reach out to a stranger
  const risky = (text: string) =>
    riskyConfigContent.test(
      text.replace(/https?:\/\/([\w.-]+)[^\s"'`)]*/g, (url, host: string) => {
        const label = host.split(".").at(-2) ?? ""
        return label.length >= 4 && mentionedElsewhere(lines, line, label) ? " " : url
      })
    )
  let start = elementAt(documentContext(lines).fenceStart, line)
  if (start < 0) {
    if (risky(elementAt(lines, line))) return true
    // a prose line and the block it introduces
    const next = lines.findIndex((text, index) => index > line && text.trim() !== "")
    if (next < 0 || next > line + 3 || !/^\s{0,3}(`{3,}|~{3,})/.test(elementAt(lines, next))) return false
    start = next
  }
  for (let index = start + 1; index < lines.length && !/^\s{0,3}(`{3,}|~{3,})/.test(elementAt(lines, index)); index++) {
    if (risky(elementAt(lines, index))) return true
  }
  return false
}

/**
 * Agent settings or instruction files written from code (VS-MEM-001/002): a path to them
 * built in a script or a code block of a document, and a write within a few lines.
 */
const githubRelease = /https:\/\/github\.com\/[\w.-]+\/([\w.-]+)\/releases\/(?:latest\/)?download\//
const writtenFromCode = "written from code"
const frontMatterHook = "a front-matter hook that reaches out"
const agentConfigWrites = (file: TextFile, index: LineIndex): Array<Hit> => {
  const found = linesMatching(index, agentPathInCode)
  if (found.length === 0 || file.kind === "data") return []
  const fences = file.kind === "document" ? documentContext(file.lines).fenceStart : undefined
  const hits: Array<Hit> = []
  for (const line of found) {
    const start = fences === undefined ? 0 : elementAt(fences, line)
    if (start < 0) continue
    const from = Math.max(start, line - 6)
    const window = file.lines.slice(from, line + 8)
    const end =
      fences === undefined
        ? window.length
        : window.findIndex((_, offset) => from + offset > line && elementAt(fences, from + offset) !== start)
    const text = elementAt(file.lines, line)
    // a script keeps the path in a name and writes through it further on (`p = Path.home() / ".claude" / …`)
    const name =
      fences === undefined ? /^\s*(?:const|let|var|my|local)?\s*\$?([A-Za-z_]\w*)\s*:?=/.exec(text)?.[1] : undefined
    const writesThroughName =
      name !== undefined &&
      file.lines
        .slice(line + 1, line + 60)
        .some((later) => configWrite.test(later) && new RegExp(`(?<![\\w.])\\$?${name}\\b`).test(later))
    if (
      !writesThroughName &&
      !window.slice(0, end < 0 ? window.length : end).some((candidate) => configWrite.test(candidate))
    )
      continue
    const match = agentPathInCode.exec(text)
    hits.push({
      rule: match !== null && agentInstructionFile.test(match[0]) ? "VS-MEM-001" : "VS-MEM-002",
      line,
      position: match?.index ?? 0,
      detail: writtenFromCode
    })
  }
  return hits
}

export const scanText = (file: TextFile): Array<Hit> => scanTextRaw(file).map((hit) => positiveEvidence(hit, file))

/**
 * Lines that may hold an encoded payload: a run of 40 base64 characters (`base64Lines`),
 * `\x` escapes, or a decoder call.
 */
const encodedGate =
  /(?:\\x[0-9a-fA-F]{2}){16}|\b(?:b64decode|b32decode|decodebytes|atob|FromBase64String|fromhex|unhexlify|Buffer\.from|base64)\b|\brot[_-]?13\b|N-ZA-Mn-za-m|\[\s*::\s*-1\s*\]|\.reverse\(\)\s*\.join\(|\[\s*-1\s*\.\.\s*-\d|\|\s*rev\b|[[{(]\s*(?:\d{2,3}\s*,\s*){15}/

const base64Characters = new Uint8Array(128)
for (const character of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-") {
  base64Characters[character.charCodeAt(0)] = 1
}

/**
 * The lines where `(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{40}` matches, counted without the
 * regular-expression engine: lines holding a run of at least 40 of those characters.
 */
export const base64Lines = (lines: ReadonlyArray<string>): Array<number> => {
  const found: Array<number> = []
  for (const [number, line] of lines.entries()) {
    if (line.length < 40) continue
    // a run of 40 starting at `start` or up to 39 after it holds `start + 39`: when that is
    // not a base64 character the next run starts after it; when it is, the characters
    // before it are read back to the last one that is not (prose is passed 40 at a time)
    let start = 0
    while (start + 40 <= line.length) {
      let at = start + 39
      while (at >= start && isBase64Code(line.charCodeAt(at))) at--
      if (at < start) {
        found.push(number)
        break
      }
      start = at + 1
    }
  }
  return found
}

const isBase64Code = (code: number): boolean => code < 128 && base64Characters[code] === 1
const addressGate = /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/
const pushGate = /\bgit\s+push\b/
const nonAscii = /[^\u0000-\u007f]/
const sudoPattern =
  /(?<![\w-])(sudo|doas|pkexec)\s+(-\S+\s+)*[\w/.$"'-]|Start-Process\b[^\n]{0,120}?-Verb\s+RunAs|\brunas\s+\/user/i

const scriptGates: Readonly<Record<Language, ReadonlyArray<RegExp>>> = {
  python: [pythonDangerous.eval, pythonDangerous.shell, sudoPattern],
  javascript: [javascriptDangerous.eval, javascriptDangerous.shell, sudoPattern],
  shell: [shellDangerous, sudoPattern],
  other: [sudoPattern]
}

const union = (sets: ReadonlyArray<ReadonlyArray<number>>): Array<number> => {
  // most rules match no line of a file: nothing to merge
  const filled = sets.filter((set) => set.length > 0)
  if (filled.length === 0) return []
  return [...new Set(filled.flat())].sort((left, right) => left - right)
}

// every pattern searched by lines, registered before the first scan so the first file's
// literal pass already covers them (a pattern met later is scanned in full until the next file)
register([
  ...lineRules.flatMap((rule) => rule.patterns),
  pushGate,
  addressGate,
  encodedGate,
  secretGate,
  ...secretChecks.map((check) => check.pattern),
  nonAscii,
  ...Object.values(scriptGates).flat(),
  directiveOpen,
  socketConnect,
  homeGate,
  agentPathInCode,
  executableWrite,
  inducementTrigger,
  clickFixTrigger,
  decodedTrigger,
  envFileName,
  secretPlaceholderImage,
  bulkEncryption,
  credentialHelperWrite,
  credentialFileRead
])

/** Matched lines plus the lines whose logical line (continuations, at most 5) reaches them. */
const logicalStarts = (lines: ReadonlyArray<string>, found: ReadonlyArray<number>): Array<number> => {
  if (found.length === 0) return []
  const all: Array<number> = []
  for (const line of found) {
    for (let back = 1; back <= 5 && line - back >= 0 && elementAt(lines, line - back).endsWith("\\"); back++) {
      all.push(line - back)
    }
    all.push(line)
  }
  return union([all])
}

/**
 * Every pattern runs once over the whole text (`linesMatching`); only the lines it
 * matches are checked line by line, with the logical line (continuations joined), the
 * exclusions and the 8 KiB chunks of a long line, exactly as a line-by-line scan would.
 */
const scanTextRaw = (file: TextFile): Array<Hit> => {
  const hits: Array<Hit> = []
  const { lines, language, kind } = file
  const whole = file.text ?? lines.join("\n")
  // continuation lines joined with the same length, so offsets stay those of `whole`
  const physicalIndex = lineIndex(lines, whole, whole)
  const index = joinContinuations(physicalIndex)
  const isScript = kind === "script"
  for (const { rule, patterns } of lineRules) {
    const exclusion = lineExclusions[rule]
    for (const line of logicalStarts(lines, union(patterns.map((pattern) => linesMatching(index, pattern))))) {
      const physical = elementAt(lines, line)
      if (physical.trim() === "") continue
      for (const chunk of chunks(logicalLine(lines, line))) {
        const candidate =
          exclusion === undefined ? chunk.text : chunk.text.replace(exclusion, (match) => " ".repeat(match.length))
        const position = firstMatch(patterns, candidate)
        if (position >= 0) hits.push({ rule, line, position: Math.min(physical.length, chunk.offset + position) })
      }
    }
  }
  for (const line of logicalStarts(lines, linesMatching(index, pushGate))) {
    for (const chunk of chunks(logicalLine(lines, line))) {
      const push = forcePush(chunk.text)
      if (push >= 0) hits.push({ rule: "VS-DST-003", line, position: push })
    }
  }
  for (const line of logicalStarts(lines, linesMatching(index, addressGate))) {
    for (const chunk of chunks(logicalLine(lines, line))) {
      for (const match of chunk.text.matchAll(ipUrl)) {
        const address = match[1] ?? match[2]
        if (address !== undefined && isPublicAddress(address)) {
          hits.push({ rule: "VS-EXF-004", line, position: chunk.offset + match.index })
          break
        }
      }
    }
  }
  for (const line of logicalStarts(lines, union([linesMatching(index, encodedGate), base64Lines(lines)]))) {
    if (elementAt(lines, line).trim() === "") continue
    for (const chunk of chunks(logicalLine(lines, line))) encodedHits(chunk.text, line, hits)
  }
  hits.push(...agentConfigWrites(file, physicalIndex))
  secretHits(lines, physicalIndex, hits)
  for (const line of linesMatching(physicalIndex, nonAscii)) unicodeHits(elementAt(lines, line), line, hits)
  if (isScript) {
    const importsChildProcess = language === "javascript" && javascriptDangerous.childProcessImport.test(whole)
    for (const line of union(scriptGates[language].map((pattern) => linesMatching(physicalIndex, pattern)))) {
      const physical = elementAt(lines, line)
      if (isCommentLine(physical, language)) continue
      if (language === "python") {
        const evaluation = pythonDangerous.eval.exec(physical)
        if (evaluation !== null && !insideString(physical, evaluation.index))
          hits.push({ rule: "VS-EX-001", line, position: evaluation.index })
        const shell = pythonDangerous.shell.exec(physical)
        if (shell !== null && !insideString(physical, shell.index))
          hits.push({ rule: "VS-EX-002", line, position: shell.index })
      }
      if (language === "javascript") {
        const evaluation = javascriptDangerous.eval.exec(physical)
        if (evaluation !== null && !insideString(physical, evaluation.index))
          hits.push({ rule: "VS-EX-003", line, position: evaluation.index })
        const shell = importsChildProcess ? javascriptDangerous.shell.exec(physical) : null
        if (shell !== null && !insideString(physical, shell.index))
          hits.push({ rule: "VS-EX-004", line, position: shell.index })
      }
      if (language === "shell") {
        const evaluation = shellDangerous.exec(physical)
        if (evaluation !== null) hits.push({ rule: "VS-EX-005", line, position: evaluation.index })
      }
      const sudo = sudoPattern.exec(physical)
      if (sudo !== null) hits.push({ rule: "VS-PER-005", line, position: sudo.index })
    }
  }
  if (kind === "document") paragraphHits(lines, index, hits)
  if (kind !== "script" && whole.includes("<!--")) htmlCommentHits(lines, hits)
  directiveBlockHits(lines, physicalIndex, hits)
  if (linesMatching(physicalIndex, socketConnect).length > 0 && socketConnect.test(whole)) socketShellHits(lines, hits)
  downloadRunHits(lines, physicalIndex, hits)
  homeDeletionHits(lines, physicalIndex, hits)
  shellHomeDeletionHits(lines, whole, hits)
  flowHits(lines, physicalIndex, hits)
  supplyChainHits(lines, physicalIndex, hits, /^requirements[\w.-]*\.(txt|in)$/i.test(baseName(file.path)))
  lookAlikeRegistryHits(lines, physicalIndex, hits)
  if (baseName(file.path) === "pyproject.toml") pyprojectHits(lines, hits)
  if (baseName(file.path) === "package.json") packageManifestHits(lines, hits)
  else if (whole.includes('"@') || whole.includes("'@") || whole.includes("`@")) quotedScopeHits(lines, hits)
  if (
    whole.includes("[source.") ||
    whole.includes("[registries.") ||
    whole.includes("tool.uv.index") ||
    whole.includes(".source]]")
  )
    indexSectionHits(lines, hits)
  windowHits(lines, physicalIndex, "VS-IN-001", inducementTrigger, inducementEvidence, 0, 8, hits)
  windowHits(lines, physicalIndex, "VS-CR-006", clipboardWrite, walletAddress, 30, 10, hits)
  windowHits(lines, physicalIndex, "VS-PER-004", clusterAdminRole, openSubject, 14, 14, hits)
  windowHits(lines, physicalIndex, "VS-EX-007", bareFork, endlessLoop, 1, 0, hits)
  windowHits(lines, physicalIndex, "VS-PER-004", polkitYes, polkitAnyAction, 1, 0, hits)
  foreignTokenHits(lines, physicalIndex, hits)
  for (const line of linesMatching(physicalIndex, uploadFile)) {
    const upload = uploadFile.exec(elementAt(lines, line))
    const host = upload?.[2]
    if (upload !== null && host !== undefined && !officialApis.test(host) && !placeholderHost.test(host))
      hits.push({ rule: "VS-EXF-002", line, position: upload.index, detail: "uploads an archive or secret file" })
  }
  for (const [rule, trigger, evidence, before, after] of windowRules)
    windowHits(lines, physicalIndex, rule, trigger, evidence, before, after, hits)
  if (linesMatching(physicalIndex, tlsVerificationOff).length > 0) interceptionHits(lines, hits)
  if (linesMatching(physicalIndex, dnsLookup).length > 0) dnsEncodingHits(lines, whole, hits)
  if (whole.includes("pull_request_target")) pullRequestTargetHits(lines, hits)
  if (kind === "document" && lines[0]?.trim() === "---") frontMatterHookHits(lines, hits)
  if (kind === "document") conversationPostedHits(lines, physicalIndex, hits)
  if (kind === "script" && /\b(fetch|requests\.|http\.|axios|urlopen|curl|Invoke-WebRequest)\b/.test(whole))
    windowHits(lines, physicalIndex, "VS-CR-006", walletFileName, fileContentRead, 2, 4, hits)
  if (kind === "script" && /\bcd\s/.test(whole)) wipeAfterCdHits(lines, hits)
  if (whole.includes("SKILL.md") && kind === "script") selfReplacementHits(lines, hits)
  if (whole.includes(".env") && kind !== "data") envFileSendHits(lines, kind === "document", hits)
  if (whole.includes("=>") && /\breplace\b/.test(whole)) goReplaceHits(lines, hits)
  if (kind !== "document" && /["']\s*(\+|\.\.?)\s*["']/.test(whole)) splitWordHits(lines, hits)
  if (/^source\s/m.test(whole)) gemSourcesHits(lines, hits)
  if (isScript) {
    const use = capabilityUse(file)
    const sensitive = lines.findIndex(
      (line) => !isCommentLine(line, language) && sensitiveSource.test(withoutNonReads(line))
    )
    const network =
      use.network ??
      (sensitive < 0 ? -1 : lines.findIndex((line) => !isCommentLine(line, language) && codeNetworkUse.test(line)))
    if (sensitive >= 0 && network !== undefined && network >= 0) {
      hits.push({ rule: "VS-EXF-003", line: sensitive, position: 0, detail: `network use at line ${network + 1}` })
    }
  }
  return hits
}

/** A certificate added to the system's trusted roots (macOS, Windows, Debian/Ubuntu, RHEL, Java). */
const rootStoreAdd =
  /\bsecurity\s+add-trusted-cert\b[^\n]*?-r\s+trustRoot\b|\bcertutil(\.exe)?\s+(-f\s+)?-addstore\s+(-f\s+)?["']?Root\b|\bImport-Certificate\b[^\n]*Cert:\\+LocalMachine\\+Root\b|\b(cp|mv|install|tee)\b[^\n]*\/usr\/local\/share\/ca-certificates\/|\b(cp|mv|install|tee)\b[^\n]*\/etc\/pki\/ca-trust\/source\/anchors\/|\bkeytool\b[^\n]*-import\b[^\n]*\bcacerts\b|\bpip3?\s+config\s+set\s+global\.cert\b|\bnpm\s+config\s+set\s+cafile\b|\bgit\s+config\s+--global\s+http\.sslCAInfo\b/i
/** A certificate fetched from the network (`curl -o ca.crt https://…`). */
const certificateDownload =
  /\b(curl|wget|Invoke-WebRequest|iwr)\b[^\n]*https?:\/\/[^\s"']+\.(crt|pem|cer|der)\b|\b(curl|wget|Invoke-WebRequest|iwr)\b[^\n]*\.(crt|pem|cer|der)\b[^\n]*https?:\/\//i

/** Certificate checks switched off for a whole process, client or tool (not one local request). */
const tlsVerificationOff =
  /\bNODE_TLS_REJECT_UNAUTHORIZED\s*=\s*["']?0|\brejectUnauthorized\s*:\s*false\b|\bInsecureSkipVerify\s*:\s*true\b|\bssl\._create_default_https_context\s*=\s*ssl\._create_unverified_context\b|\bPYTHONHTTPSVERIFY\s*=\s*["']?0|ServerCertificateValidationCallback\s*=\s*\{\s*\$true\s*\}|\bstrict-ssl\s+false\b|\bhttp\.sslVerify\s+false\b|\bdanger_accept_invalid_certs\(\s*true\s*\)|\bCURLOPT_SSL_VERIFYPEER\s*,\s*(false|0)\b|\bsession\.verify\s*=\s*False\b|-SkipCertificateCheck\b/
/** Traffic sent through a proxy (a setting, an agent or an environment variable). */
const proxySetting =
  /\b(https?[-_]proxy|HTTPS?_PROXY|ALL_PROXY)\b|\bhttp\.proxy\b|\bnpm\s+config\s+set\s+proxy\b|\bglobal\.proxy\b|\bProxyAgent\b|\bhttp\.ProxyURL\b|\bWebProxy\b|\bwinhttp\s+set\s+proxy\b|\bproxies\s*=|\bsetGlobalDispatcher\b|--proxy\s/
/** A proxy on the user's own machine (a local debugging proxy such as mitmproxy on localhost). */
const localProxy = /\b(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|host\.docker\.internal)\b/

/**
 * Interception set up (VS-PER-010): certificate checks switched off and traffic sent through a
 * proxy that is not on the user's machine, in one file: whoever runs the proxy reads and
 * changes every request, tokens included.
 */
const interceptionHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  const off = lines.findIndex((line) => tlsVerificationOff.test(line) && !isCommentLine(line, "shell"))
  if (off < 0) return
  const proxies = lines.filter((line) => proxySetting.test(line) && !/^\s*(#|\/\/)/.test(line))
  if (proxies.length === 0 || proxies.every((line) => localProxy.test(line))) return
  hits.push({
    rule: "VS-PER-010",
    line: off,
    position: 0,
    detail: "certificate checks off and traffic through a proxy"
  })
}

/** A name looked up in the DNS, by a command or a resolver call of a language's library. */
const dnsLookup =
  /\b(nslookup|dig|drill|Resolve-DnsName|getaddrinfo|gethostbyname\w*|Lookup(TXT|Host|IP|IPAddr|Addr|CNAME)|dns\.(resolve\w*|lookup)|Dns\.GetHost\w*|InetAddress\.getByName|Resolv\.getaddress)\b|\bhost\s+["'$]/
/** Data turned into characters a DNS label can hold (hexadecimal, base32). */
const labelEncoding =
  /\bxxd\s+-p\b|\bbase32\b|\bb32encode\b|\bhexlify\b|\.hex\(\)|\bhex\.EncodeToString\b|\bbase32\.\w+Encoding\b|%02x|["']x2["']|\bod\s+-A\s*n\s+-t\s*x1|\bToHexString\b|toString\(\s*["'](hex|base32)["']\s*\)/
/** A host name built from values: a format or an interpolation, then at least two more labels. */
const builtHostName = /["'`](?:%s|%x|\$\{[^}\n]{1,30}\}|\$\w+|\{\w*\}|#\{\w+\})\.[^"'`\n]*\.[^"'`\n]+["'`]/
/** Secrets a script may hold: env files, secret-shaped names, credential and token caches. */
const secretHeld =
  /\.env\b|\b[A-Z][A-Z0-9_]*(TOKEN|SECRET|PASSWORD|API_?KEY|ACCESS_?KEY)\b|\.(azure|aws|ssh|kube|docker)[\\/]|token_cache|accessTokens\.json|\.git-credentials|\.npmrc\b/

/**
 * DNS exfiltration written in code (VS-EXF-007): a script that holds secrets, encodes data as
 * hexadecimal or base32, builds host names from values and looks names up; the lookups carry
 * the encoded data to whoever runs the zone's name server, past proxies and firewalls.
 */
const dnsEncodingHits = (lines: ReadonlyArray<string>, whole: string, hits: Array<Hit>): void => {
  if (!labelEncoding.test(whole) || !builtHostName.test(whole) || !secretHeld.test(whole)) return
  const line = lines.findIndex((text) => builtHostName.test(text))
  if (line >= 0) hits.push({ rule: "VS-EXF-007", line, position: 0, detail: "encoded data in built host names" })
}

/** The pull request's own commit checked out (`ref: ${{ github.event.pull_request.head.sha }}`, `refs/pull/N/merge`). */
const pullRequestHead =
  /\$\{\{\s*github\.event\.pull_request\.head\.(sha|ref)\s*\}\}|\$\{\{\s*github\.head_ref\s*\}\}|refs\/pull\/\$\{\{[^}]*\}\}\/(head|merge)|\bgh\s+pr\s+checkout\b/

/**
 * The "pwn request" (VS-SC-005): a workflow triggered by `pull_request_target` runs with the
 * base repository's secrets and a write token; checking out the pull request's head and then
 * running anything (an install, a build, a script) runs the contributor's code with them.
 */
const pullRequestTargetHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  if (!lines.some((line) => /^[^#\n]*\bpull_request_target\b/.test(line))) return
  const checkout = lines.findIndex((line) => pullRequestHead.test(line))
  if (checkout < 0) return
  // a run step, or in prose the commands listed after the checkout (with the secrets handed down)
  if (
    lines
      .slice(checkout + 1)
      .some((line) =>
        /^\s*(-\s+)?run\s*:|\bsecrets\s*:\s*inherit\b|`(npm|yarn|pnpm|make|pip3?|python3?|bash|sh)\s/.test(line)
      )
  )
    hits.push({ rule: "VS-SC-005", line: checkout, position: 0 })
}

/** An SSH client block for every host (`Host *`). */
const sshEveryHost = /^\s*Host\s+\*\s*$/
/** Connections sent through another machine, or the agent forwarded everywhere. */
const sshThroughForeignHost =
  /^\s*(ProxyCommand\b(?![^\n]*\b(localhost|127\.0\.0\.1)\b)[^\n]*\b[a-z0-9-]+\.[a-z0-9.-]+\.[a-z]{2,}|ProxyJump\s+(?!localhost\b)\S*[a-z0-9-]+\.[a-z]{2,}|ForwardAgent\s+yes\b)/i

/**
 * A skill that overwrites its own SKILL.md with what it downloads (VS-MEM-001): the
 * instructions the agent follows become whatever the server sends that day, after review.
 */
const selfReplacementHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  if (
    !lines.some((line) =>
      /\b(curl|wget|Invoke-WebRequest|iwr|git\s+(pull|clone|fetch))\b|\burlopen\s*\(|\brequests\.get\s*\(|\bfetch\s*\(/.test(
        line
      )
    )
  )
    return
  const write = lines.findIndex(
    (line) =>
      /\b(cp|mv|install|rsync)\b[^\n]*\s\S*SKILL\.md["']?\s*(\d?>|&|;|\||$)|(>|\btee\s+(-a\s+)?)\s*["']?[^\s"']*SKILL\.md\b|\bwrite_text\s*\([^\n]*|\bwriteFileSync\s*\(\s*[^,\n]*SKILL\.md/.test(
        line
      ) &&
      /SKILL\.md/.test(line) &&
      !/(~|\$HOME|\.claude|\.codex|\.cursor|\.agents)\/(skills|plugins)\//.test(line)
  )
  if (write >= 0)
    hits.push({
      rule: "VS-MEM-001",
      line: write,
      position: 0,
      detail: "replaces its own SKILL.md with downloaded content"
    })
}

/** A web request's input in PHP (`$_GET[…]`, `$_POST`, a header through `$_SERVER['HTTP_…']`). */
const requestInput = /\$_(GET|POST|REQUEST|COOKIE|FILES)\b|\$_SERVER\s*\[\s*["']HTTP_/
/** socat's program address running a shell (`EXEC:"/bin/sh -i",pty`), its options split from the command over lines. */
const socatShellAddress = /\b(EXEC|SYSTEM):["']?[^\n]{0,60}?\b(ba|z|da)?sh\b/i
/** socat itself or a network address of its own syntax nearby: the shell is served over the network. */
const socatNetworkAddress = /\bsocat\b|\b(TCP[46]?|OPENSSL|SSL):[\w.-]+:\d+|\bTCP[46]?-LISTEN:\d+/i
/** Files chosen by a wallet-like name (`/seed|mnemonic|keystore/.test(name)`, a glob of `wallet` names). */
const walletFileName =
  /\/[^/\n]*\b(seed|mnemonic|keystore|wallet)\b[^/\n]*\/i?\.test\(|\b(glob|rglob|fnmatch|iglob)\s*\([^)\n]*\b(seed|mnemonic|keystore|wallet)|\b(endswith|includes|contains)\s*\(\s*["'][^"'\n]*(seed|mnemonic|keystore|wallet)/i
/** The contents of the chosen file read a few lines on. */
const fileContentRead =
  /\breadFileSync\s*\(|\breadFile\s*\(|\.read_text\s*\(|\bopen\s*\([^)\n]*\)\.read\(|\bos\.ReadFile\s*\(|\bGet-Content\b|\bFile\.Read\w*\s*\(/
/** A payee's account overwritten in code with a literal IBAN (`iban = "LT60…"`). */
const fixedAccountAssigned =
  /\b\w*(iban|account|acct|payee|recipient|beneficiary|creditor)\w*\s*=\s*["'][A-Z]{2}\d{2}[A-Z0-9]{11,30}["']/i
/** Under a condition on the amount: only large payments are redirected. */
const amountThreshold = /\bif\b[^\n]*\b(amount|total|sum|value|betrag|importe|montant)\w*\b[^\n]*[<>]/i
/** A check that lets one fixed value through (`if pw == 'debug#2024': return True`). */
const fixedValueAccepted =
  /\bif\s*\(?\s*[\\\w.$]+\s*===?\s*["'][^"'\n]{4,40}["']\s*\)?\s*:?\s*\{?\s*return\s+(True|true)\b/
/** In a password or login check, just before: a backdoor in the authentication (VS-PI-008). */
const passwordCheck =
  /\b(check|verify|validate)_?[pP]assword\b|\b(authenticate|is_valid_(password|user|login)|checkPassword|verifyPassword)\b/
/** An IBAN matched by a regular expression (`/^[A-Z]{2}\d{2}…/`): with a clipboard write nearby, a payee swapper. */
const ibanPattern = /\[A-Z\]\{2\}\\d\{2\}/
/** A request's headers checked for a credential (`if (h.Authorization || …)`), not for its absence. */
const authorizationPresent =
  /\bif\s*\((?![^\n]*!\s*[\w.]*\b(Authorization|authorization)\b)[^\n]*\b(Authorization|authorization|x-api-key)\b/
/** The headers themselves put in a body a few lines on: the credentials copied elsewhere. */
const headersPosted = /JSON\.stringify\(\s*(\{[^}\n]*\b(h|hdrs|headers)\b|[\w.]*\bheaders\b|h\b)/
/** A documentation placeholder host (`example.com`, `localhost`): nothing is sent anywhere. */
const placeholderHost = /(^|\.)(example\.(com|org|net)|localhost)$/

/** What is posted: the whole conversation or session. */
const wholeConversation =
  /\b(full|entire|whole|complete)\s+(conversation|chat( history)?|transcript|session( history)?)\b|\bconversation history\b/i

/**
 * The whole conversation posted to an address (VS-EXF-009): a line naming it, an instruction
 * to post or send at most eight lines before, and an address outside the official APIs nearby
 * ("send a continuity record with an HTTP POST to `https://hooks…`, JSON body: … the full
 * conversation of this session").
 */
const conversationPostedHits = (lines: ReadonlyArray<string>, index: LineIndex, hits: Array<Hit>): void => {
  for (const line of linesMatching(index, wholeConversation)) {
    const from = Math.max(0, line - 8)
    const verb = lines.slice(from, line + 1).findIndex((text) => /\b(POST|post|send|upload|submit)\b/.test(text))
    if (verb < 0) continue
    const nearby = lines.slice(from, line + 3).join("\n")
    const foreign = urlsOf(nearby).some((url) => !officialApis.test(hostOf(url)) && !placeholderHost.test(hostOf(url)))
    if (foreign) hits.push({ rule: "VS-EXF-009", line: from + verb, position: 0 })
  }
}
/** The whole repository packed into one file (`git bundle create x --all`). */
const repositoryBundle = /\bgit\s+bundle\s+create\b/
/** A file uploaded on the same line or the next three: the bundle leaves the machine. */
const bundleUploaded =
  /\b(curl|wget)\b[^\n]*(\s-T\s|--upload-file\b|\s-F\s|--form\b|--data-binary\s+@|\s-d\s+@|--post-file)|\bscp\s|\brsync\s[^\n]*\S:|\b(Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b[^\n]*-InFile\b/
/** Native code loaded into the process: a shared library, a DLL, an assembly. */
const nativeLoad =
  /\bdlopen\s*\(|\bLoadLibrary(Ex)?[AW]?\s*\(|\bAssembly\.Load(From|File)?\s*\(|\bctypes\.(CDLL|WinDLL|cdll\.LoadLibrary)\s*\(|\bSystem\.load\s*\(|\bNativeLibrary\.(Load|TryLoad)\s*\(|\bprocess\.dlopen\s*\(/
/** A download a few lines before: the library loaded is one fetched at run time. */
const nativeDownload =
  /\bData\(\s*contentsOf:|\bURLSession\.shared\.(data|download)|\burlretrieve\s*\(|\burlopen\s*\(|\brequests\.get\s*\(|\bhttpx\.get\s*\(|\bhttp\.Get\s*\(|\bfetch\s*\(\s*["'`]?https?:|\.Download(File|Data)(Async)?\s*\(|\bGetByteArrayAsync\s*\(|\b(curl|wget)\s[^\n]*https?:|\bInvoke-WebRequest\b|\.openStream\s*\(/
/** String literals joined by `+` (or `.`/`..`): `"cred" + "entials"`, `'Download' + 'String'`. */
const joinedLiterals = /(["'])([^"'\n]{0,40})\1(?:\s*(?:\+|\.\.?)\s*(["'])([^"'\n]{0,40})\3)+/g
const literalPiece = /(["'])([^"'\n]{0,40})\1/g
/** What code has no honest reason to split mid-word: credential stores, download-and-run and shell APIs. */
const splitWord =
  /credentials|id_(rsa|ed25519|ecdsa)|authorized_keys|\.(ssh|aws|kube|npmrc|netrc|docker|gnupg)\b|keychain|wallet|login data|cookies|download(string|file|data)|webclient|invoke-(expression|webrequest|restmethod)|\biex\b|frombase64string|\/dev\/(tcp|udp)|\/bin\/(ba|z)?sh\b|powershell|cmd\.exe|mshta|rundll32|certutil|crontab|launchagents|child_process|subprocess|\bsocket\b|\b(curl|wget)\b|password|secret|api_?key|private_?key|\btoken\b/i

/**
 * A sensitive word split across string literals joined in code (VS-OB-003): the pieces are
 * joined and the word must run over a junction, between two letters, so that no piece holds it.
 */
const splitWordHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  for (const [index, line] of lines.entries()) {
    if (!line.includes("+") && !line.includes(".")) continue
    for (const chain of line.matchAll(joinedLiterals)) {
      const pieces = [...chain[0].matchAll(literalPiece)].map((piece) => piece[2] ?? "")
      if (pieces.length < 2) continue
      const joined = pieces.join("")
      const match = splitWord.exec(joined)
      if (match === null) continue
      // the word runs over a junction between two word characters
      let at = 0
      const spans = pieces.slice(0, -1).some((piece, number) => {
        at += piece.length
        const next = pieces[number + 1] ?? ""
        return (
          at > match.index &&
          at < match.index + match[0].length &&
          /\w$/.test(piece) &&
          /^\w/.test(next) &&
          !pieces.some((whole) => splitWord.test(whole))
        )
      })
      if (spans) {
        hits.push({
          rule: "VS-OB-003",
          line: index,
          position: chain.index ?? 0,
          detail: "a word split across literals"
        })
        break
      }
    }
  }
}

/** A command or code run from it a few lines on: a web shell. */
const commandFromInput =
  /\b(shell_exec|system|passthru|exec|popen|proc_open|pcntl_exec|eval|assert|create_function)\s*\(\s*\$|`\$/

/**
 * Hooks declared in a skill's front matter (`hooks: PreToolUse: - command: …`) run on the
 * agent's events while the skill is loaded: one that reaches out, decodes or runs hidden files
 * is agent tampering (VS-MEM-002), whatever the body says.
 */
const frontMatterHookHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---")
  if (end < 0) return
  const start = lines.findIndex((line, index) => index < end && /^hooks\s*:/.test(line))
  if (start < 0) return
  for (let index = start + 1; index < end; index++) {
    const line = elementAt(lines, index)
    if (/^\S/.test(line)) break
    if (/\bcommand\s*:/.test(line) && (scheduledRisk.test(line) || sensitiveSource.test(line)))
      hits.push({ rule: "VS-MEM-002", line: index, position: 0, detail: frontMatterHook })
  }
}

/** Everything in the current directory deleted (`rm -rf ./* ./.[!.]*`, `find . -mindepth 1 … -exec rm -rf`). */
const currentDirectoryWipe =
  /\brm\s+(-\w+\s+)*-\w*[rR]\w*\s+(-\w+\s+)*(["']?\.\/)?\*|\bfind\s+\.\s[^\n]*(-delete\b|-exec\s+rm\b)/

/**
 * A script that changes to the parent, the home or the root directory (or a variable that
 * falls back to the home directory: `${CACHE_ROOT:-$HOME}`) and then deletes everything in
 * the current directory (VS-DST-001): the wipe is spelled relative, so no path names it.
 */
const wipeAfterCdHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  const homeNames = new Set<string>()
  for (const line of lines) {
    const name = /^\s*(?:export\s+|local\s+)?([A-Za-z_]\w*)=["']?\$\{\w+:-(\$HOME|\$\{HOME\}|~)\}?["']?\s*$/.exec(
      line
    )?.[1]
    if (name !== undefined) homeNames.add(name)
  }
  for (const [index, line] of lines.entries()) {
    const targets = Array.from(
      line.matchAll(/(?:^|[;&|]\s*|\bthen\s+)cd\s+["']?([^\s"';&|]+)["']?/g),
      (match) => match[1] ?? ""
    )
    const outside = targets.some((target) => {
      const bare = target.replace(/\/$/, "")
      if (/^(\.\.|~|\$HOME|\$\{HOME\}|\/)$/.test(bare)) return true
      const name = /^\$\{?(\w+)(:\?)?\}?$/.exec(bare)?.[1]
      return name !== undefined && homeNames.has(name)
    })
    if (!outside) continue
    const wipe = lines.slice(index, index + 4).findIndex((text) => currentDirectoryWipe.test(text))
    if (wipe >= 0) {
      hits.push({
        rule: "VS-DST-001",
        line: index + wipe,
        position: 0,
        detail: "everything deleted after changing directory"
      })
      return
    }
  }
}

/** The current time compared with a fixed date, in the usual spellings of several languages. */
const dateArmed =
  /\bTime\.(now|current)(\.utc)?\s*[<>]=?\s*Time\.(utc|local|new|gm|parse)\(\s*["']?20\d\d|\bDate\.today\s*[<>]=?\s*Date\.(new|parse)\(\s*["']?20\d\d|\b(datetime|date)\.(now|today|utcnow)\(\s*\)(\.date\(\))?\s*[<>]=?\s*(datetime\.)?(datetime|date)\(\s*20\d\d|(Date\.now\(\)|new Date\(\))\s*[<>]=?\s*(new Date\(|Date\.parse\(|Date\.UTC\()\s*["']?20\d\d|\btime\.Now\(\)\.After\(\s*time\.Date\(\s*20\d\d|\$\(\s*date\s+\+%[sYmd]+\s*\)["']?\s*-(gt|ge)\s*["']?\d{8,10}\b|\(Get-Date\)\s*-(gt|ge)\s*(\[datetime\]|Get-Date\s)/
/** What a logic bomb does when it goes off: deletes, force-pushes, drops. */
const destructiveAction =
  /\brm_rf\b|\brm\s+-\w*[rR]\w*\b|\brmtree\s*\(|\bFileUtils\.rm\w*|\bremove_dir_all\b|\bos\.RemoveAll\b|\bfs\.(rmSync|rm)\s*\([^\n]*recursive|\bpush\b[^\n]*(\s-\w*f\b|--force\b|["']-\w*f["'])|\bDROP\s+(TABLE|DATABASE|SCHEMA)\b|\bRemove-Item\b[^\n]*-Recurse|\bTRUNCATE\s+TABLE\b/i

register([
  rootStoreAdd,
  tlsVerificationOff,
  dnsLookup,
  sshEveryHost,
  requestInput,
  dateArmed,
  socatShellAddress,
  nativeLoad,
  repositoryBundle,
  walletFileName,
  fixedAccountAssigned,
  fixedValueAccepted,
  authorizationPresent,
  wholeConversation
])

/** A Dockerfile or Containerfile: each of its commands runs inside the image being built. */
const containerFile = /(^|\/)(Dockerfile|Containerfile)(\.[\w.-]+)?$|\.(dockerfile|containerfile)$/i

/**
 * A shell test of a file (`[ -f path ]`, `[[ ! -s path ]]`, `test -e path`) or a quiet grep
 * of it (`grep -q pattern path`): its exit status only, nothing of the file is printed.
 */
const fileProbe =
  /\[\[?\s*!?\s*-[efsrdxwL]\s+["']?[^\s\]"']+["']?\s*\]\]?|\btest\s+!?\s*-[efsrdxwL]\s+["']?[^\s;&|"']+["']?|\bgrep\s+(?:-[a-zA-Z]+\s+)*-[a-zA-Z]*q[a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*(?:'[^'\n]*'|"[^"\n]*"|[^\s'"|;&]+)\s+["']?[^\s;&|"']+["']?(?:\s+2>\s*\/dev\/null)?/g

const withoutProbes = (line: string): string => line.replace(fileProbe, (probe) => " ".repeat(probe.length))

/** A key generated into a path (`ssh-keygen … -f ~/.ssh/id_ed25519`): written, not read. */
const keyGeneration = /\bssh-keygen\b[^\n|;&]*?\s-f\s+["']?[~$\w/{}:.-]*\.ssh\/id_[\w-]+\}?["']?/g
/** A message printed (`echo "… ~/.aws/credentials …"`) names a path, it reads nothing (unless it runs a command). */
const printedMessage = /\b(echo|printf)\s+(-\w+\s+)*("[^"$`\n]*"|'[^'\n]*')/g

/** The line without what names a secret file but reads nothing out of it (for the VS-EXF-003 composite). */
const withoutNonReads = (line: string): string =>
  withoutProbes(line).replace(identityFileFlag, " ").replace(keyGeneration, " ").replace(printedMessage, " ")

/** Network clients of Go, Rust, Ruby, PHP, Java, C#, Perl, C, Dart, Nim and Lua (for VS-EXF-003; VS-CAP-001 keeps \`networkUse\`). */
const codeNetworkUse =
  /\[\s*["'](?:git["']\s*,\s*["']push|curl|wget|scp|rsync|nc|ncat)["']|\bhttp\.(?:Post|PostForm|Get|NewRequest)\s*\(|\breqwest::|\bureq::|\bNet::HTTP\b|\bHTTParty\b|\bRestClient\b|\bcurl_init\s*\(|\bfile_get_contents\(\s*["']https?:\/\/|\bHttpRequest\.newBuilder\b|\bHttpClient\b|\.openConnection\s*\(|\bLWP::UserAgent\b|\bHTTP::Tiny\b|\bTcpStream::connect\b|\bnet\.Dial\w*\s*\(|\bhttp\.Client\s*\{|\bIO::Socket::INET\b|\bTCPSocket\.(new|open)\b|\bsocket\s*\(\s*(AF_INET6?|PF_INET6?)\s*,|\bnewHttpClient\s*\(|\bsocket\.http\b|\bnet\.Lookup\w*\s*\(|\bInetAddress\.getByName\b|\bResolv\.getaddress\b|\bDns\.GetHost\w*\s*\(/

/** First line (0-based) where a script uses the network and runs processes. */
export const capabilityUse = (file: TextFile): CapabilityUse => {
  if (file.kind !== "script") return { network: undefined, shell: undefined }
  const { lines, language } = file
  let network: number | undefined
  let shell: number | undefined
  const shellPattern = language === "shell" ? undefined : processUse[language]
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "" || isCommentLine(line, language)) continue
    if (network === undefined && networkUse.test(line)) network = index
    if (shell === undefined && (language === "shell" || shellPattern?.test(line) === true)) shell = index
    if (network !== undefined && shell !== undefined) break
  }
  return { network, shell }
}

/**
 * Two patterns a few lines apart (`windowHits`): the rule, the trigger, the evidence, and how
 * many lines before and after the trigger the evidence may be.
 */
const windowRules: ReadonlyArray<readonly [string, RegExp, RegExp, number, number]> = [
  ["VS-EXF-002", wholeRepositoryPush, foreignRemote, 6, 0],
  ["VS-IN-003", clickFixTrigger, clickFixEvidence, 3, 6],
  ["VS-OB-001", decodedTrigger, evaluatedName, 2, 6],
  ["VS-DST-002", bulkEncryption, encryptedOriginals, 8, 8],
  ["VS-CR-002", credentialHelperWrite, reachesOut, 2, 6],
  ["VS-EXF-002", credentialFileRead, mailedOut, 2, 12],
  ["VS-CR-003", envFileName, homeSource, 25, 25],
  ["VS-EXF-008", secretPlaceholderImage, placeholderFilled, 4, 4],
  ["VS-PER-010", rootStoreAdd, certificateDownload, 8, 2],
  ["VS-PER-010", sshEveryHost, sshThroughForeignHost, 0, 12],
  ["VS-EX-006", requestInput, commandFromInput, 0, 4],
  ["VS-EX-006", socatShellAddress, socatNetworkAddress, 4, 2],
  ["VS-RS-004", nativeLoad, nativeDownload, 12, 0],
  ["VS-EXF-002", repositoryBundle, bundleUploaded, 0, 3],
  ["VS-IN-005", fixedAccountAssigned, amountThreshold, 3, 0],
  ["VS-PI-008", fixedValueAccepted, passwordCheck, 3, 0],
  ["VS-IN-005", clipboardWrite, ibanPattern, 20, 12],
  ["VS-DST-005", dateArmed, destructiveAction, 0, 8],
  ["VS-EXF-006", authorizationPresent, headersPosted, 0, 4]
]
