/**
 * The literal prefilter behind `linesMatching`: the strings a regular expression cannot
 * match without, found for every pattern at once in one pass over a text.
 *
 * `requiredLiterals` reads a pattern's source and derives a set of strings such that
 * every match contains one of them, and bounds how many line ends the match may cross
 * before it (`back`: a run of whitespace counts once, as it crosses only blank lines).
 * So a match starting on a line holds one of the strings on that line or on one of the
 * next lines that `back` allows. Matching is ASCII case-insensitive, a superset of what
 * the pattern matches either way. A pattern the reader cannot prove anything for (a
 * branch without a literal, unboundedly many line ends before the literal, a
 * backreference) gets `undefined` and is scanned in full, as before.
 *
 * `Automaton` is an Aho-Corasick automaton over every registered literal: one pass over
 * a text gives, for each literal, the lines it occurs on.
 */

interface Node {
  /** How many line ends (or runs of blank lines) a match may cross; Infinity when unbounded. */
  readonly crossings: number
  /** Every match holds one of these (lower case); undefined when unknown. */
  readonly literals: ReadonlyArray<string> | undefined
  /** Crossings a match may make before the literal. */
  readonly back: number
  /** The node matches exactly one of these strings (lower case): it may be joined with its neighbours. */
  readonly exact?: ReadonlyArray<string> | undefined
  /** A single whitespace character (`\s`): repeated, it still crosses only blank lines. */
  readonly whitespace?: boolean | undefined
  /** Other sets of strings every match also holds (each with its own `back`), best first. */
  readonly also?: ReadonlyArray<Candidate> | undefined
}

/** Most strings an exact set may hold (a product of alternations grows fast). */
const maximumExact = 64

