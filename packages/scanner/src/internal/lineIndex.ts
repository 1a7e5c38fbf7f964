/**
 * Whole-text matching mapped back to lines: a pattern runs once over the text (one
 * pass of the regular-expression engine) and only the lines it matches are looked at
 * line by line. After a match the search resumes at the next line, so every line is
 * reported at most once and a match that runs over a line end cannot hide a match on
 * the next line.
 *
 * The lines a pattern matches are those where a match starts. When the pattern has
 * required literals (`literals.ts`), one pass of an automaton over the text finds the
 * lines holding them, for every pattern at once, and the pattern is tried only on
 * those lines (anchored at the line, so the answer is the same as the whole-text scan).
 */
import {
  Automaton,
  type Found,
  lineReach,
  type Occurrences,
  type Required,
  type RequiredCharacter,
  requiredCharacters,
  requiredLiterals,
  topLevelBranches
} from "./literals.ts"

export interface LineIndex {
  readonly text: string
  /** Offset of the first character of each line in `text`. */
  readonly starts: ReadonlyArray<number>
  readonly lines: ReadonlyArray<string>
  /** The lines joined by `\n`. */
  readonly joined: string
}

/**
 * The searched text is the lines joined by `\n`, or `rewritten`, a same-length rewrite of
 * it (`\\\n` as two spaces); `joined` saves joining the lines again when the caller has them.
 */
export const lineIndex = (lines: ReadonlyArray<string>, rewritten?: string, joined?: string): LineIndex => {
  const physical = joined ?? lines.join("\n")
  const text = rewritten ?? physical
  const starts: Array<number> = []
  let offset = 0
  for (const line of lines) {
    starts.push(offset)
    offset += line.length + 1
  }
  return { text, starts, lines, joined: physical }
}

/** The same lines with another searched text of the same length (the offsets of lines are shared). */
export const withText = (index: LineIndex, text: string): LineIndex => ({ ...index, text })

/** Of an index made by `joinContinuations`: the index it rewrites and the lines it joins to the next (ascending). */
const rewrites = new WeakMap<LineIndex, { readonly base: LineIndex; readonly joined: ReadonlyArray<number> }>()

/**
 * The index searched with continued lines joined: `\\` and the line end after it as two
 * spaces (same length, so offsets stay those of `index`); `index` itself when no line is
 * continued. Its literal pass reads again only the lines a join touches.
 */
export const joinContinuations = (index: LineIndex): LineIndex => {
  if (!index.text.includes("\\\n")) return index
  const joined: Array<number> = []
  const last = index.lines.length - 1
  index.lines.forEach((line, number) => {
    if (number < last && line.endsWith("\\")) joined.push(number)
  })
  const rewritten = withText(index, index.text.replace(/\\\n/g, "  "))
  rewrites.set(rewritten, { base: index, joined })
  return rewritten
}

/**
 * The index searched with some lines joined to the next by one space (the line end after
 * each of `joined`, ascending, read as a space: same length, so offsets stay those of
 * `index`): the text a reader of wrapped prose sees, where a phrase may run over a line
 * end. Its literal pass reads again only the lines the joins touch.
 */
export const joinLines = (index: LineIndex, joined: ReadonlyArray<number>): LineIndex => {
  if (joined.length === 0) return index
  const pieces: Array<string> = []
  let at = 0
  for (const line of joined) {
    const end = (index.starts[line + 1] ?? index.text.length + 1) - 1
    if (end < at || end >= index.text.length) continue
    pieces.push(index.text.slice(at, end), " ")
    at = end + 1
  }
  pieces.push(index.text.slice(at))
  const rewritten = withText(index, pieces.join(""))
  rewrites.set(rewritten, { base: index, joined })
  return rewritten
}

// ---------------------------------------------------------------------------
// The prefilter
// ---------------------------------------------------------------------------

let prefilterOn = true

/** Turns the literal prefilter off or on (the differential test compares both). */
export const setPrefilter = (on: boolean): void => {
  prefilterOn = on
}

