/**
 * The GLSL reader: a deterministic lexical and structural pass over one GLSL ES source
 * (1.00 or 3.00) that writes the `facts` block of spec 3: the dialect and entry point,
 * precision declarations, uniforms and interpolants with their types, counted call sites
 * (texture fetches and dependent ones, transcendental calls, `normalize`/`length`,
 * derivatives, `discard`), loops with their bounds, branches on non-uniform values, a
 * per-fragment cost line, compiler diagnostics when a `Compiler` is given, and the GX
 * flags (`flagCatalogue`) under `FLAGS RAISED`. Every line number refers to the source as
 * sent; a fact the reader could not establish is absent (or `unknown`), never guessed.
 *
 * Pure and browser-safe: no Node built-ins. The compiler is a port (`Compiler`); the
 * glslang adapter is the server-only entry `@vouch/shader-review/node/Glslang`.
 *
 * ```ts
 * import { GlslReader } from "@vouch/shader-review"
 *
 * const read = GlslReader.read("void main() { gl_FragColor = vec4(1.0); }", { target: "webgl1" })
 * read.flags.map((flag) => flag.id) // => ["GX-003"]
 * ```
 *
 * @since 0.1.0
 */
import { clip, readMarker } from "./Clip.ts"
import type { ShaderReviewInput, Target } from "./ShaderReview.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Stage = "fragment" | "vertex"

/**
 * One compiler diagnostic, its line in the source as sent.
 *
 * @category models
 * @since 0.1.0
 */
export interface Diagnostic {
  readonly line: number
  readonly severity: "error" | "warning"
  readonly message: string
}

/**
 * What a compiler said about a compile unit: which checker (name and version) and its
 * diagnostics.
 *
 * @category models
 * @since 0.1.0
 */
export interface Compiled {
  readonly checker: string
  readonly diagnostics: ReadonlyArray<Diagnostic>
}

/**
 * A compiler port: compiles a whole unit (prelude, `#line` and source, from `unit`) for a
 * stage; none when it could not run.
 *
 * @category models
 * @since 0.1.0
 */
export interface Compiler {
  readonly name: string
  readonly compile: (unit: string, stage: Stage) => Compiled | undefined
}

/**
 * A GX flag's catalogue entry.
 *
 * @category models
 * @since 0.1.0
 */
export interface FlagKind {
  readonly id: string
  readonly severity: "critical" | "high" | "medium" | "low"
  readonly raisedWhen: string
}

/**
 * The GX flags this reader raises: stable ids, never reused.
 *
 * @category constants
 * @since 0.1.0
 */
export const flagCatalogue: ReadonlyArray<FlagKind> = [
  { id: "GX-001", severity: "critical", raisedWhen: "the compiler reported at least one error" },
  {
    id: "GX-002",
    severity: "critical",
    raisedWhen:
      "dialect mismatch: texture2D/textureCube/gl_FragColor/varying/attribute under #version 300 es, or texture()/in/out/layout under ES 1.00"
  },
  { id: "GX-003", severity: "critical", raisedWhen: "an ES 1.00 fragment shader without a default float precision" },
  {
    id: "GX-004",
    severity: "critical",
    raisedWhen:
      "a loop outside WebGL 1 Appendix A (bound not a constant expression, index modified in the body, or a while/do loop); high under ES 3.00"
  },
  { id: "GX-005", severity: "medium", raisedWhen: "a loop nest of 256 or more iterations per fragment" },
  { id: "GX-006", severity: "medium", raisedWhen: "a texture fetch inside a loop" },
  {
    id: "GX-007",
    severity: "medium",
    raisedWhen: "a dependent texture read (its coordinate uses a texture fetch's result)"
  },
  {
    id: "GX-008",
    severity: "high",
    raisedWhen:
      "an ES 1.00 fragment index expression that is not a constant-index expression (constants and loop indices only)"
  },
  {
    id: "GX-009",
    severity: "critical",
    raisedWhen: "dFdx/dFdy/fwidth in ES 1.00 without #extension GL_OES_standard_derivatives"
  },
  {
    id: "GX-010",
    severity: "critical",
    raisedWhen: "texture2DLod/texture2DLodEXT/textureCubeLodEXT in an ES 1.00 fragment without EXT_shader_texture_lod"
  },
  { id: "GX-011", severity: "high", raisedWhen: "pow() whose base is not provably non-negative" },
  {
    id: "GX-012",
    severity: "medium",
    raisedWhen: "a division by a possibly zero value (length(), dot() or a difference) without max/clamp"
  },
  {
    id: "GX-013",
    severity: "medium",
    raisedWhen: "a playground entry point mainImage() without main() for a WebGL target"
  },
  {
    id: "GX-014",
    severity: "medium",
    raisedWhen: "highp in an ES 1.00 fragment shader without a GL_FRAGMENT_PRECISION_HIGH guard"
  },
  { id: "GX-015", severity: "low", raisedWhen: "normalize() of a difference or a uniform, possibly a zero vector" },
  { id: "GX-016", severity: "high", raisedWhen: "a local variable read before it is assigned" },
  { id: "GX-017", severity: "low", raisedWhen: "the source was clipped (an in-band marker is present)" },
  {
    id: "GX-018",
    severity: "high",
    raisedWhen: "an implicit-derivative texture fetch or a derivative inside non-uniform control flow"
  },
  { id: "GX-019", severity: "critical", raisedWhen: "a loop without an upper bound (for(;;), while(true))" },
  {
    id: "GX-020",
    severity: "high",
    raisedWhen:
      "an interpolant read by the fragment stage but not written by the vertex stage, or written but never read"
  }
]

/**
 * A flag raised on a source: its id, severity, first line and what was seen.
 *
 * @category models
 * @since 0.1.0
 */
export interface Flag {
  readonly id: string
  readonly severity: FlagKind["severity"]
  readonly line: number
  readonly note: string
}

/**
 * A declared variable at global scope.
 *
 * @category models
 * @since 0.1.0
 */
export interface Declaration {
  readonly qualifier: string
  readonly type: string
  readonly name: string
  readonly line: number
}

/**
 * One loop: where, its kind, its trip count (none when not a constant), its nesting depth.
 *
 * @category models
 * @since 0.1.0
 */
export interface Loop {
  readonly line: number
  readonly kind: "for" | "while" | "do"
  readonly index?: string | undefined
  readonly from?: number | undefined
  readonly to?: number | undefined
  readonly trips?: number | undefined
  readonly constant: boolean
  readonly depth: number
}

/**
 * Call sites (or keyword sites) of one kind: the lines, one entry per site.
 *
 * @category models
 * @since 0.1.0
 */
export type Sites = ReadonlyArray<number>

/**
 * What the reader established about one source.
 *
 * @category models
 * @since 0.1.0
 */
