/**
 * Reads the JSON object in a model's reply. A reply is meant to be one JSON object but
 * may be wrapped in prose or code fences, or cut off:
 *
 * - the object starts at the first `{` whose next non-space character is `"` or `}`
 *   (so prose such as `{key: value}` before it is skipped); no such `{` is an error;
 * - a complete object is returned and whatever follows it is ignored;
 * - when the text ends inside the object, it is cut back to the last point where every
 *   value is complete (a string with its closing quote, a number followed by a
 *   character that cannot continue it, a fully spelled literal, an opened `{` or `[`),
 *   a dangling key is dropped and the open containers are closed;
 * - with `partialStrings`, an incomplete string value (never a key) is kept, without an
 *   incomplete escape or a trailing lone high surrogate;
 * - a syntax error before the end of the text is an error, never a guess;
 * - no lone surrogate is ever produced (each becomes U+FFFD), and a `__proto__` key is an
 *   own property, as with `JSON.parse`.
 *
 * Plain functions without dependencies (browser and edge safe); the Effect integration
 * (`decodeReply`, `ReplyError`) is the deep import `@vouch/json-repair/effect/JsonRepair`.
 *
 * @since 0.1.0
 */
import { fastParse } from "./internal/fastPath.ts"
import { Machine } from "./internal/machine.ts"

/**
 * Options of `parseReply` and `createIncrementalParser`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Keep an incomplete string value, for live rendering. Default false. */
  readonly partialStrings?: boolean | undefined
}

/**
 * The object of a reply. `complete` is false when the text ended inside the object and
 * it was repaired; `start` is the index of its `{`, and `end` the index just past the
 * last character used: past the closing `}`, or where the text was cut.
 *
 * @category models
 * @since 0.1.0
 */
export interface Parsed {
  readonly _tag: "Parsed"
  readonly value: Record<string, unknown>
  readonly complete: boolean
  readonly start: number
  readonly end: number
}

/**
 * No object in the text (`NoObject`), or a syntax error before its end
 * (`SyntaxError`), at `position`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Failed {
  readonly _tag: "Failed"
  readonly reason: "NoObject" | "SyntaxError"
  readonly position: number
  readonly message: string
}

/**
 * @category models
 * @since 0.1.0
 */
export type Reply = Parsed | Failed

/**
 * Reads the object of a reply. Never throws.
 *
 * @example
 * ```ts
 * import { JsonRepair } from "@vouch/json-repair"
 *
 * JsonRepair.parseReply('Here it is:\n```json\n{"verdict": "drifting", "score": 71}\n```')
 * // => { _tag: "Parsed", value: { verdict: "drifting", score: 71 }, complete: true, start: 20, end: 56 }
 * JsonRepair.parseReply('{"findings": [{"id": "F-1"}, {"id": "F-2", "why": "The sen')
 * // => { _tag: "Parsed", value: { findings: [{ id: "F-1" }, { id: "F-2" }] }, complete: false, start: 0, end: 41 }
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseReply = (text: string, options?: Options): Reply => {
  const partialStrings = options?.partialStrings === true
  const fast = fastParse(text, partialStrings)
  if (fast !== undefined) return fast
  const machine = new Machine(partialStrings)
  machine.push(text)
  return machine.reply()
}