interface Part {
  /** Literal ids in the registry. */
  readonly ids: ReadonlyArray<number>
  /** Line ends (or runs of blank lines) a match may cross before its literal. */
  readonly back: number
  /** Other literal sets every match also holds one of (ids, crossings before): candidate lines are intersected. */
  readonly also: ReadonlyArray<{ readonly ids: ReadonlyArray<number>; readonly back: number }>
  /** Position among all parts (see `active`), and the highest literal id. */
  readonly number: number
  readonly highest: number
  /** The alternative tried at one line: a lazy run inside the line, then the alternative as a lookahead. */
  readonly anchored: RegExp
  /** The alternative alone, sticky: tried at each position of a continued line. */
  readonly sticky: RegExp
  /** Line ends past its line a match (and its lookaheads) may cross (`lineReach`), when bounded. */
  readonly extent: number | undefined
  /** The alternative alone, global: searched from a line's start over `extent` more line ends. */
  readonly search: RegExp
  /** Line ends a match itself may hold (`lineReach`). */
  readonly crossings: number
  /** Characters every match holds (`requiredCharacters`). */
  readonly required: ReadonlyArray<RequiredCharacter>
  /** Every alternative begins with `^`: a match starts at a line's first character or nowhere on it. */
  readonly lineStart: boolean
}

interface Prepared {
  /** Top-level alternatives with literals (empty: the pattern is scanned in full). */
  readonly parts: ReadonlyArray<Part>
  /** The other alternatives, scanned in full. */
  readonly rest: RegExp | undefined
  /** The highest literal id of the parts (-1 with none): the pattern is prefiltered by a table whose automaton holds it. */
  readonly highest: number
  /** Position among the patterns whose every alternative has literals (see `activePatterns`); -1 for others. */
  readonly number: number
}

const registry = new Map<string, number>()
/** For each literal id, the parts that hold it. */
const partsOfLiteral: Array<Array<number>> = []
let partCount = 0
/** For each part, the number of its pattern when every alternative of the pattern has literals (-1 otherwise). */
const patternOfPart: Array<number> = []
let patternCount = 0
const prepared = new WeakMap<RegExp, Prepared>()
let automaton: Automaton | undefined

const idOf = (literal: string): number => {
  let id = registry.get(literal)
  if (id === undefined) {
    id = registry.size
    registry.set(literal, id)
    partsOfLiteral.push([])
    automaton = undefined
  }
  return id
}

const partOf = (source: string, flags: string, { literals, back, also = [] }: Required): Part => {
  const ids = literals.map(idOf)
  const others = also.map((set) => ({ ids: set.literals.map(idOf), back: set.back }))
  const number = partCount++
  patternOfPart.push(-1)
  for (const id of new Set(ids)) partsOfLiteral[id]?.push(number)
  const stickyFlags = new Set([...flags, "y", "m"])
  stickyFlags.delete("g")
  const searchFlags = new Set([...flags, "g", "m"])
  searchFlags.delete("y")
  const search = new RegExp(source, [...searchFlags].join(""))
  const { extent, crossings } = lineReach(search)
  return {
    ids,
    back,
    also: others,
    number,
    highest: Math.max(...ids, ...others.flatMap((set) => set.ids)),
    sticky: new RegExp(source, [...stickyFlags].join("")),
    extent,
    search,
    crossings,
    required: requiredCharacters(source),
    lineStart: (topLevelBranches(source) ?? [source]).every((branch) => branch.startsWith("^")),
    anchored: new RegExp(`[^\\n]*?(?=(?:${source}))`, [...stickyFlags].join(""))
  }
}

const prepare = (pattern: RegExp): Prepared => {
  let found = prepared.get(pattern)
  if (found === undefined) {
    const literals = requiredLiterals(pattern)
    const branches = topLevelBranches(pattern.source) ?? [pattern.source]
    const ofBranches = branches.map((branch) => ({
      branch,
      literals: branches.length === 1 ? literals : requiredLiterals(new RegExp(branch, pattern.flags))
    }))
    // one part for the whole pattern, unless a branch has sets of its own to intersect
    // (an alternation's sets are the union of its branches' best ones only)
    const split = branches.length > 1 && ofBranches.some((branch) => branch.literals?.also !== undefined)
    if (literals !== undefined && !split) {
      const part = partOf(pattern.source, pattern.flags, literals)
      patternOfPart[part.number] = patternCount
      found = { parts: [part], rest: undefined, highest: part.highest, number: patternCount++ }
    } else {
      const parts: Array<Part> = []
      const rest: Array<string> = []
      for (const { branch, literals: branchLiterals } of ofBranches) {
        if (branchLiterals === undefined) rest.push(branch)
        else parts.push(partOf(branch, pattern.flags, branchLiterals))
      }
      const highest = parts.reduce((most, part) => Math.max(most, part.highest), -1)
      let number = -1
      if (parts.length > 0 && rest.length === 0) {
        number = patternCount++
        for (const part of parts) patternOfPart[part.number] = number
      }
      found =
        parts.length === 0
          ? { parts, rest: undefined, highest, number }
          : { parts, rest: rest.length === 0 ? undefined : new RegExp(rest.join("|"), pattern.flags), highest, number }
    }
    prepared.set(pattern, found)
  }
  return found
}