export interface Reading {
  readonly readable: boolean
  /** Why the source could not be read, when it could not. */
  readonly reason?: string | undefined
  readonly stage: Stage
  readonly target: Target
  readonly version: "100" | "300 es"
  readonly host: "shadertoy" | "threejs" | "none"
  readonly lines: number
  readonly entry?: { readonly shape: string; readonly line: number } | undefined
  readonly precision: ReadonlyArray<{ readonly precision: string; readonly type: string; readonly line: number }>
  readonly uniforms: ReadonlyArray<Declaration>
  readonly interpolants: ReadonlyArray<Declaration>
  readonly sites: {
    readonly texture: Sites
    readonly dependentTexture: Sites
    readonly transcendental: Sites
    readonly normalize: Sites
    readonly length: Sites
    readonly derivatives: Sites
    readonly discard: Sites
    readonly branches: Sites
    readonly nonUniformBranches: Sites
  }
  readonly loops: ReadonlyArray<Loop>
  /** Per fragment (per invocation of the entry point): a count, or none when a loop bound is unknown. */
  readonly cost: Readonly<Record<CostKey, number | undefined>>
  readonly compiled?: Compiled | undefined
  readonly clipped?: { readonly line: number; readonly from: number; readonly to: number } | undefined
  readonly flags: ReadonlyArray<Flag>
}

/**
 * The keys of the `COST per fragment` line, in order.
 *
 * @category constants
 * @since 0.1.0
 */
export const costKeys = ["texture", "transcendental", "normalize", "length", "loop_iterations"] as const

/**
 * @category models
 * @since 0.1.0
 */
export type CostKey = (typeof costKeys)[number]

// ---------------------------------------------------------------------------------------
// Hosts: the playground's and the web 3D library's preludes
// ---------------------------------------------------------------------------------------

const shadertoyUniforms = `uniform vec3 iResolution;
uniform float iTime;
uniform float iTimeDelta;
uniform float iFrameRate;
uniform int iFrame;
uniform float iChannelTime[4];
uniform vec3 iChannelResolution[4];
uniform vec4 iMouse;
uniform vec4 iDate;
uniform float iSampleRate;
uniform sampler2D iChannel0;
uniform sampler2D iChannel1;
uniform sampler2D iChannel2;
uniform sampler2D iChannel3;`

const preludes = {
  shadertoy300: `precision highp float;
precision highp int;
${shadertoyUniforms}
out vec4 vouch_FragColor;
void mainImage(out vec4 fragColor, in vec2 fragCoord);
void main() { mainImage(vouch_FragColor, gl_FragCoord.xy); }`,
  shadertoy100: `precision highp float;
${shadertoyUniforms}
void mainImage(out vec4 fragColor, in vec2 fragCoord);
void main() { mainImage(gl_FragColor, gl_FragCoord.xy); }`,
  threejsFragment: `#define varying in
layout(location = 0) out highp vec4 pc_fragColor;
#define gl_FragColor pc_fragColor
#define texture2D texture
#define textureCube texture
#define texture2DLodEXT textureLod
#define textureCubeLodEXT textureLod
precision highp float;
precision highp int;
uniform mat4 viewMatrix;
uniform vec3 cameraPosition;
uniform bool isOrthographic;`,
  threejsVertex: `#define attribute in
#define varying out
#define texture2D texture
precision highp float;
precision highp int;
uniform mat4 modelMatrix;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
uniform mat4 viewMatrix;
uniform mat3 normalMatrix;
uniform vec3 cameraPosition;
uniform bool isOrthographic;
in vec3 position;
in vec3 normal;
in vec2 uv;`
} as const

/** The identifiers a host prelude declares (so they count as uniforms, not unknowns). */
const hostUniforms = {
  shadertoy: new Set([
    "iResolution",
    "iTime",
    "iTimeDelta",
    "iFrameRate",
    "iFrame",
    "iChannelTime",
    "iChannelResolution",
    "iMouse",
    "iDate",
    "iSampleRate",
    "iChannel0",
    "iChannel1",
    "iChannel2",
    "iChannel3"
  ]),
  threejs: new Set([
    "viewMatrix",
    "cameraPosition",
    "isOrthographic",
    "modelMatrix",
    "modelViewMatrix",
    "projectionMatrix",
    "normalMatrix"
  ]),
  none: new Set<string>()
} as const

const versionLine = /^\s*#\s*version\s+(\d+)(\s+es)?\s*$/

/**
 * The compile unit of a source: the host's prelude (when the target or the entry point
 * asks for one) followed by `#line`, so that every line a compiler reports refers to the
 * source as sent. A source with its own `#version` keeps it as the first line.
 *
 * @category parsing
 * @since 0.1.0
 */
export const unitOf = (
  source: string,
  options: { readonly stage?: Stage | undefined; readonly target?: Target | undefined } = {}
): { readonly unit: string; readonly host: Reading["host"]; readonly version: Reading["version"] } => {
  const stage = options.stage ?? "fragment"
  const lines = source.split("\n")
  const first = lines.findIndex((line) => line.trim() !== "")
  const ownVersion = first >= 0 ? versionLine.exec(lines[first]!) : null
  const version: Reading["version"] = ownVersion !== null && ownVersion[1] === "300" ? "300 es" : "100"
  const hasMain = /\bvoid\s+main\s*\(/.test(source)
  const hasMainImage = /\bvoid\s+mainImage\s*\(/.test(source)
  const target = options.target ?? ""
  if (ownVersion !== null) {
    if (stage === "fragment" && hasMainImage && !hasMain) {
      const prelude = version === "300 es" ? preludes.shadertoy300 : preludes.shadertoy100
      const head = lines.slice(0, first + 1).join("\n")
      const rest = lines.slice(first + 1).join("\n")
      return { unit: `${head}\n${prelude}\n#line ${first + 2}\n${rest}`, host: "shadertoy", version }
    }
    return { unit: source, host: "none", version }
  }
  if (stage === "fragment" && hasMainImage && !hasMain) {
    const es300 = target !== "webgl1"
    return {
      unit: es300
        ? `#version 300 es\n${preludes.shadertoy300}\n#line 1\n${source}`
        : `${preludes.shadertoy100}\n#line 1\n${source}`,
      host: "shadertoy",
      version: es300 ? "300 es" : "100"
    }
  }
  if (target === "threejs") {
    const prelude = stage === "fragment" ? preludes.threejsFragment : preludes.threejsVertex
    return { unit: `#version 300 es\n${prelude}\n#line 1\n${source}`, host: "threejs", version: "300 es" }
  }
  return { unit: source, host: "none", version: "100" }
}

// ---------------------------------------------------------------------------------------
// Lexical pass
// ---------------------------------------------------------------------------------------

interface Token {
  readonly text: string
  readonly line: number
}

// Identifiers first (most tokens are), then numbers, then operators: alternatives tried in
// order, and no two groups start with the same character.
const tokenPattern =
  /[A-Za-z_][A-Za-z0-9_]*|0[xX][0-9a-fA-F]+[uU]?|\d+\.\d*(?:[eE][+-]?\d+)?[fF]?|\.\d+(?:[eE][+-]?\d+)?[fF]?|\d+(?:[eE][+-]?\d+)?[uUfF]?|\+\+|--|[+\-*/%<>=!&|^]=|&&|\|\||\^\^|<<|>>|[{}()[\];,.?:+\-*/%<>=!~&|^]/g

interface Lexed {
  readonly tokens: ReadonlyArray<Token>
  readonly directives: ReadonlyArray<{ readonly text: string; readonly line: number }>
  readonly defines: ReadonlyMap<string, ReadonlyArray<Token>>
}

// Comments become spaces (newlines kept, so lines keep their numbers).
const stripComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, " "))

