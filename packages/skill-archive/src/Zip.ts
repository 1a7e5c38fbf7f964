/**
 * An entry-level reader of a ZIP archive's structure that never throws and never trusts
 * the bytes: every offset and length is checked against the archive before it is used,
 * and every structural problem comes back as a value. Pure, synchronous functions.
 *
 * The steps, in the order a reader takes them:
 *
 * 1. `readEnd` finds the end-of-central-directory record;
 * 2. `checkEnd` lists what is wrong with it (ZIP64, several disks, too many entries, a
 *    central directory outside the archive);
 * 3. `entries` walks the central directory: name, flags, method, CRC, sizes, host
 *    system, Unix mode and file type (so symbolic links are visible), each entry with
 *    its own problems;
 * 4. `locate` follows an entry to its local header, data and data descriptor;
 *    `checkLocal` compares the local header with the central entry (a streaming reader
 *    reads the local header, a central-directory reader the central entry: they must
 *    see the same file); `checkOverlap` finds entries sharing bytes (non-recursive zip
 *    bombs); `checkLayout` checks that the records tile the archive exactly (no
 *    prefix, gap, unlisted local record or trailing data);
 * 5. `extract` inflates an entry with a hard cap at its declared size, checks that the
 *    deflate stream ends exactly at the end of the entry's data, and checks its CRC-32
 *    (`inflate` and `crc32` are the pieces it uses).
 *
 * A strict reader stops at the first problem; a lenient one reports each and goes on.
 *
 * No Node imports: `Uint8Array`, `TextDecoder` and fflate's inflater, so the reader
 * runs in browsers and edge runtimes too. Where the runtime offers Node's `zlib` module
 * as a built-in (Node, Deno, Bun; read with `process.getBuiltinModule`, not imported),
 * `inflate` and `crc32` use its native code (about four and fifteen times faster), with
 * the same results, problems and caps; `inflatePortable` and `crc32Portable` are the
 * JavaScript versions, used elsewhere.
 *
 * @since 0.1.0
 */
import { Inflate } from "fflate"

/**
 * What can be wrong with an archive, from its end record to the bytes of one entry.
 *
 * @category models
 * @since 0.1.0
 */
export type ProblemKind =
  | "not_a_zip"
  | "zip64"
  | "multi_disk"
  | "too_many_entries"
  | "directory_outside"
  | "malformed_entry"
  | "name_outside_directory"
  | "invalid_name"
  | "missing_local_header"
  | "data_outside"
  | "overlapping_entries"
  | "local_header_mismatch"
  | "data_descriptor_mismatch"
  | "signature_in_data"
  | "uncovered_bytes"
  | "encrypted"
  | "unsupported_method"
  | "size_mismatch"
  | "exceeds_declared_size"
  | "corrupt_data"
  | "too_large"
  | "checksum_mismatch"

/**
 * The field of a record that holds a ZIP64 marker (`0xffff` or `0xffffffff`).
 *
 * @category models
 * @since 0.1.0
 */
export type Zip64Field =
  | "entryCount"
  | "directorySize"
  | "directoryOffset"
  | "compressedSize"
  | "uncompressedSize"
  | "localHeaderOffset"
  | "extraField"

/**
 * A structural problem, with a message fit for the person who sent the archive.
 *
 * @category models
 * @since 0.1.0
 */
export type Problem =
  | { readonly kind: "zip64"; readonly field: Zip64Field; readonly message: string }
  | { readonly kind: Exclude<ProblemKind, "zip64">; readonly message: string }

/**
 * A value, or the problem that prevented it.
 *
 * @category models
 * @since 0.1.0
 */
export type Result<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly problem: Problem }

/**
 * The end-of-central-directory record, as declared (see `checkEnd`).
 *
 * @category models
 * @since 0.1.0
 */
export interface EndOfCentralDirectory {
  /** Where the record starts; the central directory must end before it. */
  readonly offset: number
  readonly diskNumber: number
  /** The disk where the central directory starts. */
  readonly directoryDisk: number
  /** Entries on this disk: the same as `entryCount` in a single-disk archive. */
  readonly diskEntryCount: number
  readonly entryCount: number
  readonly directorySize: number
  readonly directoryOffset: number
  /** The declared length of the comment that follows the record: up to the end of the archive. */
  readonly commentLength: number
}

/**
 * What the Unix mode of an entry says it is; `unspecified` when the entry was not made
 * on Unix or carries no file type.
 *
 * @category models
 * @since 0.1.0
 */
export type FileType = "file" | "directory" | "symbolic_link" | "special" | "unspecified"

