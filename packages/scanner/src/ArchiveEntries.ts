/**
 * Safe, in-memory reading of a skill ZIP archive. Nothing is written to disk and
 * nothing is trusted: the structure is read with `@vouch/skill-archive`'s `Zip` (which
 * sees Unix modes and so symbolic links), every entry is inflated with a hard cap on its
 * output, CRCs are checked, and limits bound the entry count, the total uncompressed
 * size, the size of one entry and the compression ratio. The archive is also read as a
 * streaming reader would read it: a local header that disagrees with the central
 * directory, or bytes outside every record (a hidden local record, a prefix, trailing
 * data), make readers see different files (`VS-ARC-005`); a name with a control, bidi
 * or invisible character can show as another name (`VS-ARC-006`). Unlike the registry's reader,
 * which stops at the first problem, every problem becomes a container issue (and then a
 * `VS-ARC-*` finding) and reading goes on; it never throws.
 *
 * @since 0.1.0
 */
import * as Zip from "@vouch/skill-archive/Zip"
import type { ContainerIssue, SkillContents, SkillFile } from "./SkillFile.ts"
import { commonRoot, escapes, normalizePath, stripRoot } from "./SkillFile.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface Limits {
  /** Entries (files, folders, links) read at most; the rest is reported, not read. */
  readonly maxEntries: number
  /** Total uncompressed bytes of all files. */
  readonly maxTotalBytes: number
  /** Uncompressed bytes of one file. */
  readonly maxEntryBytes: number
  /** Uncompressed/compressed ratio above which an entry larger than 64 KiB is refused. */
  readonly maxCompressionRatio: number
}

/**
 * 10 000 entries, 64 MiB in total, 16 MiB per file, ratio 200.
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultLimits: Limits = {
  maxEntries: 10_000,
  maxTotalBytes: 64 * 1024 * 1024,
  maxEntryBytes: 16 * 1024 * 1024,
  maxCompressionRatio: 200
}

const ratioFloor = 64 * 1024

const archiveIssue = (detail: string): SkillContents => ({
  files: [],
  issues: [{ rule: "VS-ARC-004", file: "", detail }]
})

/** The issue for each problem `Zip.locate` and `Zip.extract` report once an entry has passed the checks here. */
const dataIssue = (path: string, method: number, problem: Zip.Problem): ContainerIssue => {
  switch (problem.kind) {
    case "missing_local_header":
      return { rule: "VS-ARC-004", file: path, detail: "missing local header" }
    case "data_outside":
      return { rule: "VS-ARC-004", file: path, detail: "entry data out of bounds" }
    case "size_mismatch":
      // A deflate stream that ends before the entry's data: a streaming reader looks for the next record there.
      return method === 8
        ? { rule: "VS-ARC-005", file: path, detail: "deflate stream ends before the entry's data" }
        : { rule: "VS-ARC-004", file: path, detail: "stored entry with inconsistent sizes" }
    case "exceeds_declared_size":
      return { rule: "VS-ARC-003", file: path, detail: "entry inflates beyond its declared size" }
    case "checksum_mismatch":
      return { rule: "VS-ARC-004", file: path, detail: "CRC mismatch" }
    default:
      return { rule: "VS-ARC-004", file: path, detail: "corrupt compressed data" }
  }
}