/**
 * Registers patterns ahead of the first scan, so the first text's automaton already
 * holds their literals (a pattern met later is scanned in full until the next text).
 */
export const register = (patterns: Iterable<RegExp>): void => {
  for (const pattern of patterns) registered.push(pattern)
}

/**
 * Patterns registered and not yet prepared: reading their literals waits for the first
 * text searched, so that importing the scanner costs no regular-expression analysis (a
 * server that imports it and starts should not pay for scans it may never run).
 */
const registered: Array<RegExp> = []

const prepareRegistered = (): void => {
  for (const pattern of registered.splice(0)) prepare(pattern)
}

interface Table {
  /** The searched text the table was made from. */
  readonly text: string
  readonly automaton: Automaton
  /** The lines of each literal in the searched text (a literal over a joined line end: its second line). */
  readonly found: Occurrences
  /** Lines joined to the next in the searched text (`\\\n` rewritten as two spaces). */
  readonly continued: ReadonlyArray<number>
  /** 1 for a line joined to the next. */
  readonly joins: Uint8Array
  /** 1 for a part with at least one of its literals in the text. */
  readonly active: Uint8Array
  /** 1 for a pattern (`Prepared.number`) with an active part: a pattern with none matches nowhere. */
  readonly activePatterns: Uint8Array
  /** The ids of the literals found. */
  readonly present: ReadonlyArray<number>
  /** Of long lines, once read: the characters from the line's start to the next line end (`presenceOf`). */
  readonly presence: Map<number, Uint32Array>
  /** The text holds a line terminator other than `\n` (`\r`, U+2028, U+2029), after which `^` matches too. */
  readonly otherTerminators: boolean
  /** Per line, once read by `blankLine`: 1 blank, 2 not. */
  readonly blank: Uint8Array
}

/**
 * One automaton pass per searched text, shared by the indexes of the same lines and
 * text (the physical text and its rewrite with joined continuations are two texts when
 * they differ).
 */
const tables = new WeakMap<ReadonlyArray<string>, Array<Table>>()
const tableOfIndex = new WeakMap<LineIndex, Table>()
/** The last index asked for and its table: a scan asks for the same index hundreds of times in a row. */
let lastIndex: LineIndex | undefined
let lastTable: Table | undefined

const tableOf = (index: LineIndex): Table => {
  if (index === lastIndex && lastTable !== undefined) return lastTable
  let table = tableOfIndex.get(index)
  if (table !== undefined) {
    lastIndex = index
    lastTable = table
    return table
  }
  const known = tables.get(index.lines) ?? []
  table = known.find((candidate) => candidate.text === index.text)
  if (table === undefined) {
    prepareRegistered()
    automaton ??= new Automaton([...registry.keys()])
    const rewrite = rewrites.get(index)
    const { found, continued, present } =
      rewrite === undefined || tableOf(rewrite.base).automaton !== automaton
        ? automaton.occurrences(index.text, index.starts)
        : rewrittenPass(index, tableOf(rewrite.base), rewrite.joined)
    const active = new Uint8Array(partCount)
    const activePatterns = new Uint8Array(patternCount)
    for (const id of present) {
      for (const part of partsOfLiteral[id] ?? []) {
        active[part] = 1
        const pattern = patternOfPart[part] ?? -1
        if (pattern >= 0) activePatterns[pattern] = 1
      }
    }
    const joins = new Uint8Array(index.lines.length)
    for (const line of continued) joins[line] = 1
    const otherTerminators = /[\r\u2028\u2029]/.test(index.text)
    table = {
      text: index.text,
      automaton,
      found,
      continued,
      joins,
      active,
      activePatterns,
      present,
      presence: new Map(),
      otherTerminators,
      blank: new Uint8Array(index.lines.length)
    }
    known.push(table)
    tables.set(index.lines, known)
  }
  tableOfIndex.set(index, table)
  lastIndex = index
  lastTable = table
  return table
}

/**
 * The literal pass of a rewrite with joined lines, from its base's: a line outside the
 * runs of joined lines reads the same in both texts (the automaton starts over at each
 * line end), so only those runs are read again, and their lines replaced.
 */
