/**
 * Semantic versions (semver 2.0.0): strict parsing, precedence, and the patch
 * increment the registry applies when a save names no version.
 *
 * @since 0.1.0
 */

/**
 * @category models
 * @since 0.1.0
 */
export interface SemanticVersion {
  readonly major: number
  readonly minor: number
  readonly patch: number
  readonly prerelease: ReadonlyArray<string | number>
  readonly build: ReadonlyArray<string>
}

const pattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

/**
 * Parses a version string; `undefined` when it is not valid semver 2.0.0 or longer
 * than 128 characters. Numeric parts must be safe integers.
 *
 * @category decoding
 * @since 0.1.0
 */
export const parse = (text: string): SemanticVersion | undefined => {
  if (text.length > 128) return undefined
  const match = pattern.exec(text)
  if (match === null) return undefined
  const numbers = [match[1], match[2], match[3]].map(Number)
  if (numbers.some((value) => !Number.isSafeInteger(value))) return undefined
  const prerelease =
    match[4] === undefined ? [] : match[4].split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part))
  if (prerelease.some((part) => typeof part === "number" && !Number.isSafeInteger(part))) return undefined
  return {
    major: numbers[0]!,
    minor: numbers[1]!,
    patch: numbers[2]!,
    prerelease,
    build: match[5] === undefined ? [] : match[5].split(".")
  }
}

/**
 * Whether a string is a valid version.
 *
 * @category guards
 * @since 0.1.0
 */
export const isValid = (text: string): boolean => parse(text) !== undefined

/**
 * Formats a version back to its canonical string.
 *
 * @category encoding
 * @since 0.1.0
 */
export const format = (version: SemanticVersion): string =>
  `${version.major}.${version.minor}.${version.patch}${version.prerelease.length > 0 ? `-${version.prerelease.join(".")}` : ""}${version.build.length > 0 ? `+${version.build.join(".")}` : ""}`

/**
 * Precedence: negative, zero or positive. Build metadata does not count (two versions
 * differing only by build compare equal).
 *
 * @category ordering
 * @since 0.1.0
 */
export const compare = (left: SemanticVersion, right: SemanticVersion): number => {
  for (const key of ["major", "minor", "patch"] as const) {
    if (left[key] !== right[key]) return left[key] < right[key] ? -1 : 1
  }
  if (left.prerelease.length === 0 || right.prerelease.length === 0) {
    return left.prerelease.length === right.prerelease.length ? 0 : left.prerelease.length === 0 ? 1 : -1
  }
  const length = Math.max(left.prerelease.length, right.prerelease.length)
  for (let index = 0; index < length; index++) {
    const a = left.prerelease[index]
    const b = right.prerelease[index]
    if (a === undefined) return -1
    if (b === undefined) return 1
    if (a === b) continue
    if (typeof a === "number" && typeof b === "number") return a < b ? -1 : 1
    if (typeof a === "number") return -1
    if (typeof b === "number") return 1
    return a < b ? -1 : 1
  }
  return 0
}

/**
 * The next patch version: `1.2.3` → `1.2.4`; a prerelease `1.2.3-beta.1` → `1.2.3`
 * (its release); build metadata is dropped.
 *
 * @category constructors
 * @since 0.1.0
 */
export const incrementPatch = (version: SemanticVersion): SemanticVersion => ({
  major: version.major,
  minor: version.minor,
  patch: version.prerelease.length > 0 ? version.patch : version.patch + 1,
  prerelease: [],
  build: []
})

/**
 * The highest of some versions, or `undefined` for none.
 *
 * @category ordering
 * @since 0.1.0
 */
export const latest = (versions: Iterable<SemanticVersion>): SemanticVersion | undefined => {
  let best: SemanticVersion | undefined
  for (const version of versions) if (best === undefined || compare(version, best) > 0) best = version
  return best
}