/** A class of at most six plain characters, read after its `[`: no range, escape, negation or line end. */
const smallClass = /^([A-Za-z0-9_:@%&=,;'"!#~<>/]{1,6})\]/

/** Most crossings before a literal: beyond, the lines to try grow too many. */
const maximumBack = 4

const product = (left: ReadonlyArray<string>, right: ReadonlyArray<string>): ReadonlyArray<string> | undefined =>
  left.length * right.length > maximumExact
    ? undefined
    : [...new Set(left.flatMap((head) => right.map((tail) => head + tail)))]

const exactNode = (exact: ReadonlyArray<string>): Node => ({
  crossings: 0,
  literals: exact.includes("") ? undefined : exact,
  back: 0,
  exact
})

const nothing: Node = { crossings: 0, literals: undefined, back: 0 }
/** `\b`: a literal starting (ending) with a word character right after (before) it is a whole word there. */
const wordBoundary: Node = { crossings: 0, literals: undefined, back: 0 }

/**
 * Marks a literal that must start (end) at a word boundary: `\u0001` before (after) it.
 * The automaton checks the character before (after) an occurrence.
 */
export const boundaryMark = "\u0001"

const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95

const marked = (literal: string, before: boolean, after: boolean): string =>
  (before && isWordCode(literal.charCodeAt(0)) ? boundaryMark : "") +
  literal +
  (after && isWordCode(literal.charCodeAt(literal.length - 1)) ? boundaryMark : "")
/** One character that may be a line end. */
const lineEnd: Node = { crossings: 1, literals: undefined, back: 0 }
const space: Node = { crossings: 1, literals: undefined, back: 0, whitespace: true }
const unbounded: Node = { crossings: Infinity, literals: undefined, back: 0 }

/** Shortest literal worth searching for: shorter ones occur on most lines. */
const minimumLength = 2

interface Candidate {
  readonly literals: ReadonlyArray<string>
  readonly back: number
}

/**
 * Words on most lines of prose: as literals they select little, so a pattern's other
 * literals are preferred (this only changes which lines are tried, never the result).
 */
const commonWords = new Set(
  "the be to of and a in that have i it for not on with he as you do at this but his by from they we say her she or an will my one all would there their what so up out if about who get which go me when make can like time no just him know take people into year your good some could them see other than then now look only come its over think also back after use two how our work first well way even new want because any these give day most us is are was were has had does did been being read list set file files find run open show send write copy data output user users text line lines code name value key keys system message messages instructions answer reply content never without do not don't".split(
    " "
  )
)

const bareLength = (literal: string): number => literal.replaceAll(boundaryMark, "").length

/**
 * A literal's weight when choosing between candidates: its length, marks counted; a common
 * word counts one, and a single character counts nothing even with a word boundary beside
 * it (`r` then a boundary ends a word on most lines of prose).
 */
const weight = (literal: string): number => {
  const bare = literal.replaceAll(boundaryMark, "")
  return bare.length < minimumLength ? 0 : commonWords.has(bare) ? 1 : literal.length
}

/** A literal worth a set of its own in `also`: three characters or more, not a common word. */
const selective = (literal: string): boolean => {
  const bare = literal.replaceAll(boundaryMark, "")
  return bare.length >= 3 && !commonWords.has(bare)
}

const shortest = (literals: ReadonlyArray<string>): number =>
  literals.length === 0 ? 0 : Math.min(...literals.map(weight))

/** The shortest literal of a set without its marks: between sets of common words, the longer words are rarer. */
const shortestBare = (literals: ReadonlyArray<string>): number =>
  literals.length === 0 ? 0 : Math.min(...literals.map(bareLength))

const better = (left: Candidate | undefined, right: Candidate | undefined): Candidate | undefined => {
  if (right === undefined || right.back > maximumBack || right.literals.length === 0) return left
  if (left === undefined) return right
  const leftLength = shortest(left.literals)
  const rightLength = shortest(right.literals)
  if (leftLength !== rightLength) return leftLength > rightLength ? left : right
  const leftBare = shortestBare(left.literals)
  const rightBare = shortestBare(right.literals)
  if (leftBare !== rightBare) return leftBare > rightBare ? left : right
  if (left.back !== right.back) return left.back < right.back ? left : right
  return left.literals.length <= right.literals.length ? left : right
}

const candidateOf = (node: Node, before: number): Candidate | undefined =>
  node.literals === undefined ? undefined : { literals: node.literals, back: before + node.back }

/** The other required sets of a node, seen from `before` crossings earlier. */
const alsoOf = (node: Node, before: number): ReadonlyArray<Candidate> =>
  (node.also ?? []).map((candidate) => ({ literals: candidate.literals, back: before + candidate.back }))

/** Most other required sets kept per node. */
const maximumAlso = 3

/**
 * A node holding the best of `candidates` (see `better`) and, as `also`, the next best
 * ones: every match holds one string of each set, so a line may be tried only where
 * each set can be reached.
 */
const fromCandidates = (crossings: number, candidates: ReadonlyArray<Candidate>): Node => {
  // a set holding a string too short to search for is chosen only when there is no other
  const long = candidates.filter((candidate) =>
    candidate.literals.every((literal) => bareLength(literal) >= minimumLength)
  )
  let best: Candidate | undefined
  for (const candidate of long.length > 0 && long.some((candidate) => better(undefined, candidate)) ? long : candidates)
    best = better(best, candidate)
  if (best === undefined) return { crossings, literals: undefined, back: 0 }
  const rest: Array<Candidate> = []
  for (const candidate of candidates) {
    if (candidate === best || better(undefined, candidate) === undefined) continue
    // a set holding a short or common word selects little and costs the automaton a step on most lines
    if (!candidate.literals.every(selective)) continue
    rest.push(candidate)
  }
  // best first: a candidate that `better` prefers to another comes before it
  rest.sort((left, right) => (better(left, right) === left ? -1 : 1))
  return { crossings, literals: best.literals, back: best.back, also: rest.slice(0, maximumAlso) }
}

class Reader {
  private position = 0
  private readonly source: string
  private readonly ignoreCase: boolean
  private readonly unicode: boolean
  private readonly dotAll: boolean
  /** Crossings of the lookaheads' contents (summed) and of the lookbehinds' contents (summed). */
  ahead = 0
  behind = 0

  constructor(source: string, flags: string) {
    this.source = source
    this.ignoreCase = flags.includes("i")
    this.unicode = flags.includes("u") || flags.includes("v")
    this.dotAll = flags.includes("s")
  }

  read(): Node {
    const node = this.alternation()
    if (this.position < this.source.length) throw new Error("unbalanced group")
    return node
  }

  private alternation(): Node {
    const branches: Array<Node> = [this.sequence()]
    while (this.source[this.position] === "|") {
      this.position++
      branches.push(this.sequence())
    }
    if (branches.length === 1) return branches[0] as Node
    const crossings = Math.max(...branches.map((branch) => branch.crossings))
    if (branches.every((branch) => branch.exact !== undefined)) {
      const exact = [...new Set(branches.flatMap((branch) => branch.exact ?? []))]
      if (exact.length <= maximumExact) return exactNode(exact)
    }
    if (branches.some((branch) => branch.literals === undefined)) return { crossings, literals: undefined, back: 0 }
    return {
      crossings,
      literals: [...new Set(branches.flatMap((branch) => branch.literals ?? []))],
      back: Math.max(...branches.map((branch) => branch.back))
    }
  }

  private sequence(): Node {
    let crossings = 0
    const candidates: Array<Candidate> = []
    // the product of the exact nodes read since the last other node, and the crossings before it
    let run: ReadonlyArray<string> | undefined = [""]
    let runBack = 0
    let allExact = true
    // word boundaries right before the run and right after it (not in `u` mode with `i`, where \w also folds)
    const boundaries = !(this.ignoreCase && this.unicode)
    let afterBoundary = false
    let runAfterBoundary = false
    const endRun = (boundaryAfter = false) => {
      const ended = run
      if (ended !== undefined && !ended.includes("")) {
        const literals = boundaries ? ended.map((literal) => marked(literal, runAfterBoundary, boundaryAfter)) : ended
        candidates.push({ literals, back: runBack })
      }
      run = undefined
    }
    while (this.position < this.source.length) {
      const next = this.source[this.position]
      if (next === "|" || next === ")") break
      for (const node of this.quantified()) {
        if (node.exact !== undefined) {
          const joined: ReadonlyArray<string> | undefined = run === undefined ? undefined : product(run, node.exact)
          if (joined === undefined) {
            endRun()
            allExact = false
            run = node.exact
            runBack = crossings
            runAfterBoundary = afterBoundary
          } else run = joined
          afterBoundary = false
          continue
        }
        allExact = false
        endRun(node === wordBoundary)
        afterBoundary = node === wordBoundary
        const candidate = candidateOf(node, crossings)
        if (candidate !== undefined) candidates.push(candidate, ...alsoOf(node, crossings))
        crossings += node.crossings
      }
    }
    if (allExact && run !== undefined) return exactNode(run)
    endRun()
    return fromCandidates(crossings, candidates)
  }

  /** An atom and its quantifier, as the nodes it amounts to in a sequence. */
  private quantified(): ReadonlyArray<Node> {
    const atom = this.atom()
    const quantifier = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/.exec(this.source.slice(this.position))
    if (quantifier === null) return [atom]
    this.position += quantifier[0].length
    const symbol = quantifier[1]
    const minimum = symbol === "+" ? 1 : symbol !== undefined ? 0 : Number(quantifier[2])
    const upper =
      symbol === "?"
        ? 1
        : symbol !== undefined
          ? Infinity
          : quantifier[3] === undefined
            ? minimum
            : quantifier[4] === ""
              ? Infinity
              : Number(quantifier[4])
    const crossings = atom.crossings === 0 ? 0 : atom.whitespace === true ? 1 : atom.crossings * upper
    if (atom.exact !== undefined && upper === 1) return [exactNode(minimum === 0 ? [...atom.exact, ""] : atom.exact)]
    if (minimum === 0) return [{ crossings, literals: undefined, back: 0 }]
    if (atom.exact !== undefined) {
      // c{2,5}: "cc" is required, then a boundary
      const copies = Array.from({ length: Math.min(minimum, 8) }, () => atom)
      return upper > minimum || minimum > 8 ? [...copies, nothing] : copies
    }
    return [{ crossings, literals: atom.literals, back: atom.back, also: atom.also }]
  }

  private literal(character: string): Node {
    const code = character.charCodeAt(0)
    if (code === 10 || code === 13) return lineEnd
    if (code >= 128 || (code < 32 && code !== 9)) return nothing
    // with `u` and `i`, K and S also match the Kelvin sign and the long s
    if (this.ignoreCase && this.unicode && /[ks]/i.test(character)) return nothing
    return exactNode([character.toLowerCase()])
  }

  private atom(): Node {
    const character = this.source[this.position] ?? ""
    this.position++
    switch (character) {
      case "(":
        return this.group()
      case "[":
        return this.characterClass()
      case ".":
        return this.dotAll ? lineEnd : nothing
      case "^":
      case "$":
        return nothing
      case "\\":
        return this.escape()
      default:
        return this.literal(character)
    }
  }

  private group(): Node {
    const source = this.source
    let lookaround = false
    let lookbehind = false
    if (source[this.position] === "?") {
      const head = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(source.slice(this.position))
      if (head === null) throw new Error("unknown group")
      lookaround = /^\?(=|!|<=|<!)$/.test(head[0])
      lookbehind = /^\?(<=|<!)$/.test(head[0])
      this.position += head[0].length
    }
    const inner = this.alternation()
    if (source[this.position] !== ")") throw new Error("unclosed group")
    this.position++
    if (lookbehind) this.behind += inner.crossings
    else if (lookaround) this.ahead += inner.crossings
    // a lookaround consumes nothing; its content is not required to be in the match
    return lookaround ? nothing : inner
  }

  private characterClass(): Node {
    const source = this.source
    // a small class of plain characters (`[pousr]`) is an alternation of them: `gh[pousr]_`
    // requires one of `ghp_`, `gho_`, … rather than `gh`, which random text holds often
    const small = smallClass.exec(source.slice(this.position))
    if (small !== null && !(this.ignoreCase && this.unicode && /[ks]/i.test(small[1] ?? ""))) {
      this.position += small[0].length
      return exactNode([...new Set([...(small[1] ?? "")].map((character) => character.toLowerCase()))])
    }
    const negated = source[this.position] === "^"
    if (negated) this.position++
    let excludesNewline = false
    let matchesNewline = false
    let first = true
    // the code of the previous item when it is a plain character (a range's low end)
    let previous: number | undefined
    while (this.position < source.length && source[this.position] !== "]") {
      const atStart = first
      first = false
      const character = source[this.position] ?? ""
      this.position++
      const low = previous
      previous = undefined
      if (character === "\\") {
        const escaped = source[this.position] ?? ""
        this.position++
        if (escaped === "n" || escaped === "s") excludesNewline = true
        if (escaped === "n" || escaped === "s" || escaped === "W" || escaped === "D") matchesNewline = true
        if (escaped === "u" || escaped === "x" || escaped === "p" || escaped === "P" || escaped === "c") {
          // \u000A, \x0a, \p{…} and friends: assume the worst
          matchesNewline = true
          const length = /^\{[^}]*\}|^[0-9A-Fa-f]{2,4}|^[A-Za-z]/.exec(source.slice(this.position))?.[0].length ?? 0
          this.position += length
        }
        continue
      }
      if (character === "-" && !atStart && source[this.position] !== "]") {
        const high = source[this.position] ?? ""
        if (low !== undefined && high !== "\\" && high !== "[") {
          // a range between two plain characters: it holds a line end only if it covers one
          this.position++
          const code = high.charCodeAt(0)
          if ((low <= 10 && 10 <= code) || (low <= 13 && 13 <= code)) matchesNewline = true
        } else matchesNewline = true // a range that may cover the line end: assume the worst
        continue
      }
      previous = character.charCodeAt(0)
    }
    if (source[this.position] !== "]") throw new Error("unclosed class")
    this.position++
    return (negated ? !excludesNewline : matchesNewline) ? lineEnd : nothing
  }

  private escape(): Node {
    const source = this.source
    const character = source[this.position] ?? ""
    this.position++
    if (character === "b") return wordBoundary
    if (/[BdwS]/.test(character)) return nothing
    if (character === "s") return space
    if (/[WD]/.test(character)) return lineEnd
    if (character === "t") return this.literal("\t")
    if (character === "n" || character === "r") return lineEnd
    if (character === "x" || character === "u") {
      const hex =
        character === "x"
          ? /^[0-9A-Fa-f]{2}/.exec(source.slice(this.position))
          : /^\{[0-9A-Fa-f]+\}|^[0-9A-Fa-f]{4}/.exec(source.slice(this.position))
      if (hex === null) return unbounded
      this.position += hex[0].length
      const code = Number.parseInt(hex[0].replace(/[{}]/g, ""), 16)
      return code === 10 || code === 13 ? lineEnd : code < 128 ? this.literal(String.fromCharCode(code)) : nothing
    }
    if (character === "p" || character === "P") {
      this.position += /^\{[^}]*\}/.exec(source.slice(this.position))?.[0].length ?? 0
      return lineEnd
    }
    if (/[0-9kcfv]/.test(character)) {
      // backreferences, control characters, form feeds: no claim
      if (character === "k") this.position += /^<[^>]*>/.exec(source.slice(this.position))?.[0].length ?? 0
      if (character === "c") this.position++
      return unbounded
    }
    return this.literal(character)
  }
}