/**
 * One central directory entry, as declared.
 *
 * @category models
 * @since 0.1.0
 */
export interface Entry {
  /** Position in the central directory, from 0. */
  readonly index: number
  /** The name as UTF-8, invalid sequences replaced by U+FFFD (see `problems`). */
  readonly name: string
  /** A view of the archive. */
  readonly nameBytes: Uint8Array
  /** General purpose flags: bit 0 encrypted, bit 11 UTF-8 name. */
  readonly flags: number
  /** Compression method: 0 stored, 8 deflate. */
  readonly method: number
  readonly crc: number
  readonly compressedSize: number
  readonly uncompressedSize: number
  /** The high byte of "version made by": 3 for Unix. */
  readonly hostSystem: number
  readonly externalAttributes: number
  /** The Unix mode (type and permission bits); 0 when the entry was not made on Unix. */
  readonly mode: number
  readonly type: FileType
  readonly localHeaderOffset: number
  /** The extra field of the central header: a view of the archive. */
  readonly extraField: Uint8Array
  /** Where the central header (name, extra field and comment included) ends. */
  readonly centralEnd: number
  /**
   * The entry's own problems, in this order: `name_outside_directory` (the name runs
   * into the end record; it is read no further than the archive), `zip64` (one per
   * marked field), `invalid_name` (not UTF-8, or non-ASCII without the UTF-8 flag).
   */
  readonly problems: ReadonlyArray<Problem>
}

/**
 * A local file header, as declared: what a streaming reader (one that reads the archive
 * from its start, such as Java's `ZipInputStream`) believes.
 *
 * @category models
 * @since 0.2.0
 */
export interface LocalHeader {
  readonly offset: number
  readonly flags: number
  readonly method: number
  readonly crc: number
  readonly compressedSize: number
  readonly uncompressedSize: number
  /** A view of the archive. */
  readonly nameBytes: Uint8Array
  /** A view of the archive. */
  readonly extraField: Uint8Array
}

/**
 * An entry with its local header and the place of its data.
 *
 * @category models
 * @since 0.1.0
 */
export interface Located {
  readonly entry: Entry
  /** @since 0.2.0 */
  readonly local: LocalHeader
  readonly dataOffset: number
  /** The compressed bytes: a view of the archive, `entry.compressedSize` long. */
  readonly data: Uint8Array
  /**
   * The data descriptor after the data, when the entry has flag bit 3: 16 bytes (its
   * signature, CRC-32 and 32-bit sizes); 0 when there is none, it lacks its signature or
   * it disagrees with the central directory (`checkLocal` reports it).
   *
   * @since 0.2.0
   */
  readonly descriptorLength: 0 | 16
  /**
   * Where the entry's record (local header, data, data descriptor) ends.
   *
   * @since 0.2.0
   */
  readonly end: number
}

const endSignature = 0x06054b50
const centralSignature = 0x02014b50
const localSignature = 0x04034b50
const descriptorSignature = 0x08074b50
const endLength = 22
const centralHeaderLength = 46
const localHeaderLength = 30
const maximumCommentLength = 0xffff
const marker16 = 0xffff
const marker32 = 0xffffffff
const unixHost = 3
const encryptedFlag = 0x1
const descriptorFlag = 0x8
const utf8Flag = 0x800
const zip64Extra = 0x0001
const unicodePathExtra = 0x7075
// The compressed bytes given to the inflater at a time: about a thousandth of the
// declared size (deflate expands at most about 1032 times, so one step's output stays
// near the declared size before the inflater is abandoned), between 16 KiB and 64 KiB.
// Not less: each step costs fflate a copy of its 32 KiB window, and 1 KiB steps made
// inflating an 87 KB entry take 12 ms instead of 1.1 ms; a bomb is still abandoned after
// its first step, having produced at most about 16.5 MB.
const stepBytesOf = (declaredSize: number) => Math.min(64 * 1024, Math.max(16 * 1024, Math.ceil(declaredSize / 1024)))

const lenientUtf8 = new TextDecoder("utf-8")
const strictUtf8 = new TextDecoder("utf-8", { fatal: true })

const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    strictUtf8.decode(bytes)
    return true
  } catch {
    return false
  }
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** An offset or a length that can be used against a buffer. */
const isPosition = (value: number) => Number.isSafeInteger(value) && value >= 0

/** Where reading must stop: `boundary` within the archive, nothing at all for a boundary that is no position. */
const limitOf = (bytes: Uint8Array, boundary: number) => (isPosition(boundary) ? Math.min(boundary, bytes.length) : 0)

