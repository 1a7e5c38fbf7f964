/**
 * Reads a reply while it streams in. `push` the deltas as they arrive and take a
 * `snapshot` whenever you render:
 *
 * - each snapshot equals `JsonRepair.parseReply` of the text so far (same options);
 * - a value once shown never changes: the snapshot's `value` is one object that grows in
 *   place (containers only gain members at their end; with `partialStrings`, the string
 *   being read only gains characters), so keep a reference and re-render from it;
 * - every character is read once, so the total cost over a stream is linear in its
 *   length, whatever the size of the deltas and however often you take a snapshot.
 *
 * Once the object is complete, or a syntax error is found, later deltas are ignored.
 *
 * @since 0.1.0
 */
import { Machine } from "./internal/machine.ts"
import type { Options, Reply } from "./JsonRepair.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface IncrementalParser {
  /** Reads the next piece of the reply. */
  push(delta: string): void
  /** The reply so far. Cheap: nothing is re-read. */
  snapshot(): Reply
  /** How many characters were pushed. */
  readonly length: number
}

/**
 * Creates an incremental parser.
 *
 * @example
 * ```ts
 * import { IncrementalParser } from "@vouch/json-repair"
 *
 * const parser = IncrementalParser.createIncrementalParser({ partialStrings: true })
 * for (const delta of ['Sure! {"title": "Voice ch', 'eck", "findings": [{"id": "F-1", "quote": "We', ' are']) {
 *   parser.push(delta)
 *   const reply = parser.snapshot()
 *   if (reply._tag === "Parsed") console.log(JSON.stringify(reply.value))
 * }
 * // => {"title":"Voice ch"}
 * // => {"title":"Voice check","findings":[{"id":"F-1","quote":"We"}]}
 * // => {"title":"Voice check","findings":[{"id":"F-1","quote":"We are"}]}
 * ```
 *
 * @category constructors
 * @since 0.1.0
 */
export const createIncrementalParser = (options?: Options): IncrementalParser => {
  const machine = new Machine(options?.partialStrings === true)
  return {
    push: (delta) => machine.push(delta),
    snapshot: () => machine.reply(),
    get length() {
      return machine.offset
    }
  }
}
