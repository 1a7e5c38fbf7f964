// `JSON.parse` keeps lone surrogates (from `\ud83d` escapes, or raw ones in the text);
// the reader never produces one. This walk replaces each lone surrogate of a parsed value,
// in strings and in keys, with U+FFFD, in place, exactly as the reader decodes them.
import { setMember } from "./machine.ts"

// ES2024 string methods (Node 20+, current browsers); the workspace compiles for ES2023.
interface WellFormedString {
  isWellFormed(): boolean
  toWellFormed(): string
}
const isWellFormed = (text: string): boolean => (text as unknown as WellFormedString).isWellFormed()
const toWellFormed = (text: string): string => (text as unknown as WellFormedString).toWellFormed()

const fixObject = (object: Record<string, unknown>): Record<string, unknown> => {
  let keysWellFormed = true
  for (const key in object) {
    if (!isWellFormed(key)) keysWellFormed = false
    const value = object[key]
    if (typeof value === "string") {
      if (!isWellFormed(value)) setMember(object, key, toWellFormed(value))
    } else if (typeof value === "object" && value !== null) {
      const fixed = fix(value)
      if (fixed !== value) setMember(object, key, fixed)
    }
  }
  if (keysWellFormed) return object
  // Rebuild with well-formed keys, in the same order (the last duplicate wins, as with
  // `JSON.parse`).
  const rebuilt: Record<string, unknown> = {}
  for (const key in object) setMember(rebuilt, toWellFormed(key), object[key])
  return rebuilt
}

const fix = (value: object): object => {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const element: unknown = value[index]
      if (typeof element === "string") {
        if (!isWellFormed(element)) value[index] = toWellFormed(element)
      } else if (typeof element === "object" && element !== null) {
        const fixed = fix(element)
        if (fixed !== element) value[index] = fixed
      }
    }
    return value
  }
  return fixObject(value as Record<string, unknown>)
}

// Whether `text` may hold a `\uD800`-`\uDFFF` escape (a `\u` escape of a surrogate).
export const hasSurrogateEscape = (text: string): boolean => {
  let backslash = text.indexOf("\\u")
  while (backslash !== -1) {
    const first = text.charCodeAt(backslash + 2)
    if (first === 100 || first === 68) {
      const second = text.charCodeAt(backslash + 3)
      if ((second >= 56 && second <= 57) || (second >= 97 && second <= 102) || (second >= 65 && second <= 70))
        return true
    }
    backslash = text.indexOf("\\u", backslash + 2)
  }
  return false
}

/**
 * The value parsed from `text`, its lone surrogates replaced (a new object only when a
 * key changed). When the text holds no escaped surrogate and no lone one (a free check
 * on a text of Latin-1 characters only), there is nothing to replace and nothing to walk.
 */
export const wellFormed = (value: Record<string, unknown>, text: string): Record<string, unknown> =>
  !hasSurrogateEscape(text) && isWellFormed(text) ? value : fixObject(value)
