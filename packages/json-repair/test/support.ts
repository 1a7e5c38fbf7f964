// Helpers shared by the tests: arbitraries, the structural-prefix relation and the
// normalization of a value the way the reader decodes it.
import * as fc from "fast-check"

type Json = null | boolean | number | string | Array<Json> | { [key: string]: Json }

interface WellFormedString {
  toWellFormed(): string
}
const toWellFormed = (text: string): string => (text as unknown as WellFormedString).toWellFormed()

/** A parsed value as the reader returns it: lone surrogates replaced by U+FFFD. */
export const normalize = (value: unknown): unknown => {
  if (typeof value === "string") return toWellFormed(value)
  if (Array.isArray(value)) return value.map(normalize)
  if (typeof value === "object" && value !== null) {
    const result: Record<string, unknown> = {}
    for (const [key, member] of Object.entries(value)) {
      Object.defineProperty(result, toWellFormed(key), {
        value: normalize(member),
        writable: true,
        enumerable: true,
        configurable: true
      })
    }
    return result
  }
  return value
}

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

/** JSON values with strings of every kind: ASCII, accents and CJK, emoji, lone surrogates. */
export const jsonValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3, stringUnit: "grapheme" }),
  fc.jsonValue({ maxDepth: 2, stringUnit: "binary" })
) as fc.Arbitrary<Json>

/** A JSON object, as a model's reply is meant to be. */
export const jsonObject: fc.Arbitrary<Record<string, Json>> = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "0", "10", 'a"b', "é😀")),
  jsonValue,
  { maxKeys: 6 }
)

/** Text a model may write: compact or pretty-printed. */
export const replyText = (value: unknown, indent: number): string => JSON.stringify(value, null, indent)

export const prefixes = (text: string): Array<string> =>
  Array.from({ length: text.length + 1 }, (_, end) => text.slice(0, end))

export const equalValues = equal