const success = <A>(value: A): Result<A> => ({ ok: true, value })

const failure = <A>(problem: Problem): Result<A> => ({ ok: false, problem })

/**
 * Finds the end-of-central-directory record: the last one in the archive's final
 * 64 KiB + 22 bytes (the record and the longest comment). `not_a_zip` when there is none.
 *
 * @category parsing
 * @since 0.1.0
 */
export const readEnd = (bytes: Uint8Array): Result<EndOfCentralDirectory> => {
  if (bytes.length < endLength) {
    return failure({ kind: "not_a_zip", message: "The archive is too short to be a ZIP file." })
  }
  const view = viewOf(bytes)
  const earliest = Math.max(0, bytes.length - endLength - maximumCommentLength)
  for (let offset = bytes.length - endLength; offset >= earliest; offset--) {
    if (view.getUint32(offset, true) === endSignature) {
      return success({
        offset,
        diskNumber: view.getUint16(offset + 4, true),
        directoryDisk: view.getUint16(offset + 6, true),
        diskEntryCount: view.getUint16(offset + 8, true),
        entryCount: view.getUint16(offset + 10, true),
        directorySize: view.getUint32(offset + 12, true),
        directoryOffset: view.getUint32(offset + 16, true),
        commentLength: view.getUint16(offset + 20, true)
      })
    }
  }
  return failure({ kind: "not_a_zip", message: "No ZIP end-of-central-directory record was found." })
}

/**
 * Every problem of an end record, in this order: `zip64` (one per marked field),
 * `multi_disk` (a disk number other than 0, or a count of entries on this disk other
 * than the total), `too_many_entries` (when more than `maximumEntries` are declared) and
 * `directory_outside`. Empty when the central directory can be walked.
 *
 * @category parsing
 * @since 0.1.0
 */
export const checkEnd = (
  end: EndOfCentralDirectory,
  maximumEntries: number = Number.POSITIVE_INFINITY
): ReadonlyArray<Problem> => {
  const problems: Array<Problem> = []
  const markers: ReadonlyArray<readonly [Zip64Field, boolean]> = [
    ["entryCount", end.entryCount === marker16],
    ["directorySize", end.directorySize === marker32],
    ["directoryOffset", end.directoryOffset === marker32]
  ]
  for (const [field, marked] of markers) {
    if (marked) problems.push({ kind: "zip64", field, message: "ZIP64 archives are not accepted." })
  }
  const countsDiffer = end.entryCount !== marker16 && end.diskEntryCount !== end.entryCount
  if (end.diskNumber !== 0 || end.directoryDisk !== 0 || countsDiffer) {
    problems.push({ kind: "multi_disk", message: "Multi-disk ZIP archives are not accepted." })
  }
  if (end.entryCount > maximumEntries) {
    problems.push({
      kind: "too_many_entries",
      message: `The archive has ${end.entryCount} entries; at most ${maximumEntries} are accepted.`
    })
  }
  if (end.directoryOffset + end.directorySize > end.offset) {
    problems.push({ kind: "directory_outside", message: "The central directory lies outside the archive." })
  }
  return problems
}

const fileTypeOf = (mode: number): FileType => {
  switch (mode & 0o170000) {
    case 0:
      return "unspecified"
    case 0o100000:
      return "file"
    case 0o040000:
      return "directory"
    case 0o120000:
      return "symbolic_link"
    default:
      return "special"
  }
}

/**
 * Walks the central directory, one entry at a time (so a reader can stop whenever it
 * likes). It stops after yielding a `malformed_entry` problem: a header that is cut
 * short or lacks its signature, after which nothing can be trusted to be where it says.
 * An entry's other problems are in `Entry.problems`; the walk goes on after them.
 *
 * @category parsing
 * @since 0.1.0
 */