const rewrittenPass = (index: LineIndex, baseTable: Table, joined: ReadonlyArray<number>): Found => {
  const ranges: Array<number> = []
  const touched = new Uint8Array(index.lines.length)
  for (const line of joined) {
    // a run of joined lines: from the first to the line after the last join
    if (ranges.length > 0 && ranges[ranges.length - 1] === line) ranges[ranges.length - 1] = line + 1
    else ranges.push(line, line + 1)
    touched[line] = 1
    touched[line + 1] = 1
  }
  const runs = (automaton as Automaton).occurrencesOfLines(index.text, index.starts, ranges)
  const found: Array<Array<number> | undefined> = new Array(baseTable.found.length)
  const present: Array<number> = []
  const ids = new Set([...baseTable.present, ...runs.present])
  for (const id of ids) {
    const base = baseTable.found[id] ?? none
    const inside = runs.found[id] ?? none
    // the base's lines outside the runs merged with the runs' lines (both ascending, apart)
    const lines: Array<number> = []
    let from = 0
    for (const line of base) {
      if (touched[line] === 1) continue
      while (from < inside.length && (inside[from] as number) < line) lines.push(inside[from++] as number)
      lines.push(line)
    }
    while (from < inside.length) lines.push(inside[from++] as number)
    if (lines.length > 0) {
      found[id] = lines
      present.push(id)
    }
  }
  return { found, continued: runs.continued, present }
}

/** Lines holding one of the literals, and the continued lines, ascending, each once. */
const none: ReadonlyArray<number> = []

const isBlank = (line: string): boolean => line.trim() === ""

/** Whether a line of the table's text is blank, read once per line (0: not read yet, 1: blank, 2: not). */
const blankLine = (index: LineIndex, table: Table, line: number): boolean => {
  let known = table.blank[line] ?? 1
  if (known === 0) {
    known = isBlank(index.lines[line] ?? "") ? 1 : 2
    table.blank[line] = known
  }
  return known === 1
}

/**
 * Lines holding one of the literals and the lines before them from which a match can
 * reach it: the lines joined to it (continuations), and for a literal a match may reach
 * over `back` line ends, the lines before it over one line end, or a run of blank lines,
 * per crossing (and the lines joined to those); ascending, each once.
 */
const candidateLines = (
  index: LineIndex,
  table: Table,
  ids: ReadonlyArray<number>,
  back: number
): ReadonlyArray<number> => {
  let only: ReadonlyArray<number> | undefined
  let count = 0
  for (const id of ids) {
    const list = table.found[id]
    if (list !== undefined && list.length > 0) {
      only = list
      count++
    }
  }
  if (count === 0) return none
  const reach = back > 0 || table.continued.length > 0
  if (count === 1 && only !== undefined && !reach) return only
  // the literals' lines in order (each list is ascending: one is read as it is)
  let lines: ArrayLike<number>
  if (count === 1 && only !== undefined) lines = only
  else {
    let total = 0
    for (const id of ids) total += table.found[id]?.length ?? 0
    const all = new Int32Array(total)
    let at = 0
    for (const id of ids) for (const line of table.found[id] ?? none) all[at++] = line
    lines = all.sort()
  }
  // each line with the lines before it a match can start on (`lowest` never decreases as
  // the line grows, so the ranges come in order: each begins after the last one's end)
  const found: Array<number> = []
  let next = 0
  for (let position = 0; position < lines.length; position++) {
    const line = lines[position] as number
    if (line < next) continue
    let before = reach ? lowest(index, table, line, back) : line
    if (before < next) before = next
    for (; before <= line; before++) found.push(before)
    next = line + 1
  }
  return found
}

/**
 * The first line from which a match can reach a literal on `line`: back over the lines
 * joined to it, then per crossing over one line end or a run of blank lines (and the
 * lines joined to those). It never decreases as `line` grows.
 */
const lowest = (index: LineIndex, table: Table, line: number, back: number): number => {
  const { joins } = table
  let low = line
  while (low > 0 && joins[low - 1] === 1) low--
  for (let crossing = 0; crossing < back && low > 0; crossing++) {
    low--
    while (low > 0 && blankLine(index, table, low)) low--
    while (low > 0 && joins[low - 1] === 1) low--
  }
  return low
}