const lex = (source: string): Lexed => {
  const lines = stripComments(source).split("\n")
  const tokens: Array<Token> = []
  const directives: Array<{ text: string; line: number }> = []
  const defines = new Map<string, ReadonlyArray<Token>>()
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!
    const line = index + 1
    if (/^\s*#/.test(text)) {
      // A directive, with its backslash continuations.
      let directive = text
      while (directive.endsWith("\\") && index + 1 < lines.length)
        directive = `${directive.slice(0, -1)} ${lines[++index]}`
      directives.push({ text: directive.trim(), line })
      const define = /^\s*#\s*define\s+([A-Za-z_][A-Za-z0-9_]*)(?!\()\s*(.*)$/.exec(directive)
      if (define !== null)
        defines.set(
          define[1]!,
          [...define[2]!.matchAll(tokenPattern)].map((match) => ({ text: match[0], line }))
        )
      continue
    }
    // `exec` on the shared pattern: `matchAll` clones the pattern and builds an iterator per line.
    tokenPattern.lastIndex = 0
    for (let match = tokenPattern.exec(text); match !== null; match = tokenPattern.exec(text))
      tokens.push({ text: match[0], line })
  }
  return { tokens, directives, defines }
}

// ---------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------

const textureCalls = new Set([
  "texture2D",
  "texture2DProj",
  "texture2DLod",
  "texture2DLodEXT",
  "texture2DProjLod",
  "texture2DGradEXT",
  "textureCube",
  "textureCubeLod",
  "textureCubeLodEXT",
  "texture",
  "textureProj",
  "textureLod",
  "textureOffset",
  "textureProjOffset",
  "textureLodOffset",
  "textureGrad",
  "textureGradOffset",
  "texelFetch",
  "texelFetchOffset"
])
// Fetches whose level of detail comes from implicit derivatives.
const implicitLod = new Set(["texture2D", "texture2DProj", "textureCube", "texture", "textureProj", "textureOffset"])
const transcendental = new Set([
  "sin",
  "cos",
  "tan",
  "asin",
  "acos",
  "atan",
  "sinh",
  "cosh",
  "tanh",
  "asinh",
  "acosh",
  "atanh",
  "pow",
  "exp",
  "log",
  "exp2",
  "log2",
  "sqrt",
  "inversesqrt"
])
const derivatives = new Set(["dFdx", "dFdy", "fwidth"])
const types = new Set([
  "void",
  "bool",
  "int",
  "uint",
  "float",
  "vec2",
  "vec3",
  "vec4",
  "bvec2",
  "bvec3",
  "bvec4",
  "ivec2",
  "ivec3",
  "ivec4",
  "uvec2",
  "uvec3",
  "uvec4",
  "mat2",
  "mat3",
  "mat4",
  "mat2x2",
  "mat2x3",
  "mat2x4",
  "mat3x2",
  "mat3x3",
  "mat3x4",
  "mat4x2",
  "mat4x3",
  "mat4x4",
  "sampler2D",
  "samplerCube",
  "sampler3D",
  "sampler2DArray",
  "sampler2DShadow",
  "isampler2D",
  "usampler2D"
])
const keywords = new Set([
  "if",
  "else",
  "for",
  "while",
  "do",
  "return",
  "break",
  "continue",
  "discard",
  "true",
  "false",
  "const",
  "in",
  "out",
  "inout",
  "uniform",
  "varying",
  "attribute",
  "lowp",
  "mediump",
  "highp",
  "precision",
  "struct",
  "layout",
  "flat",
  "smooth",
  "invariant",
  "centroid",
  "switch",
  "case",
  "default"
])
const nonNegative = new Set([
  "abs",
  "max",
  "clamp",
  "length",
  "exp",
  "exp2",
  "sqrt",
  "smoothstep",
  "fract",
  "distance",
  "saturate"
])

// ---------------------------------------------------------------------------------------
// Structural helpers
// ---------------------------------------------------------------------------------------

/** The index of the token closing the bracket opened at `open`, or -1. */
const closing = (tokens: ReadonlyArray<Token>, open: number): number => {
  const pairs: Record<string, string> = { "(": ")", "{": "}", "[": "]" }
  const start = tokens[open]!.text
  const end = pairs[start]
  let depth = 0
  for (let index = open; index < tokens.length; index++) {
    const text = tokens[index]!.text
    if (text === start) depth++
    else if (text === end && --depth === 0) return index
  }
  return -1
}

/** The last token index of the statement starting at `start` (a block, or up to `;`). */
const statementEnd = (tokens: ReadonlyArray<Token>, start: number): number => {
  if (start >= tokens.length) return tokens.length - 1
  const first = tokens[start]!.text
  if (first === "{") return closing(tokens, start)
  if (first === "if" || first === "for" || first === "while") {
    const open = start + 1
    const close = closing(tokens, open)
    if (close < 0) return tokens.length - 1
    const end = statementEnd(tokens, close + 1)
    if (first === "if" && tokens[end + 1]?.text === "else") return statementEnd(tokens, end + 2)
    return end
  }
  if (first === "do") {
    const body = statementEnd(tokens, start + 1)
    // `while ( ... ) ;`
    const close = closing(tokens, body + 2)
    return close < 0 ? tokens.length - 1 : close + 1
  }
  let depth = 0
  for (let index = start; index < tokens.length; index++) {
    const text = tokens[index]!.text
    if (text === "(" || text === "[" || text === "{") depth++
    else if (text === ")" || text === "]" || text === "}") depth--
    else if (text === ";" && depth === 0) return index
  }
  return tokens.length - 1
}

/** Splits tokens at top-level occurrences of `separator`. */
const split = (tokens: ReadonlyArray<Token>, separator: string): Array<Array<Token>> => {
  const parts: Array<Array<Token>> = [[]]
  let depth = 0
  for (const token of tokens) {
    if (token.text === "(" || token.text === "[" || token.text === "{") depth++
    else if (token.text === ")" || token.text === "]" || token.text === "}") depth--
    if (token.text === separator && depth === 0) parts.push([])
    else parts[parts.length - 1]!.push(token)
  }
  return parts
}

/** Constant-folds an integer or float expression of literals, constants and + - * / ( ). */
const evaluate = (tokens: ReadonlyArray<Token>, constants: ReadonlyMap<string, number>): number | undefined => {
  let position = 0
  const peek = () => tokens[position]?.text
  const primary = (): number | undefined => {
    const text = peek()
    if (text === undefined) return undefined
    position++
    if (text === "(") {
      const value = sum()
      if (peek() !== ")") return undefined
      position++
      return value
    }
    if (text === "-") {
      const value = primary()
      return value === undefined ? undefined : -value
    }
    if (text === "+") return primary()
    if (/^(int|float|uint)$/.test(text) && peek() === "(") return primary()
    if (/^[\d.]/.test(text)) return Number(text.replace(/[uUfF]$/, ""))
    return constants.get(text)
  }
  const product = (): number | undefined => {
    let value = primary()
    while (value !== undefined && (peek() === "*" || peek() === "/")) {
      const operator = tokens[position++]!.text
      const right = primary()
      if (right === undefined) return undefined
      value = operator === "*" ? value * right : value / right
    }
    return value
  }
  const sum = (): number | undefined => {
    let value = product()
    while (value !== undefined && (peek() === "+" || peek() === "-")) {
      const operator = tokens[position++]!.text
      const right = product()
      if (right === undefined) return undefined
      value = operator === "+" ? value + right : value - right
    }
    return value
  }
  const value = sum()
  return position === tokens.length && value !== undefined && Number.isFinite(value) ? value : undefined
}

