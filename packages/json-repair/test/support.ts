// Helpers shared by the tests: arbitraries, the structural-prefix relation and the
// normalization of a value the way the reader decodes it.
import * as fc from "fast-check"

type Json = null | boolean | number | string | Array<Json> | { [key: string]: Json }

interface WellFormedString {
  toWellFormed(): string
}
const toWellFormed = (text: string): string => (text as unknown as WellFormedString).toWellFormed()

/** `value` rebuilt with well-formed keys (as `JSON.parse` sets them) and `scalar` applied to its leaves. */
const rebuild = (value: unknown, scalar: (leaf: unknown) => unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => rebuild(item, scalar))
  if (typeof value === "object" && value !== null) {
    const result: Record<string, unknown> = {}
    for (const [key, member] of Object.entries(value)) {
      Object.defineProperty(result, toWellFormed(key), {
        value: rebuild(member, scalar),
        writable: true,
        enumerable: true,
        configurable: true
      })
    }
    return result
  }
  return scalar(value)
}

const wellFormedLeaf = (leaf: unknown): unknown => (typeof leaf === "string" ? toWellFormed(leaf) : leaf)

/** A parsed value as the reader returns it: lone surrogates replaced by U+FFFD. */
export const normalize = (value: unknown): unknown => rebuild(value, wellFormedLeaf)

/**
 * What the reader returns for `JSON.stringify(value)`: `normalize`d, with `-0` as `0`
 * (written "0"). The reference for texts made from a value, computed without
 * `JSON.parse`, which may read an escaped key wrongly (nodejs/node#63785).
 */
export const readBack = (value: unknown): unknown =>
  rebuild(value, (leaf) => (Object.is(leaf, -0) ? 0 : wellFormedLeaf(leaf)))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const equal = (left: unknown, right: unknown): boolean => {
  if (Array.isArray(left)) {
    return (
      Array.isArray(right) && left.length === right.length && left.every((item, index) => equal(item, right[index]))
    )
  }
  if (isRecord(left)) {
    if (!isRecord(right)) return false
    const leftKeys = Object.keys(left)
    const rightKeys = Object.keys(right)
    return (
      leftKeys.length === rightKeys.length &&
      leftKeys.every((key, index) => key === rightKeys[index] && equal(left[key], right[key]))
    )
  }
  return Object.is(left, right)
}

/**
 * `partial` is what a prefix of `full`'s text may repair to: containers hold a prefix of
 * the members, all equal but the last, which is itself a structural prefix; scalars are
 * equal (with `partialStrings`, the last string may be a prefix).
 */
export const isStructuralPrefix = (partial: unknown, full: unknown, partialStrings: boolean): boolean => {
  if (Array.isArray(full)) {
    if (!Array.isArray(partial) || partial.length > full.length) return false
    return partial.every((item, index) =>
      index < partial.length - 1 ? equal(item, full[index]) : isStructuralPrefix(item, full[index], partialStrings)
    )
  }
  if (isRecord(full)) {
    if (!isRecord(partial)) return false
    const partialKeys = Object.keys(partial)
    const fullKeys = Object.keys(full)
    if (partialKeys.length > fullKeys.length) return false
    return partialKeys.every(
      (key, index) =>
        key === fullKeys[index] &&
        (index < partialKeys.length - 1
          ? equal(partial[key], full[key])
          : isStructuralPrefix(partial[key], full[key], partialStrings))
    )
  }
  if (partialStrings && typeof full === "string") return typeof partial === "string" && full.startsWith(partial)
  return Object.is(partial, full)
}

/**
 * `next` extends `previous`: what a later snapshot may look like. Containers keep every
 * member and may gain more at their end; the last member may itself grow.
 */
export const extendsValue = (previous: unknown, next: unknown, partialStrings: boolean): boolean =>
  isStructuralPrefix(previous, next, partialStrings)

/**
 * Strings that make surrogates and escapes likely: lone high and low halves (which
 * `fc.string`'s built-in units never produce), pairs, quotes and backslashes.
 */
const surrogateString = fc.string({
  unit: fc.constantFrom("a", " ", "é", "\ud83d", "\ude00", "\udbff", "\udc00", "😀", "\\", '"', "u", "d", "\n"),
  maxLength: 8
})

/**
 * Keys: ASCII (with quotes and backslashes: escaped keys), `__proto__`, one lone
 * surrogate. No two of them read the same once lone surrogates become U+FFFD, so an
 * object never has a key twice (which would let a later member replace an earlier one).
 */
const key = fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "\\", "\n", 'a"b', "\ud83d"))

/** JSON values whose strings have lone surrogates, pairs and escapes. */
const { surrogateValue } = fc.letrec<{ surrogateValue: Json }>((tie) => ({
  surrogateValue: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    surrogateString,
    fc.array(tie("surrogateValue"), { maxLength: 4 }),
    fc.dictionary(key, tie("surrogateValue"), { maxKeys: 4 })
  )
}))

/** JSON values with strings of every kind: ASCII, accents and CJK, emoji, lone surrogates. */
export const jsonValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3, stringUnit: "grapheme" }),
  fc.jsonValue({ maxDepth: 2, stringUnit: "binary" }),
  surrogateValue
) as fc.Arbitrary<Json>

/** A JSON object, as a model's reply is meant to be. */
export const jsonObject: fc.Arbitrary<Record<string, Json>> = fc.dictionary(
  fc.oneof(key, fc.constantFrom("0", "10", "é😀", "x\ude00")),
  jsonValue,
  { maxKeys: 6 }
)

/** Text a model may write: compact or pretty-printed. */
export const replyText = (value: unknown, indent: number): string => JSON.stringify(value, null, indent)

export const prefixes = (text: string): Array<string> =>
  Array.from({ length: text.length + 1 }, (_, end) => text.slice(0, end))

export const equalValues = equal

const hex = (code: number, upper: boolean) => {
  const digits = code.toString(16).padStart(4, "0")
  return upper ? digits.toUpperCase() : digits
}

/**
 * `json` (the output of `JSON.stringify`) with its non-ASCII code units written as
 * `\uXXXX` escapes, as `ensure_ascii` encoders do: every one (`"all"`), or each one by a
 * coin toss from `seed` (`"mixed"`, which also splits surrogate pairs into a raw half and
 * an escaped half). The hex digits of these escapes, and of the escapes `JSON.stringify`
 * writes for lone surrogates, are in lower or upper case by a coin toss too. The value
 * read back is the same.
 */
export const escapeNonAscii = (json: string, mode: "all" | "mixed", seed: number): string => {
  let state = seed | 1
  const toss = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state & 1) === 1
  }
  return json.replace(/\\(?:u[0-9a-fA-F]{4}|[^u])|[^\x00-\x7f]/g, (token) => {
    if (token.startsWith("\\")) {
      return token.length === 6 ? `\\u${hex(Number.parseInt(token.slice(2), 16), toss())}` : token
    }
    return mode === "all" || toss() ? `\\u${hex(token.charCodeAt(0), toss())}` : token
  })
}

/** Pieces of JSON-ish text for fuzzing: structure, escapes, literals and both halves of a surrogate pair. */
export const fuzzPiece: fc.Arbitrary<string> = fc.constantFrom(
  "{",
  "}",
  "[",
  "]",
  '"',
  ":",
  ",",
  "\\",
  "u",
  "d",
  "8",
  "3",
  " ",
  "t",
  "r",
  "e",
  "n",
  "1",
  "-",
  "`",
  "\ud83d",
  "\ude00"
)
