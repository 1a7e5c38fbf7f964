// The exact, resumable reader of a model's reply: it finds the object, validates every
// character, builds the value as it goes (containers are attached when they open,
// scalars when they are complete) and remembers the last point where every value is
// complete. It is the reference for `parseReply` (whose fast path must agree with it)
// and the engine of `createIncrementalParser`: each character is read once, so a stream
// costs time linear in its length.

/** The outcome of reading a text (or the text so far). */
export type Reply =
  | {
      readonly _tag: "Parsed"
      readonly value: Record<string, unknown>
      readonly complete: boolean
      readonly start: number
      readonly end: number
    }
  | {
      readonly _tag: "Failed"
      readonly reason: "NoObject" | "SyntaxError"
      readonly position: number
      readonly message: string
    }

// Modes.
const SEEK = 0 // looking for a `{`
const SEEK_SPACE = 1 // after a `{`: is the next non-space character `"` or `}`?
const BODY = 2
const DONE = 3
const FAILED = 4

// States inside the object.
const OBJECT_START = 0 // after `{`: a key or `}`
const OBJECT_KEY = 1 // after `,` in an object: a key
const COLON = 2 // after a key
const VALUE = 3 // after `:`, or after `,` in an array
const ARRAY_START = 4 // after `[`: a value or `]`
const AFTER_VALUE = 5 // `,` or the container's closer
const STRING = 6
const NUMBER = 7
const LITERAL = 8

// Number states: where in `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` we are.
const N_MINUS = 0
const N_ZERO = 1
const N_INTEGER = 2
const N_DOT = 3
const N_FRACTION = 4
const N_EXPONENT = 5
const N_EXPONENT_SIGN = 6
const N_EXPONENT_DIGITS = 7

const QUOTE = 34
const BACKSLASH = 92

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9
const isDigit = (code: number) => code >= 48 && code <= 57
const hexValue = (code: number) =>
  code >= 48 && code <= 57
    ? code - 48
    : code >= 97 && code <= 102
      ? code - 87
      : code >= 65 && code <= 70
        ? code - 55
        : -1

const literals = ["true", "false", "null"] as const
const literalValues = [true, false, null] as const

/** Describes a character for an error message. */
export const describe = (code: number): string =>
  Number.isNaN(code)
    ? "the end of the text"
    : code < 32 || code === 127
      ? `control character U+${code.toString(16).toUpperCase().padStart(4, "0")}`
      : `"${String.fromCharCode(code)}"`

/** Sets a member the way `JSON.parse` does: `__proto__` is an own property. */
export const setMember = (target: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
  } else {
    target[key] = value
  }
}

export class Machine {
  readonly partialStrings: boolean
  mode = SEEK
  /** Characters read so far. */
  offset = 0
  start = -1
  candidate = -1
  /** The last point where every value is complete. */
  cut = -1
  errorPosition = -1
  errorMessage = ""
  root: Record<string, unknown> = {}
  readonly stack: Array<Record<string, unknown> | Array<unknown>> = []
  readonly isArray: Array<boolean> = []
  /** Per object level: the key whose value is being read. */
  readonly keys: Array<string> = []
  state = OBJECT_START
  // A string being read.
  stringIsKey = false
  decoded = ""
  /** 0: no escape, 1: after `\`, 2-5: reading the hex digits of `\u` (2 + digits read). */
  escape = 0
  escapeStart = -1
  hex = 0
  /** A high surrogate waiting for its low half (-1: none), and where its source began. */
  pendingHigh = -1
  pendingHighStart = -1
  // partialStrings: where the partial value is shown (array index; objects use `keys`).
  partialIndex = -1
  // A number being read.
  numberState = N_MINUS
  numberText = ""
  // A literal being read.
  literal = 0
  literalIndex = 0

  constructor(partialStrings: boolean) {
    this.partialStrings = partialStrings
  }

  fail(position: number, message: string): void {
    this.mode = FAILED
    this.errorPosition = position
    this.errorMessage = `${message} at position ${position}`
  }

  unexpected(position: number, code: number, expected: string): void {
    this.fail(position, `Expected ${expected} but found ${describe(code)}`)
  }

  /** Attaches a complete (or, for a container, just opened) value to its parent. */
  attach(value: unknown): void {
    const depth = this.stack.length - 1
    const parent = this.stack[depth]!
    if (this.isArray[depth]) (parent as Array<unknown>).push(value)
    else setMember(parent as Record<string, unknown>, this.keys[depth]!, value)
  }

