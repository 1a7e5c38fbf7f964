// The one-shot reader: the same answer as the exact reader (`machine.ts`), computed with
// the engine's `JSON.parse` doing the bulk of the work. It finds the object, follows its
// structure (skipping over strings with `indexOf`) to the end of the object or to the
// last point where every value is complete, checks the dropped tail with the exact
// reader, and lets `JSON.parse` read (and validate) the kept part, closed. Whenever
// something is wrong it returns `undefined`, and the caller asks the exact reader, which
// then also names the error.
import { Machine, type Reply } from "./machine.ts"
import { wellFormed } from "./wellFormed.ts"

const QUOTE = 34
const BACKSLASH = 92

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9

export const noObjectMessage = 'No JSON object in the text: no "{" followed by a key or "}"'

/** The first `{` whose next non-space character is `"` or `}`; -1 when there is none. */
export const findStart = (text: string): number => {
  let from = 0
  for (;;) {
    const brace = text.indexOf("{", from)
    if (brace === -1) return -1
    let next = brace + 1
    while (next < text.length && isSpace(text.charCodeAt(next))) next++
    if (next === text.length) return -1
    const code = text.charCodeAt(next)
    if (code === QUOTE || code === 125) return brace
    from = next
  }
}

/** The index of the quote closing the string whose content starts at `from`, or -1. */
const stringEnd = (text: string, from: number): number => {
  let quote = text.indexOf('"', from)
  while (quote !== -1) {
    let backslashes = 0
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++
    if ((backslashes & 1) === 0) return quote
    quote = text.indexOf('"', quote + 1)
  }
  return -1
}

// Scanner states (as in the exact reader).
const OBJECT_START = 0
const OBJECT_KEY = 1
const COLON = 2
const VALUE = 3
const ARRAY_START = 4
const AFTER_VALUE = 5