/** The trip count of `for (i = from; i OP bound; i += step)`, or none. */
const tripsOf = (from: number, operator: string, bound: number, step: number): number | undefined => {
  if (step === 0) return undefined
  const span =
    operator === "<"
      ? bound - from
      : operator === "<="
        ? bound - from + (step > 0 ? 1 : 0)
        : operator === ">"
          ? from - bound
          : operator === ">="
            ? from - bound + 1
            : operator === "!="
              ? Math.abs(bound - from)
              : undefined
  if (span === undefined) return undefined
  const magnitude = Math.abs(step)
  if ((operator === "<" || operator === "<=") !== step > 0 && operator !== "!=") return undefined
  return Math.max(0, Math.ceil(span / magnitude))
}

interface Region {
  readonly start: number
  readonly end: number
  readonly kind: "loop" | "branch"
  readonly trips?: number | undefined
  readonly nonUniform: boolean
  readonly index?: string | undefined
  readonly constant: boolean
}

interface FunctionBody {
  readonly name: string
  readonly line: number
  readonly open: number
  readonly close: number
  readonly params: ReadonlyArray<Token>
}

// ---------------------------------------------------------------------------------------
// The reader
// ---------------------------------------------------------------------------------------

const emptySites = {
  texture: [],
  dependentTexture: [],
  transcendental: [],
  normalize: [],
  length: [],
  derivatives: [],
  discard: [],
  branches: [],
  nonUniformBranches: []
}