export function* entries(bytes: Uint8Array, end: EndOfCentralDirectory): Generator<Result<Entry>, void, undefined> {
  const view = viewOf(bytes)
  // The headers must lie before the end record, itself inside the archive.
  const limit = limitOf(bytes, end.offset)
  let offset = end.directoryOffset
  for (let index = 0; index < end.entryCount; index++) {
    if (
      !isPosition(offset) ||
      offset + centralHeaderLength > limit ||
      view.getUint32(offset, true) !== centralSignature
    ) {
      yield failure({ kind: "malformed_entry", message: `Central directory entry ${index + 1} is malformed.` })
      return
    }
    const versionMadeBy = view.getUint16(offset + 4, true)
    const flags = view.getUint16(offset + 8, true)
    const compressedSize = view.getUint32(offset + 20, true)
    const uncompressedSize = view.getUint32(offset + 24, true)
    const nameLength = view.getUint16(offset + 28, true)
    const externalAttributes = view.getUint32(offset + 38, true)
    const localHeaderOffset = view.getUint32(offset + 42, true)
    const nameStart = offset + centralHeaderLength
    const nameEnd = nameStart + nameLength
    const problems: Array<Problem> = []
    if (nameEnd > limit) {
      problems.push({
        kind: "name_outside_directory",
        message: `The name of central directory entry ${index + 1} runs into the end-of-central-directory record.`
      })
    }
    const markers: ReadonlyArray<readonly [Zip64Field, number]> = [
      ["compressedSize", compressedSize],
      ["uncompressedSize", uncompressedSize],
      ["localHeaderOffset", localHeaderOffset]
    ]
    for (const [field, value] of markers) {
      if (value === marker32) problems.push({ kind: "zip64", field, message: "ZIP64 entries are not accepted." })
    }
    // Never past the archive, even for a name that runs past it.
    const nameBytes = bytes.subarray(nameStart, Math.min(nameEnd, bytes.length))
    if (!isUtf8(nameBytes)) {
      problems.push({ kind: "invalid_name", message: `Entry ${index + 1} has a name that is not valid UTF-8.` })
    } else if ((flags & utf8Flag) === 0 && nameBytes.some((byte) => byte > 0x7f)) {
      // Bit 11 marks UTF-8 names; names without it must be ASCII to be unambiguous.
      problems.push({
        kind: "invalid_name",
        message: `Entry ${index + 1} has a non-ASCII name without the UTF-8 flag.`
      })
    }
    const hostSystem = versionMadeBy >>> 8
    const mode = hostSystem === unixHost ? externalAttributes >>> 16 : 0
    const extraEnd = nameEnd + view.getUint16(offset + 30, true)
    const centralEnd = extraEnd + view.getUint16(offset + 32, true)
    yield success({
      index,
      name: lenientUtf8.decode(nameBytes),
      nameBytes,
      flags,
      method: view.getUint16(offset + 10, true),
      crc: view.getUint32(offset + 16, true),
      compressedSize,
      uncompressedSize,
      hostSystem,
      externalAttributes,
      mode,
      type: fileTypeOf(mode),
      localHeaderOffset,
      extraField: bytes.subarray(Math.min(nameEnd, bytes.length), Math.min(extraEnd, bytes.length)),
      centralEnd,
      problems
    })
    offset = centralEnd
  }
}

/**
 * Follows an entry to its local header, its data and (for an entry with flag bit 3)
 * its data descriptor. All must end at or before `boundary`: the end of the archive by
 * default; a strict reader passes the central directory's offset, where entry data
 * should stop. The data is found with the local header's name and extra field lengths
 * and the central directory's compressed size; `checkLocal` then compares the rest.
 *
 * @category parsing
 * @since 0.1.0
 */
export const locate = (bytes: Uint8Array, entry: Entry, boundary: number = bytes.length): Result<Located> => {
  const view = viewOf(bytes)
  const limit = limitOf(bytes, boundary)
  const offset = entry.localHeaderOffset
  if (!isPosition(offset) || offset + localHeaderLength > limit || view.getUint32(offset, true) !== localSignature) {
    return failure({
      kind: "missing_local_header",
      message: `The local header of ${JSON.stringify(entry.name)} is missing.`
    })
  }
  const nameStart = offset + localHeaderLength
  const extraStart = nameStart + view.getUint16(offset + 26, true)
  const dataOffset = extraStart + view.getUint16(offset + 28, true)
  const dataEnd = dataOffset + entry.compressedSize
  if (!isPosition(entry.compressedSize) || dataEnd > limit) {
    return failure({
      kind: "data_outside",
      message: `The data of ${JSON.stringify(entry.name)} lies outside the archive.`
    })
  }
  const local: LocalHeader = {
    offset,
    flags: view.getUint16(offset + 6, true),
    method: view.getUint16(offset + 8, true),
    crc: view.getUint32(offset + 14, true),
    compressedSize: view.getUint32(offset + 18, true),
    uncompressedSize: view.getUint32(offset + 22, true),
    nameBytes: bytes.subarray(nameStart, extraStart),
    extraField: bytes.subarray(extraStart, dataOffset)
  }
  const descriptorLength = (entry.flags & descriptorFlag) === 0 ? 0 : descriptorAt(view, entry, dataEnd, limit)
  return success({
    entry,
    local,
    dataOffset,
    data: bytes.subarray(dataOffset, dataEnd),
    descriptorLength,
    end: dataEnd + descriptorLength
  })
}