export interface Required {
  /** Every match holds one of these (lower case, ASCII). */
  readonly literals: ReadonlyArray<string>
  /** Line ends (or runs of blank lines) a match may cross before the literal. */
  readonly back: number
  /** Other sets every match also holds one string of, each with its own `back` (best first). */
  readonly also?: ReadonlyArray<{ readonly literals: ReadonlyArray<string>; readonly back: number }> | undefined
}

interface Reading {
  readonly node: Node
  /** Crossings of the lookaheads' and of the lookbehinds' contents. */
  readonly ahead: number
  readonly behind: number
}

/** Readings by the flags the reader looks at and the source: a part is read for its literals and for its reach. */
const readings = new Map<string, Reading | undefined>()

const reading = (pattern: RegExp): Reading | undefined => {
  const key = `${[..."iusv"].filter((flag) => pattern.flags.includes(flag)).join("")}/${pattern.source}`
  if (readings.has(key)) return readings.get(key)
  let read: Reading | undefined
  try {
    const reader = new Reader(pattern.source, pattern.flags)
    const node = reader.read()
    read = { node, ahead: reader.ahead, behind: reader.behind }
  } catch {
    read = undefined
  }
  readings.set(key, read)
  return read
}

/** What every match of the pattern holds; undefined when nothing is proven or the strings are too short to help. */
export const requiredLiterals = (pattern: RegExp): Required | undefined => {
  const node = reading(pattern)?.node
  return node?.literals !== undefined &&
    Math.min(...node.literals.map(bareLength)) >= minimumLength &&
    node.back <= maximumBack
    ? {
        literals: node.literals,
        back: node.back,
        ...(node.also === undefined || node.also.length === 0 ? {} : { also: node.also })
      }
    : undefined
}