/**
 * Reads one source. `compiler` (optional) adds its diagnostics; `vertex` (optional, for
 * a fragment source) lets the reader compare the two stages' interpolants.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (
  source: string,
  options: {
    readonly stage?: Stage | undefined
    readonly target?: Target | undefined
    readonly vertex?: string | undefined
    readonly compiler?: Compiler | undefined
  } = {}
): Reading => {
  const stage = options.stage ?? "fragment"
  const target = options.target ?? ""
  const { unit, host, version } = unitOf(source, { stage, target })
  const lexed = lex(source)
  const { tokens } = lexed
  const lines = source.split("\n").length
  const marker = readMarker(source)
  const compiled = options.compiler?.compile(unit, stage)
  const flags: Array<Flag> = []
  const raise = (id: string, line: number, note: string, severity?: Flag["severity"]) => {
    const kind = flagCatalogue.find((entry) => entry.id === id)!
    if (flags.some((flag) => flag.id === id)) return
    flags.push({ id, severity: severity ?? kind.severity, line, note })
  }
  const base = {
    stage,
    target,
    version,
    host,
    lines,
    compiled,
    clipped: marker === undefined ? undefined : { line: marker.line, from: marker.from, to: marker.to }
  }
  if (compiled !== undefined) {
    const errors = compiled.diagnostics.filter((diagnostic) => diagnostic.severity === "error")
    if (errors.length > 0)
      raise("GX-001", errors[0]!.line, `${errors.length} compiler error(s); first: ${errors[0]!.message}`)
  }
  if (marker !== undefined)
    raise(
      "GX-017",
      marker.line,
      `lines ${marker.from}-${marker.to} of the original were cut; facts cover what was sent`
    )

  // Balanced brackets, or the source cannot be read.
  let balance = 0
  for (const token of tokens) {
    if (token.text === "{") balance++
    else if (token.text === "}" && --balance < 0) break
  }
  const functions = findFunctions(tokens)
  if (balance !== 0 || functions.length === 0)
    return {
      ...base,
      readable: false,
      reason: balance !== 0 ? "unbalanced braces" : "no function definition found",
      precision: [],
      uniforms: [],
      interpolants: [],
      sites: emptySites,
      loops: [],
      cost: {
        texture: undefined,
        transcendental: undefined,
        normalize: undefined,
        length: undefined,
        loop_iterations: undefined
      },
      flags
    }

  // Global declarations.
  const precision: Array<{ precision: string; type: string; line: number }> = []
  const uniforms: Array<Declaration> = []
  const interpolants: Array<Declaration> = []
  const constants = new Map<string, number>()
  for (const [name, body] of lexed.defines) {
    const value = evaluate(body, constants)
    if (value !== undefined) constants.set(name, value)
  }
  const inFunction = new Array<boolean>(tokens.length).fill(false)
  for (const fn of functions) for (let index = fn.open; index <= fn.close; index++) inFunction[index] = true
  for (let index = 0; index < tokens.length; index++) {
    if (inFunction[index]) continue
    const text = tokens[index]!.text
    if (text === "precision" && tokens[index + 2] !== undefined)
      precision.push({ precision: tokens[index + 1]!.text, type: tokens[index + 2]!.text, line: tokens[index]!.line })
    const qualifier =
      text === "uniform" || text === "varying" || text === "attribute" || text === "in" || text === "out"
        ? text
        : undefined
    // A declaration starts after `;`, `}`, an interpolation qualifier or a `layout(...)`.
    const starts = index === 0 || /^([;})]|flat|smooth|centroid|invariant)$/.test(tokens[index - 1]!.text)
    if (qualifier !== undefined && starts) {
      let cursor = index + 1
      while (/^(lowp|mediump|highp|flat|smooth|centroid)$/.test(tokens[cursor]?.text ?? "")) cursor++
      const type = tokens[cursor]?.text
      if (type === undefined || !types.has(type)) continue
      const end = statementEnd(tokens, cursor)
      for (const part of split(tokens.slice(cursor + 1, end), ",")) {
        const name = part[0]
        if (name === undefined || !/^[A-Za-z_]/.test(name.text)) continue
        const declaration = { qualifier, type, name: name.text, line: name.line }
        if (qualifier === "uniform") uniforms.push(declaration)
        else if (
          (stage === "fragment" && (qualifier === "varying" || qualifier === "in")) ||
          (stage === "vertex" && (qualifier === "varying" || qualifier === "out"))
        )
          interpolants.push(declaration)
      }
    }
    if (text === "const" && tokens[index + 3]?.text === "=") {
      const end = statementEnd(tokens, index)
      const value = evaluate(tokens.slice(index + 4, end), constants)
      if (value !== undefined) constants.set(tokens[index + 2]!.text, value)
    }
  }
  const uniformNames = new Set([...uniforms.map((uniform) => uniform.name), ...hostUniforms[host]])

  // Regions: loops and branches, per function body.
  const regions: Array<Region> = []
  const loops: Array<Loop> = []
  const loopIndices = new Set<string>()
  for (const fn of functions) {
    for (let index = fn.open + 1; index < fn.close; index++) {
      const token = tokens[index]!
      if (token.text === "const" && tokens[index + 3]?.text === "=") {
        const end = statementEnd(tokens, index)
        const value = evaluate(tokens.slice(index + 4, end), constants)
        if (value !== undefined) constants.set(tokens[index + 2]!.text, value)
      }
      if (token.text === "for" && tokens[index + 1]?.text === "(") {
        const close = closing(tokens, index + 1)
        if (close < 0) continue
        const [init = [], condition = [], step = []] = split(tokens.slice(index + 2, close), ";")
        const end = statementEnd(tokens, close + 1)
        const equals = init.findIndex((part) => part.text === "=")
        const indexName = equals > 0 ? init[equals - 1]!.text : undefined
        const from = equals > 0 ? evaluate(init.slice(equals + 1), constants) : undefined
        const operatorAt = condition.findIndex((part) => /^(<|<=|>|>=|!=)$/.test(part.text))
        const bound =
          operatorAt === 1 && condition[0]!.text === indexName ? evaluate(condition.slice(2), constants) : undefined
        const stepValue = stepOf(step, indexName, constants)
        const modified = indexName !== undefined && modifies(tokens, close + 1, end, indexName)
        const trips =
          from !== undefined && bound !== undefined && stepValue !== undefined && !modified
            ? tripsOf(from, condition[1]!.text, bound, stepValue)
            : undefined
        const depth = regions.filter(
          (region) => region.kind === "loop" && region.start < index && index <= region.end
        ).length
        if (indexName !== undefined) loopIndices.add(indexName)
        regions.push({
          start: close + 1,
          end,
          kind: "loop",
          trips,
          nonUniform: false,
          index: indexName,
          constant: trips !== undefined
        })
        loops.push({
          line: token.line,
          kind: "for",
          index: indexName,
          from,
          to: bound,
          trips,
          constant: trips !== undefined,
          depth
        })
        if (condition.length === 0) raise("GX-019", token.line, "for loop without a condition")
        else if (trips === undefined)
          raise(
            "GX-004",
            token.line,
            modified ? `loop index ${indexName} is modified in the body` : "loop bound is not a constant expression",
            version === "100" ? "critical" : "high"
          )
      } else if (
        (token.text === "while" && tokens[index + 1]?.text === "(" && tokens[index - 1]?.text !== "}") ||
        token.text === "do"
      ) {
        const isDo = token.text === "do"
        const end = statementEnd(tokens, index)
        const conditionOpen = isDo ? tokens.slice(0, end).findLastIndex((part) => part.text === "while") + 1 : index + 1
        const conditionClose = closing(tokens, conditionOpen)
        const condition = tokens.slice(conditionOpen + 1, conditionClose)
        const depth = regions.filter(
          (region) => region.kind === "loop" && region.start < index && index <= region.end
        ).length
        regions.push({ start: index, end, kind: "loop", trips: undefined, nonUniform: false, constant: false })
        loops.push({ line: token.line, kind: isDo ? "do" : "while", trips: undefined, constant: false, depth })
        if (condition.length === 1 && (condition[0]!.text === "true" || condition[0]!.text === "1"))
          raise("GX-019", token.line, `${token.text} loop with a constant true condition`)
        raise(
          "GX-004",
          token.line,
          `${token.text} loop (WebGL 1 Appendix A guarantees only for loops with constant bounds)`,
          version === "100" ? "critical" : "high"
        )
      } else if (token.text === "if" && tokens[index + 1]?.text === "(") {
        const close = closing(tokens, index + 1)
        if (close < 0) continue
        let nonUniform = false
        for (let at = index + 2; at < close && !nonUniform; at++) {
          const part = tokens[at]!.text
          nonUniform =
            /^[A-Za-z_]/.test(part) &&
            !keywords.has(part) &&
            !types.has(part) &&
            !uniformNames.has(part) &&
            !constants.has(part) &&
            !loopIndices.has(part) &&
            tokens[at + 1]?.text !== "(" &&
            tokens[at - 1]?.text !== "."
        }
        const end = statementEnd(tokens, index)
        regions.push({ start: close + 1, end, kind: "branch", nonUniform, constant: true })
      }
    }
  }

  // Call sites, with the loop multiplier of where they sit.
  const sites = {
    texture: [] as Array<number>,
    dependentTexture: [] as Array<number>,
    transcendental: [] as Array<number>,
    normalize: [] as Array<number>,
    length: [] as Array<number>,
    derivatives: [] as Array<number>,
    discard: [] as Array<number>,
    branches: [] as Array<number>,
    nonUniformBranches: [] as Array<number>
  }
  const byName = new Map(functions.map((fn) => [fn.name, fn]))
  const textureResults = new Set<string>()
  const localCosts = new Map<string, Map<CostKey, number | undefined>>()
  const calls = new Map<string, Array<{ callee: string; multiplier: number | undefined }>>()
  for (const fn of functions) {
    const costs = new Map<CostKey, number | undefined>(costKeys.map((key) => [key, 0]))
    const fnCalls: Array<{ callee: string; multiplier: number | undefined }> = []
    const add = (key: CostKey, multiplier: number | undefined) => {
      const current = costs.get(key)
      costs.set(key, current === undefined || multiplier === undefined ? undefined : current + multiplier)
    }
    const local = regions.filter((region) => region.start > fn.open && region.end < fn.close)
    // Per token of the body: the product of the constant trip counts around it (none when
    // one is unknown), whether it sits in a loop, and in a branch on a non-uniform value.
    const size = fn.close - fn.open + 1
    const multipliers = new Array<number | undefined>(size).fill(1)
    const inLoops = new Array<boolean>(size).fill(false)
    const nonUniforms = new Array<boolean>(size).fill(false)
    for (const region of local)
      for (let index = region.start; index <= region.end; index++) {
        const at = index - fn.open
        if (region.kind === "branch") {
          if (region.nonUniform) nonUniforms[at] = true
          continue
        }
        inLoops[at] = true
        const current = multipliers[at]
        multipliers[at] = current === undefined || region.trips === undefined ? undefined : current * region.trips
      }
    for (const region of local)
      if (region.kind === "loop") {
        const outer = multipliers[region.start - 1 - fn.open]
        add("loop_iterations", outer === undefined || region.trips === undefined ? undefined : outer * region.trips)
      }
    for (let index = fn.open + 1; index < fn.close; index++) {
      const token = tokens[index]!
      const inLoop = inLoops[index - fn.open]!
      const nonUniform = nonUniforms[index - fn.open]!
      const multiplier = multipliers[index - fn.open]
      if (token.text === "discard") sites.discard.push(token.line)
      if (token.text === "if" && tokens[index + 1]?.text === "(") {
        sites.branches.push(token.line)
        const start = closing(tokens, index + 1) + 1
        const region = local.find((candidate) => candidate.kind === "branch" && candidate.start === start)
        if (region?.nonUniform) sites.nonUniformBranches.push(token.line)
      }
      if (token.text === "?") sites.branches.push(token.line)
      if (tokens[index + 1]?.text !== "(" || !/^[A-Za-z_]/.test(token.text)) {
        // Assignments from a texture fetch: `name = texture(...)` or `vec4 name = texture(...)`.
        if (token.text === "=" && textureCalls.has(tokens[index + 1]?.text ?? ""))
          textureResults.add(tokens[index - 1]!.text)
        continue
      }
      const name = token.text
      // The arguments' tokens, read only by the calls whose checks look at them.
      const argumentsOf = () => tokens.slice(index + 2, Math.max(index + 2, closing(tokens, index + 1)))
      if (textureCalls.has(name)) {
        sites.texture.push(token.line)
        add("texture", multiplier)
        const coordinate = split(argumentsOf(), ",")[1] ?? []
        if (coordinate.some((part) => textureCalls.has(part.text) || textureResults.has(part.text))) {
          sites.dependentTexture.push(token.line)
          raise("GX-007", token.line, `${name} reads at a coordinate computed from another fetch`)
        }
        if (inLoop)
          raise("GX-006", token.line, `${name} inside a loop${multiplier === undefined ? "" : ` (x${multiplier})`}`)
        if (nonUniform && implicitLod.has(name) && stage === "fragment")
          raise("GX-018", token.line, `${name} (implicit derivatives) inside a branch on a non-uniform value`)
        if (
          version === "100" &&
          stage === "fragment" &&
          /^(texture2DLod|texture2DLodEXT|textureCubeLod|textureCubeLodEXT)$/.test(name) &&
          !lexed.directives.some((directive) => /EXT_shader_texture_lod/.test(directive.text))
        )
          raise("GX-010", token.line, `${name} needs #extension GL_EXT_shader_texture_lod : enable`)
      } else if (transcendental.has(name)) {
        sites.transcendental.push(token.line)
        add("transcendental", multiplier)
        if (name === "pow") {
          const base = split(argumentsOf(), ",")[0] ?? []
          if (!provablyNonNegative(base, constants))
            raise("GX-011", token.line, `pow base ${base.map((part) => part.text).join("")} may be negative`)
        }
      } else if (name === "normalize") {
        sites.normalize.push(token.line)
        add("normalize", multiplier)
        const args = argumentsOf()
        if (split(args, "-").length > 1 || (args.length === 1 && uniformNames.has(args[0]!.text)))
          raise("GX-015", token.line, `normalize(${args.map((part) => part.text).join(" ")}) may be of a zero vector`)
      } else if (name === "length") {
        sites.length.push(token.line)
        add("length", multiplier)
      } else if (derivatives.has(name)) {
        sites.derivatives.push(token.line)
        if (
          version === "100" &&
          !lexed.directives.some((directive) => /GL_OES_standard_derivatives/.test(directive.text))
        )
          raise("GX-009", token.line, `${name} needs #extension GL_OES_standard_derivatives : enable`)
        if (nonUniform) raise("GX-018", token.line, `${name} inside a branch on a non-uniform value`)
      } else if (byName.has(name) && name !== fn.name) fnCalls.push({ callee: name, multiplier })
    }
    localCosts.set(fn.name, costs)
    calls.set(fn.name, fnCalls)
  }

  // Per fragment: the entry point's own cost plus each helper's, times its call sites.
  const totals = new Map<string, Map<CostKey, number | undefined>>()
  const total = (name: string, seen: ReadonlySet<string>): Map<CostKey, number | undefined> => {
    const cached = totals.get(name)
    if (cached !== undefined) return cached
    const result = new Map(localCosts.get(name))
    for (const call of calls.get(name) ?? []) {
      if (seen.has(call.callee)) continue
      const inner = total(call.callee, new Set([...seen, call.callee]))
      for (const key of costKeys) {
        const current = result.get(key)
        const added = inner.get(key)
        result.set(
          key,
          current === undefined || added === undefined || (call.multiplier === undefined && added !== 0)
            ? undefined
            : current + (call.multiplier ?? 0) * added
        )
      }
    }
    totals.set(name, result)
    return result
  }
  const mainImage = byName.get("mainImage")
  const main = byName.get("main")
  const entryFn = main ?? mainImage
  const entry =
    main !== undefined
      ? { shape: "void main()", line: main.line }
      : mainImage !== undefined
        ? {
            shape: `void mainImage(${mainImage.params
              .map((part) => part.text)
              .join(" ")
              .replace(/ ,/g, ",")})`,
            line: mainImage.line
          }
        : undefined
  const entryCost = entryFn === undefined ? undefined : total(entryFn.name, new Set([entryFn.name]))
  const cost = Object.fromEntries(costKeys.map((key) => [key, entryCost?.get(key)])) as Record<
    CostKey,
    number | undefined
  >
  if (cost.loop_iterations !== undefined && cost.loop_iterations >= 256)
    raise("GX-005", loops[0]?.line ?? 1, `${cost.loop_iterations} loop iterations per fragment`)

  // Dialect, precision, indexing, divisions, uninitialised locals, entry point.
  dialectChecks(tokens, version, stage, host, raise)
  if (stage === "fragment" && version === "100" && host === "none") {
    if (!precision.some((entry) => entry.type === "float"))
      raise("GX-003", 1, "no `precision mediump float;` (or highp) in an ES 1.00 fragment shader")
    const highp = tokens.find((token) => token.text === "highp")
    if (highp !== undefined && !lexed.directives.some((directive) => /GL_FRAGMENT_PRECISION_HIGH/.test(directive.text)))
      raise("GX-014", highp.line, "highp without #ifdef GL_FRAGMENT_PRECISION_HIGH")
  }
  if (stage === "fragment" && version === "100") indexChecks(tokens, functions, constants, loopIndices, raise)
  divisionChecks(tokens, functions, raise)
  uninitialisedChecks(tokens, functions, raise)
  if (
    stage === "fragment" &&
    mainImage !== undefined &&
    main === undefined &&
    (target === "webgl1" || target === "webgl2")
  )
    raise(
      "GX-013",
      mainImage.line,
      `mainImage without main() for ${target}: the page must supply the playground's wrapper`
    )
  if (options.vertex !== undefined && options.vertex.trim() !== "" && stage === "fragment") {
    const vertex = read(options.vertex, { stage: "vertex", target })
    for (const wanted of interpolants) {
      const written = vertex.interpolants.find((declaration) => declaration.name === wanted.name)
      if (written === undefined)
        raise("GX-020", wanted.line, `${wanted.name} is read here but the vertex shader does not declare it`)
      else if (!new RegExp(`\\b${wanted.name}\\s*(\\.[xyzwrgba]+)?\\s*=[^=]`).test(stripComments(options.vertex)))
        raise("GX-020", wanted.line, `${wanted.name} is declared by the vertex shader but never written there`)
    }
    for (const out of vertex.interpolants)
      if (!interpolants.some((declaration) => declaration.name === out.name))
        raise(
          "GX-020",
          1,
          `${out.name} is written by the vertex shader but never read here (vertex line ${out.line})`,
          "low"
        )
  }

  flags.sort((left, right) => left.id.localeCompare(right.id))
  return {
    ...base,
    readable: true,
    entry,
    precision,
    uniforms,
    interpolants,
    sites,
    loops,
    cost,
    flags
  }
}

const stepOf = (step: ReadonlyArray<Token>, index: string | undefined, constants: ReadonlyMap<string, number>) => {
  const texts = step.map((token) => token.text)
  if (index === undefined) return undefined
  if (texts.join(" ") === `${index} ++` || texts.join(" ") === `++ ${index}`) return 1
  if (texts.join(" ") === `${index} --` || texts.join(" ") === `-- ${index}`) return -1
  if (texts[0] === index && (texts[1] === "+=" || texts[1] === "-=")) {
    const value = evaluate(step.slice(2), constants)
    return value === undefined ? undefined : texts[1] === "+=" ? value : -value
  }
  if (texts[0] === index && texts[1] === "=" && texts[2] === index && (texts[3] === "+" || texts[3] === "-")) {
    const value = evaluate(step.slice(4), constants)
    return value === undefined ? undefined : texts[3] === "+" ? value : -value
  }
  return undefined
}

const modifies = (tokens: ReadonlyArray<Token>, start: number, end: number, name: string): boolean => {
  for (let index = start; index <= end; index++) {
    if (tokens[index]?.text !== name) continue
    const next = tokens[index + 1]?.text ?? ""
    const previous = tokens[index - 1]?.text ?? ""
    if (/^([+\-*/]?=|\+\+|--)$/.test(next) && next !== "==") return true
    if (previous === "++" || previous === "--") return true
  }
  return false
}