/** Whether a match starting on `line` can reach one of the literals (`candidateLines` holds `line`). */
const reaches = (index: LineIndex, table: Table, ids: ReadonlyArray<number>, back: number, line: number): boolean => {
  for (const id of ids) {
    const list = table.found[id]
    if (list === undefined) continue
    // the first occurrence on `line` or after it: if it cannot be reached, no later one can
    let low = 0
    let high = list.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((list[middle] as number) < line) low = middle + 1
      else high = middle
    }
    const first = list[low]
    if (first !== undefined && (first === line || lowest(index, table, first, back) <= line)) return true
  }
  return false
}

/** How many lines the literals occur on (each literal counted apart). */
const occurrenceCount = (table: Table, ids: ReadonlyArray<number>): number => {
  let count = 0
  for (const id of ids) count += table.found[id]?.length ?? 0
  return count
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
  if (prefilterOn) {
    const ready = prepare(pattern)
    const { parts, rest } = ready
    if (parts.length > 0) {
      const table = tableOf(index)
      // many continued lines (each tried position by position) cost more than the whole-text scan
      const fewContinued = table.continued.length <= 64 || table.continued.length * 16 <= index.lines.length
      if (fewContinued && ready.highest < table.automaton.literals.length) {
        // no part active (a pattern prepared before the table, all of whose alternatives have literals)
        if (ready.number >= 0 && ready.number < table.activePatterns.length && table.activePatterns[ready.number] === 0)
          return []
        const found: Array<number> = []
        for (const part of parts) {
          // a part none of whose literals occurs matches nowhere
          // (a part registered after the table was made is not in `active`: it is tried)
          const active = part.number >= table.active.length || table.active[part.number] === 1
          if (active) {
            for (const line of linesOfPart(index, table, part, from)) found.push(line)
          }
        }
        if (rest !== undefined) for (const line of scanWhole(index, rest, from)) found.push(line)
        if (parts.length === 1 && rest === undefined) return found
        found.sort((left, right) => left - right)
        return found.filter((line, position) => position === 0 || found[position - 1] !== line)
      }
    }
  }
  return scanWhole(index, pattern, from)
}

/**
 * The lines holding a literal of a pattern (its parts' rarest sets), without trying the
 * pattern: `undefined` when the pattern has no literals to go by (it may match anywhere).
 */
export const literalLines = (index: LineIndex, pattern: RegExp): ReadonlyArray<number> | undefined => {
  if (!prefilterOn) return undefined
  const { parts, rest, highest } = prepare(pattern)
  if (parts.length === 0 || rest !== undefined) return undefined
  const table = tableOf(index)
  if (highest >= table.automaton.literals.length) return undefined
  const found: Array<number> = []
  for (const part of parts) {
    if (part.number < table.active.length && table.active[part.number] !== 1) continue
    for (const id of part.ids) for (const line of table.found[id] ?? []) found.push(line)
  }
  return found
}

/**
 * A line longer than this is searched by the pattern itself even when a match may cross
 * line ends (the lines after it are searched too); a shorter one by the anchored form.
 */
const longLine = 256

/** Whether the text between two offsets is all whitespace (a blank line). */
const blankBetween = (text: string, start: number, end: number): boolean => text.slice(start, end).trim() === ""

/**
 * The end of the searched text a match starting at `from` (and its lookaheads) can reach
 * with `extent` crossings: the line end after so many, each followed by any blank lines
 * (a whitespace run crosses them at once), or the end of the text.
 */
const reachEnd = (text: string, from: number, extent: number): number => {
  let end = text.indexOf("\n", from)
  for (let crossing = 0; crossing < extent && end !== -1; crossing++) {
    let next = text.indexOf("\n", end + 1)
    while (next !== -1 && blankBetween(text, end + 1, next)) next = text.indexOf("\n", next + 1)
    end = next
  }
  return end === -1 ? text.length : end
}

/** For characters from 128 on: 1 when `\s` matches it, 2 when not, 0 not yet known. */
const wideSpace = new Uint8Array(65536)

const isSpaceCode = (code: number): boolean => {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13)
  let known = wideSpace[code] as number
  if (known === 0) {
    known = /\s/.test(String.fromCharCode(code)) ? 1 : 2
    wideSpace[code] = known
  }
  return known === 1
}

const outsideBase64 = /[^A-Za-z0-9+/=]/
const base64Presence = new Uint32Array(5)
for (const character of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") {
  const code = character.charCodeAt(0)
  base64Presence[code >> 5] = (base64Presence[code >> 5] as number) | (1 << (code & 31))
}