/**
 * Reads a ZIP archive from its bytes.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (bytes: Uint8Array, limits: Limits = defaultLimits): SkillContents => {
  const end = Zip.readEnd(bytes)
  if (!end.ok) return archiveIssue("not a ZIP archive")
  // A ZIP64 directory size alone reads as a directory out of bounds; several disks are
  // reported below, and the rest is read.
  const endProblem = Zip.checkEnd(end.value).find(
    (problem) => problem.kind === "directory_outside" || (problem.kind === "zip64" && problem.field !== "directorySize")
  )
  if (endProblem !== undefined) {
    return archiveIssue(
      endProblem.kind === "zip64" ? "ZIP64 archives are not supported" : "central directory out of bounds"
    )
  }
  const issues: Array<ContainerIssue> = []
  if (end.value.diskNumber !== 0) issues.push({ rule: "VS-ARC-004", file: "", detail: "multi-disk archive" })
  const entries: Array<Zip.Entry> = []
  // Not reported here: a ZIP64 marker on an entry (its size then reads as 4 GiB, over the
  // limits, which report it) and a name in another encoding than UTF-8 (read as it is;
  // archivers disagree on how they mark names, so it says nothing about intent).
  for (const read of Zip.entries(bytes, end.value)) {
    if (entries.length >= limits.maxEntries) {
      issues.push({
        rule: "VS-ARC-003",
        file: "",
        detail: `more than ${limits.maxEntries} entries (${end.value.entryCount} declared)`
      })
      break
    }
    if (!read.ok || read.value.problems.some((problem) => problem.kind === "name_outside_directory")) {
      issues.push({ rule: "VS-ARC-004", file: "", detail: "corrupt central directory" })
      break
    }
    entries.push(read.value)
  }

  // Every entry is followed to its local header, and the archive is checked as a
  // streaming reader would see it: local headers against the central directory, and
  // every byte inside exactly one record (unless the walk stopped early).
  const locations = entries.map((entry) => Zip.locate(bytes, entry))
  const located = locations.flatMap((location) => (location.ok ? [location.value] : []))
  for (const location of located) {
    for (const problem of Zip.checkLocal(location)) {
      issues.push({ rule: "VS-ARC-005", file: normalizePath(location.entry.name), detail: problem.message })
    }
  }
  if (entries.length === end.value.entryCount) {
    for (const problem of Zip.checkLayout(bytes, end.value, entries, located)) {
      issues.push({ rule: "VS-ARC-005", file: "", detail: problem.message })
    }
  }

  const files: Array<SkillFile> = []
  const seen = new Set<string>()
  let total = 0
  let budgetExhausted = false
  for (const [index, entry] of entries.entries()) {
    const path = normalizePath(entry.name)
    const hidden = Zip.hiddenCharacterOf(entry.name)
    if (hidden !== undefined) {
      issues.push({ rule: "VS-ARC-006", file: path, detail: `name contains ${hidden} (control, bidi or invisible)` })
    }
    if (entry.type === "symbolic_link") {
      issues.push({ rule: "VS-ARC-001", file: path, detail: "symbolic link" })
      continue
    }
    if (escapes(path)) issues.push({ rule: "VS-ARC-002", file: path, detail: "path escapes the skill" })
    if (path.endsWith("/")) continue
    if (seen.has(path)) issues.push({ rule: "VS-ARC-004", file: path, detail: "duplicate entry" })
    seen.add(path)
    if ((entry.flags & 1) !== 0) {
      issues.push({ rule: "VS-ARC-004", file: path, detail: "encrypted entry" })
      continue
    }
    if (entry.method !== 0 && entry.method !== 8) {
      issues.push({ rule: "VS-ARC-004", file: path, detail: `unsupported compression method ${entry.method}` })
      continue
    }
    if (budgetExhausted) continue
    if (entry.uncompressedSize > limits.maxEntryBytes) {
      issues.push({ rule: "VS-ARC-003", file: path, detail: `entry larger than ${limits.maxEntryBytes} bytes` })
      continue
    }
    if (total + entry.uncompressedSize > limits.maxTotalBytes) {
      issues.push({ rule: "VS-ARC-003", file: path, detail: `archive larger than ${limits.maxTotalBytes} bytes` })
      budgetExhausted = true
      continue
    }
    if (
      entry.uncompressedSize > ratioFloor &&
      entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxCompressionRatio
    ) {
      issues.push({ rule: "VS-ARC-003", file: path, detail: "compression ratio too high (zip bomb)" })
      continue
    }
    const location = locations[index]!
    const content = location.ok ? Zip.extract(location.value) : location
    if (!content.ok) {
      issues.push(dataIssue(path, entry.method, content.problem))
      continue
    }
    total += content.value.length
    files.push({ path, bytes: content.value })
  }
  // Entries sharing bytes: a zip bomb that needs no compression ratio (each is read, within the limits).
  if (Zip.checkOverlap(located) !== undefined)
    issues.push({ rule: "VS-ARC-004", file: "", detail: "entries overlap (zip bomb)" })
  const root = commonRoot([
    ...files.map((file) => file.path),
    ...issues.flatMap((issue) => (issue.file === "" ? [] : [issue.file]))
  ])
  const strippedFiles = files.map((file) => ({ path: stripRoot(file.path, root), bytes: file.bytes }))
  const strippedIssues = issues.map((issue) => ({ ...issue, file: stripRoot(issue.file, root) }))
  return { files: strippedFiles, issues: strippedIssues }
}