const provablyNonNegative = (base: ReadonlyArray<Token>, constants: ReadonlyMap<string, number>): boolean => {
  const value = evaluate(base, constants)
  if (value !== undefined) return value >= 0
  const first = base[0]?.text ?? ""
  if (nonNegative.has(first) && base[1]?.text === "(" && closingText(base) === base.length - 1) return true
  if (first === "dot" && base[1]?.text === "(") {
    const [left = [], right = []] = split(base.slice(2, -1), ",")
    return left.map((token) => token.text).join("") === right.map((token) => token.text).join("")
  }
  return false
}

const closingText = (tokens: ReadonlyArray<Token>): number => closing(tokens, 1)

/** Function definitions at global scope: `type name ( params ) {`. */
const findFunctions = (tokens: ReadonlyArray<Token>): Array<FunctionBody> => {
  const found: Array<FunctionBody> = []
  let depth = 0
  for (let index = 0; index < tokens.length; index++) {
    const text = tokens[index]!.text
    if (text === "{") depth++
    else if (text === "}") depth--
    if (depth !== 0 || text !== "(" || index < 2) continue
    const name = tokens[index - 1]!
    if (!/^[A-Za-z_]/.test(name.text) || keywords.has(name.text) || types.has(name.text)) continue
    const close = closing(tokens, index)
    if (close < 0 || tokens[close + 1]?.text !== "{") continue
    const body = closing(tokens, close + 1)
    if (body < 0) continue
    found.push({
      name: name.text,
      line: name.line,
      open: close + 1,
      close: body,
      params: tokens.slice(index + 1, close)
    })
    index = body
  }
  return found
}