/** The length of the data descriptor at `offset`, signature included, when it repeats the entry's CRC-32 and sizes; else 0. */
const descriptorAt = (view: DataView, entry: Entry, offset: number, limit: number): 0 | 16 =>
  offset + 16 <= limit &&
  view.getUint32(offset, true) === descriptorSignature &&
  view.getUint32(offset + 4, true) === entry.crc &&
  view.getUint32(offset + 8, true) === entry.compressedSize &&
  view.getUint32(offset + 12, true) === entry.uncompressedSize
    ? 16
    : 0

const sameBytes = (left: Uint8Array, right: Uint8Array) =>
  left.length === right.length && left.every((byte, index) => byte === right[index])

/** The first field of an extra field block with this id, as a view; `undefined` when there is none. */
const extraFieldOf = (extra: Uint8Array, id: number): Uint8Array | undefined => {
  const view = viewOf(extra)
  // Blocks may be followed by padding (zipalign pads with zeros): stop where no block fits.
  for (let at = 0; at + 4 <= extra.length; ) {
    const length = view.getUint16(at + 2, true)
    if (view.getUint16(at, true) === id) return extra.subarray(at + 4, Math.min(at + 4 + length, extra.length))
    at += 4 + length
  }
  return undefined
}

/** Signatures a streaming reader looks for to find the end of an entry whose sizes come after its data. */
const streamingSignatures = [localSignature, centralSignature, descriptorSignature]

/** Whether `data` holds one of the signatures (little-endian, all four start with `PK`). */
const holdsSignature = (data: Uint8Array, signatures: ReadonlyArray<number>): boolean => {
  const view = viewOf(data)
  for (let at = data.indexOf(0x50); at !== -1 && at + 4 <= data.length; at = data.indexOf(0x50, at + 1)) {
    if (data[at + 1] === 0x4b && signatures.includes(view.getUint32(at, true))) return true
  }
  return false
}

/**
 * Every way the local header of an entry disagrees with its central directory entry:
 * what a streaming reader would see differently from a central-directory reader.
 * Problems, in this order:
 *
 * - `local_header_mismatch`: another name, method or flags; another CRC-32 or size
 *   (with flag bit 3 each may also be 0, as archivers that stream write them); an
 *   Info-ZIP Unicode path extra field (0x7075) in either header naming another file;
 * - `zip64`: a ZIP64 extra field in the local header (its sizes would be 8 bytes wide);
 * - `data_descriptor_mismatch`: flag bit 3 without a data descriptor that repeats the
 *   central CRC-32 and sizes right after the data, with its signature (without it,
 *   readers that search for the descriptor miss it, and stored data has no end of its
 *   own to find it by);
 * - `signature_in_data`: an entry with flag bit 3 whose data holds a local header,
 *   central header or data descriptor signature, where readers that search for the
 *   descriptor would cut it short.
 *
 * @category parsing
 * @since 0.2.0
 */
export const checkLocal = ({ entry, local, data, descriptorLength }: Located): ReadonlyArray<Problem> => {
  const problems: Array<Problem> = []
  const name = JSON.stringify(entry.name)
  const mismatch = (field: string) =>
    problems.push({
      kind: "local_header_mismatch",
      message: `The local header of ${name} declares another ${field} than the central directory.`
    })
  if (!sameBytes(local.nameBytes, entry.nameBytes)) mismatch("name")
  if (local.method !== entry.method) mismatch("compression method")
  if (local.flags !== entry.flags) mismatch("set of flags")
  const streamed = (entry.flags & descriptorFlag) !== 0
  const agrees = (localValue: number, centralValue: number) =>
    localValue === centralValue || (streamed && localValue === 0)
  if (!agrees(local.crc, entry.crc)) mismatch("CRC-32")
  if (!agrees(local.compressedSize, entry.compressedSize) || !agrees(local.uncompressedSize, entry.uncompressedSize)) {
    mismatch("size")
  }
  for (const extra of [local.extraField, entry.extraField]) {
    const unicodePath = extraFieldOf(extra, unicodePathExtra)
    // Version (1 byte), CRC-32 of the header's name (4), then the name in UTF-8.
    if (unicodePath !== undefined && !sameBytes(unicodePath.subarray(5), entry.nameBytes)) {
      mismatch("name (in a Unicode path extra field)")
      break
    }
  }
  if (extraFieldOf(local.extraField, zip64Extra) !== undefined) {
    problems.push({ kind: "zip64", field: "extraField", message: "ZIP64 entries are not accepted." })
  }
  if (streamed && descriptorLength === 0) {
    problems.push({
      kind: "data_descriptor_mismatch",
      message: `The data descriptor of ${name} is missing or disagrees with the central directory.`
    })
  }
  if (streamed) {
    if (holdsSignature(data, streamingSignatures)) {
      problems.push({
        kind: "signature_in_data",
        message: `The data of ${name} holds a ZIP signature: readers that search for its data descriptor would cut it short.`
      })
    }
  }
  return problems
}

