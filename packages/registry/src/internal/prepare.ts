/**
 * The CPU-heavy half of a save, as plain functions shared by the calling thread and
 * the scan workers: `SkillArchive.read` (check, inflate, hash) and the reference scan.
 * `pack` / `unpack` move a prepared archive between threads in one transferred buffer
 * (the files' bytes side by side), so the main thread neither copies nor re-hashes.
 */
import { Scanner, type ScanReport } from "@vouch/scanner"
import { SkillArchive, Zip } from "@vouch/skill-archive"

/** A read and scanned archive, or the refusal of `SkillArchive.read`. */
export type Prepared =
  | { readonly ok: true; readonly skill: SkillArchive.Skill; readonly report: ScanReport.ScanReport }
  | { readonly ok: false; readonly problem: SkillArchive.Problem }

/** Reads and scans an archive on the current thread. */
export const prepare = (archive: Uint8Array, limits: SkillArchive.Limits): Prepared => {
  const read = SkillArchive.read(archive, limits)
  return read.ok ? { ok: true, skill: read.skill, report: Scanner.scanArchive(archive) } : read
}

interface PackedFile {
  readonly path: string
  readonly hash: string
  readonly executable: boolean
  readonly offset: number
  readonly length: number
}

/** A `Prepared` as a worker posts it: the files' bytes in `buffer` (transferred). */
export type Packed =
  | { readonly ok: false; readonly problem: SkillArchive.Problem }
  | {
      readonly ok: true
      readonly skill: Omit<SkillArchive.Skill, "files"> & { readonly files: ReadonlyArray<PackedFile> }
      readonly report: ScanReport.ScanReport
      readonly buffer: ArrayBuffer
    }

export const pack = (prepared: Prepared): { readonly packed: Packed; readonly transfer: Array<ArrayBuffer> } => {
  if (!prepared.ok) return { packed: prepared, transfer: [] }
  const { files, ...rest } = prepared.skill
  const buffer = new ArrayBuffer(files.reduce((sum, file) => sum + file.bytes.length, 0))
  const target = new Uint8Array(buffer)
  let offset = 0
  const packedFiles = files.map((file) => {
    target.set(file.bytes, offset)
    const packed = { path: file.path, hash: file.hash, executable: file.executable, offset, length: file.bytes.length }
    offset += file.bytes.length
    return packed
  })
  return {
    packed: { ok: true, skill: { ...rest, files: packedFiles }, report: prepared.report, buffer },
    transfer: [buffer]
  }
}

export const unpack = (packed: Packed): Prepared => {
  if (!packed.ok) return packed
  const { files, ...rest } = packed.skill
  return {
    ok: true,
    skill: {
      ...rest,
      files: files.map((file) => ({
        path: file.path,
        hash: file.hash,
        executable: file.executable,
        bytes: new Uint8Array(packed.buffer, file.offset, file.length)
      }))
    },
    report: packed.report
  }
}

/**
 * The bytes a save of this archive holds in memory at most: the archive and the
 * declared uncompressed size of its entries (from the central directory, without
 * inflating anything; `SkillArchive.read` never inflates past a declared size),
 * capped by the limits. A malformed archive costs its own size (reading refuses it
 * before inflating).
 */
export const declaredBytes = (archive: Uint8Array, limits: SkillArchive.Limits): number => {
  const end = Zip.readEnd(archive)
  if (!end.ok) return archive.length
  let total = 0
  let count = 0
  for (const entry of Zip.entries(archive, end.value)) {
    if (!entry.ok || ++count > limits.maximumEntries) break
    total += entry.value.uncompressedSize
    if (total > limits.maximumTotalBytes) return archive.length + limits.maximumTotalBytes
  }
  return archive.length + total
}