// ---------------------------------------------------------------------------
// Aho-Corasick over ASCII, case-insensitive
// ---------------------------------------------------------------------------

/** For every literal (by id), the lines (ascending, each once) it occurs on. */
export type Occurrences = ReadonlyArray<ReadonlyArray<number> | undefined>

export class Automaton {
  /** Character code (0–127) to class; 0 is "no literal holds it". */
  private readonly classes = new Uint8Array(128)
  private readonly transitions: Int32Array
  /** Literal ids ending at each state (through failure links too), state after state. */
  private readonly outputIds: Int32Array
  /** At the offset of a state: where its ids start in `outputIds` (they end where the next state's start). */
  private readonly outputStart: Int32Array
  /** At the offset of a state: the pass's first number plus the line on which all its literals were found already. */
  private readonly stateDone: Int32Array

  readonly literals: ReadonlyArray<string>

  /** Per literal: its length without marks, and whether a word boundary must come before / after it. */
  private readonly lengths: Int32Array
  private readonly before: Uint8Array
  private readonly after: Uint8Array
  /** Per literal: the last line (offset by the pass's first number) it was found on. */
  private readonly last: Int32Array
  private nextFirst = 0

  constructor(marks: ReadonlyArray<string>) {
    this.literals = marks
    this.lengths = new Int32Array(marks.length)
    this.before = new Uint8Array(marks.length)
    this.after = new Uint8Array(marks.length)
    this.last = new Int32Array(marks.length).fill(-1)
    const literals = marks.map((mark, id) => {
      const before = mark.startsWith(boundaryMark)
      const after = mark.length > 1 && mark.endsWith(boundaryMark)
      const literal = mark.slice(before ? 1 : 0, after ? -1 : undefined)
      this.before[id] = before ? 1 : 0
      this.after[id] = after ? 1 : 0
      this.lengths[id] = literal.length
      return literal
    })
    let classCount = 1
    for (const literal of literals) {
      for (let index = 0; index < literal.length; index++) {
        const code = literal.charCodeAt(index)
        if (this.classes[code] === 0) {
          this.classes[code] = classCount
          const upper = String.fromCharCode(code).toUpperCase().charCodeAt(0)
          if (upper !== code && upper < 128) this.classes[upper] = classCount
          classCount++
        }
      }
    }
    // the trie
    const children: Array<Int32Array> = [new Int32Array(classCount).fill(-1)]
    const ends: Array<Array<number>> = [[]]
    literals.forEach((literal, id) => {
      let state = 0
      for (let index = 0; index < literal.length; index++) {
        const symbol = this.classes[literal.charCodeAt(index)] ?? 0
        const row = children[state] as Int32Array
        let next = row[symbol] ?? -1
        if (next < 0) {
          next = children.length
          row[symbol] = next
          children.push(new Int32Array(classCount).fill(-1))
          ends.push([])
        }
        state = next
      }
      ;(ends[state] as Array<number>).push(id)
    })
    // failure links, breadth first, resolved into a full transition table
    const transitions = new Int32Array(children.length * classCount)
    const failure = new Int32Array(children.length)
    const outputs: Array<ReadonlyArray<number> | undefined> = Array.from({ length: children.length }, () => undefined)
    const queue: Array<number> = []
    const rootRow = children[0] as Int32Array
    for (let symbol = 0; symbol < classCount; symbol++) {
      const next = rootRow[symbol] ?? -1
      if (next > 0 && symbol > 0) {
        transitions[symbol] = next
        failure[next] = 0
        queue.push(next)
      } else transitions[symbol] = 0
    }
    outputs[0] = undefined
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number
      const own = ends[state] as Array<number>
      const inherited = outputs[failure[state] as number]
      const all = inherited === undefined ? own : [...own, ...inherited]
      outputs[state] = all.length === 0 ? undefined : all
      const row = children[state] as Int32Array
      for (let symbol = 0; symbol < classCount; symbol++) {
        const next = row[symbol] ?? -1
        const fallback = transitions[(failure[state] as number) * classCount + symbol] as number
        if (next > 0 && symbol > 0) {
          transitions[state * classCount + symbol] = next
          failure[next] = fallback
          queue.push(next)
        } else transitions[state * classCount + symbol] = symbol === 0 ? 0 : fallback
      }
    }
    // states are renumbered breadth first, so the shallow states most steps go to share
    // the first rows of the table (the table is larger than a processor's nearer caches);
    // they are stored as offsets into the table (state × width), so a step is one lookup;
    // a state where literals end is stored as the complement of its offset (negative), so
    // the step itself says whether there is output to look at
    const order = [0, ...queue]
    const rank = new Int32Array(children.length)
    order.forEach((state, position) => {
      rank[state] = position
    })
    const table = new Int32Array(transitions.length)
    for (const [position, state] of order.entries()) {
      for (let symbol = 0; symbol < classCount; symbol++) {
        const target = transitions[state * classCount + symbol] as number
        const offset = (rank[target] as number) * classCount
        table[position * classCount + symbol] = outputs[target] === undefined ? offset : ~offset
      }
    }
    this.transitions = table
    // the ids of a state at its offset: `outputStart[offset]` to `outputStart[offset + 1]`
    // (a state's offset plus one is inside its own row, never another state's offset)
    this.outputStart = new Int32Array(children.length * classCount + 1)
    const ids: Array<number> = []
    for (const [position, state] of order.entries()) {
      const offset = position * classCount
      this.outputStart[offset] = ids.length
      for (const id of outputs[state] ?? []) ids.push(id)
      this.outputStart[offset + 1] = ids.length
    }
    this.outputIds = Int32Array.from(ids)
    this.stateDone = new Int32Array(children.length * classCount).fill(-1)
  }

  /**
   * One pass over `text`: the lines of each literal, and the continued lines. Lines are
   * those of `starts` (the offset of each line's first character) when given, else the
   * text's `\n`-separated lines. A line is continued when it is joined to the next one:
   * a rewrite of the text (`\\\n` as two spaces) when `starts` is given, a line ending
   * in `\\` otherwise. A literal is found on the line where it ends, so one running over
   * a joined line end is found on the second line.
   */
  occurrences(text: string, starts?: ReadonlyArray<number>): Found {
    const found: Found = { found: new Array(this.literals.length), continued: [], present: [] }
    this.scan(text, starts, 0, text.length, 0, found, this.stamp(text.length))
    return found
  }

  /**
   * The same pass over some lines of `text` only: `ranges` holds first and last line
   * pairs (ascending, apart), each read as its own text begins (a line of `starts`
   * begins after a line end or at the start).
   */
  occurrencesOfLines(text: string, starts: ReadonlyArray<number>, ranges: ReadonlyArray<number>): Found {
    const found: Found = { found: new Array(this.literals.length), continued: [], present: [] }
    const first = this.stamp(text.length)
    for (let range = 0; range + 1 < ranges.length; range += 2) {
      const from = ranges[range] as number
      const to = ranges[range + 1] as number
      this.scan(text, starts, starts[from] ?? text.length, (starts[to + 1] ?? text.length + 1) - 1, from, found, first)
    }
    return found
  }

  /** The stamp of a new pass (`last[id]` is the stamp plus the line once found there: no clearing per pass). */
  private stamp(length: number): number {
    if (this.nextFirst > 0x3fffffff - length) {
      this.last.fill(-1)
      this.stateDone.fill(-1)
      this.nextFirst = 0
    }
    const first = this.nextFirst
    this.nextFirst = first + length + 1
    return first
  }

  private scan(
    text: string,
    starts: ReadonlyArray<number> | undefined,
    from: number,
    to: number,
    firstLine: number,
    { found, continued, present }: Found,
    first: number
  ): void {
    const { classes, transitions, outputIds, outputStart, stateDone, lengths, before, after, last } = this
    let state = 0
    let line = firstLine
    // with `starts`: the offset where the next line begins (a line end at `next - 1` unless joined)
    let next = starts === undefined ? -1 : (starts[line + 1] ?? -1)
    for (let index = from; index < to; index++) {
      if (index === next) {
        if (text.charCodeAt(index - 1) !== 10) continued.push(line)
        line++
        next = starts?.[line + 1] ?? -1
      }
      const code = text.charCodeAt(index)
      if (code === 10) {
        state = 0
        if (starts === undefined) {
          if (text.charCodeAt(index - 1) === 92) continued.push(line)
          line++
        }
        continue
      }
      state = transitions[state + (code < 128 ? (classes[code] as number) : 0)] as number
      if (state < 0) {
        state = ~state
        const stamp = first + line
        // every literal ending here was found on this line already: nothing to do
        if (stateDone[state] === stamp) continue
        let done = true
        for (
          let output = outputStart[state] as number, stop = outputStart[state + 1] as number;
          output < stop;
          output++
        ) {
          const id = outputIds[output] as number
          if (last[id] === stamp) continue
          if (
            (before[id] === 1 && isWordCode(text.charCodeAt(index - (lengths[id] as number)))) ||
            (after[id] === 1 && isWordCode(text.charCodeAt(index + 1)))
          ) {
            done = false
            continue
          }
          last[id] = stamp
          const list = found[id]
          if (list === undefined) {
            found[id] = [line]
            present.push(id)
          } else list.push(line)
        }
        if (done) stateDone[state] = stamp
      }
    }
    if (starts === undefined && to === text.length && text.charCodeAt(text.length - 1) === 92) continued.push(line)
  }
}

