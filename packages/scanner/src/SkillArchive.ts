/**
 * Safe, in-memory reading of a skill ZIP archive. Nothing is written to disk and
 * nothing is trusted: the central directory is parsed by hand (to see Unix modes and
 * so symbolic links), every entry is inflated with a hard cap on its output, CRCs are
 * checked, and limits bound the entry count, the total uncompressed size, the size of
 * one entry and the compression ratio. Problems become container issues (and then
 * `VS-ARC-*` findings); reading never throws.
 *
 * @since 0.1.0
 */
import { Inflate } from "fflate"
import { crc32 } from "./internal/crc32.ts"
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
const chunkSize = 16 * 1024

interface CentralEntry {
  readonly name: string
  readonly flags: number
  readonly method: number
  readonly crc: number
  readonly compressedSize: number
  readonly size: number
  readonly localOffset: number
  readonly symlink: boolean
}

const u16 = (view: DataView, offset: number): number => view.getUint16(offset, true)
const u32 = (view: DataView, offset: number): number => view.getUint32(offset, true)
const decoder = new TextDecoder("utf-8")

const findEndOfCentralDirectory = (bytes: Uint8Array, view: DataView): number => {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (u32(view, offset) === 0x06054b50) return offset
  }
  return -1
}

const inflateCapped = (data: Uint8Array, cap: number): Uint8Array | "too-large" | "corrupt" => {
  const output = new Uint8Array(cap)
  let written = 0
  let overflow = false
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > cap) {
      overflow = true
      return
    }
    output.set(chunk, written)
    written += chunk.length
  })
  try {
    for (let offset = 0; offset < data.length && !overflow; offset += chunkSize) {
      const end = Math.min(data.length, offset + chunkSize)
      inflater.push(data.subarray(offset, end), end === data.length)
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true)
  } catch {
    return "corrupt"
  }
  if (overflow) return "too-large"
  return output.subarray(0, written)
}

/**
 * Reads a ZIP archive from its bytes.
 *
 * @category reading
 * @since 0.1.0
 */
export const read = (bytes: Uint8Array, limits: Limits = defaultLimits): SkillContents => {
  const issues: Array<ContainerIssue> = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = bytes.length >= 22 ? findEndOfCentralDirectory(bytes, view) : -1
  if (end < 0) {
    return { files: [], issues: [{ rule: "VS-ARC-004", file: "", detail: "not a ZIP archive" }] }
  }
  const declaredEntries = u16(view, end + 10)
  const directorySize = u32(view, end + 12)
  const directoryOffset = u32(view, end + 16)
  if (declaredEntries === 0xffff || directoryOffset === 0xffffffff) {
    return { files: [], issues: [{ rule: "VS-ARC-004", file: "", detail: "ZIP64 archives are not supported" }] }
  }
  if (directoryOffset + directorySize > end) {
    return { files: [], issues: [{ rule: "VS-ARC-004", file: "", detail: "central directory out of bounds" }] }
  }
  const entries: Array<CentralEntry> = []
  let offset = directoryOffset
  for (let index = 0; index < declaredEntries; index++) {
    if (entries.length >= limits.maxEntries) {
      issues.push({
        rule: "VS-ARC-003",
        file: "",
        detail: `more than ${limits.maxEntries} entries (${declaredEntries} declared)`
      })
      break
    }
    if (offset + 46 > end || u32(view, offset) !== 0x02014b50) {
      issues.push({ rule: "VS-ARC-004", file: "", detail: "corrupt central directory" })
      break
    }
    const madeBy = u16(view, offset + 4)
    const nameLength = u16(view, offset + 28)
    const extraLength = u16(view, offset + 30)
    const commentLength = u16(view, offset + 32)
    const external = u32(view, offset + 38)
    if (offset + 46 + nameLength > end) {
      issues.push({ rule: "VS-ARC-004", file: "", detail: "corrupt central directory" })
      break
    }
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength))
    entries.push({
      name,
      flags: u16(view, offset + 8),
      method: u16(view, offset + 10),
      crc: u32(view, offset + 16),
      compressedSize: u32(view, offset + 20),
      size: u32(view, offset + 24),
      localOffset: u32(view, offset + 42),
      symlink: madeBy >> 8 === 3 && ((external >>> 16) & 0o170000) === 0o120000
    })
    offset += 46 + nameLength + extraLength + commentLength
  }

  const files: Array<SkillFile> = []
  const seen = new Set<string>()
  let total = 0
  let budgetExhausted = false
  for (const entry of entries) {
    const path = normalizePath(entry.name)
    if (entry.symlink) {
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
    if (entry.size > limits.maxEntryBytes) {
      issues.push({ rule: "VS-ARC-003", file: path, detail: `entry larger than ${limits.maxEntryBytes} bytes` })
      continue
    }
    if (total + entry.size > limits.maxTotalBytes) {
      issues.push({ rule: "VS-ARC-003", file: path, detail: `archive larger than ${limits.maxTotalBytes} bytes` })
      budgetExhausted = true
      continue
    }
    if (entry.size > ratioFloor && entry.size / Math.max(1, entry.compressedSize) > limits.maxCompressionRatio) {
      issues.push({ rule: "VS-ARC-003", file: path, detail: "compression ratio too high (zip bomb)" })
      continue
    }
    const local = entry.localOffset
    if (local + 30 > bytes.length || u32(view, local) !== 0x04034b50) {
      issues.push({ rule: "VS-ARC-004", file: path, detail: "missing local header" })
      continue
    }
    const start = local + 30 + u16(view, local + 26) + u16(view, local + 28)
    if (start + entry.compressedSize > bytes.length) {
      issues.push({ rule: "VS-ARC-004", file: path, detail: "entry data out of bounds" })
      continue
    }
    const data = bytes.subarray(start, start + entry.compressedSize)
    let content: Uint8Array
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) {
        issues.push({ rule: "VS-ARC-004", file: path, detail: "stored entry with inconsistent sizes" })
        continue
      }
      content = data.slice()
    } else {
      const inflated = inflateCapped(data, entry.size)
      if (inflated === "too-large") {
        issues.push({ rule: "VS-ARC-003", file: path, detail: "entry inflates beyond its declared size" })
        continue
      }
      if (inflated === "corrupt" || inflated.length !== entry.size) {
        issues.push({ rule: "VS-ARC-004", file: path, detail: "corrupt compressed data" })
        continue
      }
      content = inflated
    }
    if (crc32(content) !== entry.crc) {
      issues.push({ rule: "VS-ARC-004", file: path, detail: "CRC mismatch" })
      continue
    }
    total += content.length
    files.push({ path, bytes: content })
  }
  const root = commonRoot([
    ...files.map((file) => file.path),
    ...issues.flatMap((issue) => (issue.file === "" ? [] : [issue.file]))
  ])
  const strippedFiles = files.map((file) => ({ path: stripRoot(file.path, root), bytes: file.bytes }))
  const strippedIssues = issues.map((issue) => ({ ...issue, file: stripRoot(issue.file, root) }))
  return { files: strippedFiles, issues: strippedIssues }
}
