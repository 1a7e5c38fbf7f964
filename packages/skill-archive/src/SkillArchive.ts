/**
 * Safe reading of a skill packaged as a ZIP archive. Every limit is checked from the
 * central directory before anything is inflated, inflation is bounded by the declared
 * size, and every entry is checked against its CRC. Nothing is written to disk: the
 * result is a sorted list of files in memory, with the archive's `tree_hash` and a
 * content hash that ignores how the files were zipped.
 *
 * Plain functions; the caller decides what to do with a refusal (`problem.status`
 * is 413 for sizes, 400 otherwise).
 *
 * @since 0.1.0
 */
import * as Digest from "./Digest.ts"
import * as SkillManifest from "./SkillManifest.ts"
import * as Zip from "./Zip.ts"

/**
 * Limits applied to every archive.
 *
 * @category models
 * @since 0.1.0
 */
export interface Limits {
  /** Size of the archive itself. */
  readonly maximumArchiveBytes: number
  /** Entries in the central directory, folders included. */
  readonly maximumEntries: number
  /** Uncompressed size of one file. */
  readonly maximumFileBytes: number
  /** Uncompressed size of all files together. */
  readonly maximumTotalBytes: number
  /** Uncompressed / compressed size of one entry (checked above 64 KiB). */
  readonly maximumCompressionRatio: number
  /** Characters in one path. */
  readonly maximumPathLength: number
  /** Folders in one path. */
  readonly maximumDepth: number
}

/**
 * The defaults: 10 MiB archives, 1,000 entries, 10 MiB per file, 50 MiB in all, a
 * compression ratio of at most 100, paths of at most 512 characters and 16 levels.
 *
 * @category constructors
 * @since 0.1.0
 */
export const defaultLimits: Limits = {
  maximumArchiveBytes: 10 * 1024 * 1024,
  maximumEntries: 1000,
  maximumFileBytes: 10 * 1024 * 1024,
  maximumTotalBytes: 50 * 1024 * 1024,
  maximumCompressionRatio: 100,
  maximumPathLength: 512,
  maximumDepth: 16
}

/**
 * Why an archive was refused.
 *
 * @category models
 * @since 0.1.0
 */
export type ProblemKind =
  | "archive_too_large"
  | "too_many_entries"
  | "file_too_large"
  | "total_too_large"
  | "compression_ratio"
  | "not_a_zip"
  | "zip64"
  | "corrupt"
  | "ambiguous"
  | "encrypted"
  | "unsupported_compression"
  | "checksum_mismatch"
  | "absolute_path"
  | "path_traversal"
  | "invalid_name"
  | "symlink"
  | "special_file"
  | "duplicate_path"
  | "empty"
  | "missing_manifest"
  | "invalid_manifest"

/**
 * A refusal: what, where, and the HTTP status it deserves.
 *
 * @category models
 * @since 0.1.0
 */
export interface Problem {
  readonly kind: ProblemKind
  readonly message: string
  readonly path?: string | undefined
  readonly status: 400 | 413
}

/**
 * One file of a skill.
 *
 * @category models
 * @since 0.1.0
 */
export interface SkillFile {
  readonly path: string
  readonly bytes: Uint8Array
  /** `sha256:<hex>` of the bytes: the file's blob address. */
  readonly hash: string
  readonly executable: boolean
}

/**
 * A skill read from an archive.
 *
 * @category models
 * @since 0.1.0
 */
export interface Skill {
  /** Files sorted by path (UTF-8 byte order), folders and ignored entries excluded. */
  readonly files: ReadonlyArray<SkillFile>
  /** `sha256:<hex>` of the archive bytes (the spec's `tree_hash`). */
  readonly treeHash: string
  /** `sha256:<hex>` over the sorted `path NUL file-hash LF` lines: equal for the same files zipped again. */
  readonly contentHash: string
  readonly totalBytes: number
  readonly manifest: SkillManifest.Manifest
}

/**
 * @category models
 * @since 0.1.0
 */
export type Result = { readonly ok: true; readonly skill: Skill } | { readonly ok: false; readonly problem: Problem }

const refuse = (kind: ProblemKind, message: string, path?: string): Result => ({
  ok: false,
  problem: {
    kind,
    message,
    path,
    status: kind === "archive_too_large" || kind === "file_too_large" || kind === "total_too_large" ? 413 : 400
  }
})

/** Structural problems that make readers disagree on what the archive holds. */
const ambiguities: ReadonlySet<Zip.ProblemKind> = new Set([
  "local_header_mismatch",
  "data_descriptor_mismatch",
  "signature_in_data",
  "uncovered_bytes"
])