/**
 * Whether the records of the archive tile it exactly, as a streaming reader and a
 * central-directory reader must both see it: the local record of each entry (header,
 * name, extra field, data, data descriptor) in central directory order from byte 0,
 * then the central directory (its entries and nothing else), then the end record and
 * its comment up to the last byte. Each `uncovered_bytes` problem names a place where
 * bytes belong to no entry (a prefix, a gap such as an unlisted local record, trailing
 * data) or to two (records out of order or overlapping). `located` holds the entries
 * that could be located, in central directory order; `entries` all of them.
 *
 * @category parsing
 * @since 0.2.0
 */
export const checkLayout = (
  bytes: Uint8Array,
  end: EndOfCentralDirectory,
  entries: ReadonlyArray<Entry>,
  located: ReadonlyArray<Located>
): ReadonlyArray<Problem> => {
  const problems: Array<Problem> = []
  const uncovered = (message: string) => problems.push({ kind: "uncovered_bytes", message })
  let expected = 0
  let previous = "the start of the archive"
  for (const { entry, end: recordEnd } of located) {
    const here = entry.localHeaderOffset
    if (here > expected)
      uncovered(`${here - expected} bytes between ${previous} and ${JSON.stringify(entry.name)} belong to no entry.`)
    if (here < expected)
      uncovered(`The local record of ${JSON.stringify(entry.name)} is out of order or overlaps another.`)
    expected = Math.max(expected, recordEnd)
    previous = JSON.stringify(entry.name)
  }
  if (end.directoryOffset > expected) {
    uncovered(
      `${end.directoryOffset - expected} bytes between ${previous} and the central directory belong to no entry.`
    )
  }
  if (end.directoryOffset < expected) uncovered("Entry data runs into the central directory.")
  const directoryEnd = end.directoryOffset + end.directorySize
  const walked = entries.at(-1)?.centralEnd ?? end.directoryOffset
  if (walked !== directoryEnd) uncovered("The entries of the central directory do not fill its declared size exactly.")
  if (end.offset !== directoryEnd)
    uncovered("Bytes between the central directory and its end record belong to no entry.")
  if (end.offset + endLength + end.commentLength !== bytes.length) {
    uncovered("The archive does not end where the comment of its end record ends.")
  }
  return problems
}

/**
 * `overlapping_entries` when two entries share bytes, from local header to the end of
 * data: the basis of non-recursive zip bombs. `undefined` otherwise.
 *
 * @category parsing
 * @since 0.1.0
 */
export const checkOverlap = (located: ReadonlyArray<Located>): Problem | undefined => {
  const ranges = located
    .map(({ entry, dataOffset }) => [entry.localHeaderOffset, dataOffset + entry.compressedSize] as const)
    .sort((left, right) => left[0] - right[0])
  for (let index = 1; index < ranges.length; index++) {
    if (ranges[index]![0] < ranges[index - 1]![1]) {
      return { kind: "overlapping_entries", message: "Entries of the archive overlap (a zip bomb technique)." }
    }
  }
  return undefined
}

/** The CRC-32 of every byte value, for the table-driven loop below. */
const crcTable = /*#__PURE__*/ (() => {
  const table = new Uint32Array(256)
  for (let value = 0; value < 256; value++) {
    let crc = value
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
    table[value] = crc
  }
  return table
})()

/** Node's `zlib` where the runtime offers it as a built-in, read without importing it. */
interface NativeZlib {
  readonly crc32?: (data: Uint8Array) => number
  readonly inflateRawSync?: (
    data: Uint8Array,
    options: { readonly info: true; readonly maxOutputLength: number; readonly chunkSize: number }
  ) => { readonly buffer: Uint8Array; readonly engine: { readonly bytesWritten: number } }
}

const nativeZlib: NativeZlib | undefined = /*#__PURE__*/ (() => {
  const process = (globalThis as { readonly process?: { readonly getBuiltinModule?: (name: string) => unknown } })
    .process
  return process?.getBuiltinModule?.("node:zlib") as NativeZlib | undefined
})()