type Raise = (id: string, line: number, note: string, severity?: Flag["severity"]) => void

const dialectChecks = (
  tokens: ReadonlyArray<Token>,
  version: Reading["version"],
  stage: Stage,
  host: Reading["host"],
  raise: Raise
) => {
  if (host === "threejs") return
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!
    const call = tokens[index + 1]?.text === "("
    if (version === "300 es") {
      if (
        (call && (token.text === "texture2D" || token.text === "textureCube")) ||
        token.text === "gl_FragColor" ||
        token.text === "varying" ||
        token.text === "attribute"
      )
        raise(
          "GX-002",
          token.line,
          `${token.text} is GLSL ES 1.00; under #version 300 es use ${token.text === "gl_FragColor" ? "an out vec4" : token.text === "varying" ? (stage === "fragment" ? "in" : "out") : token.text === "attribute" ? "in" : "texture()"}`
        )
    } else if (
      (call && (token.text === "texture" || token.text === "texelFetch" || token.text === "textureLod")) ||
      token.text === "layout"
    )
      raise("GX-002", token.line, `${token.text} is GLSL ES 3.00; it needs #version 300 es`)
  }
}

const indexChecks = (
  tokens: ReadonlyArray<Token>,
  functions: ReadonlyArray<FunctionBody>,
  constants: ReadonlyMap<string, number>,
  loopIndices: ReadonlySet<string>,
  raise: Raise
) => {
  for (const fn of functions)
    for (let index = fn.open + 1; index < fn.close; index++) {
      if (tokens[index]!.text !== "[") continue
      const before = tokens[index - 1]!
      if (!/^[A-Za-z_]/.test(before.text) || types.has(before.text)) continue
      // A declaration `float name[N]` has a type two tokens back.
      if (types.has(tokens[index - 2]?.text ?? "")) continue
      const close = closing(tokens, index)
      const inner = tokens.slice(index + 1, close)
      const dynamic = inner.find(
        (part, at) =>
          /^[A-Za-z_]/.test(part.text) &&
          !constants.has(part.text) &&
          !loopIndices.has(part.text) &&
          !types.has(part.text) &&
          inner[at + 1]?.text !== "("
      )
      if (dynamic !== undefined)
        raise(
          "GX-008",
          before.line,
          `${before.text}[${inner.map((part) => part.text).join("")}] is not a constant-index expression`
        )
    }
}

const divisionChecks = (tokens: ReadonlyArray<Token>, functions: ReadonlyArray<FunctionBody>, raise: Raise) => {
  for (const fn of functions)
    for (let index = fn.open + 1; index < fn.close; index++) {
      if (tokens[index]!.text !== "/" && tokens[index]!.text !== "/=") continue
      const next = tokens[index + 1]
      if (next === undefined) continue
      if ((next.text === "length" || next.text === "dot") && tokens[index + 2]?.text === "(")
        raise("GX-012", next.line, `division by ${next.text}(), which may be zero`)
      else if (next.text === "(") {
        const inner = tokens.slice(index + 2, closing(tokens, index + 1))
        if (split(inner, "-").length > 1 && !/^(max|clamp|abs)$/.test(inner[0]?.text ?? ""))
          raise("GX-012", next.line, `division by (${inner.map((part) => part.text).join(" ")}), which may be zero`)
      }
    }
}

const uninitialisedChecks = (tokens: ReadonlyArray<Token>, functions: ReadonlyArray<FunctionBody>, raise: Raise) => {
  for (const fn of functions)
    for (let index = fn.open + 1; index < fn.close; index++) {
      const type = tokens[index]!.text
      if (!types.has(type) || type === "void") continue
      const previous = tokens[index - 1]?.text ?? ""
      if (!/^[;{}]$|^(lowp|mediump|highp)$/.test(previous)) continue
      const name = tokens[index + 1]
      if (name === undefined || tokens[index + 2]?.text !== ";" || !/^[A-Za-z_]/.test(name.text)) continue
      // The first later use of the name: a write (`name =`, `name.xy =`, an out argument) or a read.
      for (let use = index + 3; use < fn.close; use++) {
        if (tokens[use]!.text !== name.text || tokens[use - 1]?.text === ".") continue
        let after = use + 1
        if (tokens[after]?.text === ".") after += 2
        const next = tokens[after]?.text ?? ""
        const argument = tokens[use - 1]?.text === "(" || tokens[use - 1]?.text === ","
        if (next === "=" || (argument && (next === "," || next === ")"))) break
        raise("GX-016", tokens[use]!.line, `${name.text} (declared on line ${name.line}) is read before it is assigned`)
        break
      }
    }
}