/** Structural problems are `corrupt`, but for the three with a kind of their own and the `ambiguous` ones. */
const refuseStructure = (problem: Zip.Problem): Result =>
  refuse(
    problem.kind === "not_a_zip" || problem.kind === "zip64" || problem.kind === "too_many_entries"
      ? problem.kind
      : ambiguities.has(problem.kind)
        ? "ambiguous"
        : "corrupt",
    problem.message
  )

const sha256 = (bytes: Uint8Array | string) => `sha256:${Digest.sha256Hex(bytes)}`

const windowsReserved = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i
const forbiddenCharacters = /[<>:"|?*\\]/

/**
 * Checks one entry path; a problem, or `undefined` when it is acceptable.
 *
 * @category validation
 * @since 0.1.0
 */
export const checkPath = (path: string, limits: Limits = defaultLimits): Problem | undefined => {
  const problem = (kind: ProblemKind, message: string): Problem => ({ kind, message, path, status: 400 })
  if (path.startsWith("/") || path.startsWith("\\") || /^[A-Za-z]:/.test(path)) {
    return problem("absolute_path", `${JSON.stringify(path)} is an absolute path.`)
  }
  const segments = path.split(/[/\\]/)
  if (segments.includes("..")) return problem("path_traversal", `${JSON.stringify(path)} leaves the skill folder.`)
  if (path.length === 0 || path.length > limits.maximumPathLength) {
    return problem("invalid_name", `A path must have 1 to ${limits.maximumPathLength} characters.`)
  }
  if (segments.length > limits.maximumDepth + 1) {
    return problem("invalid_name", `${JSON.stringify(path)} is nested deeper than ${limits.maximumDepth} folders.`)
  }
  for (const segment of segments) {
    if (segment === "" || segment === ".")
      return problem("invalid_name", `${JSON.stringify(path)} has an empty or "." segment.`)
    const hidden = Zip.hiddenCharacterOf(segment)
    if (hidden !== undefined) {
      return problem(
        "invalid_name",
        `${JSON.stringify(path)} contains ${hidden}, a control, bidirectional or invisible character.`
      )
    }
    if (forbiddenCharacters.test(segment)) {
      return problem("invalid_name", `${JSON.stringify(path)} contains one of <>:"|?*\\.`)
    }
    if (/[ .]$/.test(segment))
      return problem("invalid_name", `${JSON.stringify(path)} has a segment ending in a space or a dot.`)
    if (windowsReserved.test(segment))
      return problem("invalid_name", `${JSON.stringify(path)} uses a reserved device name.`)
    if (new TextEncoder().encode(segment).length > 255)
      return problem("invalid_name", `A segment of ${JSON.stringify(path)} is over 255 bytes.`)
  }
  return undefined
}

const isIgnored = (path: string) => path.startsWith("__MACOSX/") || path === ".DS_Store" || path.endsWith("/.DS_Store")

const utf8 = new TextEncoder()

/** Compares the UTF-8 bytes of two strings. */
const utf8Order = (left: string, right: string): number => {
  const a = utf8.encode(left)
  const b = utf8.encode(right)
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    if (a[index] !== b[index]) return a[index]! - b[index]!
  }
  return a.length - b.length
}