/**
 * CRC-32 (IEEE 802.3) in JavaScript (the table-driven loop), whatever the runtime: what
 * `crc32` computes where no native zlib is offered.
 *
 * @category encoding
 * @since 0.2.0
 */
export const crc32Portable = (bytes: Uint8Array): number => {
  let crc = 0xffffffff
  for (let index = 0; index < bytes.length; index++) crc = crcTable[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const nativeCrc32 = nativeZlib?.crc32

/**
 * CRC-32 (IEEE 802.3), as stored in ZIP headers: Node's native `zlib.crc32` where the
 * runtime has it, `crc32Portable` elsewhere.
 *
 * @category encoding
 * @since 0.1.0
 */
export const crc32 = (bytes: Uint8Array): number =>
  nativeCrc32 === undefined ? crc32Portable(bytes) : nativeCrc32(bytes) >>> 0

// fflate's streaming inflater keeps the input it has not consumed in `p`, and the bit
// position of the next unread bit within its first byte in `s.p` (fflate 0.8, pinned in
// the catalogue; a test checks the count of used bytes against known streams).
interface InflaterState {
  readonly p: Uint8Array
  readonly s: { readonly p: number }
}

type Counted = Result<{ readonly output: Uint8Array; readonly used: number }>

const notASize: Counted = failure({ kind: "corrupt_data", message: "The declared size is not a size." })
const notAStream: Counted = failure({ kind: "corrupt_data", message: "The data is not a valid deflate stream." })
const beyondDeclared: Counted = failure({
  kind: "exceeds_declared_size",
  message: "The data inflates beyond its declared size."
})

/**
 * Inflates with fflate, a step of input at a time, abandoning the output past
 * `declaredSize`; the output and the compressed bytes it used.
 */
const inflateCountedPortable = (
  compressed: Uint8Array,
  declaredSize: number
): Result<{ readonly output: Uint8Array; readonly used: number }> => {
  if (!isPosition(declaredSize)) return notASize
  if (compressed.length === 0) return notAStream
  const chunks: Array<Uint8Array> = []
  let produced = 0
  const inflater = new Inflate((chunk) => {
    if (chunk.length === 0) return
    chunks.push(chunk)
    produced += chunk.length
  })
  try {
    const stepBytes = stepBytesOf(declaredSize)
    for (let start = 0; start < compressed.length; start += stepBytes) {
      const end = Math.min(start + stepBytes, compressed.length)
      inflater.push(compressed.subarray(start, end), end === compressed.length)
      if (produced > declaredSize) return beyondDeclared
    }
  } catch (error) {
    if (error instanceof RangeError) {
      return failure({ kind: "too_large", message: `${declaredSize} bytes cannot be allocated.` })
    }
    return notAStream
  }
  const output = new Uint8Array(produced)
  let at = 0
  for (const chunk of chunks) {
    output.set(chunk, at)
    at += chunk.length
  }
  // What the inflater did not consume, less the partly read byte the stream ends in.
  const state = inflater as unknown as InflaterState
  const unused = state.p.length - (state.s.p === 0 ? 0 : 1)
  return success({ output, used: compressed.length - unused })
}

const nativeInflateRaw = nativeZlib?.inflateRawSync

/**
 * Inflates with Node's zlib, its output capped one byte past `declaredSize` (zlib stops
 * there), in one allocation of the declared size up to 1 MiB; the compressed bytes it
 * used are the bytes zlib consumed (`engine.bytesWritten`).
 */
const inflateCountedNative = (
  inflateRaw: NonNullable<NativeZlib["inflateRawSync"]>,
  compressed: Uint8Array,
  declaredSize: number
): Counted => {
  if (!isPosition(declaredSize)) return notASize
  if (compressed.length === 0) return notAStream
  try {
    const { buffer, engine } = inflateRaw(compressed, {
      info: true,
      maxOutputLength: declaredSize + 1,
      chunkSize: Math.min(1024 * 1024, Math.max(64, declaredSize + 1))
    })
    if (buffer.length > declaredSize) return beyondDeclared
    const output = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length)
    return success({ output, used: engine.bytesWritten })
  } catch (error) {
    if (error instanceof RangeError) {
      return (error as { readonly code?: string }).code === "ERR_BUFFER_TOO_LARGE"
        ? beyondDeclared
        : failure({ kind: "too_large", message: `${declaredSize} bytes cannot be allocated.` })
    }
    return notAStream
  }
}

/** Native zlib where the runtime has it, fflate elsewhere. */
const inflateCounted = (compressed: Uint8Array, declaredSize: number): Counted =>
  nativeInflateRaw === undefined
    ? inflateCountedPortable(compressed, declaredSize)
    : inflateCountedNative(nativeInflateRaw, compressed, declaredSize)

/**
 * `inflate` in JavaScript (fflate), whatever the runtime: what it computes where no
 * native zlib is offered, with the same results and problems.
 *
 * @category parsing
 * @since 0.2.0
 */
export const inflatePortable = (compressed: Uint8Array, declaredSize: number): Result<Uint8Array> => {
  const inflated = inflateCountedPortable(compressed, declaredSize)
  return inflated.ok ? success(inflated.value.output) : inflated
}

/**
 * Inflates raw deflate data, abandoning it the moment the output would exceed
 * `declaredSize`: `exceeds_declared_size` then, `corrupt_data` for an invalid or
 * truncated stream, `too_large` when the output cannot be allocated. The output may be
 * shorter than declared, and the stream may end before the input does (`extract` checks
 * both). With Node's native zlib where the runtime offers it (stopping one byte past the
 * declared size), otherwise with fflate a step of input at a time (about a thousandth of
 * the declared size, 16 KiB to 64 KiB; `inflatePortable`). Both give the same bytes; zlib
 * also refuses some damage fflate lets through (a stored block's length complement), and
 * of a damaged stream that also overflows, either problem may be the one reported.
 *
 * @category parsing
 * @since 0.1.0
 */
export const inflate = (compressed: Uint8Array, declaredSize: number): Result<Uint8Array> => {
  const inflated = inflateCounted(compressed, declaredSize)
  return inflated.ok ? success(inflated.value.output) : inflated
}

/**
 * The bytes of an entry: stored or inflated (with `inflate`'s cap), exactly the
 * declared size, matching the declared CRC-32. The problems, in the order they are
 * checked: `encrypted`, `unsupported_method` (only stored and deflate),
 * `size_mismatch` (a stored entry whose sizes differ), `exceeds_declared_size`,
 * `corrupt_data` (an invalid stream, or one shorter than declared), `too_large`,
 * `size_mismatch` (a deflate stream that ends before the data: a streaming reader
 * would look for the next record there), `checksum_mismatch`.
 *
 * @category parsing
 * @since 0.1.0
 */
export const extract = ({ entry, data }: Located): Result<Uint8Array> => {
  const name = JSON.stringify(entry.name)
  if ((entry.flags & encryptedFlag) !== 0) return failure({ kind: "encrypted", message: `${name} is encrypted.` })
  if (entry.method !== 0 && entry.method !== 8) {
    return failure({
      kind: "unsupported_method",
      message: `${name} uses compression method ${entry.method}; only stored and deflate are read.`
    })
  }
  let bytes: Uint8Array
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize) {
      return failure({ kind: "size_mismatch", message: `${name} is stored with two different sizes.` })
    }
    bytes = data.slice()
  } else {
    const inflated = inflateCounted(data, entry.uncompressedSize)
    if (!inflated.ok) return failure({ ...inflated.problem, message: `${name}: ${inflated.problem.message}` })
    if (inflated.value.output.length !== entry.uncompressedSize) {
      return failure({ kind: "corrupt_data", message: `${name} does not inflate to its declared size.` })
    }
    if (inflated.value.used !== data.length) {
      return failure({
        kind: "size_mismatch",
        message: `The deflate stream of ${name} ends ${data.length - inflated.value.used} bytes before its data.`
      })
    }
    bytes = inflated.value.output
  }
  if (crc32(bytes) !== entry.crc)
    return failure({ kind: "checksum_mismatch", message: `${name} fails its CRC-32 check.` })
  return success(bytes)
}

/** Controls (C0, DEL, C1), format characters (bidi controls and marks, zero-width characters, tags) and line or paragraph separators. */
const hiddenCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/**
 * The first character of a name that does not show as itself, as `U+XXXX`, or
 * `undefined`: a control character (C0, DEL, C1), a format character (the bidi controls
 * U+202A-U+202E and U+2066-U+2069, the marks U+200E, U+200F and U+061C, zero-width
 * characters, tag characters) or a line or paragraph separator. Such a name can show
 * as another one (`evil\u202Egpj.sh` shows as `evilhs.jpg`).
 *
 * @category models
 * @since 0.2.0
 */
export const hiddenCharacterOf = (name: string): string | undefined => {
  const found = hiddenCharacters.exec(name)?.[0]
  return found === undefined
    ? undefined
    : `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`
}
