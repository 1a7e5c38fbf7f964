/**
 * The scanner's input: a skill as a list of files `{path, bytes}`, however it was
 * obtained (a ZIP archive, a directory, memory), plus the problems met while reading
 * the container, which become `archive-integrity` findings.
 *
 * @since 0.1.0
 */
import * as Digest from "@vouch/skill-archive/Digest"

/**
 * One file of a skill. `path` is relative, with `/` separators.
 *
 * @category models
 * @since 0.1.0
 */
export interface SkillFile {
  readonly path: string
  readonly bytes: Uint8Array
}

/**
 * A problem of the container, reported as a finding of the given rule at line 0.
 *
 * @category models
 * @since 0.1.0
 */
export interface ContainerIssue {
  readonly rule: "VS-ARC-001" | "VS-ARC-002" | "VS-ARC-003" | "VS-ARC-004" | "VS-ARC-005" | "VS-ARC-006"
  readonly file: string
  readonly detail: string
}

/**
 * Files and container problems, as read from an archive or a directory.
 *
 * @category models
 * @since 0.1.0
 */
export interface SkillContents {
  readonly files: ReadonlyArray<SkillFile>
  readonly issues: ReadonlyArray<ContainerIssue>
}

/**
 * Normalises a path: `\` becomes `/`, leading `./` and repeated slashes go.
 * Absolute paths and `..` segments are kept (so they can be reported).
 *
 * @category utilities
 * @since 0.1.0
 */
export const normalizePath = (path: string): string =>
  path
    .replaceAll("\\", "/")
    .replace(/\/{2,}/g, "/")
    .replace(/^(\.\/)+/, "")

/**
 * Whether a path escapes the skill: absolute, a drive letter, or a `..` segment.
 *
 * @category utilities
 * @since 0.1.0
 */
export const escapes = (path: string): boolean =>
  path.startsWith("/") || /^[A-Za-z]:/.test(path) || path.split("/").includes("..")

/**
 * The single top-level folder that archives often wrap a skill in (`my-skill/` when
 * every path starts with `my-skill/`), or `undefined` when there is none.
 *
 * @category utilities
 * @since 0.1.0
 */
export const commonRoot = (paths: ReadonlyArray<string>): string | undefined => {
  const [head] = paths
  if (head === undefined || paths.some((path) => !path.includes("/"))) return undefined
  const first = head.slice(0, head.indexOf("/"))
  if (first === "" || first === "..") return undefined
  return paths.every((path) => path.startsWith(`${first}/`)) ? `${first}/` : undefined
}

/**
 * Removes a root found by `commonRoot` from a path (other paths are kept).
 *
 * @category utilities
 * @since 0.1.0
 */
export const stripRoot = (path: string, root: string | undefined): string =>
  root !== undefined && path.startsWith(root) ? path.slice(root.length) : path

const sha256Hex = Digest.sha256Hex

/**
 * `sha256:<hex>` of bytes (the spec's tree hash is this of the archive bytes).
 *
 * @category encoding
 * @since 0.1.0
 */
export const sha256 = (bytes: Uint8Array): string => `sha256:${sha256Hex(bytes)}`

/**
 * `sha256:<hex>` over the lines `path NUL sha256hex(content) LF` sorted by path in
 * code-point (UTF-8 byte) order: identical for the same files however they were
 * archived.
 *
 * @category encoding
 * @since 0.1.0
 */
export const contentHash = (files: ReadonlyArray<SkillFile>): string => {
  const lines = [...files]
    .sort((left, right) => compareCodePoints(left.path, right.path))
    .map((file) => `${file.path}\u0000${sha256Hex(file.bytes)}\n`)
  return `sha256:${sha256Hex(lines.join(""))}`
}

/**
 * Orders strings by Unicode code point (the same as UTF-8 byte order), not by UTF-16
 * code unit: the order every report and hash of this package uses.
 *
 * @category utilities
 * @since 0.1.0
 */
export const compareCodePoints = (left: string, right: string): number => {
  const a = [...left]
  const b = [...right]
  for (const [index, character] of a.entries()) {
    const other = b[index]
    if (other === undefined) break
    const difference = (character.codePointAt(0) ?? 0) - (other.codePointAt(0) ?? 0)
    if (difference !== 0) return difference
  }
  return a.length - b.length
}