const list = (sites: Sites): string =>
  sites.length === 0 ? "" : ` (line${sites.length === 1 ? "" : "s"} ${[...new Set(sites)].join(", ")})`

const count = (label: string, sites: Sites) => `${label} ${sites.length}${list(sites)}`

/**
 * The `COST per fragment` line: each key with its count, `unknown` when a loop bound is
 * not a constant. `budget.cost_now` must repeat every known `key=value` exactly.
 *
 * @category encoding
 * @since 0.1.0
 */
export const costLine = (cost: Reading["cost"]): string =>
  `COST per fragment: ${costKeys.map((key) => `${key}=${cost[key] ?? "unknown"}`).join(" ")}`

/**
 * The `facts` block of a reading, as spec 3 describes it: one fact per line, `FLAGS
 * RAISED` last (one `- GX-nnn severity line N: note` line per flag, `(none)` when none).
 * An unreadable source says so, with "no measured facts".
 *
 * @category encoding
 * @since 0.1.0
 */
export const render = (reading: Reading): string => {
  const out: Array<string> = ["READER: vouch glsl-reader 1; line numbers refer to `shader` as sent"]
  const dialect = reading.version === "300 es" ? "GLSL ES 3.00 (#version 300 es)" : "GLSL ES 1.00"
  out.push(
    `TARGET: ${reading.target === "" ? "(none)" : reading.target} | DIALECT: ${dialect} | STAGE: ${reading.stage} | LINES: ${reading.lines} | HOST PRELUDE: ${reading.host}`
  )
  if (reading.clipped !== undefined)
    out.push(
      `CLIPPED: marker on line ${reading.clipped.line}; original lines ${reading.clipped.from}-${reading.clipped.to} cut`
    )
  if (reading.compiled === undefined) out.push("COMPILER: none (no compiler ran; diagnostics not available)")
  else {
    const errors = reading.compiled.diagnostics.filter((diagnostic) => diagnostic.severity === "error").length
    out.push(
      `COMPILER: ${reading.compiled.checker}: ${errors} error(s), ${reading.compiled.diagnostics.length - errors} warning(s)`
    )
    for (const diagnostic of reading.compiled.diagnostics.slice(0, 40))
      out.push(`- line ${diagnostic.line} ${diagnostic.severity}: ${diagnostic.message}`)
  }
  if (!reading.readable) {
    out.push(`UNREADABLE: the reader could not read the source (${reading.reason}); no measured facts`)
  } else {
    out.push(
      `ENTRY: ${reading.entry === undefined ? "(none found)" : `${reading.entry.shape} line ${reading.entry.line}`}`
    )
    out.push(
      `PRECISION: ${reading.precision.length === 0 ? "(no declarations)" : reading.precision.map((entry) => `${entry.precision} ${entry.type} (line ${entry.line})`).join("; ")}`
    )
    const declared = (declarations: ReadonlyArray<Declaration>) =>
      declarations.length === 0
        ? "(none)"
        : declarations.map((entry) => `${entry.name} ${entry.type} (line ${entry.line})`).join("; ")
    out.push(`UNIFORMS: ${declared(reading.uniforms)}`)
    out.push(`INTERPOLANTS: ${declared(reading.interpolants)}`)
    const { sites } = reading
    out.push(
      `COUNTS (call sites): ${[
        count("texture fetches", sites.texture),
        count("dependent texture fetches", sites.dependentTexture),
        count("transcendental", sites.transcendental),
        count("normalize", sites.normalize),
        count("length", sites.length),
        count("derivatives", sites.derivatives),
        count("discard", sites.discard),
        count("branches", sites.branches),
        count("non-uniform branches", sites.nonUniformBranches)
      ].join(" | ")}`
    )
    out.push(
      `LOOPS: ${
        reading.loops.length === 0
          ? "(none)"
          : reading.loops
              .map((loop) =>
                loop.kind === "for" && loop.trips !== undefined
                  ? `line ${loop.line} for ${loop.index} in [${loop.from}, ${loop.to}) constant, ${loop.trips} iterations, depth ${loop.depth}`
                  : `line ${loop.line} ${loop.kind}, bound unknown, depth ${loop.depth}`
              )
              .join(" | ")
      }`
    )
    out.push(costLine(reading.cost))
  }
  out.push("FLAGS RAISED")
  if (reading.flags.length === 0) out.push("(none)")
  for (const flag of reading.flags) out.push(`- ${flag.id} ${flag.severity} line ${flag.line}: ${flag.note}`)
  return out.join("\n")
}

/**
 * Reads and renders in one step: the `facts` string a client sends.
 *
 * @category parsing
 * @since 0.1.0
 */
export const facts = (
  source: string,
  options: {
    readonly target?: Target | undefined
    readonly vertex?: string | undefined
    readonly compiler?: Compiler | undefined
  } = {}
): string => render(read(source, options))

/**
 * The GX ids of a `facts` string, in the order sent (the lines under `FLAGS RAISED` of
 * the form `- GX-nnn ...`).
 *
 * @category parsing
 * @since 0.1.0
 */
export const flagIds = (facts: string | undefined): ReadonlyArray<string> => {
  if (facts === undefined) return []
  const at = facts.indexOf("FLAGS RAISED")
  if (at < 0) return []
  return [...facts.slice(at).matchAll(/^\s*-\s*(GX-\d{3})\b/gm)].map((match) => match[1]!)
}

/**
 * The known `key=value` pairs of a `facts` string's `COST per fragment` line.
 *
 * @category parsing
 * @since 0.1.0
 */
export const costOf = (facts: string | undefined): ReadonlyMap<string, number> => {
  const line = facts === undefined ? undefined : /^COST per fragment:(.*)$/m.exec(facts)?.[1]
  if (line === undefined) return new Map()
  return new Map([...line.matchAll(/([a-z_]+)=(\d+)/g)].map((match) => [match[1]!, Number(match[2])]))
}

/**
 * Whether a `facts` string says the reader could not read the source.
 *
 * @category parsing
 * @since 0.1.0
 */
export const unreadable = (facts: string | undefined): boolean =>
  facts !== undefined && /^UNREADABLE:|could not read the source/m.test(facts)

/**
 * The server's reader step (the review kit's `prescan`): a `shader` over the limit is
 * clipped by whole lines (what the client should have done), and an input without
 * `facts` gets the reader's, with the compiler's diagnostics when one is given. A
 * client's `facts` are used as sent.
 *
 * @category parsing
 * @since 0.1.0
 */
export const prepare = <Input extends ShaderReviewInput>(input: Input, compiler?: Compiler | undefined): Input => {
  const clipped = clip(input.shader)
  const shader = clipped.text
  if (input.facts !== undefined && clipped.cut === undefined) return input
  return {
    ...input,
    shader,
    facts: input.facts ?? facts(shader, { target: input.target, vertex: input.vertex, compiler })
  }
}