const isNumberCharacter = (code: number) =>
  (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 101 || code === 69

/**
 * Whether a key of `json` (valid JSON) holds an escape. V8's `JSON.parse` may read such a
 * key wrongly: once the process has seen a key with a backslash in it, a later escaped key
 * at the same place whose source starts with that key's characters reads as that key
 * (after `{"a": 1, "\\": 2}`, the text `{"a": 1, "\n": 2}` gives the key `\`, not a line
 * feed; Node 24 and 26, nodejs/node#63785). The exact reader reads those texts.
 */
export const hasEscapedKey = (json: string): boolean => {
  let backslash = json.indexOf("\\")
  while (backslash !== -1) {
    // The quote closing the string that holds this backslash: is that string a key?
    const quote = stringEnd(json, backslash)
    if (quote === -1) return true
    let next = quote + 1
    while (isSpace(json.charCodeAt(next))) next++
    if (json.charCodeAt(next) === 58) return true
    backslash = json.indexOf("\\", next)
  }
  return false
}

/**
 * The value of `json` (an object's text); `undefined` when it is not valid JSON, `null`
 * when it is but `JSON.parse` may read it wrong (the exact reader must).
 */
const parse = (json: string): Record<string, unknown> | undefined | null => {
  let value: Record<string, unknown>
  try {
    value = JSON.parse(json) as Record<string, unknown>
  } catch {
    return undefined
  }
  return hasEscapedKey(json) ? null : value
}

let kinds = new Uint8Array(64)

/** The reply, or `undefined` when the exact reader must decide. */
export const fastParse = (text: string, partialStrings: boolean): Reply | undefined => {
  const start = findStart(text)
  if (start === -1) return { _tag: "Failed", reason: "NoObject", position: text.length, message: noObjectMessage }
  const length = text.length

  // A complete object, alone or followed by a closing fence or prose: when the text from
  // the `{` to the last `}` is one JSON value, that value is the object (the exact reader
  // would close it at that `}` too, and ignore the rest). Not tried when a `,` or `]`
  // follows that `}`, as in a reply cut inside its object after an inner object: there
  // the scan below is cheaper than a `JSON.parse` bound to fail.
  const last = text.lastIndexOf("}")
  let after = last + 1
  while (isSpace(text.charCodeAt(after))) after++
  const next = text.charCodeAt(after)
  if (last > start && next !== 44 && next !== 93) {
    const candidate = text.slice(start, last + 1)
    const value = parse(candidate)
    if (value === null) return undefined
    if (value !== undefined)
      return { _tag: "Parsed", value: wellFormed(value, candidate), complete: true, start, end: last + 1 }
  }

  // Follow the structure. `kinds[depth]` is 1 for an array, 0 for an object.
  let depth = 0
  kinds[0] = 0
  let state = OBJECT_START
  let cut = start + 1
  let index = start + 1
  scan: while (index < length) {
    const code = text.charCodeAt(index)
    if (isSpace(code)) {
      index++
      continue
    }
    switch (state) {
      case OBJECT_START:
      case OBJECT_KEY:
        if (code === QUOTE) {
          const quote = stringEnd(text, index + 1)
          if (quote === -1) break scan
          state = COLON
          index = quote + 1
          continue
        }
        if (code === 125 && state === OBJECT_START) {
          if (depth === 0) return complete(text, start, index + 1)
          depth--
          cut = index + 1
          state = AFTER_VALUE
          index++
          continue
        }
        return undefined
      case COLON:
        if (code !== 58) return undefined
        state = VALUE
        index++
        continue
      case VALUE:
      case ARRAY_START:
        if (code === QUOTE) {
          const quote = stringEnd(text, index + 1)
          if (quote === -1) break scan
          cut = quote + 1
          state = AFTER_VALUE
          index = quote + 1
          continue
        }
        if (code === 123 || code === 91) {
          if (++depth === kinds.length) {
            const larger = new Uint8Array(kinds.length * 2)
            larger.set(kinds)
            kinds = larger
          }
          kinds[depth] = code === 91 ? 1 : 0
          cut = index + 1
          state = code === 91 ? ARRAY_START : OBJECT_START
          index++
          continue
        }
        if (code === 93 && state === ARRAY_START) {
          depth--
          cut = index + 1
          state = AFTER_VALUE
          index++
          continue
        }
        if ((code >= 48 && code <= 57) || code === 45) {
          let after = index + 1
          while (after < length && isNumberCharacter(text.charCodeAt(after))) after++
          if (after === length) break scan
          cut = after
          state = AFTER_VALUE
          index = after
          continue
        }
        if (code === 116 || code === 102 || code === 110) {
          const word = code === 116 ? "true" : code === 102 ? "false" : "null"
          if (!text.startsWith(word, index)) break scan // an incomplete literal, or an error: the tail says
          cut = index + word.length
          state = AFTER_VALUE
          index = cut
          continue
        }
        return undefined
      default:
        // AFTER_VALUE
        if (code === 44) {
          state = kinds[depth] === 1 ? VALUE : OBJECT_KEY
          index++
          continue
        }
        if (code === 125 || code === 93) {
          if (kinds[depth] !== (code === 93 ? 1 : 0)) return undefined
          if (depth === 0) return complete(text, start, index + 1)
          depth--
          cut = index + 1
          index++
          continue
        }
        return undefined
    }
  }

  // The text ended inside the object. The exact reader checks the tail after the cut,
  // starting in the state the scanner had there.
  let tailState = AFTER_VALUE
  const before = text.charCodeAt(cut - 1)
  if (before === 123) tailState = OBJECT_START
  else if (before === 91) tailState = ARRAY_START
  const machine = new Machine(partialStrings)
  machine.mode = 2
  machine.offset = cut
  for (let level = 0; level <= depth; level++) {
    const array = kinds[level] === 1
    machine.stack.push(array ? [] : {})
    machine.isArray.push(array)
    machine.keys.push("")
  }
  machine.state = tailState
  machine.push(text.slice(cut))
  const reply = machine.reply()
  if (reply._tag !== "Parsed" || reply.complete) return undefined
  let closers = ""
  for (let level = depth; level >= 0; level--) closers += kinds[level] === 1 ? "]" : "}"
  // `end` is past `cut` only when a partial string value is shown.
  const repaired = reply.end > cut ? `${text.slice(start, reply.end)}"${closers}` : text.slice(start, cut) + closers
  const value = parse(repaired)
  if (value === undefined || value === null) return undefined
  return {
    _tag: "Parsed",
    value: wellFormed(value, repaired),
    complete: false,
    start,
    end: Math.max(reply.end, cut)
  }
}

const complete = (text: string, start: number, end: number): Reply | undefined => {
  const json = text.slice(start, end)
  const value = parse(json)
  return value === undefined || value === null
    ? undefined
    : { _tag: "Parsed", value: wellFormed(value, json), complete: true, start, end }
}