  open(array: boolean, position: number): void {
    const container: Record<string, unknown> | Array<unknown> = array ? [] : {}
    this.attach(container)
    this.stack.push(container)
    this.isArray.push(array)
    this.keys.push("")
    this.state = array ? ARRAY_START : OBJECT_START
    this.cut = position + 1
  }

  close(array: boolean, position: number, code: number): void {
    const depth = this.stack.length - 1
    if (this.isArray[depth] !== array) {
      this.unexpected(position, code, this.isArray[depth] ? '"," or "]"' : '"," or "}"')
      return
    }
    this.stack.pop()
    this.isArray.pop()
    this.keys.pop()
    this.cut = position + 1
    if (this.stack.length === 0) this.mode = DONE
    else this.state = AFTER_VALUE
  }

  beginString(isKey: boolean): void {
    this.state = STRING
    this.stringIsKey = isKey
    this.decoded = ""
    this.escape = 0
    this.pendingHigh = -1
    if (!isKey && this.partialStrings) {
      const depth = this.stack.length - 1
      this.partialIndex = this.isArray[depth] ? (this.stack[depth] as Array<unknown>).length : -1
    }
  }

  /** Adds one decoded UTF-16 code unit, pairing surrogates; a lone one becomes U+FFFD. */
  unit(code: number, sourceStart: number): void {
    if (this.pendingHigh !== -1) {
      if (code >= 0xdc00 && code <= 0xdfff) {
        this.decoded += String.fromCharCode(this.pendingHigh, code)
        this.pendingHigh = -1
        return
      }
      this.decoded += "\uFFFD"
      this.pendingHigh = -1
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      this.pendingHigh = code
      this.pendingHighStart = sourceStart
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      this.decoded += "\uFFFD"
    } else {
      this.decoded += String.fromCharCode(code)
    }
  }

  endString(position: number): void {
    if (this.pendingHigh !== -1) {
      this.decoded += "\uFFFD"
      this.pendingHigh = -1
    }
    const value = this.decoded
    this.decoded = ""
    if (this.stringIsKey) {
      this.keys[this.keys.length - 1] = value
      this.state = COLON
      return
    }
    if (this.partialStrings && this.partialIndex !== -1) {
      const array = this.stack[this.stack.length - 1] as Array<unknown>
      if (array.length > this.partialIndex) array[this.partialIndex] = value
      else array.push(value)
    } else {
      this.attach(value)
    }
    this.cut = position + 1
    this.state = AFTER_VALUE
  }

  /** Reads string characters from `index`; returns the index after the ones read. */
  readString(chunk: string, index: number, base: number): number {
    const length = chunk.length
    let run = index
    while (index < length) {
      const code = chunk.charCodeAt(index)
      if (this.escape !== 0) {
        // A `\` or `\uXXXX` escape in progress (run === index here).
        if (this.escape === 1) {
          let value = -1
          switch (code) {
            case QUOTE:
            case BACKSLASH:
            case 47:
              value = code
              break
            case 98:
              value = 8
              break
            case 102:
              value = 12
              break
            case 110:
              value = 10
              break
            case 114:
              value = 13
              break
            case 116:
              value = 9
              break
            case 117:
              this.escape = 2
              this.hex = 0
              index++
              run = index
              continue
          }
          if (value === -1) {
            this.fail(base + index, `Invalid escape ${describe(code)} in a string`)
            return length
          }
          this.escape = 0
          this.unit(value, this.escapeStart)
        } else {
          const digit = hexValue(code)
          if (digit === -1) {
            this.fail(base + index, `Expected a hexadecimal digit of a \\u escape but found ${describe(code)}`)
            return length
          }
          this.hex = this.hex * 16 + digit
          if (++this.escape === 6) {
            this.escape = 0
            this.unit(this.hex, this.escapeStart)
          }
        }
        index++
        run = index
        continue
      }
      if (code === QUOTE) {
        if (run < index) this.decoded += chunk.slice(run, index)
        this.endString(base + index)
        return index + 1
      }
      if (code === BACKSLASH) {
        if (run < index) this.decoded += chunk.slice(run, index)
        this.escape = 1
        this.escapeStart = base + index
        index++
        run = index
        continue
      }
      if (code < 32) {
        this.fail(base + index, `Unescaped ${describe(code)} in a string`)
        return length
      }
      if (this.pendingHigh !== -1 || (code >= 0xd800 && code <= 0xdfff)) {
        // A surrogate, or the character after a high surrogate still waiting for its
        // pair: through `unit`, so that lone halves become U+FFFD.
        if (run < index) this.decoded += chunk.slice(run, index)
        this.unit(code, base + index)
        index++
        run = index
        continue
      }
      index++
    }
    if (run < index) this.decoded += chunk.slice(run, index)
    return index
  }

