/**
 * Whole-text matching mapped back to lines: a pattern runs once over the text (one
 * pass of the regular-expression engine) and only the lines it matches are looked at
 * line by line. After a match the search resumes at the next line, so every line is
 * reported at most once and a match that runs over a line end cannot hide a match on
 * the next line.
 */
export interface LineIndex {
  readonly text: string
  /** Offset of the first character of each line in `text`. */
  readonly starts: ReadonlyArray<number>
}

/** `text` is the lines joined by `\n` (or a same-length rewrite of it). */
export const lineIndex = (lines: ReadonlyArray<string>, text: string = lines.join("\n")): LineIndex => {
  const starts: Array<number> = []
  let offset = 0
  for (const line of lines) {
    starts.push(offset)
    offset += line.length + 1
  }
  return { text, starts }
}

/** The line of an offset (binary search). */
export const lineAt = (index: LineIndex, offset: number): number => {
  let low = 0
  let high = index.starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((index.starts[middle] ?? 0) <= offset) low = middle
    else high = middle - 1
  }
  return low
}

const globals = new WeakMap<RegExp, RegExp>()

/** The global, multiline copy of a pattern (cached). */
export const globalOf = (pattern: RegExp): RegExp => {
  let global = globals.get(pattern)
  if (global === undefined) {
    const flags = new Set([...pattern.flags, "g", "m"])
    flags.delete("y")
    global = new RegExp(pattern.source, [...flags].join(""))
    globals.set(pattern, global)
  }
  return global
}

/** The lines (ascending, each once) where a pattern matches, from line `from` on. */
export const linesMatching = (index: LineIndex, pattern: RegExp, from = 0): Array<number> => {
  const global = globalOf(pattern)
  const found: Array<number> = []
  global.lastIndex = index.starts[from] ?? index.text.length
  for (let match = global.exec(index.text); match !== null; match = global.exec(index.text)) {
    const line = lineAt(index, match.index)
    found.push(line)
    const next = index.starts[line + 1]
    if (next === undefined) break
    global.lastIndex = next
  }
  global.lastIndex = 0
  return found
}