/** What a pass found: the lines of each literal, the continued lines, the ids found in the order first found. */
export interface Found {
  readonly found: Array<Array<number> | undefined>
  readonly continued: Array<number>
  readonly present: Array<number>
}

/**
 * How far past the line where it starts a match can be decided. `extent`: the line ends
 * (a run of blank lines counting once, as for `back`) the match and its lookaheads may
 * cross, when no lookbehind may read a line end (it then never reads before that line). A
 * match starting on a line is then found by searching the text from the line's start to
 * the end of the line so many crossings later: at either end the search sees what the
 * whole text shows there (nothing a match can take: no crossing is left). Undefined when
 * unbounded, more than `maximumBack`, or not understood (backreferences, octal escapes).
 * `crossings`: the line ends the match itself may hold (Infinity when unbounded or not
 * understood).
 */
export const lineReach = (pattern: RegExp): { readonly extent: number | undefined; readonly crossings: number } => {
  const read = /\\[0-9]/.test(pattern.source) || pattern.flags.includes("v") ? undefined : reading(pattern)
  if (read === undefined) return { extent: undefined, crossings: Infinity }
  const { crossings } = read.node
  const extent = crossings + read.ahead
  return { extent: read.behind === 0 && extent <= maximumBack ? extent : undefined, crossings }
}