  completeNumber(position: number): boolean {
    const state = this.numberState
    if (state === N_ZERO || state === N_INTEGER || state === N_FRACTION || state === N_EXPONENT_DIGITS) {
      this.attach(Number(this.numberText))
      this.cut = position
      this.state = AFTER_VALUE
      return true
    }
    return false
  }

  /** Advances the number by one character; false when the character cannot continue it. */
  stepNumber(code: number): boolean {
    switch (this.numberState) {
      case N_MINUS:
        if (code === 48) this.numberState = N_ZERO
        else if (code >= 49 && code <= 57) this.numberState = N_INTEGER
        else return false
        return true
      case N_ZERO:
        if (code === 46) this.numberState = N_DOT
        else if (code === 101 || code === 69) this.numberState = N_EXPONENT
        else return false
        return true
      case N_INTEGER:
        if (isDigit(code)) return true
        if (code === 46) this.numberState = N_DOT
        else if (code === 101 || code === 69) this.numberState = N_EXPONENT
        else return false
        return true
      case N_DOT:
        if (!isDigit(code)) return false
        this.numberState = N_FRACTION
        return true
      case N_FRACTION:
        if (isDigit(code)) return true
        if (code === 101 || code === 69) this.numberState = N_EXPONENT
        else return false
        return true
      case N_EXPONENT:
        if (code === 43 || code === 45) this.numberState = N_EXPONENT_SIGN
        else if (isDigit(code)) this.numberState = N_EXPONENT_DIGITS
        else return false
        return true
      case N_EXPONENT_SIGN:
        if (!isDigit(code)) return false
        this.numberState = N_EXPONENT_DIGITS
        return true
      default:
        return isDigit(code)
    }
  }

  /** Reads number characters from `index`; `chunk[from, index)` was already stepped. */
  readNumber(chunk: string, index: number, base: number, from: number): number {
    const length = chunk.length
    while (index < length) {
      const code = chunk.charCodeAt(index)
      if (this.stepNumber(code)) {
        index++
        continue
      }
      this.numberText += chunk.slice(from, index)
      if (!this.completeNumber(base + index)) {
        this.unexpected(base + index, code, "a digit")
        return length
      }
      // A digit after a leading zero cannot continue the number, nor follow it.
      return index
    }
    this.numberText += chunk.slice(from, index)
    return index
  }

  /** Starts a value at `chunk[index]`; returns the index after what was read. */
  beginValue(chunk: string, index: number, base: number, code: number, expected: string): number {
    switch (code) {
      case QUOTE:
        this.beginString(false)
        return this.readString(chunk, index + 1, base)
      case 123:
        this.open(false, base + index)
        return index + 1
      case 91:
        this.open(true, base + index)
        return index + 1
      case 116:
      case 102:
      case 110:
        this.state = LITERAL
        this.literal = code === 116 ? 0 : code === 102 ? 1 : 2
        this.literalIndex = 1
        return this.readLiteral(chunk, index + 1, base)
      default:
        if (code === 45 || isDigit(code)) {
          this.state = NUMBER
          this.numberState = N_MINUS
          this.numberText = ""
          if (code !== 45) this.stepNumber(code)
          return this.readNumber(chunk, index + 1, base, index)
        }
        this.unexpected(base + index, code, expected)
        return chunk.length
    }
  }

  readLiteral(chunk: string, index: number, base: number): number {
    const word = literals[this.literal]!
    while (index < chunk.length) {
      const code = chunk.charCodeAt(index)
      if (code !== word.charCodeAt(this.literalIndex)) {
        this.unexpected(base + index, code, `"${word.charAt(this.literalIndex)}" of ${word}`)
        return chunk.length
      }
      index++
      if (++this.literalIndex === word.length) {
        this.attach(literalValues[this.literal])
        this.cut = base + index
        this.state = AFTER_VALUE
        return index
      }
    }
    return index
  }