/**
 * The characters of the text from a line's start to the next line end: bit per ASCII
 * code (words 0 to 3), and word 4 set when it holds whitespace. Read once per long line.
 */
const presenceOf = (table: Table, line: number, text: string, start: number, end: number): Uint32Array => {
  let presence = table.presence.get(line)
  if (presence === undefined) {
    presence = new Uint32Array(5)
    // a run of base64 (most long lines of data) holds its alphabet at most: taken as all of it
    if (outsideBase64.test(text.slice(start, end))) {
      for (let position = start; position < end; position++) {
        const code = text.charCodeAt(position)
        if (code < 128) presence[code >> 5] = (presence[code >> 5] as number) | (1 << (code & 31))
        if (presence[4] === 0 && isSpaceCode(code)) presence[4] = 1
      }
    } else presence.set(base64Presence)
    table.presence.set(line, presence)
  }
  return presence
}

const holds = (presence: Uint32Array, { codes, space }: RequiredCharacter): boolean =>
  (space && presence[4] === 1) || codes.some((code) => ((presence[code >> 5] as number) & (1 << (code & 31))) !== 0)

/**
 * Whether a match of the part can start on a long line: when the match cannot leave the
 * text up to the next line end (it holds no line end, or none follows), that text holds
 * every character the part requires.
 */
const mayHold = (table: Table, part: Part, text: string, line: number, start: number): boolean => {
  if (part.required.length === 0) return true
  const next = text.indexOf("\n", start)
  if (part.crossings !== 0 && next !== -1) return true
  const presence = presenceOf(table, line, text, start, next === -1 ? text.length : next)
  return part.required.every((required) => holds(presence, required))
}

/** The candidate lines where the alternative matches, each tried at its own line. */
const linesOfPart = (index: LineIndex, table: Table, part: Part, from: number): Array<number> => {
  const found: Array<number> = []
  const { anchored, sticky, extent, search } = part
  // every match holds a literal of each set: the rarest set gives the lines, the others are checked at each
  // (with one set, counting is not needed: no occurrence gives no candidate line)
  let driver: { readonly ids: ReadonlyArray<number>; readonly back: number } = part
  if (part.also.length > 0) {
    let fewest = occurrenceCount(table, part.ids)
    for (const set of part.also) {
      const count = occurrenceCount(table, set.ids)
      if (count < fewest) {
        driver = set
        fewest = count
      }
    }
    if (fewest === 0) return found
  }
  const others = driver === part ? part.also : [part, ...part.also.filter((set) => set !== driver)]
  const { text, starts } = index
  for (const line of candidateLines(index, table, driver.ids, driver.back)) {
    if (line < from) continue
    if (others.length > 0 && !others.every((set) => reaches(index, table, set.ids, set.back, line))) continue
    const start = starts[line] ?? text.length
    const end = starts[line + 1] ?? text.length + 1
    const long = end - start > longLine
    if (long && !mayHold(table, part, text, line, start)) continue
    if (extent !== undefined && (extent === 0 || long)) {
      // the pattern's own search over the lines a match can reach, from the start of the
      // logical line (after a line end, so `^`, `\b` and lookbehinds read as in the whole
      // text), resumed at this line: the first match found starts on this line or later
      let first = line
      while (first > 0 && table.joins[first - 1] === 1) first--
      const sliceStart = starts[first] ?? start
      search.lastIndex = start - sliceStart
      const match = search.exec(text.slice(sliceStart, reachEnd(text, start, extent)))
      if (match !== null && sliceStart + match.index < end) found.push(line)
    } else if (text.charCodeAt(end - 1) === 10 || end > text.length) {
      if (part.lineStart && !table.otherTerminators && (line === 0 || table.joins[line - 1] !== 1)) {
        // a match of `^…` starts at the line's first character (a line end before it) or not
        // on this line at all: one try there, not the lazy run's try at every position
        sticky.lastIndex = start
        if (sticky.test(text)) found.push(line)
        continue
      }
      // the line ends at a line end: the lazy run cannot leave it (a match ends before `end`)
      anchored.lastIndex = start
      if (anchored.test(text)) found.push(line)
    } else {
      // a continued line joined to the next (`\` and the line end as two spaces): try each position
      for (let position = start; position < end; position++) {
        sticky.lastIndex = position
        if (sticky.test(text)) {
          found.push(line)
          break
        }
      }
    }
  }
  return found
}

const scanWhole = (index: LineIndex, pattern: RegExp, from: number): Array<number> => {
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
