/**
 * Semantic versions (semver 2.0.0): strict parsing, precedence, and the patch
 * increment the registry applies when a save names no version. Parsing, precedence and
 * increments are `effect`'s `SemVer`; this module adds the registry's length limit and
 * a plain-object view (a `SemanticVersion` is any object with the five fields).
 *
 * @since 0.1.0
 */

import { Result, SemVer } from "effect"

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

/** The longest version string the registry accepts. */
const maximumLength = 128

const toSemVer = (version: SemanticVersion): SemVer.SemVer =>
  SemVer.isSemVer(version) ? version : SemVer.make(version)

/**
 * Parses a version string; `undefined` when it is not valid semver 2.0.0 or longer
 * than 128 characters. Numeric parts must be safe integers.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parse = (text: string): SemanticVersion | undefined =>
  text.length > maximumLength ? undefined : Result.getOrUndefined(SemVer.parse(text))

/**
 * Whether a string is a valid version.
 *
 * @category validation
 * @since 0.1.0
 */
export const isValid = (text: string): boolean => parse(text) !== undefined

/**
 * Formats a version back to its canonical string.
 *
 * @category encoding
 * @since 0.1.0
 */
export const format = (version: SemanticVersion): string => SemVer.format(toSemVer(version))

/**
 * Precedence: negative, zero or positive. Build metadata does not count (two versions
 * differing only by build compare equal).
 *
 * @category utilities
 * @since 0.1.0
 */
export const compare = (left: SemanticVersion, right: SemanticVersion): number =>
  SemVer.Order(toSemVer(left), toSemVer(right))

/**
 * The next patch version: `1.2.3` → `1.2.4`; a prerelease `1.2.3-beta.1` → `1.2.3`
 * (its release); build metadata is dropped.
 *
 * @category constructors
 * @since 0.1.0
 */
export const incrementPatch = (version: SemanticVersion): SemanticVersion => SemVer.bumpPatch(toSemVer(version))

/**
 * The highest of some versions, or `undefined` for none.
 *
 * @category utilities
 * @since 0.1.0
 */
export const latest = (versions: Iterable<SemanticVersion>): SemanticVersion | undefined => {
  let best: SemanticVersion | undefined
  for (const version of versions) if (best === undefined || compare(version, best) > 0) best = version
  return best
}