/** A character every match holds: one of `codes` (ASCII), or any whitespace when `space`. */
export interface RequiredCharacter {
  readonly codes: ReadonlyArray<number>
  readonly space: boolean
}

/**
 * Characters other than letters and digits that every match holds, read from the atoms that
 * must occur (no quantifier, `+`, `{n}` or `{n,}` with n ≥ 1): whitespace (`\s`, a space, a
 * tab, a line end), an ASCII punctuation character, plain or escaped, or a class of such
 * characters (`["']`). Groups that must occur (capturing, named or `(?:…)`) are read
 * inside; an alternation gives one character of each branch (a match holds one of them),
 * or nothing when a branch holds none. Lookarounds and other classes are passed over.
 */
export const requiredCharacters = (source: string): ReadonlyArray<RequiredCharacter> => {
  const branches = splitBranches(source)
  if (branches.length === 1) return requiredOfSequence(source)
  const chosen: Array<RequiredCharacter> = []
  for (const branch of branches) {
    const required = requiredOfSequence(branch)
    if (required.length === 0) return []
    // the branch's rarest character: fewest alternatives, whitespace counting as one
    const width = (character: RequiredCharacter) => character.codes.length + (character.space ? 1 : 0)
    chosen.push(required.reduce((best, character) => (width(character) < width(best) ? character : best)))
  }
  return [
    {
      codes: [...new Set(chosen.flatMap((character) => character.codes))],
      space: chosen.some((character) => character.space)
    }
  ]
}

