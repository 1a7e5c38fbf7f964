/**
 * Clipping a source that is too long (spec 3: about 40 000 characters): whole lines only,
 * the head and the tail kept, and one in-band marker comment in place of the cut lines
 * saying how many lines were cut and which (numbers of the original source). Line numbers
 * in a reply then refer to the clipped string, the `shader` as sent; `originalLine` maps
 * one back.
 *
 * ```ts
 * import { Clip } from "@vouch/shader-review"
 *
 * const source = Array.from({ length: 5000 }, (_, index) => `float v${index} = ${index}.0;`).join("\n")
 * const clipped = Clip.clip(source)
 * clipped.text.length <= 40_000 // => true
 * ```
 *
 * @since 0.1.0
 */
import { limits } from "./internal/limits.ts"

/**
 * A clipped source: the text, and the cut (none when it fitted).
 *
 * @category models
 * @since 0.1.0
 */
export interface Clipped {
  readonly text: string
  readonly cut?: { readonly from: number; readonly to: number; readonly lines: number } | undefined
}

/**
 * The marker line for a cut of lines `from`..`to` (1-based, inclusive).
 *
 * @category constants
 * @since 0.1.0
 */
export const marker = (from: number, to: number): string =>
  `// [clipped] ${to - from + 1} lines cut (original lines ${from}-${to})`

const markerPattern = /^\/\/ \[clipped\] (\d+) lines cut \(original lines (\d+)-(\d+)\)$/m

/**
 * The cut a clipped text's marker describes, and the marker's line; none without one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const readMarker = (
  text: string
): { readonly line: number; readonly from: number; readonly to: number; readonly lines: number } | undefined => {
  const match = markerPattern.exec(text)
  if (match === null) return undefined
  const line = text.slice(0, match.index).split("\n").length
  return { line, lines: Number(match[1]), from: Number(match[2]), to: Number(match[3]) }
}

/**
 * Clips `source` to at most `max` characters on whole lines: about 60% of the room for
 * the head, the rest for the tail, the marker between; the result is never longer than
 * `max`. A source that fits is returned as is.
 *
 * @category encoding
 * @since 0.1.0
 */
export const clip = (source: string, max: number = limits.shader): Clipped => {
  if (source.length <= max) return { text: source }
  const lines = source.split("\n")
  // The marker's widest form, plus the two newlines around it.
  const room = max - marker(lines.length, lines.length).length - 2
  let head = 0
  let used = 0
  while (head < lines.length && used + lines[head]!.length + 1 <= room * 0.6) used += lines[head++]!.length + 1
  let tail = lines.length
  while (tail > head + 1 && used + lines[tail - 1]!.length + 1 <= room) used += lines[--tail]!.length + 1
  if (tail <= head) tail = head + 1
  const from = head + 1
  const to = tail
  const kept = [...lines.slice(0, head), marker(from, to), ...lines.slice(tail)]
  return { text: kept.join("\n"), cut: { from, to, lines: to - from + 1 } }
}

/**
 * The original line number of a line of a clipped text (1-based); the marker line
 * itself maps to the first cut line.
 *
 * @category encoding
 * @since 0.1.0
 */
export const originalLine = (text: string, line: number): number => {
  const cut = readMarker(text)
  if (cut === undefined || line < cut.line) return line
  if (line === cut.line) return cut.from
  return line - cut.line + cut.to
}