/**
 * Reads and checks a skill archive.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (archive: Uint8Array, limits: Limits = defaultLimits): Result => {
  if (archive.length > limits.maximumArchiveBytes) {
    return refuse("archive_too_large", `The archive is larger than ${limits.maximumArchiveBytes} bytes.`)
  }
  const end = Zip.readEnd(archive)
  if (!end.ok) return refuseStructure(end.problem)
  const [endProblem] = Zip.checkEnd(end.value, limits.maximumEntries)
  if (endProblem !== undefined) return refuseStructure(endProblem)
  const entries: Array<Zip.Entry> = []
  const directory: Array<Zip.Located> = []
  for (const read of Zip.entries(archive, end.value)) {
    if (!read.ok) return refuseStructure(read.problem)
    // Any problem of the entry's own (a name running past the central directory, a ZIP64
    // marker, a name that is not UTF-8) refuses the archive.
    const [entryProblem] = read.value.problems
    if (entryProblem !== undefined) return refuseStructure(entryProblem)
    // Entry data must lie before the central directory.
    const located = Zip.locate(archive, read.value, end.value.directoryOffset)
    if (!located.ok) return refuseStructure(located.problem)
    // What a streaming reader sees must be what the central directory says.
    const [localProblem] = Zip.checkLocal(located.value)
    if (localProblem !== undefined) return refuseStructure(localProblem)
    entries.push(read.value)
    directory.push(located.value)
  }
  const overlap = Zip.checkOverlap(directory)
  if (overlap !== undefined) return refuseStructure(overlap)
  // Every byte belongs to exactly one record: no prefix, hidden local record or trailing data.
  const [layoutProblem] = Zip.checkLayout(archive, end.value, entries, directory)
  if (layoutProblem !== undefined) return refuseStructure(layoutProblem)

  const accepted: Array<{ readonly path: string; readonly located: Zip.Located; readonly executable: boolean }> = []
  const seen = new Map<string, string>()
  let declaredTotal = 0
  for (const located of directory) {
    const { entry } = located
    const isFolder = entry.name.endsWith("/")
    const rawPath = isFolder ? entry.name.slice(0, -1) : entry.name
    const path = rawPath.normalize("NFC")
    const pathProblem = checkPath(path, limits)
    if (pathProblem !== undefined) return { ok: false, problem: pathProblem }
    if (entry.type === "symbolic_link") return refuse("symlink", `${JSON.stringify(path)} is a symbolic link.`, path)
    if (entry.type === "special") {
      return refuse("special_file", `${JSON.stringify(path)} is a device, pipe or socket.`, path)
    }
    if (isFolder || entry.type === "directory" || isIgnored(path)) continue
    if ((entry.flags & 0x1) !== 0) return refuse("encrypted", `${JSON.stringify(path)} is encrypted.`, path)
    if (entry.method !== 0 && entry.method !== 8) {
      return refuse(
        "unsupported_compression",
        `${JSON.stringify(path)} uses compression method ${entry.method}; only stored and deflate are accepted.`,
        path
      )
    }
    if (entry.uncompressedSize > limits.maximumFileBytes) {
      return refuse("file_too_large", `${JSON.stringify(path)} is larger than ${limits.maximumFileBytes} bytes.`, path)
    }
    if (
      entry.uncompressedSize > 64 * 1024 &&
      entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maximumCompressionRatio
    ) {
      return refuse(
        "compression_ratio",
        `${JSON.stringify(path)} expands more than ${limits.maximumCompressionRatio} times (a zip bomb).`,
        path
      )
    }
    declaredTotal += entry.uncompressedSize
    if (declaredTotal > limits.maximumTotalBytes) {
      return refuse("total_too_large", `The files add up to more than ${limits.maximumTotalBytes} bytes.`)
    }
    const key = path.toLowerCase()
    const previous = seen.get(key)
    if (previous !== undefined) {
      return refuse(
        "duplicate_path",
        `${JSON.stringify(path)} appears twice${previous === path ? "" : ` (as ${JSON.stringify(previous)})`}.`,
        path
      )
    }
    seen.set(key, path)
    accepted.push({ path, located, executable: (entry.mode & 0o111) !== 0 })
  }

  if (accepted.length === 0) return refuse("empty", "The archive contains no files.")
  // A skill zipped as its folder (`my-skill/SKILL.md`, ...) is read from inside that folder.
  const firstSegments = new Set(accepted.map((file) => file.path.split("/")[0]))
  const wrapped =
    !seen.has("skill.md") && firstSegments.size === 1 && accepted.every((file) => file.path.includes("/"))
      ? `${[...firstSegments][0]}/`
      : ""

  const files: Array<SkillFile> = []
  let totalBytes = 0
  for (const { path, located, executable } of accepted) {
    const extracted = Zip.extract(located)
    if (!extracted.ok) {
      const { kind, message } = extracted.problem
      return kind === "checksum_mismatch"
        ? refuse("checksum_mismatch", `${JSON.stringify(path)} fails its CRC-32 check.`, path)
        : kind === "size_mismatch"
          ? refuse("ambiguous", message, path)
          : refuse("corrupt", `${JSON.stringify(path)} does not inflate to its declared size.`, path)
    }
    const bytes = extracted.value
    totalBytes += bytes.length
    files.push({ path: path.slice(wrapped.length), bytes, hash: sha256(bytes), executable })
  }
  files.sort((left, right) => utf8Order(left.path, right.path))

  const manifestFile = files.find((file) => file.path === "SKILL.md")
  if (manifestFile === undefined)
    return refuse("missing_manifest", "A SKILL.md file is required at the top of the skill.")
  const manifest = SkillManifest.parse(manifestFile.bytes)
  if (!manifest.ok) return refuse("invalid_manifest", manifest.message, "SKILL.md")

  return {
    ok: true,
    skill: {
      files,
      treeHash: sha256(archive),
      contentHash: contentHashOf(files),
      totalBytes,
      manifest: manifest.manifest
    }
  }
}

/**
 * The content hash of some files: SHA-256 over `path NUL sha256-hex LF` lines in
 * UTF-8 byte order of the paths.
 *
 * @category constructors
 * @since 0.1.0
 */
export const contentHashOf = (files: ReadonlyArray<Pick<SkillFile, "path" | "hash">>): string =>
  sha256(
    [...files]
      .sort((left, right) => utf8Order(left.path, right.path))
      .map((file) => `${file.path}\u0000${file.hash.replace(/^sha256:/, "")}\n`)
      .join("")
  )