/** The alternatives of a source at its own top level (the source itself when it has none). */
const splitBranches = (source: string): ReadonlyArray<string> => {
  const branches: Array<string> = []
  let depth = 0
  let inClass = false
  let start = 0
  for (let index = 0; index < source.length; index++) {
    const character = source[index]
    if (character === "\\") index++
    else if (inClass) inClass = character !== "]"
    else if (character === "[") inClass = true
    else if (character === "(") depth++
    else if (character === ")") depth--
    else if (character === "|" && depth === 0) {
      branches.push(source.slice(start, index))
      start = index + 1
    }
  }
  branches.push(source.slice(start))
  return branches
}

const requiredOfSequence = (source: string): ReadonlyArray<RequiredCharacter> => {
  const required: Array<RequiredCharacter> = []
  const punctuation = (code: number): boolean =>
    code > 32 &&
    code < 127 &&
    !((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122))
  let position = 0
  while (position < source.length) {
    const character = source[position] ?? ""
    let atoms: ReadonlyArray<RequiredCharacter> = []
    if (character === "(") {
      // to the group's closing parenthesis, passing over classes and escapes inside it
      const open = position
      let depth = 0
      let inClass = false
      for (; position < source.length; position++) {
        const inner = source[position]
        if (inner === "\\") position++
        else if (inClass) inClass = inner !== "]"
        else if (inner === "[") inClass = true
        else if (inner === "(") depth++
        else if (inner === ")" && --depth === 0) break
      }
      const group = source.slice(open + 1, position)
      position++
      // a group a match goes through: capturing, named or non-capturing (not a lookaround)
      const body = /^(?:\?:|\?<[A-Za-z_$][\w$]*>)?/.exec(group)?.[0] ?? ""
      if (!group.startsWith("?") || body !== "") atoms = requiredCharacters(group.slice(body.length))
    } else if (character === "[") {
      const plain = /^\[((?:\\[^\w\s]|[^\]\\^-])+)\]/.exec(source.slice(position))
      if (plain === null) {
        // another class: passed over
        for (position++; position < source.length && source[position] !== "]"; position++) {
          if (source[position] === "\\") position++
        }
        position++
      } else {
        const codes = [...(plain[1] ?? "").matchAll(/\\?(.)/g)].map((member) => (member[1] ?? "").charCodeAt(0))
        const space = codes.some((code) => code === 32 || code === 9)
        if (codes.every((code) => punctuation(code) || code === 32 || code === 9)) {
          atoms = [{ codes: codes.filter(punctuation), space }]
        }
        position += plain[0].length
      }
    } else if (character === "\\") {
      const escaped = source[position + 1] ?? ""
      if (escaped === "s" || escaped === "t" || escaped === "n") atoms = [{ codes: [], space: true }]
      else if (punctuation(escaped.charCodeAt(0))) atoms = [{ codes: [escaped.charCodeAt(0)], space: false }]
      // escapes with a payload (`\x41`, `\u{…}`, `\p{…}`, `\k<…>`, `\cX`) are passed over whole
      const payload =
        /^\\(?:x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|[pP]\{[^}]*\}|k<[^>]*>|c[A-Za-z]|.)/.exec(
          source.slice(position)
        )
      position += payload?.[0].length ?? 2
    } else {
      const code = character.charCodeAt(0)
      if (code === 32 || code === 9) atoms = [{ codes: [], space: true }]
      else if (punctuation(code) && !".^$*+?{}|".includes(character)) atoms = [{ codes: [code], space: false }]
      position++
    }
    const quantifier = /^(?:([*?+])|\{(\d+)(?:,\d*)?\})\??/.exec(source.slice(position))
    if (quantifier !== null) position += quantifier[0].length
    const optional =
      quantifier !== null && (quantifier[1] === "*" || quantifier[1] === "?" || Number(quantifier[2]) === 0)
    if (!optional) required.push(...atoms)
  }
  return required
}

/**
 * The top-level alternatives of a pattern's source (a match of the pattern at a
 * position is a match of one of them there); undefined when the source holds a
 * backreference, which would lose its group once split.
 */
export const topLevelBranches = (source: string): ReadonlyArray<string> | undefined =>
  /\\[1-9]|\\k</.test(source) ? undefined : splitBranches(source)