  push(chunk: string): void {
    const base = this.offset
    this.offset += chunk.length
    const length = chunk.length
    let index = 0
    while (index < length) {
      switch (this.mode) {
        case SEEK: {
          const brace = chunk.indexOf("{", index)
          if (brace === -1) return
          this.mode = SEEK_SPACE
          this.candidate = base + brace
          index = brace + 1
          break
        }
        case SEEK_SPACE: {
          const code = chunk.charCodeAt(index)
          if (isSpace(code)) {
            index++
            break
          }
          if (code === QUOTE || code === 125) {
            this.mode = BODY
            this.start = this.candidate
            this.root = {}
            this.stack.push(this.root)
            this.isArray.push(false)
            this.keys.push("")
            this.state = OBJECT_START
            this.cut = this.start + 1
          } else {
            // Not an object: look again from this character, which may be a `{`.
            this.mode = SEEK
          }
          break
        }
        case BODY:
          index = this.step(chunk, index, base)
          break
        default:
          return
      }
    }
  }

  /** Reads from `chunk[index]` in the current state; returns the index after what was read. */
  step(chunk: string, index: number, base: number): number {
    switch (this.state) {
      case STRING:
        return this.readString(chunk, index, base)
      case NUMBER: {
        const code = chunk.charCodeAt(index)
        if (this.stepNumber(code)) return this.readNumber(chunk, index + 1, base, index)
        if (!this.completeNumber(base + index)) {
          this.unexpected(base + index, code, "a digit")
          return chunk.length
        }
        return index
      }
      case LITERAL:
        return this.readLiteral(chunk, index, base)
    }
    const code = chunk.charCodeAt(index)
    if (isSpace(code)) return index + 1
    switch (this.state) {
      case OBJECT_START:
        if (code === QUOTE) {
          this.beginString(true)
          return this.readString(chunk, index + 1, base)
        }
        if (code === 125) {
          this.close(false, base + index, code)
          return index + 1
        }
        this.unexpected(base + index, code, 'a key in double quotes or "}"')
        return chunk.length
      case OBJECT_KEY:
        if (code === QUOTE) {
          this.beginString(true)
          return this.readString(chunk, index + 1, base)
        }
        this.unexpected(base + index, code, "a key in double quotes")
        return chunk.length
      case COLON:
        if (code === 58) {
          this.state = VALUE
          return index + 1
        }
        this.unexpected(base + index, code, '":"')
        return chunk.length
      case VALUE:
        return this.beginValue(chunk, index, base, code, "a value")
      case ARRAY_START:
        if (code === 93) {
          this.close(true, base + index, code)
          return index + 1
        }
        return this.beginValue(chunk, index, base, code, 'a value or "]"')
      default: {
        // AFTER_VALUE
        const depth = this.stack.length - 1
        if (code === 44) {
          this.state = this.isArray[depth] ? VALUE : OBJECT_KEY
          return index + 1
        }
        if (code === 125 || code === 93) {
          this.close(code === 93, base + index, code)
          return index + 1
        }
        this.unexpected(base + index, code, this.isArray[depth] ? '"," or "]"' : '"," or "}"')
        return chunk.length
      }
    }
  }

  /** The result on the text read so far. */
  reply(): Reply {
    switch (this.mode) {
      case SEEK:
      case SEEK_SPACE:
        return {
          _tag: "Failed",
          reason: "NoObject",
          position: this.offset,
          message: 'No JSON object in the text: no "{" followed by a key or "}"'
        }
      case FAILED:
        return { _tag: "Failed", reason: "SyntaxError", position: this.errorPosition, message: this.errorMessage }
      case DONE:
        return { _tag: "Parsed", value: this.root, complete: true, start: this.start, end: this.cut }
    }
    let end = this.cut
    if (this.partialStrings && this.state === STRING && !this.stringIsKey) {
      // Show the string read so far, without an incomplete escape or a high surrogate
      // still waiting for its pair.
      end = this.pendingHigh !== -1 ? this.pendingHighStart : this.escape !== 0 ? this.escapeStart : this.offset
      const depth = this.stack.length - 1
      if (this.partialIndex !== -1) {
        const array = this.stack[depth] as Array<unknown>
        if (array.length > this.partialIndex) array[this.partialIndex] = this.decoded
        else array.push(this.decoded)
      } else {
        setMember(this.stack[depth] as Record<string, unknown>, this.keys[depth]!, this.decoded)
      }
    }
    return { _tag: "Parsed", value: this.root, complete: false, start: this.start, end }
  }
}
